import BenchmarkKit
import Glibc
import TestSupport
import Testing

@Suite("The low quantile of a process's rounds, its disturbance, and the verdicts under load", .tags(.unit))
struct LowQuantileTests {
  /// The smallest `u` with `P(Binomial(n, 0.1) ≤ u − 1) ≥ 0.95`, from the binomial table:
  /// n = 8: P(≤ 1) = 0.8131, P(≤ 2) = 0.9619; n = 10: P(≤ 2) = 0.9298, P(≤ 3) = 0.9872;
  /// n = 20: P(≤ 3) = 0.8670, P(≤ 4) = 0.9568; n = 1: P(0) = 0.9, P(≤ 1) = 1.
  @Test(arguments: [(1, 2), (8, 3), (10, 4), (20, 5)])
  func upperRanks(count: Int, rank: Int) {
    #expect(LowQuantile.upperRank(count: count) == rank, "n = \(count)")
  }

  /// Ten calm rounds: the 10th percentile 1.0 + 0.9 × 0.01 (NumPy's linear rule), the floor
  /// 1.0, the bound the 4th smallest, 1.03: a spread of 3 %, calm.
  @Test func calmRounds() throws {
    let low = try LowQuantile([1.6, 1.0, 1.05, 1.02, 1.5, 1.01, 1.2, 1.1, 1.03, 1.04])
    #expect(abs(low.value - 1.009) < 1e-12 && low.floor == 1.0 && low.upperBound == 1.03 && low.count == 10)
    #expect(abs(low.lowEndSpread - 0.03) < 1e-12 && !low.isDisturbed)
  }

  /// Load that reached nearly every round: the 4th smallest, 1.3, is 30 % above the floor.
  @Test func disturbedRounds() throws {
    let low = try LowQuantile([1.9, 1.2, 1.0, 1.25, 1.4, 1.5, 1.3, 1.7, 1.8, 1.6])
    #expect(abs(low.lowEndSpread - 0.3) < 1e-12 && low.isDisturbed)
    #expect(try LowQuantile([2.0]).lowEndSpread == 0)  // one round: nothing to tell
    #expect(throws: StatisticsError.emptySample) { try LowQuantile([]) }
  }

  /// Six of ten rounds 80 % slower (a neighbour's bursts): the median moves to 1.8, which one
  /// process a side at the assumed noise called a regression (1.8·e^−0.2356 = 1.42 > 1.1); the
  /// 10th percentile stays 1.0, so nothing changed.
  @Test func loadOnMostRoundsDoesNotMoveTheVerdict() throws {
    let base = [Array(repeating: 1.0, count: 10)]
    let head = [[1.0, 1.8, 1.0, 1.8, 1.8, 1.0, 1.8, 1.8, 1.0, 1.8]]
    #expect(try Statistics(head[0]).median == 1.8)
    let effect = try TimingEffect(base: base, head: head, threshold: 0.1)
    #expect(effect.estimate.ratio == 1 && effect.verdict == .unchanged)
    #expect(effect.disturbedBase == 0 && effect.disturbedHead == 0 && effect.largestLowEndSpread == 0)
  }

  /// A 2× slowdown, one process a side: `ln 2 ± 1.96·0.085·√2`, low end 2·e^−0.2356 = 1.580.
  @Test func aDoubledTimeIsARegressionFromOneProcessASide() throws {
    let effect = try TimingEffect(
      base: [[1.0, 1.01, 1.02, 1.0, 1.5]], head: [[2.0, 2.02, 2.04, 2.0, 3.0]], threshold: 0.1)
    // p10 of five rounds: x₁ + 0.4·(x₂ − x₁) = 1.0 and 2.0 (two equal smallest).
    #expect(abs(effect.estimate.ratio - 2) < 1e-12)
    #expect(abs(effect.estimate.low - 2 * exp(-1.959_964 * 0.085 * 2.0.squareRoot())) < 1e-5)
    #expect(effect.verdict == .regression)
  }

  /// Every head process too disturbed: "unknown: rerun", the estimate from every process.
  @Test func aSideWithNoCalmProcessIsUnknown() throws {
    let calm = [1.0, 1.01, 1.0, 1.02, 1.0, 1.01, 1.0, 1.02, 1.0, 1.01]
    let disturbed = [1.9, 1.2, 1.0, 1.25, 1.4, 1.5, 1.3, 1.7, 1.8, 1.6]
    let effect = try TimingEffect(base: [calm], head: [disturbed], threshold: 0.1)
    #expect(effect.verdict == .unknown && effect.verdict.rawValue == "unknown: rerun")
    #expect(effect.disturbedBase == 0 && effect.disturbedHead == 1 && effect.headCount == 1)
    // p10s 1.0 and 1.0 + 0.9·0.2 = 1.18.
    #expect(abs(effect.estimate.ratio - 1.18) < 1e-12)
    #expect(abs(effect.largestLowEndSpread - 0.3) < 1e-12)
  }

  /// One disturbed process of three is left out; the other two are judged.
  @Test func aDisturbedProcessIsLeftOut() throws {
    let calm = [1.0, 1.01, 1.0, 1.02, 1.0, 1.01, 1.0, 1.02, 1.0, 1.01]
    let disturbed = [1.9, 1.2, 1.0, 1.25, 1.4, 1.5, 1.3, 1.7, 1.8, 1.6]
    let effect = try TimingEffect(base: [calm, calm, calm], head: [calm, disturbed, calm], threshold: 0.1)
    #expect(effect.headCount == 2 && effect.baseCount == 3 && effect.disturbedHead == 1)
    #expect(effect.estimate.ratio == 1 && effect.verdict == .unchanged)
    // Paired: the disturbed process's pair goes too.
    let paired = try TimingEffect(
      base: [calm, calm, calm, calm], head: [calm, disturbed, calm, calm], paired: true, threshold: 0.1)
    #expect(paired.baseCount == 3 && paired.headCount == 3 && paired.noise.source == .pairs(3))
  }

  /// `/proc/stat`'s first line: user nice system idle iowait irq softirq steal (guest columns
  /// are inside user): 100 + 5 + 50 + 800 + 10 + 2 + 3 + 30 = 1000 ticks, 30 stolen.
  @Test func machineCounters() throws {
    let stat = "cpu  100 5 50 800 10 2 3 30 7 0\ncpu0 50 2 25 400 5 1 1 15 3 0\nintr 1 2\n"
    let ticks = try #require(Disturbance.cpuTicks(inStat: stat))
    #expect(ticks.total == 1000 && ticks.steal == 30)
    #expect(Disturbance.cpuTicks(inStat: "intr 1 2\n") == nil)
    #expect(Disturbance.cpuTicks(inStat: "cpu  1 2 3 4\n")! == (10, 0))  // an old kernel: no steal column
    let before = Disturbance(involuntarySwitches: 10, totalTicks: 1000, stealTicks: 30, nanoseconds: 5_000_000_000)
    let after = Disturbance(involuntarySwitches: 110, totalTicks: 1200, stealTicks: 50, nanoseconds: 7_000_000_000)
    let rates = after.since(before)
    #expect(rates.switchesPerSecond == 50 && abs(rates.stealFraction - 0.1) < 1e-15)
    #expect(Disturbance.loadAverage(inLoadavg: "0.52 0.58 0.59 1/467 12345\n") == 0.52)
    #expect(Disturbance.loadAverage(inLoadavg: "x 1 2") == nil && Disturbance.loadAverage(inLoadavg: "-1 0") == nil)
  }
}
