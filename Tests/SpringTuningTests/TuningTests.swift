import MotionCurves
import SpringTuning
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Tuning: closed forms, choices, conflicts, compromises", .tags(.unit))
struct TuningTests {
  func tune(_ targets: [(TuningMetric, Double)], held: HeldParameter? = nil) throws -> TuningResult {
    try SpringTuner(targets: targets.map { try TuningTarget($0.0, $0.1) }, held: held).solve()
  }

  /// Overshoot o fixes ζ = −ln o/√(π² + ln² o); a settle time then fixes the duration.
  @Test("Overshoot and settle: the textbook damping ratio, the exact settling time")
  func overshootAndSettle() throws {
    let result = try tune([(.overshoot, 0.05), (.settleTime, 0.4)])
    let zeta = -log(0.05) / (Double.pi * Double.pi + log(0.05) * log(0.05)).squareRoot()
    #expect(abs(result.spring.dampingRatio - zeta) <= 1e-12)
    #expect(abs(result.metrics.overshoot - 0.05) <= 1e-12 && abs(result.metrics.settleTime - 0.4) <= 1e-12)
    #expect(result.method == .exact && result.alternatives.isEmpty && result.spring.mass == 1)
  }

  /// A held duration and a peak time T: π/ω_d = T gives ζ = √(1 − (d/2T)²).
  @Test("Held duration and peak time", arguments: [0.26, 0.3, 0.5, 2])
  func heldDurationPeak(peak: Double) throws {
    let result = try tune([(.peakTime, peak)], held: .duration(0.5))
    #expect(abs(result.spring.dampingRatio - (1 - (0.25 / peak) * (0.25 / peak)).squareRoot()) <= 1e-12)
    #expect(abs(result.spring.duration - 0.5) <= 1e-15)
  }

  @Test("The seeds' dot spring, found from its published overshoot and peak time")
  func dotSpring() throws {
    let dot = try Spring(duration: 0.35, bounce: 0.55)
    let metrics = try SpringMetrics(dot)
    let result = try tune([(.overshoot, metrics.overshoot), (.peakTime, metrics.peakTime)])
    #expect(abs(result.spring.bounce - 0.55) <= 1e-12 && abs(result.spring.duration - 0.35) <= 1e-12)
  }

  @Test("Choices: overshoot 0 gives bounce 0; N oscillations the middle of their band")
  func bands() throws {
    let flat = try tune([(.overshoot, 0), (.settleTime, 0.5)])
    #expect(abs(flat.spring.bounce) <= 1e-15 && abs(flat.metrics.settleTime - 0.5) <= 1e-12 && !flat.notes.isEmpty)
    for n in [0, 1, 2, 5] {
      let result = try tune([(.oscillations, Double(n)), (.riseTime, 0.1)])
      #expect(result.metrics.oscillations == Double(n))
      // The middle of the band: the continuous count ln ε / ln δ is N + ½.
      #expect(abs(log(0.001) / log(result.metrics.overshoot) - (Double(n) + 0.5)) <= 1e-9)
      #expect(abs(result.metrics.riseTime - 0.1) <= 1e-12)
    }
  }

  @Test("Two times with several exact answers: all listed, the calmest first")
  func severalSolutions() throws {
    // Overdamped, settle / rise peaks near bounce −0.47: bounce −0.6 has a twin near −0.36.
    let m = try SpringMetrics(Spring(duration: 0.5, bounce: -0.6))
    let result = try tune([(.riseTime, m.riseTime), (.settleTime, m.settleTime)])
    let all = [result.spring] + result.alternatives
    #expect(all.count >= 2 && all.contains { abs($0.bounce + 0.6) <= 1e-9 })
    #expect(all.map(\.bounce) == all.map(\.bounce).sorted())
    for spring in all {
      let metrics = try SpringMetrics(spring)
      #expect(abs(metrics.riseTime - m.riseTime) <= 1e-9 && abs(metrics.settleTime - m.settleTime) <= 1e-9)
    }
  }

  static let conflicts: [([(TuningMetric, Double)], HeldParameter?, String)] = [
    ([(.overshoot, 0.05)], .bounce(-0.2), "overshoot 5 % and held bounce -0.2 conflict: a spring with bounce ≤ 0"),
    ([(.peakTime, 0.2)], .bounce(0), "never passes its target, so it has no peak"),
    ([(.overshoot, 0), (.peakTime, 0.2)], nil, "overshoot 0 % and peak time 0.2 s conflict"),
    ([(.overshoot, 0), (.oscillations, 2)], nil, "does not oscillate"),
    ([(.settleTime, 1)], .bounce(1), "never settles"),
    ([(.peakTime, 0.2)], .duration(0.5), "peaks no sooner than half its duration (0.25 s"),
    ([(.riseTime, 0.01)], .duration(0.5), "no bounce gives that rise time"),
    ([(.peakTime, 0.2), (.riseTime, 0.3)], nil, "no spring released from rest has peak time / rise time"),
    ([(.overshoot, 0.05)], .bounce(0.5), "bounce 0.5 gives overshoot 16.3 %, not 5 %"),
    ([(.overshoot, 0.05), (.oscillations, 4)], nil, "gives oscillations 2, not 4"),
  ]

  @Test("Conflicting targets name each other and why", arguments: 0..<conflicts.count)
  func conflict(index: Int) {
    let (targets, held, phrase) = Self.conflicts[index]
    do {
      _ = try tune(targets, held: held)
      Issue.record("accepted \(targets)")
    } catch let error as TuningError {
      guard case .conflict(let message) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(message.contains(phrase), "\(message)")
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("Too few targets, or only shape targets, are underdetermined")
  func underdetermined() throws {
    let bouncy = try SpringMetrics(.bouncy)
    for (targets, held) in [
      ([(TuningMetric.overshoot, 0.05)], nil), ([], .duration(0.5)), ([(.settleTime, 0.4)], nil),
      ([(.overshoot, bouncy.overshoot)], .bounce(0.3)), ([(.overshoot, bouncy.overshoot), (.oscillations, 2)], nil),
    ] as [([(TuningMetric, Double)], HeldParameter?)] {
      #expect(throws: TuningError.self) { try tune(targets, held: held) }
      do { _ = try tune(targets, held: held) } catch let error as TuningError {
        if case .underdetermined = error {} else { Issue.record("\(targets): \(error)") }
      } catch { Issue.record("\(error)") }
    }
  }

  @Test("Bad values are rejected with their name")
  func badValues() {
    #expect(
      throws: TuningError.invalidValue(name: "overshoot", value: 1, allowed: "a fraction of the change in [0, 1)")
    ) {
      try TuningTarget(.overshoot, 1)
    }
    #expect(throws: TuningError.self) { try TuningTarget(.settleTime, 0) }
    #expect(throws: TuningError.self) { try TuningTarget(.riseTime, .nan) }
    #expect(throws: TuningError.self) { try TuningTarget(.oscillations, 1.5) }
    #expect(throws: TuningError.self) { try TuningTarget(.peakTime, 1, weight: 0) }
    #expect(throws: TuningError.self) { try SpringTuner(targets: [], held: .bounce(-1)) }
    #expect(throws: TuningError.self) { try SpringTuner(targets: [], held: .duration(.infinity)) }
    #expect(throws: TuningError.self) { try SpringTuner(targets: [], epsilon: 1) }
    #expect(throws: TuningError.self) {
      try SpringTuner(targets: [TuningTarget(.peakTime, 1), TuningTarget(.peakTime, 2)])
    }
  }

  @Test("Consistent over-determined targets: the compromise is the spring itself")
  func consistentLeastSquares() throws {
    let spring = try Spring(duration: 0.6, bounce: 0.25)
    let m = try SpringMetrics(spring)
    let result = try tune([(.overshoot, m.overshoot), (.riseTime, m.riseTime), (.settleTime, m.settleTime)])
    #expect(result.method == .leastSquares)
    #expect(abs(result.spring.bounce - 0.25) <= 1e-6 && abs(result.spring.duration - 0.6) <= 1e-6 * 0.6)
    let held = try tune([(.overshoot, m.overshoot), (.peakTime, m.peakTime)], held: .duration(0.6))
    #expect(abs(held.spring.bounce - 0.25) <= 1e-6)
  }

  /// The compromise minimizes the weighted residuals: it does at least as well as the exact
  /// solution of any two of the targets, and raising a weight pulls its target closer.
  @Test("Inconsistent targets: a least-squares compromise that beats every exact pair")
  func compromise() throws {
    let targets: [(TuningMetric, Double)] = [(.overshoot, 0.05), (.riseTime, 0.05), (.settleTime, 0.4)]
    func cost(_ spring: Spring, weights: [Double] = [1, 1, 1]) throws -> Double {
      let m = try SpringMetrics(spring)
      let r = [(m.overshoot - 0.05) / 0.01, log(m.riseTime / 0.05) / 0.01, log(m.settleTime / 0.4) / 0.01]
      return zip(r, weights).reduce(0) { $0 + $1.0 * $1.0 * $1.1 * $1.1 }
    }
    let result = try tune(targets)
    for pair in [[0, 1], [0, 2], [1, 2]] {
      // Rise 0.05 s and settle 0.4 s alone conflict; the other pairs have exact solutions.
      if pair == [1, 2] {
        #expect(throws: (any Error).self) { try tune(pair.map { targets[$0] }) }
        continue
      }
      let exact = try tune(pair.map { targets[$0] })
      for spring in [exact.spring] + exact.alternatives {
        #expect(try cost(result.spring) <= cost(spring) * (1 + 1e-9))
      }
    }
    #expect(result.residuals.count == 3 && result.residuals.allSatisfy { $0.residual != 0 })
    let weighted = try SpringTuner(
      targets: [
        try TuningTarget(.overshoot, 0.05, weight: 5), try TuningTarget(.riseTime, 0.05),
        try TuningTarget(.settleTime, 0.4),
      ]
    ).solve()
    #expect(abs(weighted.metrics.overshoot - 0.05) < abs(result.metrics.overshoot - 0.05))
  }

  @Test("--like: every parameterisation of SwiftUI's published springs")
  func like() throws {
    let (spring, velocity) = try SpringExpression.spring(
      parsing: ".interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)")
    #expect(abs(spring.duration - 0.63) < 0.005 && abs(spring.bounce - 0.5) < 0.005 && velocity == 2)
    let bouncy = try SpringExpression.spring(parsing: "Spring(duration: 0.5, bounce: 0.3)").spring
    let text = SpringExpression.expressions(for: bouncy, significantDigits: 4)
    #expect(
      text == [
        ".spring(duration: 0.5, bounce: 0.3)", ".spring(response: 0.5, dampingFraction: 0.7)",
        ".interpolatingSpring(mass: 1, stiffness: 157.9, damping: 17.59)",
      ])
    // A critically damped spring whose ζ rounds one ulp below 1 has a bounce of 2.2e-16: written 0.
    let critical = try Spring(response: 0.5, dampingRatio: 1 - 0x1p-52)
    try #require(critical.bounce > 0 && critical.bounce < 1e-15)
    #expect(SpringExpression.expressions(for: critical, significantDigits: 6)[0] == ".spring(duration: 0.5, bounce: 0)")
    // Full precision reads back to the same spring.
    let exact = SpringExpression.expressions(for: spring)
    #expect(
      try SpringExpression.spring(parsing: exact[0]).spring == Spring(duration: spring.duration, bounce: spring.bounce))
    for source in [".easeOut", "nil", "MoveKeyframe(0)", ".sprung"] {
      #expect(throws: TuningError.self) { try SpringExpression.spring(parsing: source) }
    }
  }
}
