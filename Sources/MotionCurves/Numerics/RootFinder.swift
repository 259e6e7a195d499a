/// Zeros of scalar functions on a bracket, in Swift alone.
public enum RootFinder {
  /// Finds a zero of `f` in a bracket with Brent's method (R. P. Brent, *Algorithms for
  /// Minimization without Derivatives*, 1973, chapter 4).
  ///
  /// The method keeps a bracket `[b, c]` with `f(b) f(c) ≤ 0`, `b` the end where |f| is smaller.
  /// Each iteration takes one evaluation: an inverse quadratic interpolation through the last
  /// three points (a secant step through two), accepted only if it lands well inside the bracket
  /// and shrinks faster than the step before last; otherwise a bisection. So it converges
  /// superlinearly on smooth functions and never slower than about twice bisection. It stops when
  /// `|c − b| < absoluteTolerance + relativeTolerance · min(|b|, |c|)` (the relative part only on
  /// a bracket that does not contain 0), or when `f(b) = 0`.
  ///
  /// - Parameters:
  ///   - lower: The lower end of the bracket (finite).
  ///   - upper: The upper end (finite, > lower); `f` must change sign between the ends.
  ///   - absoluteTolerance: The absolute width at which to stop (≥ 0).
  ///   - relativeTolerance: The relative width at which to stop (≥ 0; not both zero).
  ///   - maxIterations: The iteration budget (≥ 1).
  ///   - f: The function; it must be finite on the bracket.
  /// - Returns: The end of the final bracket where |f| is smaller.
  /// - Throws: ``SolveError/invalidArgument(name:value:allowed:)`` for a bad bracket or tolerance,
  ///   ``SolveError/noSignChange(lower:upper:)``, ``SolveError/nonFiniteValue(operation:at:)`` when
  ///   `f` is not finite where evaluated, ``SolveError/iterationLimit(operation:iterations:)``.
  public static func brent(
    in lower: Double, _ upper: Double, absoluteTolerance: Double = 0, relativeTolerance: Double = 1e-15,
    maxIterations: Int = 200, _ f: (Double) -> Double
  ) throws(SolveError) -> Double {
    try SolveError.checkBracket(
      lower, upper, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance,
      maxIterations: maxIterations)
    let operation = "Brent's root finder"
    // a: the previous b; d, e: the last step and the one before.
    var (a, fa) = (lower, try SolveError.finite(f, at: lower, operation))
    var (b, fb) = (upper, try SolveError.finite(f, at: upper, operation))
    guard !(fa < 0 && fb < 0 || fa > 0 && fb > 0) else { throw .noSignChange(lower: lower, upper: upper) }
    var (c, fc) = (a, fa)
    var d = b - a
    var e = d
    for _ in 0..<maxIterations {
      if abs(fc) < abs(fb) {
        (a, b, c) = (b, c, b)
        (fa, fb, fc) = (fb, fc, fb)
      }
      let tolerance = 0.5 * Double.ulpOfOne * abs(b)
      let m = 0.5 * (c - b)
      if fb == 0 || abs(m) <= tolerance { return b }
      if abs(e) < tolerance || abs(fa) <= abs(fb) {
        (d, e) = (m, m)
      } else {
        let s = fb / fa
        var p: Double
        var q: Double
        if a == c {
          (p, q) = (2 * m * s, 1 - s)
        } else {
          let (t, r) = (fa / fc, fb / fc)
          p = s * (2 * m * t * (t - r) - (b - a) * (r - 1))
          q = (t - 1) * (r - 1) * (s - 1)
        }
        if p > 0 { q = -q } else { p = -p }
        if 2 * p < Swift.min(3 * m * q - abs(tolerance * q), abs(e * q)) {
          (e, d) = (d, p / q)
        } else {
          (d, e) = (m, m)
        }
      }
      (a, fa) = (b, fb)
      b += abs(d) > tolerance ? d : (m > 0 ? tolerance : -tolerance)
      fb = try SolveError.finite(f, at: b, operation)
      if fb < 0 && fc < 0 || fb > 0 && fc > 0 {
        (c, fc) = (a, fa)
        d = b - a
        e = d
      }
      if fb == 0 || SolveError.isNarrow(b, c, absolute: absoluteTolerance, relative: relativeTolerance) {
        return b
      }
    }
    throw .iterationLimit(operation: operation, iterations: maxIterations)
  }
}
