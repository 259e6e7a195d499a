import Glibc

/// A process's speed as load cannot push it: the 10th percentile of its timing rounds, with
/// the floor of its rounds and a distribution-free upper bound of that percentile.
///
/// Other work on the machine only ever adds time to a round (a thread waits, or finds its
/// caches cold), so the low end of the rounds is what the code costs, and the median is what
/// the code costs plus however busy the machine was. The 10th percentile (``Statistics/p10``)
/// keeps one odd fast round from deciding alone.
///
/// Its upper bound is an order statistic: the `u`-th smallest round, `u` the smallest rank
/// with `P(Binomial(n, 0.1) ≤ u − 1) ≥ 95 %`, so that at least 95 % of the time fewer than `u`
/// rounds fall below the true 10th percentile (`x₄` of 10 rounds, `x₃` of 8; the largest round
/// when there are too few rounds for any). ``lowEndSpread``, that bound over the floor, says
/// how far the low end itself is pinned down: on a quiet machine the fastest rounds agree
/// within a few per cent; when load reached nearly every round they spread.
package struct LowQuantile: Sendable, Equatable {
  /// The quantile estimated: 0.1.
  package static let quantile = 0.1
  /// The one-sided coverage of ``upperBound``: 95 %.
  package static let confidence = 0.95
  /// The largest ``lowEndSpread`` of a process that is judged: 10 %. Beyond it the process was
  /// too disturbed for its fastest rounds to say what the code costs, and `compare` leaves it
  /// out (its verdict is "unknown: rerun" when no process of a side is left).
  package static let disturbanceLimit = 0.10

  /// The 10th percentile of the rounds (linear interpolation, as ``Statistics``).
  package let value: Double
  /// The fastest round.
  package let floor: Double
  /// The 95 % upper bound of the 10th percentile: an order statistic of the rounds.
  package let upperBound: Double
  /// The number of rounds.
  package let count: Int

  /// Estimates the low quantile of a process's rounds.
  ///
  /// - Parameter rounds: The rounds (any order, no NaN).
  /// - Throws: ``StatisticsError/emptySample`` or ``StatisticsError/notANumber(index:)``.
  package init(_ rounds: [Double]) throws(StatisticsError) {
    let statistics = try Statistics(rounds)
    value = statistics.p10
    floor = statistics.min
    count = statistics.count
    upperBound = statistics.sortedSamples[min(Self.upperRank(count: count), count) - 1]
  }

  /// `upperBound / floor − 1`: how far apart the low end's rounds are (0 for one round).
  package var lowEndSpread: Double { floor > 0 ? upperBound / floor - 1 : .infinity }

  /// Whether the process was too disturbed to judge (``lowEndSpread`` beyond
  /// ``disturbanceLimit``).
  package var isDisturbed: Bool { !(lowEndSpread <= Self.disturbanceLimit) }

  /// The rank (from 1) of the order statistic that bounds the 10th percentile of `count` rounds
  /// from above with ``confidence``: the smallest `u` with `P(Binomial(count, 0.1) ≤ u − 1) ≥
  /// 0.95`; `count + 1` when even the largest round does not reach that coverage.
  ///
  /// - Parameter count: The number of rounds (≥ 1).
  /// - Returns: The rank: 3 for 8 rounds, 4 for 10, 5 for 20.
  package static func upperRank(count: Int) -> Int {
    var cumulative = 0.0
    var term = pow(1 - quantile, Double(count))  // P(X = 0)
    for k in 0...count {
      cumulative += term
      if cumulative >= confidence { return k + 1 }
      // P(X = k + 1) from P(X = k).
      term *= Double(count - k) / Double(k + 1) * quantile / (1 - quantile)
    }
    return count + 1
  }
}
