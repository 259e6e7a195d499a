import MotionCurves
import MotionODE
import TestSupport
import Testing

/// GSL as a ``MotionSolver``, against the Float80 closed form of MotionCurves.
@Suite("GSL motion solver", .tags(.unit))
struct GSLSolverTests {
  static let bounces: [Double] = [-0.99, -0.6, -0.1, -1e-7, 0, 1e-9, 1e-6, 0.3, 0.55, 0.9, 0.999999, 1]

  /// rk8pd at rtol = atol = 1e-12 stays within 1e-10 (|Δ| + |v₀|/ω₀) of the reference for
  /// 20 durations, in every regime.
  @Test("rk8pd at 1e-12 matches the reference within 1e-10", arguments: bounces)
  func rk8pdSweep(bounce: Double) throws {
    let solver = try GSLSolver(stepper: .rk8pd, relativeTolerance: 1e-12, absoluteTolerance: 1e-12)
    let reference = ReferenceSolver()
    for duration in [0.05, 0.35, 5] {
      let spring = try Spring(duration: duration, bounce: bounce)
      for (x0, v0) in [(-1.0, 0.0), (0.37, -50), (0, 50)] {
        let motion = Motion.spring(SpringMotion(spring: spring, start: 0, target: 1, displacement: x0, velocity: v0))
        let frames = Frames(hz: 12 / duration, range: 0..<241)
        let samples = try solver.sample(motion, frames: frames)
        let expected = try reference.sample(motion, frames: frames)
        let scale = abs(x0) + abs(v0) / spring.naturalFrequency
        let valueError = zip(samples.values, expected.values).map { abs($0 - $1) }.max()! / scale
        let velocityError =
          zip(samples.velocities, expected.velocities).map { abs($0 - $1) }.max()!
          / (scale * spring.naturalFrequency)
        #expect(valueError <= 1e-10, "b \(bounce) d \(duration) (\(x0), \(v0)): \(valueError)")
        #expect(velocityError <= 1e-10, "b \(bounce) d \(duration) (\(x0), \(v0)): \(velocityError)")
      }
    }
  }

  /// Every stepper runs on the seeds' dot spring and on a keyframe track, and tightening the
  /// tolerance from 1e-4 to 1e-8 shrinks its error. On the track, low-degree segments are
  /// integrated exactly by high-order steppers whatever the tolerance, so there the error
  /// must only not grow.
  @Test("Every stepper converges on a spring and a keyframe track", arguments: GSLStepper.allCases)
  func convergence(stepper: GSLStepper) throws {
    let spring = Motion.spring(
      SpringMotion(spring: try Spring(duration: 0.35, bounce: 0.55), start: 0, target: 1, displacement: -1, velocity: 0)
    )
    let track = try KeyframeTrack {
      MoveKeyframe(0)
      CubicKeyframe(1, duration: 0.5)
      LinearKeyframe(0.4, duration: 0.3, timingCurve: .easeInOut)
      SpringKeyframe(0, duration: 0.5, spring: .bouncy)
    }
    let keyframes = Motion.keyframes(track.timeline(from: 1), start: 0.1)
    let frames = Frames(hz: 10, range: 0..<16)
    let reference = ReferenceSolver()
    // First order: the error shrinks only like √tolerance.
    let bound = stepper == .rk1imp ? 1e-4 : 1e-6
    for (motion, mustShrink) in [(spring, true), (keyframes, false)] {
      let expected = try reference.sample(motion, frames: frames)
      var errors: [Double] = []
      for tolerance in [1e-4, 1e-6, 1e-8] {
        let solver = try GSLSolver(stepper: stepper, relativeTolerance: tolerance, absoluteTolerance: tolerance)
        let samples = try solver.sample(motion, frames: frames)
        errors.append(zip(samples.values, expected.values).map { abs($0 - $1) }.max()!)
        #expect(solver.counters.steps > 0 && solver.counters.functionEvaluations > 0)
      }
      // bsimp's extrapolation can reach the rounding floor already at 1e-4.
      let shrank = errors[2] < errors[0] || errors[0] <= 1e-12
      #expect(mustShrink ? shrank : errors[2] <= errors[0], "\(stepper) \(mustShrink): \(errors)")
      #expect(errors[2] <= bound, "\(stepper): \(errors)")
    }
  }

  @Test("A timing curve and a delayed spring are integrated too")
  func timingAndDelay() throws {
    let solver = try GSLSolver(stepper: .rkf45, relativeTolerance: 1e-10, absoluteTolerance: 1e-10)
    let reference = ReferenceSolver()
    let ease = Motion.constant(0).retargeted(to: 1, at: 0, with: try .easeOut(duration: 0.2).delay(0.05))
    let delayed = Motion.spring(SpringMotion(spring: .snappy, start: 0.1, target: 0, displacement: 2, velocity: 3))
    for motion in [ease, delayed] {
      let frames = Frames(hz: 60, range: 0..<60)
      let samples = try solver.sample(motion, frames: frames)
      let expected = try reference.sample(motion, frames: frames)
      for (a, b) in zip(samples.values, expected.values) { #expect(Swift.abs(a - b) <= 1e-8) }
    }
  }

  @Test("A true fixed step through the solver has the stepper's order")
  func fixedStep() throws {
    let motion = Motion.spring(SpringMotion(spring: .bouncy, start: 0, target: 1, displacement: -1, velocity: 0))
    let reference = ReferenceSolver()
    let frames = Frames(hz: 60, range: 0..<61)
    let expected = try reference.sample(motion, frames: frames)
    var errors: [Double] = []
    for step in [1.0 / 120, 1.0 / 240] {
      let solver = try GSLSolver(stepper: .rk4, control: .fixed(step: step))
      let samples = try solver.sample(motion, frames: frames)
      errors.append(zip(samples.values, expected.values).map { abs($0 - $1) }.max()!)
    }
    // Halving h divides a 4th-order error by about 16.
    #expect(errors[0] / errors[1] > 12 && errors[0] / errors[1] < 20, "\(errors)")
  }

  @Test("Bad tolerances and an exhausted step budget are typed errors")
  func errors() throws {
    #expect(throws: ODEError.self) { try GSLSolver(stepper: .rk8pd, relativeTolerance: 0, absoluteTolerance: 1e-8) }
    #expect(throws: ODEError.self) { try GSLSolver(stepper: .rk8pd, relativeTolerance: 1e-8, absoluteTolerance: -1) }
    #expect(throws: ODEError.self) { try GSLSolver(stepper: .rk8pd, relativeTolerance: .nan, absoluteTolerance: 1e-8) }
    let starved = try GSLSolver(stepper: .rk2, relativeTolerance: 1e-12, absoluteTolerance: 1e-12, maxSteps: 5)
    let motion = Motion.spring(SpringMotion(spring: .bouncy, start: 0, target: 1, displacement: -1, velocity: 0))
    do {
      _ = try starved.sample(motion, frames: Frames(hz: 1, range: 0..<3))
      Issue.record("a 5-step budget sufficed")
    } catch let error as ODEError {
      guard case .stepBudgetExhausted(let budget, _, let target) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(budget == 5 && target == 1)
    }
  }
}
