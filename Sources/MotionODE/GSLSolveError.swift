import CGSL

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

  /// Throws unless `lower < upper`, both finite.
  static func requireInterval(_ lower: Double, _ upper: Double) throws(GSLSolveError) {
    guard lower.isFinite else { throw .invalidArgument(name: "lower", value: lower, allowed: "finite") }
    guard upper.isFinite, upper > lower else {
      throw .invalidArgument(name: "upper", value: upper, allowed: "finite and above lower (\(lower))")
    }
  }

  /// Throws unless the tolerances are finite, not negative and not both zero, and the budget ≥ 1.
  static func requireTolerances(absolute: Double, relative: Double, maxIterations: Int) throws(GSLSolveError) {
    for (name, value) in [("absoluteTolerance", absolute), ("relativeTolerance", relative)]
    where !(value.isFinite && value >= 0) {
      throw .invalidArgument(name: name, value: value, allowed: "a finite number ≥ 0")
    }
    guard absolute > 0 || relative > 0 else {
      throw .invalidArgument(
        name: "absoluteTolerance", value: absolute, allowed: "positive when relativeTolerance is 0")
    }
    guard maxIterations >= 1 else {
      throw .invalidArgument(name: "maxIterations", value: Double(maxIterations), allowed: "at least 1")
    }
  }
}
