import MotionCurves
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Spring metrics", .tags(.unit))
struct SpringMetricsTests {
  @Test("Published values: the dot spring, .smooth, .bouncy")
  func knownValues() throws {
    let dot = try SpringMetrics(Spring(duration: 0.35, bounce: 0.55))
    #expect(abs(dot.overshoot - 0.205) < 0.0005)
    #expect(abs(dot.peakTime - 0.196) < 0.0005)
    let smooth = try SpringMetrics(.smooth)
    #expect(smooth.overshoot == 0 && smooth.peakTime == .infinity && smooth.oscillations == 0)
    let bouncy = try SpringMetrics(.bouncy)
    #expect(abs(bouncy.overshoot - 0.046) < 0.0005)
  }

  /// Underdamped, from rest: overshoot exp(−πζ/√(1 − ζ²)) at π/ω_d, excursions #{k ≥ 1 : δᵏ > ε},
  /// peak speed ω₀ e^(−ζω₀t*) at t* = atan2(ω_d, ζω₀)/ω_d.
  @Test("Closed forms from rest", arguments: [0.05, 0.3, 0.55, 0.9, 0.999])
  func closedForms(bounce: Double) throws {
    for duration in [0.1, 0.5, 2] {
      let spring = try Spring(duration: duration, bounce: bounce)
      let metrics = try SpringMetrics(spring, epsilon: 0.001)
      let zeta = 1 - bounce
      let w0 = 2 * Double.pi / duration
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let delta = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
      #expect(abs(metrics.overshoot - delta) <= 1e-14)
      #expect(abs(metrics.peakTime - .pi / wd) <= 1e-14 * metrics.peakTime)
      let count = (1...100_000).prefix { pow(delta, Double($0)) > 0.001 }.count
      #expect(metrics.oscillations == Double(count))
      let tStar = atan2(wd, zeta * w0) / wd
      #expect(abs(metrics.peakVelocity - w0 * exp(-zeta * w0 * tStar)) <= 1e-12 * metrics.peakVelocity)
    }
  }

  /// Rise time against a dense scan of the curve: the first samples at or above 10 % and 90 %.
  @Test("Rise time agrees with a scan of the curve", arguments: [-0.8, -0.2, 0, 0.2, 0.7, 1])
  func riseTime(bounce: Double) throws {
    for velocity in [0.0, -3, 4] {
      let spring = try Spring(duration: 0.4, bounce: bounce)
      let rise = spring.riseTime(initialVelocity: velocity)
      let step = 1e-5
      func first(_ level: Double) -> Double {
        var t = 0.0
        while spring.value(target: 1, initialVelocity: velocity, time: t) < level { t += step }
        return t
      }
      #expect(abs(rise - (first(0.9) - first(0.1))) <= 2 * step, "bounce \(bounce) v \(velocity)")
    }
  }

  /// With a velocity the metrics come from the turns of the curve: compare with a dense scan.
  @Test("Initial velocity: overshoot, peak, oscillations and speed from a scan", arguments: [-0.5, 0, 0.4])
  func withVelocity(bounce: Double) throws {
    for velocity in [-6.0, 8, 30] {
      let spring = try Spring(duration: 0.5, bounce: bounce)
      let metrics = try SpringMetrics(spring, initialVelocity: velocity, epsilon: 0.01)
      var maximum = (x: -Double.infinity, t: 0.0)
      var speed = abs(velocity)
      var turns = 0
      var previous = spring.velocity(target: 1, initialVelocity: velocity, time: 0)
      for i in 1...100_000 {
        let t = Double(i) * 2e-5
        let x = spring.value(target: 1, initialVelocity: velocity, time: t) - 1
        let v = spring.velocity(target: 1, initialVelocity: velocity, time: t)
        if x > maximum.x { maximum = (x, t) }
        speed = max(speed, abs(v))
        if (v > 0) != (previous > 0), abs(x) > 0.01 { turns += 1 }
        previous = v
      }
      let label = "bounce \(bounce) v \(velocity)"
      #expect(abs(metrics.overshoot - max(0, maximum.x)) <= 1e-8, "\(label)")
      if maximum.x > 1e-6 { #expect(abs(metrics.peakTime - maximum.t) <= 4e-5, "\(label)") }
      #expect(metrics.oscillations == Double(turns), "\(label)")
      #expect(abs(metrics.peakVelocity - speed) <= 1e-6 * speed, "\(label)")
    }
  }

  @Test("An overdamped spring thrown at its target overshoots")
  func overdampedOvershoot() throws {
    let metrics = try SpringMetrics(Spring(duration: 0.5, bounce: -0.3), initialVelocity: 40)
    #expect(metrics.overshoot > 0.1 && metrics.peakTime.isFinite && metrics.oscillations == 1)
  }

  @Test("Undamped: infinite settling and oscillations, overshoot 1")
  func undamped() throws {
    let metrics = try SpringMetrics(Spring(duration: 0.5, bounce: 1))
    #expect(metrics.overshoot == 1 && metrics.oscillations == .infinity && metrics.settleTime == .infinity)
    #expect(abs(metrics.peakTime - 0.25) < 1e-15)
  }

  @Test("Settling times are the existing exact and envelope ones; epsilon from points")
  func settling() throws {
    let spring = try Spring(duration: 0.35, bounce: 0.55)
    let epsilon = try SpringMetrics.epsilon(visibleThreshold: 0.5, change: 100)
    let metrics = try SpringMetrics(spring, epsilon: epsilon)
    #expect(epsilon == 0.005)
    #expect(metrics.settleTime == spring.settlingTime(displacement: -1, velocity: 0, threshold: 0.005))
    #expect(metrics.settleEnvelope == spring.envelopeSettlingTime(displacement: -1, velocity: 0, threshold: 0.005))
    #expect(throws: CurveError.self) { try SpringMetrics.epsilon(visibleThreshold: 100, change: 100) }
    #expect(throws: CurveError.self) { try SpringMetrics(spring, epsilon: 0) }
    #expect(throws: CurveError.self) { try SpringMetrics(spring, initialVelocity: .nan) }
  }
}
