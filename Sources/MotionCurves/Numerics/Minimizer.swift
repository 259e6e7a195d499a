/// Minima of scalar functions on a bracket, in Swift alone.
public enum Minimizer {
  /// Finds a local minimum of `f` in a bracket with Brent's method (R. P. Brent, *Algorithms for
  /// Minimization without Derivatives*, 1973, chapter 5).
  ///
  /// The method keeps a bracket `[a, b]` around the lowest point `x` found, and the two next
  /// lowest, `w` and `v`. Each iteration takes one evaluation: the vertex of the parabola through
  /// `x`, `w` and `v` when it falls inside the bracket and moves less than half the step before
  /// last, otherwise a golden-section step into the larger side. It stops when
  /// `|b − a| < absoluteTolerance + relativeTolerance · min(|a|, |b|)` (the relative part only on
  /// a bracket that does not contain 0). No step is shorter than √ε·|x| (or a quarter of the width
  /// asked, if that is less). Near a smooth minimum f is flat to second order, so no method locates
  /// it better than about √ε ≈ 1.5e-8 relative: a narrower bracket costs iterations, and tells
  /// nothing more.
  ///
  /// - Parameters:
  ///   - lower: The lower end of the bracket (finite).
  ///   - upper: The upper end (finite, > lower).
  ///   - guess: A point strictly inside where `f` is below its values at both ends.
  ///   - absoluteTolerance: The absolute width at which to stop (≥ 0).
  ///   - relativeTolerance: The relative width at which to stop (≥ 0; not both zero; ≳ 1e-7).
  ///   - maxIterations: The iteration budget (≥ 1).
  ///   - f: The function; it must be finite on the bracket.
  /// - Returns: The lowest point found and the value there.
  /// - Throws: ``SolveError/invalidArgument(name:value:allowed:)`` for a bad bracket, guess or
  ///   tolerance, ``SolveError/noMinimumInBracket(lower:guess:upper:)``,
  ///   ``SolveError/nonFiniteValue(operation:at:)``, ``SolveError/iterationLimit(operation:iterations:)``.
  public static func brent(
    in lower: Double, _ upper: Double, guess: Double, absoluteTolerance: Double = 0,
    relativeTolerance: Double = 1e-6, maxIterations: Int = 200, _ f: (Double) -> Double
  ) throws(SolveError) -> (x: Double, value: Double) {
    try SolveError.checkBracket(
      lower, upper, guess: guess, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance,
      maxIterations: maxIterations)
    let operation = "Brent's minimizer"
    let fx0 = try SolveError.finite(f, at: guess, operation)
    guard fx0 < (try SolveError.finite(f, at: lower, operation)), fx0 < (try SolveError.finite(f, at: upper, operation))
    else { throw .noMinimumInBracket(lower: lower, guess: guess, upper: upper) }
    let golden = 0.381_966_011_250_105_151_8  // (3 − √5)/2
    let sqrtEpsilon = Double.ulpOfOne.squareRoot()
    var (a, b) = (lower, upper)
    var (x, fx) = (guess, fx0)
    var (w, fw) = (x, fx)
    var (v, fv) = (x, fx)
    var d = 0.0  // the last step
    var e = 0.0  // the step before
    for _ in 0..<maxIterations {
      // Steps no shorter than √ε|x| (f cannot tell closer points apart), unless the bracket asked
      // for is narrower: then a quarter of its width, so that it can always be reached.
      let nearest = (a > 0 && b > 0) || (a < 0 && b < 0) ? Swift.min(abs(a), abs(b)) : 0
      let asked = absoluteTolerance + relativeTolerance * nearest
      let tolerance = Swift.max(Swift.min(sqrtEpsilon * abs(x) + absoluteTolerance / 3, asked / 4), x.ulp)
      let middle = 0.5 * (a + b)
      var (p, q, r) = (0.0, 0.0, 0.0)
      if abs(e) > tolerance {
        r = (x - w) * (fx - fv)
        q = (x - v) * (fx - fw)
        p = (x - v) * q - (x - w) * r
        q = 2 * (q - r)
        if q > 0 { p = -p } else { q = -q }
        (r, e) = (e, d)
      }
      if abs(p) < abs(0.5 * q * r) && p > q * (a - x) && p < q * (b - x) {
        d = p / q
        if x + d - a < 2 * tolerance || b - (x + d) < 2 * tolerance { d = x < middle ? tolerance : -tolerance }
      } else {
        e = x < middle ? b - x : a - x
        d = golden * e
      }
      let u = abs(d) >= tolerance ? x + d : x + (d > 0 ? tolerance : -tolerance)
      let fu = try SolveError.finite(f, at: u, operation)
      if fu <= fx {
        if u < x { b = x } else { a = x }
        (v, fv, w, fw, x, fx) = (w, fw, x, fx, u, fu)
      } else {
        if u < x { a = u } else { b = u }
        if fu <= fw || w == x {
          (v, fv, w, fw) = (w, fw, u, fu)
        } else if fu <= fv || v == x || v == w {
          (v, fv) = (u, fu)
        }
      }
      if SolveError.isNarrow(a, b, absolute: absoluteTolerance, relative: relativeTolerance) { return (x, fx) }
    }
    throw .iterationLimit(operation: operation, iterations: maxIterations)
  }
}
