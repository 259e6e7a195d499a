import CGSL
import MotionCurves

/// Why a GSL root search, minimization or least-squares fit failed.
///
/// Arguments are validated before GSL is called; the other cases map GSL status codes and
/// conditions detected in the Swift callbacks.
public enum GSLSolveError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An argument is outside its allowed range.
  case invalidArgument(name: String, value: Double, allowed: String)
  /// A root bracket whose ends have the same sign (`gsl_root_fsolver_set`: GSL_EINVAL).
  case noSignChange(lower: Double, upper: Double)
  /// A minimization guess not below both ends of its bracket (`gsl_min_fminimizer_set`: GSL_EINVAL).
  case noMinimumInBracket(lower: Double, guess: Double, upper: Double)
  /// The function returned an infinite or NaN value at the given point (GSL_EBADFUNC).
  case nonFiniteValue(operation: String, at: [Double])
  /// The function returned the wrong number of residuals.
  case residualCountMismatch(expected: Int, actual: Int)
  /// The tolerance was not met within the iteration budget.
  case iterationLimit(operation: String, iterations: Int)
  /// GSL could not allocate memory.
  case outOfMemory(operation: String)
  /// Any other GSL status code, with GSL's description of it.
  case gsl(code: Int, name: String, operation: String)

  /// A one-line message naming the cause.
  public var description: String {
    switch self {
    case .invalidArgument(let name, let value, let allowed):
      "\(name) must be \(allowed) (got \(value))"
    case .noSignChange(let lower, let upper):
      "the function has the same sign at both ends of [\(lower), \(upper)]"
    case .noMinimumInBracket(let lower, let guess, let upper):
      "the guess \(guess) is not below both ends of [\(lower), \(upper)]"
    case .nonFiniteValue(let operation, let point):
      "\(operation): the function was not finite at \(point)"
    case .residualCountMismatch(let expected, let actual):
      "the residual function returned \(actual) residuals, expected \(expected)"
    case .iterationLimit(let operation, let iterations):
      "\(operation) did not converge in \(iterations) iterations"
    case .outOfMemory(let operation):
      "\(operation) could not allocate memory"
    case .gsl(let code, let name, let operation):
      "\(operation) failed with GSL status \(code): \(name)"
    }
  }

  /// Maps a failed GSL status; `failure` is the point where the callback was not finite, if any.
  init(status: Int32, operation: String, failure: [Double]?) {
    switch Int(status) {
    case GSL_EBADFUNC: self = .nonFiniteValue(operation: operation, at: failure ?? [])
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
    do { try check() } catch { throw GSLSolveError(error) }
  }

  /// The same cause as a Swift solver's error.
  init(_ error: SolveError) {
    switch error {
    case .invalidArgument(let name, let value, let allowed):
      self = .invalidArgument(name: name, value: value, allowed: allowed)
    case .noSignChange(let lower, let upper): self = .noSignChange(lower: lower, upper: upper)
    case .noMinimumInBracket(let lower, let guess, let upper):
      self = .noMinimumInBracket(lower: lower, guess: guess, upper: upper)
    case .nonFiniteValue(let operation, let point): self = .nonFiniteValue(operation: operation, at: point)
    case .residualCountMismatch(let expected, let actual):
      self = .residualCountMismatch(expected: expected, actual: actual)
    case .iterationLimit(let operation, let iterations):
      self = .iterationLimit(operation: operation, iterations: iterations)
    }
  }
}
