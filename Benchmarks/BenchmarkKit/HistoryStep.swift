import Glibc

/// Where a series of runs (one figure of one machine, in time order) stepped: the split into
/// an earlier and a later segment whose mean log values differ the most in standard errors,
/// kept when that difference's interval lies wholly beyond the threshold.
///
/// Each split `j` (both segments at least ``minimumSegment`` runs long) gives `d`, the later
/// segment's mean log minus the earlier's, and `se = s·√(1/n₁ + 1/n₂)`, with `s` pooled
/// within the two segments (`n − 2` degrees of freedom), so the step itself does not inflate
/// the noise. The split with the largest `|d|/se` wins; its interval `d ± t·se` (95 %) must
/// lie above `log(1 + θ)` or below `log(1 − θ)`.
public struct HistoryStep: Sendable, Equatable {
  /// The fewest runs on either side of a step: 2.
  public static let minimumSegment = 2

  /// The index of the first run after the step.
  public let index: Int
  /// The later segment's typical value over the earlier one's, and its interval.
  public let estimate: RatioEstimate

  /// Finds the step of a series, if it has one beyond the threshold.
  ///
  /// - Parameters:
  ///   - values: The runs' values in time order (positive, finite).
  ///   - threshold: The relative change below which nothing counts.
  /// - Returns: The step, or `nil` without one (or with a value ≤ 0).
  public init?(_ values: [Double], threshold: Double) {
    let n = values.count
    guard n >= 2 * Self.minimumSegment, values.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
    let logs = values.map { log($0) }
    func sumOfSquares(_ part: ArraySlice<Double>) -> (mean: Double, squares: Double) {
      let mean = part.reduce(0, +) / Double(part.count)
      return (mean, part.reduce(0) { $0 + ($1 - mean) * ($1 - mean) })
    }
    var best: (index: Int, score: Double, d: Double, error: Double)?
    for j in Self.minimumSegment...(n - Self.minimumSegment) {
      let before = sumOfSquares(logs[..<j])
      let after = sumOfSquares(logs[j...])
      let spread = ((before.squares + after.squares) / Double(n - 2)).squareRoot()
      let error = spread * (1 / Double(j) + 1 / Double(n - j)).squareRoot()
      let d = after.mean - before.mean
      let score = error > 0 ? abs(d) / error : (d == 0 ? 0 : .infinity)
      if score > (best?.score ?? -1) { best = (j, score, d, error) }
    }
    guard let best else { return nil }
    let half = StudentT.criticalValue(confidence: 0.95, degreesOfFreedom: Double(n - 2)) * best.error
    let estimate = RatioEstimate(logDifference: best.d, halfWidth: half)
    guard estimate.isAbove(threshold) || estimate.isBelow(threshold) else { return nil }
    (index, self.estimate) = (best.index, estimate)
  }
}
