import Glibc

/// The effect of a change on a timing figure, judged between processes: the ratio of the
/// base's and head's typical process (head over base), its interval, and a verdict with three
/// outcomes.
///
/// Each process contributes one value, the log of the 10th percentile of its rounds
/// (``LowQuantile``: load only adds time, so the low end is what the code costs). The estimate is the
/// difference `d` of the sides' mean log medians (for pairs, the mean of the pairs'
/// differences); its standard error is `s·√(1/k_base + 1/k_head)`, where `s` is the
/// ``NoiseModel`` spread. The interval is `d ± t·se`, with Student's `t` of the model's
/// degrees of freedom (the normal quantile for an assumed spread), mapped back to a ratio.
///
/// With the threshold `θ`: a **regression** when the whole interval lies above `1 + θ`, an
/// **improvement** when it lies below `1 − θ`, **borderline** when it excludes 1 but
/// straddles a threshold, and **unchanged** otherwise.
///
/// A process whose low end is not pinned down (``LowQuantile/isDisturbed``) is left out (for
/// pairs, its pair); when that leaves a side with none, the estimate uses every process and the
/// verdict is **unknown: rerun**.
package struct TimingEffect: Sendable, Equatable {
  /// The interval's coverage: 95 %.
  package static let confidence = 0.95

  /// The head's typical process over the base's, and its interval.
  package let estimate: RatioEstimate
  /// The two-sided p-value of "no change" (the t test of `d`).
  package let pValue: Double
  /// The noise the interval used.
  package let noise: NoiseModel
  /// The smallest relative slowdown this comparison would flag four times in five at its
  /// noise: `(1 + θ)·exp(t·se + 0.84·se) − 1`.
  package let smallestDetectable: Double
  /// The processes (or earlier runs) behind the base, and behind the head.
  package let baseCount: Int, headCount: Int
  /// The processes of the base, and of the head, left out as too disturbed (or, when the
  /// verdict is ``Verdict/unknown``, found too disturbed).
  package let disturbedBase: Int, disturbedHead: Int
  /// The largest ``LowQuantile/lowEndSpread`` of the compared processes (0 for a history).
  package let largestLowEndSpread: Double
  /// The verdict.
  package let verdict: Verdict

  /// Compares the processes of a base and a head.
  ///
  /// The noise is, in this order of preference: the pairs' own differences (`paired`, at
  /// least three pairs); the processes' own spread or `prior`, whichever has more degrees of
  /// freedom; ``NoiseModel/assumed``.
  ///
  /// - Parameters:
  ///   - base: Each base process's rounds (positive, finite).
  ///   - head: Each head process's rounds (positive, finite).
  ///   - paired: Whether `base[i]` and `head[i]` ran next to each other (equal counts).
  ///   - prior: An estimate from elsewhere (a history), or `nil`.
  ///   - threshold: The relative change below which nothing counts, in `0...1`.
  /// - Throws: ``StatisticsError`` for an empty process, a NaN, or a round ≤ 0.
  package init(
    base: [[Double]], head: [[Double]], paired: Bool = false, prior: NoiseModel? = nil, threshold: Double
  ) throws(StatisticsError) {
    let baseLows = try Self.lowQuantiles(base)
    let headLows = try Self.lowQuantiles(head)
    var (keptBase, keptHead) = (baseLows, headLows)
    if paired, baseLows.count == headLows.count {
      let calm = zip(baseLows, headLows).filter { !$0.isDisturbed && !$1.isDisturbed }
      (keptBase, keptHead) = (calm.map(\.0), calm.map(\.1))
    } else {
      (keptBase, keptHead) = (baseLows.filter { !$0.isDisturbed }, headLows.filter { !$0.isDisturbed })
    }
    let isJudged = !keptBase.isEmpty && !keptHead.isEmpty
    if !isJudged { (keptBase, keptHead) = (baseLows, headLows) }
    let baseLogs = keptBase.map { log($0.value) }
    let headLogs = keptHead.map { log($0.value) }
    let difference: Double
    let noise: NoiseModel
    if paired, baseLogs.count == headLogs.count, baseLogs.count > NoiseModel.minimumDegreesOfFreedom {
      let differences = zip(baseLogs, headLogs).map { $1 - $0 }
      difference = Self.mean(differences)
      let pairs = NoiseModel(groups: [differences])!  // k ≥ 3 pairs: k − 1 ≥ 2 degrees of freedom
      noise = NoiseModel(
        spread: pairs.spread / 2.0.squareRoot(), degreesOfFreedom: pairs.degreesOfFreedom,
        source: .pairs(differences.count))
    } else {
      difference = Self.mean(headLogs) - Self.mean(baseLogs)
      let candidates = [NoiseModel(groups: [baseLogs, headLogs]), prior].compactMap { $0 }
      noise = candidates.max { ($0.degreesOfFreedom ?? 0) < ($1.degreesOfFreedom ?? 0) } ?? .assumed
    }
    let error = noise.spread * (1 / Double(baseLogs.count) + 1 / Double(headLogs.count)).squareRoot()
    self.init(
      difference: difference, standardError: error, noise: noise, threshold: threshold,
      counts: (baseLogs.count, headLogs.count), isJudged: isJudged,
      disturbed: (baseLows.filter(\.isDisturbed).count, headLows.filter(\.isDisturbed).count),
      largestLowEndSpread: (baseLows + headLows).map(\.lowEndSpread).max() ?? 0)
  }

  /// Judges a run's figure (its median round) against the same figure of earlier runs in a
  /// history: `d` is its log minus the earlier runs' mean log, with the standard error
  /// `s·√(1 + 1/n)` of a new observation, `s` from ``NoiseModel/init(history:)``.
  ///
  /// - Parameters:
  ///   - newest: The newest run's median (positive).
  ///   - earlier: The earlier runs' medians, in time order; at least ``NoiseModel/minimumHistory``.
  ///   - threshold: The relative change below which nothing counts.
  /// - Returns: `nil` with too short a history or a value ≤ 0.
  package init?(newest: Double, earlier: [Double], threshold: Double) {
    guard newest > 0, newest.isFinite, let noise = NoiseModel(history: earlier) else { return nil }
    let logs = earlier.map { log($0) }
    let error = noise.spread * (1 + 1 / Double(logs.count)).squareRoot()
    self.init(
      difference: log(newest) - Self.mean(logs), standardError: error, noise: noise, threshold: threshold,
      counts: (logs.count, 1))
  }

  private init(
    difference d: Double, standardError error: Double, noise: NoiseModel, threshold: Double, counts: (Int, Int),
    isJudged: Bool = true, disturbed: (Int, Int) = (0, 0), largestLowEndSpread: Double = 0
  ) {
    self.noise = noise
    let critical = noise.criticalValue(confidence: Self.confidence)
    let half = critical * error
    estimate = RatioEstimate(logDifference: d, halfWidth: half)
    let (low, high) = (estimate.low, estimate.high)
    let degrees = noise.degreesOfFreedom.map(Double.init) ?? .infinity
    pValue = error > 0 ? StudentT.twoSidedTail(d / error, degreesOfFreedom: degrees) : (d == 0 ? 1 : 0)
    smallestDetectable = (1 + threshold) * exp(half + 0.8416 * error) - 1
    verdict =
      if !isJudged {
        .unknown
      } else if estimate.isAbove(threshold) {
        .regression
      } else if estimate.isBelow(threshold) {
        .improvement
      } else if (low > 1 && high > 1 + threshold) || (high < 1 && low < 1 - threshold) {
        .borderline
      } else {
        .unchanged
      }
    (baseCount, headCount) = counts
    (disturbedBase, disturbedHead) = disturbed
    self.largestLowEndSpread = largestLowEndSpread
  }

  /// Each process's low quantile, positive and finite.
  private static func lowQuantiles(_ processes: [[Double]]) throws(StatisticsError) -> [LowQuantile] {
    guard !processes.isEmpty else { throw .emptySample }
    var lows: [LowQuantile] = []
    for rounds in processes {
      let low = try LowQuantile(rounds)
      guard low.floor > 0, low.value.isFinite else { throw .notPositive(low.floor > 0 ? low.value : low.floor) }
      lows.append(low)
    }
    return lows
  }

  private static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }
}
