/// The ratio of two samples' medians, `median(second) / median(first)`, with a percentile
/// bootstrap confidence interval.
///
/// Each of `resamples` bootstrap replicates draws both samples afresh, with replacement and
/// at their own sizes, and takes the ratio of the replicates' medians; the interval is the
/// `(1 − confidence)/2` and `(1 + confidence)/2` percentiles of those ratios (interpolated
/// as ``Statistics`` does). With a seeded generator the interval is reproducible.
public struct MedianRatio: Sendable, Equatable {
  /// `median(second) / median(first)`.
  public let estimate: Double
  /// The interval's lower end.
  public let low: Double
  /// The interval's upper end.
  public let high: Double

  /// Estimates the ratio of medians and its bootstrap interval.
  ///
  /// - Parameters:
  ///   - first: The denominator's sample (e.g. the base's rounds).
  ///   - second: The numerator's sample (e.g. the head's rounds).
  ///   - confidence: The interval's coverage, in `(0, 1)`; 0.95 by default.
  ///   - resamples: Bootstrap replicates (≥ 1); 2,000 by default.
  ///   - generator: The source of the resampling; seed it for reproducible intervals.
  /// - Throws: ``StatisticsError/emptySample`` when a sample is empty,
  ///   ``StatisticsError/notANumber(index:)`` for a NaN,
  ///   ``StatisticsError/percentileOutOfRange(_:)`` for a confidence outside `(0, 1)`.
  public init<Generator: RandomNumberGenerator>(
    _ first: [Double], _ second: [Double], confidence: Double = 0.95, resamples: Int = 2_000,
    generator: inout Generator
  ) throws(StatisticsError) {
    guard confidence > 0, confidence < 1 else { throw .percentileOutOfRange(confidence * 100) }
    let base = try Statistics(first)
    let head = try Statistics(second)
    estimate = head.median / base.median
    var ratios: [Double] = []
    ratios.reserveCapacity(max(1, resamples))
    var draw = [Double]()
    func resampledMedian(_ sample: [Double]) -> Double {
      draw.removeAll(keepingCapacity: true)
      for _ in sample.indices { draw.append(sample[Int.random(in: 0..<sample.count, using: &generator)]) }
      draw.sort()
      let middle = draw.count / 2
      return draw.count % 2 == 1 ? draw[middle] : (draw[middle - 1] + draw[middle]) / 2
    }
    for _ in 0..<max(1, resamples) {
      let denominator = resampledMedian(base.sortedSamples)
      ratios.append(resampledMedian(head.sortedSamples) / denominator)
    }
    let distribution = try Statistics(ratios.map { $0.isNaN ? .infinity : $0 })
    low = try distribution.percentile((1 - confidence) / 2 * 100)
    high = try distribution.percentile((1 + confidence) / 2 * 100)
  }
}
