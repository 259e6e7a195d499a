import BenchmarkKit
import Glibc
import TestSupport
import Testing

@Suite("Student's t, the noise model and timing effects", .tags(.unit))
struct TimingEffectTests {
  /// Critical values from the t table (two-sided 95 %) and the normal quantile.
  @Test(arguments: [
    (1.0, 12.706_204_7), (4, 2.776_445_1), (10, 2.228_138_9), (30, 2.042_272_5), (.infinity, 1.959_964),
  ])
  func criticalValues(degrees: Double, expected: Double) {
    let value = StudentT.criticalValue(confidence: 0.95, degreesOfFreedom: degrees)
    #expect(abs(value - expected) < 1e-6, "ν = \(degrees): \(value)")
  }

  /// Two-sided tails: P(|T₅| ≥ 2) = 0.101 939 (R: 2*pt(-2, 5)); P(|T₁| ≥ 1) = 1/2 (Cauchy).
  @Test func tails() {
    #expect(abs(StudentT.twoSidedTail(2, degreesOfFreedom: 5) - 0.101_939_2) < 1e-6)
    #expect(abs(StudentT.twoSidedTail(-1, degreesOfFreedom: 1) - 0.5) < 1e-12)
    #expect(StudentT.twoSidedTail(0, degreesOfFreedom: 3) == 1)
    #expect(StudentT.twoSidedTail(.infinity, degreesOfFreedom: 3) == 0)
  }

  @Test func pooledSpreadOfGroups() throws {
    let model = try #require(NoiseModel(groups: [[0, 0.2], [1, 1.1, 1.2]]))
    // Squares around each group's mean: 0.02 + 0.02 = 0.04 over 1 + 2 degrees of freedom.
    #expect(abs(model.spread - (0.04 / 3).squareRoot()) < 1e-12)
    #expect(model.degreesOfFreedom == 3 && model.source == .processes(5))
    #expect(NoiseModel(groups: [[0], [1, 2]]) == nil)  // 1 degree of freedom is too few
  }

  @Test func historySpreadFromSuccessiveDifferences() throws {
    let model = try #require(NoiseModel(history: [1, exp(0.1), 1, exp(0.1)]))
    // Three differences of ±0.1: 0.03 / (2·3).
    #expect(abs(model.spread - (0.03 / 6).squareRoot()) < 1e-12 && model.degreesOfFreedom == 2)
    #expect(NoiseModel(history: [1, 2]) == nil && NoiseModel(history: [1, 0, 2]) == nil)
  }

  /// One process a side: the assumed 8.5 % noise, so the interval is `d ± 1.96·0.085·√2`.
  @Test func singleProcessesUseTheAssumedNoise() throws {
    let base = [[1.0, 1.0, 1.0]]
    for (factor, expected) in [(1.2, Verdict.unchanged), (1.3, .borderline), (1.5, .regression), (0.5, .improvement)] {
      let effect = try TimingEffect(base: base, head: [[factor, factor, factor]], threshold: 0.1)
      let half = 1.959_964 * 0.085 * 2.0.squareRoot()
      #expect(
        abs(effect.estimate.low - factor * exp(-half)) < 1e-6 && abs(effect.estimate.high - factor * exp(half)) < 1e-6)
      #expect(effect.verdict == expected, "×\(factor)")
      #expect(effect.noise == .assumed)
    }
  }

  /// Three processes a side, no prior: the pooled spread, t with 4 degrees of freedom.
  @Test func processesGiveTheirOwnNoise() throws {
    let base = [[1.0], [1.02], [0.98]]
    let head = [[1.2], [1.224], [1.176]]
    let effect = try TimingEffect(base: base, head: head, threshold: 0.1)
    let logs = [1.0, 1.02, 0.98].map { log($0) }
    let mean = logs.reduce(0, +) / 3
    let spread = (2 * logs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / 4).squareRoot()
    #expect(abs(effect.noise.spread - spread) < 1e-12 && effect.noise.source == .processes(6))
    let half = 2.776_445_1 * spread * (2.0 / 3).squareRoot()
    #expect(abs(effect.estimate.ratio - 1.2) < 1e-12 && abs(log(effect.estimate.low) - (log(1.2) - half)) < 1e-6)
    #expect(effect.verdict == .regression && effect.pValue < 1e-3)
  }

  /// A prior with more degrees of freedom than the files wins; the pairs' own differences
  /// win over both.
  @Test func theNoiseSource() throws {
    let prior = NoiseModel(spread: 0.01, degreesOfFreedom: 20, source: .history(runs: 22))
    let single = try TimingEffect(base: [[1]], head: [[1.06]], prior: prior, threshold: 0.02)
    #expect(single.noise == prior && single.verdict == .regression)
    let base = [[1.0], [1.3], [0.8]]
    let head = [[1.06], [1.37], [0.85]]  // +6, +5.4, +6.25 %, each next to its base
    let paired = try TimingEffect(base: base, head: head, paired: true, prior: prior, threshold: 0.02)
    #expect(paired.noise.source == .pairs(3) && paired.verdict == .regression)
    let unpaired = try TimingEffect(base: base, head: head, threshold: 0.02)
    #expect(unpaired.noise.source == .processes(6) && unpaired.verdict == .unchanged)
  }

  @Test func smallestDetectableChange() throws {
    let effect = try TimingEffect(base: [[1]], head: [[1]], threshold: 0.1)
    let error = 0.085 * 2.0.squareRoot()
    #expect(abs(effect.smallestDetectable - (1.1 * exp((1.959_964 + 0.8416) * error) - 1)) < 1e-5)
    #expect(effect.verdict == .unchanged && effect.pValue == 1)
  }

  @Test func aNewRunAgainstItsHistory() throws {
    let earlier = [1.0, 1.01, 0.99, 1.0, 1.01, 0.99]
    #expect(TimingEffect(newest: 1.01, earlier: earlier, threshold: 0.1)?.verdict == .unchanged)
    #expect(TimingEffect(newest: 1.3, earlier: earlier, threshold: 0.1)?.verdict == .regression)
    #expect(TimingEffect(newest: 1.3, earlier: [1, 1.01], threshold: 0.1) == nil)
  }

  @Test func aNonPositiveMedianIsRefused() {
    #expect(throws: StatisticsError.notPositive(0)) { try TimingEffect(base: [[0]], head: [[1]], threshold: 0.1) }
    #expect(throws: StatisticsError.emptySample) { try TimingEffect(base: [], head: [[1]], threshold: 0.1) }
  }
}
