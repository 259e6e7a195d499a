/// A distribution's summary: how many values, the 50th, 95th and 99th percentiles (nearest
/// rank: the smallest value with at least that share of the values at or below it) and the
/// largest. Computed from all the values, so merging the values of parts gives the whole's.
public struct MetricDistribution: Hashable, Sendable {
  public let count: Int
  public let p50: Double
  public let p95: Double
  public let p99: Double
  public let max: Double

  /// The summary of `values` (NaN everywhere when there are none).
  public init(_ values: [Double]) {
    let sorted = values.sorted()
    count = sorted.count
    // The rank ⌈percent · count / 100⌉ in whole numbers, so no rounding moves it.
    func rank(_ percent: Int) -> Double {
      sorted.isEmpty ? .nan : sorted[Swift.max(1, (percent * sorted.count + 99) / 100) - 1]
    }
    p50 = rank(50)
    p95 = rank(95)
    p99 = rank(99)
    max = sorted.last ?? .nan
  }

  /// One of the summary's statistics, named as tables and CSV headers name it.
  public enum Statistic: String, CaseIterable, Hashable, Sendable {
    case p50, p95, p99, max
  }

  /// The value of `statistic`.
  ///
  /// - Parameter statistic: A statistic of the summary.
  /// - Returns: Its value (NaN for a summary of no values).
  public subscript(statistic: Statistic) -> Double {
    switch statistic {
    case .p50: p50
    case .p95: p95
    case .p99: p99
    case .max: max
    }
  }
}
