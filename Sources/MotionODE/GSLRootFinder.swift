import CGSL
import MotionCurves

/// Roots of scalar functions with GSL's bracketing solvers.
public enum GSLRootFinder {
  /// Finds a zero of `f` in a bracket with Brent's method (`gsl_root_fsolver_brent`).
  ///
  /// Brent combines bisection, the secant method and inverse quadratic interpolation: it keeps
  /// a bracket `[a, b]` with `f(a) f(b) ≤ 0` and converges superlinearly on smooth functions.
  /// It stops when `|b − a| < absoluteTolerance + relativeTolerance · min(|a|, |b|)`.
  ///
  /// - Parameters:
  ///   - lower: The lower end of the bracket (finite).
  ///   - upper: The upper end (finite, > lower); `f` must change sign between the ends.
  ///   - absoluteTolerance: The absolute width at which to stop (≥ 0).
  ///   - relativeTolerance: The relative width at which to stop (≥ 0; not both zero).
  ///   - maxIterations: The iteration budget (≥ 1).
  ///   - f: The function; it must be finite on the bracket.
  /// - Returns: The root, the midpoint of the final bracket as GSL reports it.
  /// - Throws: ``GSLSolveError/solve(_:)`` with ``SolveError/invalidArgument(name:value:allowed:)``
  ///   for a bad bracket or tolerance, ``SolveError/noSignChange(lower:upper:)``,
  ///   ``SolveError/nonFiniteValue(operation:at:)`` when `f` is not finite where evaluated,
  ///   ``SolveError/iterationLimit(operation:iterations:)``.
  public static func brent(
    in lower: Double, _ upper: Double, absoluteTolerance: Double = 0, relativeTolerance: Double = 1e-15,
    maxIterations: Int = 200, _ f: (Double) -> Double
  ) throws(GSLSolveError) -> Double {
    GSL.initialize()
    try GSLSolveError.checking { () throws(SolveError) in
      try SolveError.checkBracket(
        lower, upper, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance,
        maxIterations: maxIterations)
    }
    let operation = "gsl_root_fsolver_brent"
    let solver = try GSLSolveError.allocated(for: operation) { gsl_root_fsolver_alloc(cgsl_root_fsolver_brent()) }
    defer { gsl_root_fsolver_free(solver) }
    return try ScalarFunctionBox.solving(
      f, operation: operation, badStart: .solve(.noSignChange(lower: lower, upper: upper))
    ) {
      (function, check) throws(GSLSolveError) -> Double in
      try check(gsl_root_fsolver_set(solver, function, lower, upper))
      for _ in 0..<maxIterations {
        try check(gsl_root_fsolver_iterate(solver))
        let a = gsl_root_fsolver_x_lower(solver)
        let b = gsl_root_fsolver_x_upper(solver)
        if Int(gsl_root_test_interval(a, b, absoluteTolerance, relativeTolerance)) == GSL_SUCCESS || a == b {
          return gsl_root_fsolver_root(solver)
        }
      }
      throw .solve(.iterationLimit(operation: operation, iterations: maxIterations))
    }
  }
}
