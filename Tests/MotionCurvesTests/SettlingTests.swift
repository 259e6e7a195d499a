import TestSupport
import Testing

@testable import MotionCurves

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Settling time", .tags(.unit))
struct SettlingTests {
  /// The exact settling time is bracketed by the curve: |x| exceeds the band just before it
  /// and never after it (checked on a dense grid to many durations later).
  @Test("Exact settling is the last exceedance", arguments: SpringSweep.bounces.filter { $0 < 1 })
  func exactIsLastExceedance(bounce: Double) throws {
    for duration in [0.1, 0.35, 2] {
      let spring = try Spring(duration: duration, bounce: bounce)
      let r = SpringResponse<Double>(spring)
      for (x0, v0) in [(-1.0, 0.0), (-1, 20), (-1, -20), (0, 5), (0.5, -30)] {
        for epsilon in [1e-1, 1e-3, 1e-6] {
          let threshold = epsilon * (abs(x0) + abs(v0) / spring.naturalFrequency)
          let settle = spring.settlingTime(displacement: x0, velocity: v0, threshold: threshold)
          #expect(settle.isFinite && settle >= 0)
          if settle > 0 {
            // Just before the crossing (a ten-millionth of a half-period) |x| is still above the band.
            let halfPeriod = Double.pi / spring.naturalFrequency
            let before = r.state(at: settle - 1e-7 * halfPeriod, displacement: x0, velocity: v0).x
            #expect(abs(before) >= threshold * (1 - 1e-9), "b \(bounce) d \(duration) (\(x0), \(v0)) ε \(epsilon)")
            let at = r.state(at: settle, displacement: x0, velocity: v0).x
            #expect(abs(abs(at) - threshold) <= 1e-9 * threshold)
          }
          let horizon = settle + 30 * duration / max(0.05, 1 - abs(bounce))
          for i in 1...4000 {
            let t = settle + (horizon - settle) * Double(i) / 4000
            let x = r.state(at: t, displacement: x0, velocity: v0).x
            #expect(abs(x) <= threshold * (1 + 1e-9), "b \(bounce) d \(duration) exceeds at \(t)")
            if abs(x) > threshold * (1 + 1e-9) { break }
          }
          let envelope = spring.envelopeSettlingTime(displacement: x0, velocity: v0, threshold: threshold)
          #expect(envelope >= settle * (1 - 1e-12), "envelope \(envelope) before exact \(settle)")
        }
      }
    }
  }

  @Test("Envelope settling of an underdamped spring is ln(A/ε)/a")
  func textbookEnvelope() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    let zeta = spring.dampingRatio
    let omega = spring.naturalFrequency
    // Released at rest from −1: A = 1/√(1 − ζ²).
    let expected = -Glibc.log(0.001 * (1 - zeta * zeta).squareRoot()) / (zeta * omega)
    let envelope = spring.envelopeSettlingTime(displacement: -1, velocity: 0, threshold: 0.001)
    #expect(abs(envelope - expected) <= 1e-12)
  }

  @Test("Critical damping settles where (1 + ω₀t)e^(−ω₀t) = ε")
  func criticalSettling() throws {
    let spring = try Spring(duration: 1, bounce: 0)
    let t = spring.settlingDuration
    let w = spring.naturalFrequency
    #expect(abs((1 + w * t) * Glibc.exp(-w * t) - 0.001) <= 1e-15)
  }

  @Test("Settling is continuous through critical damping")
  func continuousThroughCritical() throws {
    let times = try [-1e-9, -1e-12, 0, 1e-12, 1e-9].map { b in try Spring(duration: 0.5, bounce: b).settlingDuration }
    for t in times { #expect(abs(t - times[2]) <= 1e-8) }
    // Overdamped, the slow root moves as √(ζ − 1): the envelope converges like √|b|.
    let envelopes = try [-1e-12, 0, 1e-12].map { b in
      try Spring(duration: 0.5, bounce: b).envelopeSettlingTime(displacement: -1, velocity: 0, threshold: 1e-3)
    }
    for t in envelopes { #expect(abs(t - envelopes[1]) <= 3e-6 * envelopes[1]) }
  }

  @Test("An undamped spring reports infinity instead of looping")
  func undamped() throws {
    let spring = try Spring(duration: 0.5, bounce: 1)
    #expect(spring.settlingDuration == .infinity)
    #expect(spring.envelopeSettlingTime(displacement: -1, velocity: 0, threshold: 1e-3) == .infinity)
    #expect(spring.settlingTime(displacement: -1e-4, velocity: 0, threshold: 1e-3) == 0)
  }

  /// Nearly undamped springs (bounce just below 1) oscillate for up to 10¹⁵ half-periods before
  /// settling; the settling time is still the last exceedance, found in bounded time (it was
  /// searched peak by peak, and hung). Checked against ``FloatingReference``'s phase form in
  /// Float80, within a few ulps, or a half-period where the last peak lies within rounding of
  /// the band (where no `Double` computation can tell which peak is the last).
  @Test(
    "Settling of nearly undamped springs matches a Float80 reference",
    .enabled(if: FloatingReference.isAvailable, "Float80 is x86 only"),
    arguments: [0.3, 1e-3, 1e-6, 1e-9, 1e-12, 1e-15, 0x1p-52, 1e-100, 1e-300])
  func nearlyUndamped(zeta: Double) throws {
    for (x0, v0, threshold) in [(-1.0, 0.0, 1e-3), (-1, 20, 1e-3), (0.5, -30, 1e-6)] {
      let spring = try Spring(response: 0.5, dampingRatio: zeta)
      let settle = spring.settlingTime(displacement: x0, velocity: v0, threshold: threshold)
      let reference = try #require(
        FloatingReference.settlingTime(spring, displacement: x0, velocity: v0, threshold: threshold))
      let halfPeriod = Double.pi / (spring.naturalFrequency * (1 - zeta * zeta).squareRoot())
      let tolerance = 8 * reference.time.ulp + 1e-6 * halfPeriod + (reference.isBorderline ? halfPeriod : 0)
      #expect(
        abs(settle - reference.time) <= tolerance,
        "ζ \(zeta) (\(x0), \(v0)) ε \(threshold): \(settle) against \(reference.time)")
    }
  }

  @Test("The documented example, bounce 0.9999999999999998, settles after about 2.5e15 s")
  func bounceJustBelowOne() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.9999999999999998)
    // ζ = 2⁻⁵² (1 − bounce, exactly): the envelope √(1/(1 − ζ²)) e^(−ζω₀t) reaches 0.001 at
    // ln(1000)/(ζω₀), less at most one half-period for the last peak.
    let zeta = 1 - 0.9999999999999998
    let envelope = Glibc.log(1000) / (zeta * spring.naturalFrequency)
    let settle = spring.settlingDuration
    #expect(settle <= envelope * (1 + 1e-12) && settle >= envelope * (1 - 1e-12) - spring.duration / 2)
  }

  @Test("Spring(settlingDuration:dampingRatio:) settles at the requested time", arguments: [0.3, 0.7, 1, 2.5])
  func settlingInitializer(ratio: Double) throws {
    let spring = try Spring(settlingDuration: 0.8, dampingRatio: ratio)
    #expect(abs(spring.dampingRatio - ratio) <= 1e-14)
    #expect(abs(spring.settlingDuration - 0.8) <= 1e-12)
  }
}
