import TestSupport
import Testing

@testable import MotionCurves

@Suite("Motions and retargeting", .tags(.unit))
struct MotionTests {
  @Test("A spring interrupted by a spring keeps value and velocity", arguments: [0.05, 0.12, 0.2, 0.33])
  func springRetargetIsContinuous(tapTime: Double) throws {
    let animation = try Animation.spring(duration: 0.35, bounce: 0.55)
    let first = Motion.constant(0).retargeted(to: 1, at: 0, with: animation)
    let second = first.retargeted(to: 0, at: tapTime, with: animation)
    let before = first.state(at: tapTime)
    let after = second.state(at: tapTime)
    #expect(abs(before.value - after.value) <= 1e-15)
    #expect(abs(before.velocity - after.velocity) <= 1e-15)
    // And just after the event, the new motion is the spring from that state toward 0.
    let expected = SpringResponse<Double>(try Spring(duration: 0.35, bounce: 0.55))
      .state(at: 0.01, displacement: before.value, velocity: before.velocity)
    #expect(abs(second.value(at: tapTime + 0.01) - expected.x) <= 1e-15)
    #expect(abs(second.target) == 0)
  }

  @Test("Timing curves blend: x_prev + f·(T − x_prev)")
  func timingBlend() throws {
    let ease = try Animation.easeOut(duration: 0.2)
    let first = Motion.constant(1).retargeted(to: 0.9, at: 0, with: ease)
    let second = first.retargeted(to: 1, at: 0.1, with: ease)
    for t in stride(from: 0.1, through: 0.4, by: 0.01) {
      let prev = 1 + (0.9 - 1) * UnitCurve.easeOut.value(at: min(1, t / 0.2))
      let f = UnitCurve.easeOut.value(at: min(1, (t - 0.1) / 0.2))
      #expect(abs(second.value(at: t) - (prev + f * (1 - prev))) <= 1e-15)
    }
    #expect(second.value(at: 0.35) == 1 && second.target == 1)
    // Once both curves are over the chain collapses.
    #expect(second.pruned(at: 0.31) == .constant(1))
  }

  @Test("Additive timing curves add their changes of target")
  func timingAdditive() throws {
    let linear = try Animation.linear(duration: 0.2)
    let first = Motion.constant(0).retargeted(to: 1, at: 0, with: linear, combining: .additive)
    let second = first.retargeted(to: 3, at: 0.1, with: linear, combining: .additive)
    // x = f₁·(1 − 0) + f₂·(3 − 1).
    #expect(abs(second.value(at: 0.15) - (0.75 + 0.25 * 2)) <= 1e-15)
    #expect(abs(second.velocity(at: 0.15) - (5 + 2 * 5)) <= 1e-12)
    #expect(second.value(at: 1) == 3)
  }

  @Test("nil (Reduce Motion) jumps; a delayed spring waits for the running motion")
  func jumpAndDelay() throws {
    let spring = try Animation.smooth.delay(0.15)
    let moving = Motion.constant(0).retargeted(to: 1, at: 0, with: .easeOut)
    #expect(moving.retargeted(to: 5, at: 0.1, with: nil) == .constant(5))
    let delayed = moving.retargeted(to: 0, at: 0.1, with: spring)
    #expect(delayed.value(at: 0.2) == moving.value(at: 0.2))
    let handoff = moving.state(at: 0.25)
    let after = delayed.state(at: 0.25)
    #expect(abs(after.value - handoff.value) <= 1e-15 && abs(after.velocity - handoff.velocity) <= 1e-15)
  }

  @Test("interpolatingSpring's initial velocity is in units of the change per second")
  func interpolatingVelocity() throws {
    let animation = try Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2)
    let motion = Motion.constant(10).retargeted(to: 30, at: 0, with: animation)
    #expect(abs(motion.velocity(at: 1e-300) - 40) <= 1e-12)
  }
}

@Suite("Solvers", .tags(.unit))
struct SolverTests {
  /// 1,200 exact steps at 120 Hz stay within 1e-12 (|Δ| + |v₀|/ω₀) of the reference, sweep-wide.
  @Test("Exact step after 1,200 steps matches the reference", arguments: SpringSweep.bounces)
  func exactStepSweep(bounce: Double) throws {
    for duration in SpringSweep.durations {
      let spring = try Spring(duration: duration, bounce: bounce)
      let step = try SpringStep(spring: spring, step: 1.0 / 120)
      for x0 in SpringSweep.displacements {
        for v0 in SpringSweep.velocities {
          let scale = abs(x0) + abs(v0) / spring.naturalFrequency
          guard scale > 0 else { continue }
          var x = x0
          var v = v0
          var worst = 0.0
          for n in 1...1200 {
            step.advance(&x, &v)
            if n % 100 == 0 {
              let r = referenceState(spring, t: Double(n) / 120, x0: x0, v0: v0)
              worst = max(worst, Double(abs(Float80(x) - r.x)) / scale)
              worst = max(worst, Double(abs(Float80(v) - r.v)) / (scale * spring.naturalFrequency))
            }
          }
          #expect(worst <= 1e-12, "b \(bounce) d \(duration) x0 \(x0) v0 \(v0): \(worst)")
        }
      }
    }
  }

  @Test("Batch exact step equals the scalar one")
  func batch() throws {
    let step = try SpringStep(spring: .bouncy, step: 1.0 / 60)
    var xs = (0..<37).map { Double($0) / 10 - 1 }
    var vs = (0..<37).map { Double($0) - 18 }
    var ex = xs
    var ev = vs
    for _ in 0..<50 {
      step.advance(displacements: &xs, velocities: &vs)
      for i in ex.indices { step.advance(&ex[i], &ev[i]) }
    }
    #expect(xs == ex && vs == ev)
  }

  /// Every solver in this module samples a retargeted chain like the reference; each motion
  /// is sampled from its event on (a retargeted motion describes the future only).
  @Test("Solvers agree on a chain of spring, delayed spring, timing curve and keyframes")
  func solversAgree() throws {
    var motions: [(Motion, Range<Int>)] = []
    var motion = Motion.constant(0).retargeted(to: 1, at: 0, with: try .spring(duration: 0.35, bounce: 0.55))
    motions.append((motion, 0..<16))
    motion = motion.retargeted(to: 0, at: 16.0 / 120, with: try Animation.smooth.delay(0.05))
    motions.append((motion, 16..<48))
    motion = motion.retargeted(to: 2, at: 0.4, with: try .easeOut(duration: 0.2))
    motions.append((motion, 48..<108))
    let track = try KeyframeTrack {
      MoveKeyframe(0)
      CubicKeyframe(1, duration: 0.5)
    }
    motion = .keyframes(track.timeline(from: motion.value(at: 0.9)), start: 0.9)
    motions.append((motion, 108..<240))
    let reference = ReferenceSolver()
    let closed = ClosedFormSolver()
    let exact = ExactStepSolver()
    var last = 0.0
    for (motion, range) in motions {
      let frames = Frames(hz: 120, range: range)
      let r = try reference.sample(motion, frames: frames)
      for samples in [try closed.sample(motion, frames: frames), try exact.sample(motion, frames: frames)] {
        #expect(samples.values.count == range.count)
        for i in 0..<range.count {
          #expect(abs(samples.values[i] - r.values[i]) <= 1e-13, "frame \(range.lowerBound + i)")
          #expect(abs(samples.velocities[i] - r.velocities[i]) <= 1e-11, "frame \(range.lowerBound + i)")
        }
      }
      last = r.values.last!
    }
    #expect(abs(last - 1) <= 1e-15)
  }

  @Test("Frames split at a time")
  func split() {
    let frames = Frames(hz: 120, range: 3..<20)
    #expect(frames.split(at: 0.1).after.range == 12..<20)
    #expect(frames.split(at: 0.1 + 1e-12).after.range == 13..<20)
    #expect(frames.split(at: -5).before.range.isEmpty)
    #expect(frames.split(at: 1e300).after.range.isEmpty)
  }
}
