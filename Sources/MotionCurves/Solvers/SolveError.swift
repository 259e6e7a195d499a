/// Why a root search, a minimization or a least-squares fit of ``RootFinder``, ``Minimizer`` or
/// ``LeastSquares`` failed.
///
/// Arguments are checked before the first evaluation; each case names its cause so the message
/// can be shown as is.
public enum SolveError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An argument is outside its allowed range.
  case invalidArgument(name: String, value: Double, allowed: String)
  /// A root bracket whose ends have the same sign.
  case noSignChange(lower: Double, upper: Double)
  /// A minimization guess not below both ends of its bracket.
  case noMinimumInBracket(lower: Double, guess: Double, upper: Double)
  /// The function returned an infinite or NaN value at the given point.
  case nonFiniteValue(operation: String, at: [Double])
  /// The residual function returned the wrong number of residuals.
  case residualCountMismatch(expected: Int, actual: Int)
  /// The tolerance was not met within the iteration budget.
  case iterationLimit(operation: String, iterations: Int)

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
    }
  }

  /// Checks a bracket search's arguments (MotionODE's GSL solvers check theirs here too).
  ///
  /// - Throws: ``invalidArgument(name:value:allowed:)`` unless `lower < upper`, both finite, a
  ///   `guess` (if any) strictly between them, the tolerances finite, not negative and not both
  ///   zero, and the budget ≥ 1.
  package static func checkBracket(
    _ lower: Double, _ upper: Double, guess: Double? = nil, absoluteTolerance: Double, relativeTolerance: Double,
    maxIterations: Int
  ) throws(SolveError) {
    guard lower.isFinite else { throw .invalidArgument(name: "lower", value: lower, allowed: "finite") }
    guard upper.isFinite, upper > lower else {
      throw .invalidArgument(name: "upper", value: upper, allowed: "finite and above lower (\(lower))")
    }
    if let guess, !(guess > lower && guess < upper) {
      throw .invalidArgument(name: "guess", value: guess, allowed: "strictly inside (\(lower), \(upper))")
    }
    try checkTolerances(absolute: absoluteTolerance, relative: relativeTolerance, maxIterations: maxIterations)
  }

  /// Checks a least-squares fit's arguments (MotionODE's GSL fit checks its own here too).
  ///
  /// - Throws: ``invalidArgument(name:value:allowed:)`` unless there is at least one parameter,
  ///   all finite, at least as many residuals, both tolerances positive and the budget ≥ 1.
  package static func checkFit(
    initial: [Double], residualCount: Int, maxIterations: Int, stepTolerance: Double, gradientTolerance: Double
  ) throws(SolveError) {
    guard !initial.isEmpty else { throw .invalidArgument(name: "parameter count", value: 0, allowed: "at least 1") }
    if let bad = initial.first(where: { !$0.isFinite }) {
      throw .invalidArgument(name: "initial parameter", value: bad, allowed: "finite")
    }
    guard residualCount >= initial.count else {
      throw .invalidArgument(
        name: "residualCount", value: Double(residualCount), allowed: "at least the parameter count \(initial.count)")
    }
    try checkTolerances(absolute: stepTolerance, relative: 0, maxIterations: maxIterations)
    try checkTolerances(absolute: gradientTolerance, relative: 0, maxIterations: maxIterations)
  }

  /// Throws unless the tolerances are finite, not negative and not both zero, and the budget ≥ 1.
  private static func checkTolerances(absolute: Double, relative: Double, maxIterations: Int) throws(SolveError) {
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

  /// `f(x)`, or ``nonFiniteValue(operation:at:)`` naming `operation` and `x` when it is not finite.
  static func finite(_ f: (Double) -> Double, at x: Double, _ operation: String) throws(SolveError) -> Double {
    let y = f(x)
    guard y.isFinite else { throw .nonFiniteValue(operation: operation, at: [x]) }
    return y
  }

  /// Whether a bracket `[a, b]` is narrower than `absolute + relative · min(|a|, |b|)`, the
  /// relative part counting only when the bracket does not contain 0.
  static func isNarrow(_ a: Double, _ b: Double, absolute: Double, relative: Double) -> Bool {
    let nearest = (a > 0 && b > 0) || (a < 0 && b < 0) ? Swift.min(abs(a), abs(b)) : 0
    return abs(b - a) < absolute + relative * nearest
  }
}
