import Glibc

/// A ratio of typical values and its interval, estimated in logs: the ratio `exp(d)` of a
/// difference `d` of mean logs, within `exp(d ± half)` for the interval's half-width `half`.
/// ``TimingEffect`` and ``ChangePointDetector`` judge a change by it.
package struct RatioEstimate: Sendable, Equatable {
  /// The estimated ratio (later or head over earlier or base).
  package let ratio: Double
  /// The interval's lower end (a ratio).
  package let low: Double
  /// The interval's upper end (a ratio).
  package let high: Double

  /// The estimate of a difference of mean logs.
  ///
  /// - Parameters:
  ///   - d: The difference of the mean logs.
  ///   - half: The interval's half-width, in logs (critical value × standard error).
  init(logDifference d: Double, halfWidth half: Double) {
    ratio = exp(d)
    low = exp(d - half)
    high = exp(d + half)
  }

  /// Whether the whole interval lies above `1 + threshold`: a rise beyond the threshold.
  package func isAbove(_ threshold: Double) -> Bool { low > 1 + threshold }

  /// Whether the whole interval lies below `1 − threshold`: a fall beyond the threshold.
  package func isBelow(_ threshold: Double) -> Bool { high < 1 - threshold }
}
