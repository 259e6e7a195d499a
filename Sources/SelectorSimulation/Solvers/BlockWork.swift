import MotionCurves

/// The work a block's frames make beyond the spring pass every frame does, counted by
/// replaying its schedule through the solvers' own code: the timing layers and pulses that run
/// at each frame, and the steps and stop-rule checks of SwiftUI's runtime. The roofline's work
/// model multiplies these by the cost of one of each.
public struct BlockWork: Sendable, Equatable {
  /// Timing slots written, summed over frames: a slot with layers in flight, or set at this
  /// frame, stores its value.
  public var timingWrites = 0
  /// Timing layers evaluated, summed over frames (a slot with k layers in flight counts k).
  public var timingLayers = 0
  /// Bézier solves, summed over frames: layers of a curve that is not linear, strictly inside
  /// their duration (0 < u < 1), where a closed form solves for the curve's parameter.
  public var timingSolves = 0
  /// Pulse slots evaluated, summed over frames.
  public var pulses = 0
  /// Steps of the runtime's 300 Hz integrator, summed over springs.
  public var runtimeSteps = 0
  /// Stop-rule checks of the runtime: the spring-frames in which a spring was running.
  public var runtimeChecks = 0

  public init() {}

  /// The counts of `a` and `b` added.
  public static func + (a: BlockWork, b: BlockWork) -> BlockWork {
    var sum = a
    sum.timingWrites += b.timingWrites
    sum.timingLayers += b.timingLayers
    sum.timingSolves += b.timingSolves
    sum.pulses += b.pulses
    sum.runtimeSteps += b.runtimeSteps
    sum.runtimeChecks += b.runtimeChecks
    return sum
  }

  /// Replays `block` for `frames` frames and counts its work.
  ///
  /// Timing layers and pulses are counted from the exact step's ``EvaluatedCurves`` (tables at
  /// whole frames: a layer finishes at the first frame its progress is 1, as in every solver);
  /// with `runtime`, the device's: the springs run in ``SwiftUIRuntimeBank``, whose steps and
  /// checks are counted from its state before and after each frame, and a timing curve from
  /// rest begins on the frame after its change (``SwiftUIRuntimeStart/frame``).
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - frames: How many frames.
  ///   - hz: Frames per second.
  ///   - combining: How timing layers combine.
  ///   - runtime: Whether to count the runtime's steps and checks.
  /// - Returns: The counts.
  /// - Throws: ``SceneError`` when a channel has too many overlapping timing curves, or
  ///   ``CurveError`` for a spring the runtime rejects.
  public static func replay(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination, runtime: Bool
  ) throws -> BlockWork {
    if runtime {
      var curves = CountingCurves(
        curves: EvaluatedCurves(
          block, source: ClosedFormProgress<Double>(hz: hz, kind: block.kind), hz: hz, combining: combining,
          start: .frame),
        hz: hz, timings: block.kind.timingCurves)
      var springs = CountingRuntime(
        bank: try SwiftUIRuntimeBank(
          kind: block.kind, channels: block.layout.springs, spring: block.spring, hz: hz, selectors: block.count,
          initialTargets: springTargets(block)))
      try BlockSimulation.run(block, frames: frames, springs: &springs, curves: &curves) { _, _ in }
      curves.work.runtimeSteps = springs.steps
      curves.work.runtimeChecks = springs.checks
      return curves.work
    }
    var curves = CountingCurves(
      curves: EvaluatedCurves(block, source: TabulatedProgress(hz: hz, kind: block.kind), hz: hz, combining: combining),
      hz: hz, timings: block.kind.timingCurves)
    var springs = RestingSprings()
    try BlockSimulation.run(block, frames: frames, springs: &springs, curves: &curves) { _, _ in }
    return curves.work
  }
}

/// Springs that do nothing: the replay counts curves only.
private struct RestingSprings: SpringBank {
  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {}
  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {}
}

/// ``EvaluatedCurves`` that count, at each frame, the slots they write, the layers those
/// hold and the running pulses, before writing.
private struct CountingCurves<Source: ProgressSource>: CurveBank {
  var curves: EvaluatedCurves<Source>
  let hz: Double
  let timings: [TimingCurve]
  var work = BlockWork()

  mutating func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: Int?) throws(SceneError) {
    try curves.retargetTiming(i, to: target, at: frame, curve: curve)
  }

  mutating func triggerPulse(_ i: Int, at frame: Int, pulses: ChannelModel.PulseWriter) {
    curves.triggerPulse(i, at: frame, pulses: pulses)
  }

  var pulseTracks: ChannelModel.PulseTracks? { curves.pulseTracks }

  mutating func write(frame: Int, values: UnsafeMutablePointer<Double>, pulses: ChannelModel.PulseWriter) {
    work.timingWrites += curves.active.count
    for a in 0..<curves.active.count {
      let stack = curves.stacks[curves.active.members[a]]
      work.timingLayers += stack.count
      for k in 0..<stack.count {
        let timing = timings[stack[k].curve]
        let u = (FrameRate(hz: hz).time(frame - stack[k].start) - timing.delay) / timing.duration
        if timing.curve != .linear, u > 0, u < 1 { work.timingSolves += 1 }
      }
    }
    work.pulses += pulses.running
    curves.write(frame: frame, values: values, pulses: pulses)
  }
}

/// A ``SwiftUIRuntimeBank`` that counts, at each frame, the springs running into it (each
/// checks the stop rule) and the steps they take (the steps after the frame less those
/// before, or all of them when a stall restarted the grid).
private struct CountingRuntime: SpringBank {
  var bank: SwiftUIRuntimeBank
  var steps = 0
  var checks = 0

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    var before: [(spring: Int, steps: Int, origin: Double)] = []
    for p in 0..<bank.springs.live {
      let i = bank.springs.itemAt[p]
      let state = bank.state(i)
      before.append((i, state.steps, state.origin))
    }
    bank.advance(to: frame, layout: layout, selectors: n, values: values)
    for (i, taken, origin) in before {
      let state = bank.state(i)
      checks += 1
      steps += state.steps - (state.origin != origin ? 0 : taken)
    }
  }

  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    bank.retarget(i, to: target, at: frame, jump: jump)
  }
}
