/// Order statistics of a sample of measurements.
///
/// Percentiles use linear interpolation between closest ranks, the definition
/// NumPy uses by default (`numpy.percentile(..., method="linear")`): for the
/// sorted sample `x[0] ... x[n-1]` and a percentile `p` in `0...100`, the rank is
/// `h = (n - 1) * p / 100` and the result is
/// `x[floor(h)] + (h - floor(h)) * (x[floor(h) + 1] - x[floor(h)])`.
/// The median is the 50th percentile, so an even-sized sample yields the mean of
/// its two middle values.
///
/// The mean is provided as a secondary figure only; it is sensitive to outliers
/// such as a descheduled repetition, whereas the median and percentiles are not.
package struct Statistics: Sendable, Equatable {
  /// The sample in ascending order; never empty and free of NaN.
  package let sortedSamples: [Double]

  /// Creates statistics from an unordered sample.
  ///
  /// - Parameter samples: The measurements, in any order. Infinities are
  ///   accepted; NaN is not.
  /// - Throws: ``StatisticsError/emptySample`` when `samples` is empty,
  ///   ``StatisticsError/notANumber(index:)`` naming the first NaN's index.
  package init(_ samples: [Double]) throws(StatisticsError) {
    guard !samples.isEmpty else { throw .emptySample }
    if let index = samples.firstIndex(where: \.isNaN) { throw .notANumber(index: index) }
    sortedSamples = samples.sorted()
  }

  /// The number of samples (at least 1).
  package var count: Int { sortedSamples.count }

  /// The smallest sample.
  package var min: Double { sortedSamples[0] }

  /// The largest sample.
  package var max: Double { sortedSamples[sortedSamples.count - 1] }

  /// The 50th percentile.
  package var median: Double { interpolated(at: 50) }

  /// The 10th percentile.
  package var p10: Double { interpolated(at: 10) }

  /// The 90th percentile.
  package var p90: Double { interpolated(at: 90) }

  /// The arithmetic mean, a secondary figure (see the type's discussion).
  package var mean: Double { sortedSamples.reduce(0, +) / Double(sortedSamples.count) }

  /// Returns the `p`-th percentile, interpolating linearly between closest ranks.
  ///
  /// - Parameter p: The percentile, from 0 (the minimum) to 100 (the maximum).
  /// - Returns: The interpolated value as defined in the type's discussion.
  /// - Throws: ``StatisticsError/percentileOutOfRange(_:)`` when `p` is outside
  ///   `0...100` or NaN.
  package func percentile(_ p: Double) throws(StatisticsError) -> Double {
    guard p >= 0, p <= 100 else { throw .percentileOutOfRange(p) }
    return interpolated(at: p)
  }

  private func interpolated(at p: Double) -> Double {
    let rank = Double(sortedSamples.count - 1) * p / 100
    let lower = Int(rank.rounded(.down))
    let fraction = rank - Double(lower)
    let low = sortedSamples[lower]
    guard fraction > 0, low != sortedSamples[lower + 1] else { return low }
    return low + fraction * (sortedSamples[lower + 1] - low)
  }
}

/// Why a sample or a percentile request was rejected.
package enum StatisticsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The sample has no values.
  case emptySample
  /// The sample holds NaN at this index (of the unsorted input).
  case notANumber(index: Int)
  /// A percentile outside `0...100` (or NaN) was requested.
  case percentileOutOfRange(Double)
  /// A value that must be positive (a time, to take its log) is not.
  case notPositive(Double)

  /// A one-line message naming the cause.
  package var description: String {
    switch self {
    case .emptySample: "cannot compute statistics of an empty sample"
    case .notANumber(let index): "sample value at index \(index) is NaN"
    case .percentileOutOfRange(let p): "percentile must be between 0 and 100 (got \(p))"
    case .notPositive(let value): "a time must be positive to be compared (got \(value))"
    }
  }
}
