import CGSL
import MotionCurves

/// Why a GSL root search, minimization or least-squares fit failed.
///
/// Arguments are validated before GSL is called; the other cases map GSL status codes and
/// conditions detected in the Swift callbacks.
public enum GSLSolveError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A cause the Swift solvers share (``SolveError``): a bad argument, a bracket without a sign
  /// change (`gsl_root_fsolver_set`: GSL_EINVAL) or minimum (`gsl_min_fminimizer_set`), a
  /// function not finite (GSL_EBADFUNC), a wrong residual count, or no convergence.
  case solve(SolveError)
  /// GSL could not allocate memory.
  case outOfMemory(operation: String)
  /// Any other GSL status code, with GSL's description of it.
  case gsl(code: Int, name: String, operation: String)

  /// A one-line message naming the cause.
  public var description: String {
    switch self {
    case .solve(let error): error.description
    case .outOfMemory(let operation): "\(operation) could not allocate memory"
    case .gsl(let code, let name, let operation): "\(operation) failed with GSL status \(code): \(name)"
    }
  }

  /// Maps a failed GSL status; `failure` is the point where the callback was not finite, if any.
  init(status: Int32, operation: String, failure: [Double]?) {
    switch Int(status) {
    case GSL_EBADFUNC: self = .solve(.nonFiniteValue(operation: operation, at: failure ?? []))
    case GSL_ENOMEM: self = .outOfMemory(operation: operation)
    default: self = .gsl(code: Int(status), name: GSL.statusName(status), operation: operation)
    }
  }

  /// The object `allocate` returns, or ``outOfMemory(operation:)`` naming `operation` when it returns nil.
  static func allocated<Object>(for operation: String, _ allocate: () -> Object?) throws(GSLSolveError) -> Object {
    guard let object = allocate() else { throw .outOfMemory(operation: operation) }
    return object
  }

  /// Runs one of MotionCurves' argument checks (``SolveError``), shared with the Swift solvers,
  /// and rethrows its error as this type's.
  static func checking(_ check: () throws(SolveError) -> Void) throws(GSLSolveError) {
    do { try check() } catch { throw .solve(error) }
  }
}
