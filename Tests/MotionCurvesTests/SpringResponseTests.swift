import TestSupport
import Testing

@testable import MotionCurves

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Closed-form spring response", .tags(.unit))
struct SpringResponseTests {
  /// Double against the Float80 reference over the whole sweep:
  /// |Δx| ≤ 1e-13 (|Δ| + |v₀|/ω₀), |Δv| ≤ 1e-13 (|Δ| ω₀ + |v₀|).
  @Test("Double closed form matches the Float80 reference", arguments: SpringSweep.bounces)
  func matchesReference(bounce: Double) {
    var worstValue = 0.0
    var worstVelocity = 0.0
    for duration in SpringSweep.durations {
      let spring = try! Spring(duration: duration, bounce: bounce)
      let omega0 = spring.naturalFrequency
      let response = SpringResponse<Double>(spring)
      for x0 in SpringSweep.displacements {
        for v0 in SpringSweep.velocities {
          let valueScale = abs(x0) + abs(v0) / omega0
          let velocityScale = abs(x0) * omega0 + abs(v0)
          guard valueScale > 0 else { continue }
          for t in SpringSweep.times(duration: duration) {
            let s = response.state(at: t, displacement: x0, velocity: v0)
            let r = referenceState(spring, t: t, x0: x0, v0: v0)
            #expect(s.x.isFinite && s.v.isFinite)
            worstValue = max(worstValue, Double(abs(Float80(s.x) - r.x)) / valueScale)
            worstVelocity = max(worstVelocity, Double(abs(Float80(s.v) - r.v)) / velocityScale)
          }
        }
      }
    }
    #expect(worstValue <= 1e-13, "bounce \(bounce): value error \(worstValue)")
    #expect(worstVelocity <= 1e-13, "bounce \(bounce): velocity error \(worstVelocity)")
  }

  /// The Float80 reference itself against an independent method: exp(A t) by Taylor series
  /// with scaling and squaring, A = [[0, 1], [−k/m, −c/m]], for t up to two durations.
  /// The squarings (up to 14 for ζ = 100) cost the Taylor side a few bits, hence 1e-14:
  /// still ten times below the bound the Double path is held to.
  @Test("Float80 reference matches a Taylor matrix exponential", arguments: SpringSweep.bounces)
  func referenceMatchesMatrixExponential(bounce: Double) {
    for duration in [0.05, 0.35, 5] {
      let spring = try! Spring(duration: duration, bounce: bounce)
      let response = SpringResponse<Float80>(spring)
      let omega0 = Float80(spring.naturalFrequency)
      for i in 0...40 {
        let t = Float80(2 * duration * Double(i) / 40)
        let phi = response.transition(at: t)
        let expected = taylorExponential(spring, t: t)
        // Columns scaled to a unit displacement and a unit velocity/ω₀.
        #expect(abs(phi.xx - expected.xx) <= 1e-14)
        #expect(abs(phi.xv - expected.xv) * omega0 <= 1e-14)
        #expect(abs(phi.vx - expected.vx) / omega0 <= 1e-14)
        #expect(abs(phi.vv - expected.vv) <= 1e-14)
      }
    }
  }

  @Test("Large times decay to zero without NaN")
  func largeTimes() {
    for spring in SpringSweep.springs where spring.bounce < 1 {
      let response = SpringResponse<Double>(spring)
      for t in [1e3, 1e6] {
        let s = response.state(at: t, displacement: -1, velocity: 50)
        #expect(s.x.isFinite && s.v.isFinite)
      }
      for t in [1e12, 1e300, Double.greatestFiniteMagnitude] {
        let s = response.state(at: t, displacement: -1, velocity: 50)
        #expect(abs(s.x) < 1e-300 && abs(s.v) < 1e-300, "bounce \(spring.bounce) t \(t): \(s)")
      }
    }
  }

  @Test("Overshoot of a spring released at rest is exp(−πζ/√(1−ζ²))", arguments: [0.05, 0.15, 0.3, 0.55, 0.9])
  func overshoot(bounce: Double) {
    let spring = try! Spring(duration: 0.4, bounce: bounce)
    let zeta = spring.dampingRatio
    let omegaD = spring.naturalFrequency * (1 - zeta * zeta).squareRoot()
    // The first peak is at π/ω_d; the value there exceeds the target by the overshoot.
    let peak = spring.value(target: 1, time: Double.pi / omegaD)
    let expected = Glibc.exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    #expect(abs((peak - 1) - expected) <= 1e-14)
    // And it is a maximum: the velocity vanishes there.
    #expect(abs(spring.velocity(target: 1, time: Double.pi / omegaD)) <= 1e-12)
  }
}

/// exp(A t) for the spring's companion matrix, by Taylor series with scaling and squaring in Float80.
private func taylorExponential(_ spring: Spring, t: Float80) -> Transition<Float80> {
  let a10 = -Float80(spring.stiffness) / Float80(spring.mass)
  let a11 = -Float80(spring.damping) / Float80(spring.mass)
  var norm = max(1, abs(a10) + abs(a11)) * t
  var squarings = 0
  while norm > 0.25 {
    norm /= 2
    squarings += 1
  }
  let h = t / Float80(1 << squarings)
  // M = A h; sum_{n} M^n / n!
  let m = (xx: Float80(0), xv: h, vx: a10 * h, vv: a11 * h)
  var term = (xx: Float80(1), xv: Float80(0), vx: Float80(0), vv: Float80(1))
  var sum = term
  for n in 1...40 {
    term = (
      xx: (term.xx * m.xx + term.xv * m.vx) / Float80(n), xv: (term.xx * m.xv + term.xv * m.vv) / Float80(n),
      vx: (term.vx * m.xx + term.vv * m.vx) / Float80(n), vv: (term.vx * m.xv + term.vv * m.vv) / Float80(n)
    )
    sum = (sum.xx + term.xx, sum.xv + term.xv, sum.vx + term.vx, sum.vv + term.vv)
  }
  for _ in 0..<squarings {
    sum = (
      xx: sum.xx * sum.xx + sum.xv * sum.vx, xv: sum.xx * sum.xv + sum.xv * sum.vv,
      vx: sum.vx * sum.xx + sum.vv * sum.vx, vv: sum.vx * sum.xv + sum.vv * sum.vv
    )
  }
  return Transition(xx: sum.xx, xv: sum.xv, vx: sum.vx, vv: sum.vv)
}
