import Glibc

/// The Mann-Whitney U test (Wilcoxon rank-sum test) of two independent samples: is a value
/// drawn from one sample as likely to be larger as smaller than one drawn from the other?
///
/// `U` counts, over every pair `(x, y)` of the first and second sample, the pairs with
/// `y > x`, plus ½ for each tie; it ranges over `0...m·n` with mean `m·n/2` under the null
/// hypothesis that both come from one distribution. The two-sided p-value is
///
/// - exact, from the distribution of `U` over all `C(m + n, m)` equally likely orderings,
///   when the samples have no ties and `m·n ≤` ``exactLimit``: `p = min(1, 2·min(P(U ≤ u), P(U ≥ u)))`;
/// - otherwise from the normal approximation with continuity and tie correction:
///   `z = (|U − m·n/2| − ½) / σ`, `σ² = m·n/12 · ((N + 1) − Σ(t³ − t) / (N·(N − 1)))` for
///   `N = m + n` and tie groups of sizes `t`, and `p = erfc(z/√2)`.
public struct MannWhitneyTest: Sendable, Equatable {
  /// The largest `m·n` for which the p-value is computed exactly (30 × 30 rounds).
  public static let exactLimit = 900

  /// `U` of the second sample: pairs in which its value is the larger, ties counting ½.
  public let u: Double
  /// The two-sided p-value.
  public let pValue: Double
  /// Whether ``pValue`` is exact (no ties, small samples) rather than approximate.
  public let isExact: Bool

  /// Tests two samples.
  ///
  /// - Parameters:
  ///   - first: The first sample (e.g. the base's rounds); finite values.
  ///   - second: The second sample (e.g. the head's rounds); finite values.
  /// - Throws: ``StatisticsError/emptySample`` when either sample is empty,
  ///   ``StatisticsError/notANumber(index:)`` for a NaN in either (indexed in `first`, then `second`).
  public init(_ first: [Double], _ second: [Double]) throws(StatisticsError) {
    guard !first.isEmpty, !second.isEmpty else { throw .emptySample }
    if let index = (first + second).firstIndex(where: \.isNaN) { throw .notANumber(index: index) }
    let m = first.count
    let n = second.count
    // Midranks of the pooled sample; U of the second sample from its rank sum.
    let pooled = (first.map { ($0, false) } + second.map { ($0, true) }).sorted { $0.0 < $1.0 }
    var rankSum = 0.0
    var tieTerm = 0.0
    var start = 0
    while start < pooled.count {
      var end = start + 1
      while end < pooled.count, pooled[end].0 == pooled[start].0 { end += 1 }
      let midrank = Double(start + end + 1) / 2
      rankSum += midrank * Double(pooled[start..<end].filter(\.1).count)
      let t = Double(end - start)
      tieTerm += t * t * t - t
      start = end
    }
    u = rankSum - Double(n * (n + 1)) / 2
    if tieTerm == 0, m * n <= Self.exactLimit {
      let counts = Self.orderingsByU(m, n)
      let total = counts.reduce(0, +)
      let observed = Int(u)
      let below = counts[...observed].reduce(0, +) / total
      let above = counts[observed...].reduce(0, +) / total
      pValue = min(1, 2 * min(below, above))
      isExact = true
    } else {
      let size = Double(m + n)
      let variance = Double(m * n) / 12 * ((size + 1) - tieTerm / (size * (size - 1)))
      let distance = max(0, abs(u - Double(m * n) / 2) - 0.5)
      pValue = variance > 0 ? erfc(distance / variance.squareRoot() / 2.0.squareRoot()) : 1
      isExact = false
    }
  }

  /// The number of orderings of `m` and `n` distinct values (m, n ≥ 1) that give each `U`
  /// in `0...m·n`. The largest value comes from the first sample (adding nothing to `U`) or
  /// from the second (beating all `m` of the first):
  /// `N(m, n, u) = N(m − 1, n, u) + N(m, n − 1, u − m)`, from `N(0, n, 0) = N(m, 0, 0) = 1`.
  static func orderingsByU(_ m: Int, _ n: Int) -> [Double] {
    var previous = Array(repeating: [1.0], count: n + 1)  // N(i − 1, j, ·), from N(0, j, ·)
    for i in 1...m {
      var current = [[1.0]]  // N(i, 0, ·)
      for j in 1...n {
        var counts = Array(repeating: 0.0, count: i * j + 1)
        for (u, count) in previous[j].enumerated() { counts[u] += count }
        for (u, count) in current[j - 1].enumerated() { counts[u + i] += count }
        current.append(counts)
      }
      previous = current
    }
    return previous[n]
  }
}
