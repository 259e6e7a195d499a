import TestSupport
import Testing

@testable import MotionCurves

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The single-curve fast path: sampling into caller's buffers, and the exact step's lanes.
@Suite("Single-curve sampling", .tags(.unit))
struct SingleCurveTests {
  /// Samples into buffers that start dirty, so a sample left unwritten shows.
  func sampledIntoBuffers(_ solver: some MotionSolver, _ motion: Motion, _ frames: Frames) throws -> Samples {
    var samples = Samples(
      values: Array(repeating: .nan, count: frames.range.count),
      velocities: Array(repeating: .nan, count: frames.range.count))
    try samples.withBuffers { try solver.sample(motion, frames: frames, into: $0) }
    return samples
  }

  /// A released spring on frames from 0, released at `start`.
  func released(_ spring: Spring, x0: Double, v0: Double, start: Double = 0) -> Motion {
    .spring(SpringMotion(spring: spring, start: start, target: 1, displacement: x0, velocity: v0))
  }

  @Test("glibc's sincos is sin and cos bit for bit")
  func sincosIsSinAndCos() {
    var arguments: [Double] = [
      0, -0.0, .pi, 1e-300, .leastNonzeroMagnitude, 1e22, 1e300, .greatestFiniteMagnitude, .infinity, .nan,
    ]
    var generator = SeededGenerator(state: 7)
    for _ in 0..<200_000 {
      let bits = generator.next()
      // Half uniform in [−200, 200] (the phases springs meet), half any finite double.
      arguments.append(
        bits & 1 == 0
          ? 400 * (Double(bits >> 11) / Double(1 << 53)) - 200
          : Double(bitPattern: bits & ~(0x7FF << 52) | (bits % 0x7FF) << 52))
    }
    for x in arguments {
      let (s, c) = Double.sincos(x)
      #expect(s.bitPattern == Glibc.sin(x).bitPattern || (s.isNaN && Glibc.sin(x).isNaN), "sin \(x)")
      #expect(c.bitPattern == Glibc.cos(x).bitPattern || (c.isNaN && Glibc.cos(x).isNaN), "cos \(x)")
    }
  }

  /// The closed form on the frame grid (one evaluation per 16 frames, Φ(j h) between), both
  /// solvers, against frame-by-frame evaluation, sweep-wide over 601 frames that start off the
  /// grid and end in a partial block: the anchors equal `SpringMotion.state(at:)`, and against
  /// the Float80 closed form at the exact frame times every frame's error (scaled by
  /// |x₀| + |v₀|/ω₀) is within twice frame-by-frame evaluation's own, plus 1e-15. (Both are
  /// dominated by the rounding of t; measured: grid 9.2e-14, frame by frame 1.15e-13, worst
  /// over the sweep, both at the undamped end.) The array and buffer forms are the same samples.
  @Test("Closed form on the frame grid matches frame-by-frame evaluation", arguments: SpringSweep.bounces)
  func closedFormGrid(bounce: Double) throws {
    let span = SpringResponse<Double>.gridSpan
    for duration in SpringSweep.durations {
      let spring = try Spring(duration: duration, bounce: bounce)
      let omega0 = spring.naturalFrequency
      for x0 in SpringSweep.displacements {
        for v0 in SpringSweep.velocities {
          let scale = abs(x0) + abs(v0) / omega0
          guard scale > 0 else { continue }
          let motion = released(spring, x0: x0, v0: v0, start: 0.013)
          let frames = Frames(hz: 120, range: 2..<603)
          let grid = try sampledIntoBuffers(ClosedFormSolver(), motion, frames)
          let batched = try sampledIntoBuffers(BatchedClosedFormSolver(), motion, frames)
          #expect(grid == (try ClosedFormSolver().sample(motion, frames: frames)))
          #expect(batched == (try BatchedClosedFormSolver().sample(motion, frames: frames)))
          var worst = (direct: 0.0, grid: 0.0, batched: 0.0)
          for (k, i) in frames.range.enumerated() {
            let direct = motion.state(at: frames.time(i))
            let r = SpringResponse<Float80>(spring).state(
              at: Float80(i) / 120 - Float80(0.013), displacement: Float80(x0), velocity: Float80(v0))
            func error(_ value: Double, _ velocity: Double) -> Double {
              max(
                Double(abs(Float80(value - 1) - r.x)) / scale, Double(abs(Float80(velocity) - r.v)) / (scale * omega0))
            }
            if k % span == 0 {
              #expect(grid.values[k] == direct.value && grid.velocities[k] == direct.velocity, "anchor \(i)")
            }
            worst.direct = max(worst.direct, error(direct.value, direct.velocity))
            worst.grid = max(worst.grid, error(grid.values[k], grid.velocities[k]))
            worst.batched = max(worst.batched, error(batched.values[k], batched.velocities[k]))
          }
          let label = "b \(bounce) d \(duration) x0 \(x0) v0 \(v0): \(worst)"
          #expect(worst.grid <= 2 * worst.direct + 1e-15 && worst.batched <= 2 * worst.direct + 1e-15, "\(label)")
        }
      }
    }
  }

  /// The lanes of ``SpringFrameStep`` against the Float80 closed form, and against one chain
  /// of Φ(h) steps (the exact step before the lanes): the first L frames bit for bit, then
  /// both within 1e-12 (|Δ| + |v₀|/ω₀) of the reference over 1,201 frames at 120 Hz.
  @Test("Exact-step lanes match one chain and the reference", arguments: SpringSweep.bounces)
  func exactStepLanes(bounce: Double) throws {
    let lanes = SpringFrameStep.lanes
    for duration in SpringSweep.durations {
      let spring = try Spring(duration: duration, bounce: bounce)
      let prepared = try ExactStepSolver(preparing: [spring], hz: 120)
      let step = try SpringStep(spring: spring, step: 1.0 / 120)
      for x0 in SpringSweep.displacements {
        for v0 in SpringSweep.velocities {
          let scale = abs(x0) + abs(v0) / spring.naturalFrequency
          guard scale > 0 else { continue }
          let motion = released(spring, x0: x0, v0: v0)
          let frames = Frames(hz: 120, range: 0..<1201)
          let fast = try sampledIntoBuffers(prepared, motion, frames)
          #expect(fast == (try ExactStepSolver().sample(motion, frames: frames)))
          var x = x0
          var v = v0
          var worstChain = 0.0
          var worstLanes = 0.0
          for i in frames.range {
            if i > 0 { step.advance(&x, &v) }
            if i < lanes {
              #expect(fast.values[i] == 1 + x && fast.velocities[i] == v, "frame \(i)")
            }
            let r = referenceState(spring, t: Double(i) / 120, x0: x0, v0: v0)
            func error(_ value: Double, _ velocity: Double) -> Double {
              max(
                Double(abs(Float80(value) - r.x)) / scale,
                Double(abs(Float80(velocity) - r.v)) / (scale * spring.naturalFrequency))
            }
            worstChain = max(worstChain, error(x, v))
            worstLanes = max(worstLanes, error(fast.values[i] - 1, fast.velocities[i]))
          }
          #expect(worstLanes <= 1e-12, "b \(bounce) d \(duration) x0 \(x0) v0 \(v0): lanes \(worstLanes)")
          #expect(worstChain <= 1e-12, "b \(bounce) d \(duration) x0 \(x0) v0 \(v0): chain \(worstChain)")
        }
      }
    }
  }

  /// 0 and 1 frames, the lane boundaries, frames not from 0 and a release between frames;
  /// a prepared solver gives the samples of an unprepared one, and the reference agrees.
  @Test("Buffer edge cases", arguments: [0, 1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 100])
  func edges(count: Int) throws {
    let spring = try Spring(duration: 0.35, bounce: 0.55)
    let motion = released(spring, x0: -1, v0: 2, start: 0.0123)
    let prepared = try ExactStepSolver(preparing: [.smooth, spring], hz: 120)
    for first in [0, 1, 7] {
      let frames = Frames(hz: 120, range: first..<(first + count))
      let reference = try ReferenceSolver().sample(motion, frames: frames)
      for solver in [prepared, ExactStepSolver()] as [any MotionSolver] + [ClosedFormSolver()] {
        let samples = try sampledIntoBuffers(solver, motion, frames)
        #expect(samples.values.count == count)
        for i in 0..<count {
          #expect(abs(samples.values[i] - reference.values[i]) <= 1e-14, "\(solver.name) frame \(first + i)")
          #expect(abs(samples.velocities[i] - reference.velocities[i]) <= 1e-12, "\(solver.name) frame \(first + i)")
        }
      }
      #expect(
        try sampledIntoBuffers(prepared, motion, frames) == (try ExactStepSolver().sample(motion, frames: frames)))
    }
  }

  /// Timing curves over springs, keyframe tracks and a delayed handoff: the buffer form equals
  /// the array form, and the closed form `Motion.state(at:)` to within 1e-14 (values) and
  /// 2e-13 (velocities, up to 20 per second; measured 5.6e-15 and 1.1e-13, where frame-by-frame
  /// evaluation is itself 4.2e-15 and 4.8e-14 from the reference); every solver stays near the
  /// reference.
  @Test("Timing curves and keyframes into buffers")
  func layered() throws {
    let track = try KeyframeTrack {
      MoveKeyframe(0)
      CubicKeyframe(1, duration: 0.5)
      LinearKeyframe(0.25, duration: 0.2)
      SpringKeyframe(1.5, duration: 0.6)
    }
    var motions: [Motion] = [.keyframes(track.timeline(from: 0.3), start: 0.05)]
    for curve in [
      UnitCurve.linear, .easeIn, .easeInOut, try UnitCurve(startControlPoint: (0.2, -0.5), endControlPoint: (0.7, 1.6)),
    ] {
      for combining in TimingCombination.allCases {
        var motion = Motion.constant(0).retargeted(to: 1, at: 0, with: try .spring(duration: 0.35, bounce: -0.99))
        motion = motion.retargeted(to: 2, at: 0.1, with: try .timingCurve(curve, duration: 0.4), combining: combining)
        motion = motion.retargeted(
          to: -1, at: 0.2, with: try Animation.spring(duration: 0.5, bounce: 0.999).delay(0.05))
        motions.append(motion)
      }
    }
    let frames = Frames(hz: 120, range: 0..<241)
    for motion in motions {
      let reference = try ReferenceSolver().sample(motion, frames: frames)
      let closed = try sampledIntoBuffers(ClosedFormSolver(), motion, frames)
      #expect(closed == (try ClosedFormSolver().sample(motion, frames: frames)))
      for i in frames.range {
        let s = motion.state(at: frames.time(i))
        #expect(
          abs(closed.values[i] - s.value) <= 1e-14 && abs(closed.velocities[i] - s.velocity) <= 2e-13, "frame \(i)")
      }
      for solver in [ClosedFormSolver(), BatchedClosedFormSolver(), ExactStepSolver()] as [any MotionSolver] {
        let samples = try sampledIntoBuffers(solver, motion, frames)
        for i in frames.range {
          #expect(abs(samples.values[i] - reference.values[i]) <= 1e-13, "\(solver.name) frame \(i)")
          #expect(abs(samples.velocities[i] - reference.velocities[i]) <= 1e-11, "\(solver.name) frame \(i)")
        }
      }
    }
  }

  /// Φ(L h) squared up from Φ(h) in Float80 against its closed form, entries scaled to be
  /// dimensionless (xv·ω₀, vx/ω₀): within 4e-16 after rounding to Double, sweep-wide.
  @Test("Φ(L h) by squaring matches the closed form", arguments: SpringSweep.bounces)
  func leap(bounce: Double) throws {
    for duration in SpringSweep.durations {
      let spring = try Spring(duration: duration, bounce: bounce)
      let omega0 = spring.naturalFrequency
      for hz in [30.0, 120, 1000] {
        let squared = try SpringFrameStep(spring: spring, hz: hz).leap
        let direct = try SpringStep(spring: spring, step: Double(SpringFrameStep.lanes) / hz)
        #expect(squared.step == direct.step)
        let (a, b) = (squared.transition, direct.transition)
        let errors = [abs(a.xx - b.xx), abs(a.xv - b.xv) * omega0, abs(a.vx - b.vx) / omega0, abs(a.vv - b.vv)]
        #expect(errors.max()! <= 4e-16, "b \(bounce) d \(duration) hz \(hz): \(errors)")
      }
    }
  }

  @Test("A prepared exact step needs a valid rate")
  func preparedRate() {
    #expect(throws: CurveError.self) { try ExactStepSolver(preparing: [.smooth], hz: 0) }
    #expect(throws: CurveError.self) { try SpringFrameStep(spring: .smooth, hz: .infinity) }
  }
}
