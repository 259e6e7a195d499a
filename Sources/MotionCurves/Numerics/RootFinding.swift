/// Finds a sign change of `f` in `[lower, upper]` by Newton steps safeguarded with bisection.
///
/// The bracket is kept throughout: a Newton step that would leave it, or fail to halve it
/// every other iteration, is replaced by a bisection, so convergence is guaranteed and
/// usually quadratic.
///
/// - Parameters:
///   - lower: A point where `f > 0`.
///   - upper: A point where `f ≤ 0`.
///   - f: The function and its derivative.
/// - Returns: A point within a few ulps of the crossing.
@usableFromInline
func findCrossing(
  from lower: Double, to upper: Double, _ f: (Double) -> (value: Double, derivative: Double)
) -> Double {
  var positive = lower
  var nonPositive = upper
  var t = 0.5 * (lower + upper)
  var previousWidth = Double.infinity
  for _ in 0..<200 {
    let (value, derivative) = f(t)
    if value > 0 { positive = t } else { nonPositive = t }
    if value == 0 { return t }
    let width = abs(nonPositive - positive)
    if width <= 4 * Swift.max(positive.ulp, nonPositive.ulp) { break }
    let newton = t - value / derivative
    let inside = newton.isFinite && (newton - positive) * (newton - nonPositive) < 0
    if inside && width < 0.5 * previousWidth + .ulpOfOne {
      t = newton
    } else {
      t = 0.5 * (positive + nonPositive)
    }
    previousWidth = width
  }
  return 0.5 * (positive + nonPositive)
}
