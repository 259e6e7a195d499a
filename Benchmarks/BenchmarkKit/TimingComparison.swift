/// How a timing metric is judged: a change counts only when it is statistically
/// significant *and* larger than a noise threshold.
///
/// Two samples of rounds (say nanoseconds per sample of a base and a head build) are
/// compared with the ``MannWhitneyTest``; the size of the change is the ratio of their
/// medians (``MedianRatio`` adds a bootstrap interval for the reader). The head regresses
/// when `p <` ``significanceLevel`` and `ratio − 1 > threshold`, and improves when
/// `p <` ``significanceLevel`` and `1 − ratio > threshold`.
public struct TimingComparison: Sendable, Equatable {
  /// The p-value below which a difference counts as significant.
  public static let significanceLevel = 0.01

  /// The ratio of the medians, head over base.
  public let ratio: Double
  /// The rank test of the two samples.
  public let test: MannWhitneyTest
  /// The verdict.
  public let verdict: Verdict

  /// Compares two samples of rounds.
  ///
  /// - Parameters:
  ///   - base: The base's rounds (positive, finite).
  ///   - head: The head's rounds (positive, finite).
  ///   - threshold: The relative change below which nothing counts, e.g. 0.05.
  /// - Throws: ``StatisticsError`` for an empty sample or a NaN.
  public init(base: [Double], head: [Double], threshold: Double) throws(StatisticsError) {
    test = try MannWhitneyTest(base, head)
    ratio = try Statistics(head).median / Statistics(base).median
    let significant = test.pValue < Self.significanceLevel
    verdict =
      if significant && ratio - 1 > threshold {
        .regression
      } else if significant && 1 - ratio > threshold {
        .improvement
      } else {
        .unchanged
      }
  }

  /// Judges a run's figure against the same figure of earlier runs (a history): the newest
  /// value regresses when it lies above every earlier value and above their median by more
  /// than the threshold, and improves when it lies below every earlier value and below
  /// their median by more than the threshold. Under noise alone the newest of `k + 1` runs
  /// is the extreme one with probability `2/(k + 1)`, and the threshold cuts that further.
  ///
  /// - Parameters:
  ///   - newest: The newest run's value (e.g. its median over rounds).
  ///   - earlier: The earlier runs' values; at least ``minimumHistory`` of them.
  ///   - threshold: The relative change below which nothing counts.
  /// - Returns: The verdict, or `nil` with too short a history.
  public static func verdict(newest: Double, earlier: [Double], threshold: Double) -> Verdict? {
    guard earlier.count >= minimumHistory, let statistics = try? Statistics(earlier) else { return nil }
    if newest > statistics.max && newest > statistics.median * (1 + threshold) { return .regression }
    if newest < statistics.min && newest < statistics.median * (1 - threshold) { return .improvement }
    return .unchanged
  }

  /// The fewest earlier runs ``verdict(newest:earlier:threshold:)`` judges against.
  public static let minimumHistory = 3
}
