import CGSL
import MotionCurves

/// Minima of scalar functions with GSL's bracketing minimizers.
public enum GSLMinimizer {
  /// Finds a local minimum of `f` in a bracket with Brent's method (`gsl_min_fminimizer_brent`).
  ///
  /// Brent combines golden-section search with parabolic interpolation on a bracket
  /// `a < x < b` with `f(x) < f(a)` and `f(x) < f(b)`, and stops when
  /// `|b − a| < absoluteTolerance + relativeTolerance · min(|a|, |b|)`. Near a smooth minimum f is
  /// flat to second order, so no method locates it better than about √ε ≈ 1.5e-8 relative: a
  /// smaller tolerance can only exhaust the iterations.
  ///
  /// - Parameters:
  ///   - lower: The lower end of the bracket (finite).
  ///   - upper: The upper end (finite, > lower).
  ///   - guess: A point strictly inside where `f` is below its values at both ends.
  ///   - absoluteTolerance: The absolute width at which to stop (≥ 0).
  ///   - relativeTolerance: The relative width at which to stop (≥ 0; not both zero; ≳ 1e-7).
  ///   - maxIterations: The iteration budget (≥ 1).
  ///   - f: The function; it must be finite on the bracket.
  /// - Returns: The minimizer and the minimum value.
  /// - Throws: ``GSLSolveError/solve(_:)`` with ``SolveError/invalidArgument(name:value:allowed:)``
  ///   for a bad bracket, guess or tolerance, ``SolveError/noMinimumInBracket(lower:guess:upper:)``,
  ///   ``SolveError/nonFiniteValue(operation:at:)``,
  ///   ``SolveError/iterationLimit(operation:iterations:)``.
  public static func brent(
    in lower: Double, _ upper: Double, guess: Double, absoluteTolerance: Double = 0,
    relativeTolerance: Double = 1e-6, maxIterations: Int = 200, _ f: (Double) -> Double
  ) throws(GSLSolveError) -> (x: Double, value: Double) {
    GSL.initialize()
    try GSLSolveError.checking { () throws(SolveError) in
      try SolveError.checkBracket(
        lower, upper, guess: guess, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance,
        maxIterations: maxIterations)
    }
    let operation = "gsl_min_fminimizer_brent"
    let minimizer = try GSLSolveError.allocated(for: operation) {
      gsl_min_fminimizer_alloc(cgsl_min_fminimizer_brent())
    }
    defer { gsl_min_fminimizer_free(minimizer) }
    let badStart = GSLSolveError.solve(.noMinimumInBracket(lower: lower, guess: guess, upper: upper))
    return try ScalarFunctionBox.solving(f, operation: operation, badStart: badStart) {
      (function, check) throws(GSLSolveError) -> (x: Double, value: Double) in
      try check(gsl_min_fminimizer_set(minimizer, function, guess, lower, upper))
      for _ in 0..<maxIterations {
        try check(gsl_min_fminimizer_iterate(minimizer))
        let a = gsl_min_fminimizer_x_lower(minimizer)
        let b = gsl_min_fminimizer_x_upper(minimizer)
        if Int(gsl_min_test_interval(a, b, absoluteTolerance, relativeTolerance)) == GSL_SUCCESS {
          return (gsl_min_fminimizer_x_minimum(minimizer), gsl_min_fminimizer_f_minimum(minimizer))
        }
      }
      throw .solve(.iterationLimit(operation: operation, iterations: maxIterations))
    }
  }
}
