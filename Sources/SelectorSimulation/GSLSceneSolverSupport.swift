import MotionCurves
import MotionODE

/// The GSL settings both GSL scene solvers share, validated once.
struct GSLSceneSettings: Equatable, Sendable {
  let stepper: GSLStepper
  let control: ODEStepControl
  let maxSteps: Int

  /// Checks the settings by building an integrator with them.
  ///
  /// - Parameters:
  ///   - stepper: The GSL stepper.
  ///   - control: Adaptive tolerances or a fixed step.
  ///   - maxSteps: The step budget of each integration leg (between two stops).
  /// - Throws: ``ODEError`` for a bad tolerance, step or budget.
  init(stepper: GSLStepper, control: ODEStepControl, maxSteps: Int) throws(ODEError) {
    _ = try ODEIntegrator(
      system: DampedSpringSystem(stiffness: 1, damping: 1), stepper: stepper, control: control, maxSteps: maxSteps)
    self.stepper = stepper
    self.control = control
    self.maxSteps = maxSteps
  }

  /// A new integrator of `system` with these settings.
  func integrator<System: ODESystem>(_ system: System) throws(ODEError) -> ODEIntegrator<System> {
    try ODEIntegrator(system: system, stepper: stepper, control: control, maxSteps: maxSteps)
  }
}

extension ODEIntegrator {
  /// Adds the work since the last reset to `work` and starts a new run (discarding multistep
  /// history and the adaptive step size, as an event or knot requires).
  ///
  /// - Parameters:
  ///   - work: The running total.
  ///   - channels: The channels one step of this system advances: each step and evaluation
  ///     counts this many times.
  func collectAndReset(into work: inout SolverWork, channels: Int = 1) {
    collect(into: &work, channels: channels)
    reset()
  }

  /// Adds the work since the last reset to `work` and zeroes the counters.
  ///
  /// - Parameters:
  ///   - work: The running total.
  ///   - channels: The channels one step of this system advances.
  func collect(into work: inout SolverWork, channels: Int = 1) {
    let counters = self.counters
    work.steps += counters.steps * channels
    work.functionEvaluations += counters.functionEvaluations * channels
    resetCounters()
  }
}

/// The work of a GSL scene solver on one block, split by what was integrated.
struct GSLSceneWork: Equatable {
  /// The spring channels' channel-steps and channel-evaluations.
  var springs = SolverWork()
  /// The timing and pulse channels' steps and evaluations (one system per channel).
  var curves = SolverWork()
  /// Everything, as ``SceneSolver/simulate(_:frames:hz:combining:sink:)`` reports it.
  var total: SolverWork { springs + curves }
}

extension DampedSpringSystem {
  /// The spring channels' system for a selector kind (``SeedAnimations/spring(for:)``).
  init(seedSpringOf kind: SelectorKind) {
    let spring = SeedAnimations.spring(for: kind)
    self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  }
}

/// One block simulated by a GSL solver: the whole run's values as a frames × channels matrix,
/// filled channel by channel, then streamed frame by frame.
///
/// Spring channels are the solver's own business; this type integrates the timing and pulse
/// channels (each its own scalar system y′ = g(t), see ``CurveRate``) and fills the snap,
/// derived and clamped channels exactly as ``BlockSimulation`` defines them.
struct GSLBlockRun {
  let block: SelectorBlock
  let frames: Int
  let hz: Double
  let combining: TimingCombination
  let layout: ChannelLayout
  /// Selectors in the block.
  let n: Int
  /// Every retarget of channel c of selector s, in schedule order, at `[c * n + s]`.
  let events: [[ScheduledRetarget]]
  /// `[frame * block.valueCount + channel * n + selector]`.
  var values: [Double]

  /// Sets up the matrix and sorts the schedule by channel.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - frames: How many frames.
  ///   - hz: Frames per second.
  ///   - combining: How timing curves combine.
  private init(_ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination) {
    self.block = block
    self.frames = frames
    self.hz = hz
    self.combining = combining
    layout = ChannelLayout(block.kind)
    n = block.count
    var events = [[ScheduledRetarget]](repeating: [], count: block.valueCount)
    for event in block.schedule where event.frame < frames {
      events[event.retarget.channel * block.count + event.selector].append(event)
    }
    self.events = events
    values = [Double](repeating: 0, count: frames * block.valueCount)
  }

  /// Simulates a block: the solver integrates the spring channels into the matrix, then the
  /// curves, snaps, derived channels and clamping follow, and the frames go to the sink.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - frames: How many frames.
  ///   - hz: Frames per second.
  ///   - combining: How timing curves combine.
  ///   - settings: The GSL stepper, control and budget.
  ///   - springs: Integrates every spring channel into the run, returning its work.
  ///   - sink: Receives each frame's values, channel-major, in frame order.
  /// - Returns: The work, springs and curves apart.
  /// - Throws: ``ODEError`` if GSL fails (nothing reaches the sink then).
  static func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination, settings: GSLSceneSettings,
    springs: (inout GSLBlockRun) throws(ODEError) -> SolverWork,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws(ODEError) -> GSLSceneWork {
    var run = GSLBlockRun(block, frames: frames, hz: hz, combining: combining)
    var work = GSLSceneWork()
    work.springs = try springs(&run)
    try run.integrateCurveChannels(settings: settings, work: &work.curves)
    run.fillSnapAndDerivedChannels()
    run.clampAndStream(to: sink)
    return work
  }

  /// Frame k's time, k / hz: every stop at a frame uses exactly this value.
  @inline(__always)
  func time(_ frame: Int) -> Double { Double(frame) / hz }

  /// Moves a knot within 1e-9 frames of a frame onto that frame's time, so a curve ending on
  /// a frame (as the seeds' do at 60 and 120 Hz) stops there once, not twice an ulp apart.
  func snap(_ knot: Double) -> Double {
    let frame = (knot * hz).rounded()
    return abs(knot * hz - frame) <= 1e-9 ? time(Int(frame)) : knot
  }

  /// Writes channel c of selector s at a frame.
  @inline(__always)
  mutating func record(_ value: Double, channel c: Int, selector s: Int, frame: Int) {
    values[frame * block.valueCount + c * n + s] = value
  }

  /// The value of channel c of selector s at a frame.
  @inline(__always)
  func value(channel c: Int, selector s: Int, frame: Int) -> Double {
    values[frame * block.valueCount + c * n + s]
  }

  /// Applies a spring channel's retarget at its frame: the value is kept (x += T_old − T_new,
  /// v unchanged), or for a `.jump` the spring comes to rest at the target, (x, v) = (0, 0),
  /// which is also the frame's shown value.
  ///
  /// - Parameters:
  ///   - event: The retarget (of a spring channel).
  ///   - frame: Its frame, already recorded with the state before the event.
  ///   - y: States (x, v) of springs, interleaved.
  ///   - i: The spring's index in `y`.
  ///   - target: The spring's target, updated.
  mutating func applySpringRetarget(
    _ event: ScheduledRetarget, frame: Int, state y: inout [Double], spring i: Int, target: inout Double
  ) {
    let retarget = event.retarget
    if retarget.animation == .jump {
      y[2 * i] = 0
      y[2 * i + 1] = 0
      record(retarget.target, channel: retarget.channel, selector: event.selector, frame: frame)
    } else {
      y[2 * i] += target - retarget.target
    }
    target = retarget.target
  }

  /// Integrates every timing and pulse channel, each over the whole run.
  ///
  /// - Parameter work: Receives the steps and evaluations.
  /// - Throws: ``ODEError`` if GSL fails.
  mutating func integrateCurveChannels(settings: GSLSceneSettings, work: inout SolverWork) throws(ODEError) {
    guard !layout.timings.isEmpty || !layout.pulses.isEmpty else { return }
    let curve = CurveRate()
    let integrator = try settings.integrator(CurveRateSystem(curve: curve))
    var y = [0.0]
    for c in layout.timings + layout.pulses {
      for s in 0..<n {
        try integrateCurveChannel(c, selector: s, curve: curve, integrator: integrator, y: &y, work: &work)
      }
    }
    integrator.collect(into: &work)
  }

  /// Integrates channel c of selector s as y′ = g(t) (``CurveRate``), stopping at every frame
  /// and every knot, and restarting the integrator at knots and events only.
  ///
  /// The state is the value's offset from the channel's target, w = y − T (as a spring's is),
  /// so it shrinks with its increments as the curves come to rest. With y itself as the state,
  /// the last steps toward a knot where g → 0 add less than half an ulp of y; GSL's implicit
  /// Runge–Kutta steppers then see a Newton correction that does not change the state, take
  /// it for divergence and halve the step until it underflows. An event changes w by
  /// T_old − T_new, sets it to 0 (a `.jump`) or to the pulse's start value less its end value.
  ///
  /// A leg over which g is identically zero (nothing running) is not integrated. The phases
  /// that make g zero change only at knots and events, so integration always resumes after
  /// a restart.
  private mutating func integrateCurveChannel(
    _ c: Int, selector s: Int, curve: CurveRate, integrator: ODEIntegrator<CurveRateSystem>, y: inout [Double],
    work: inout SolverWork
  ) throws(ODEError) {
    curve.begin(value: block.initialValues[c * n + s], combining: combining)
    y[0] = 0
    integrator.collectAndReset(into: &work)
    var t = 0.0
    func leg(to t1: Double) throws(ODEError) {
      guard t1 > t else { return }
      if curve.beginLeg(from: t, to: t1) {
        t = t1
      } else {
        try integrator.advance(&y, from: &t, to: t1)
      }
    }
    let events = self.events[c * n + s]
    var next = 0
    for frame in 0..<frames {
      let now = time(frame)
      var restart = false
      while let knot = curve.knots.first, knot <= now {
        try leg(to: knot)
        curve.removeFirstKnot()
        // A knot on this frame restarts once, after the frame's events.
        if knot < now { integrator.collectAndReset(into: &work) } else { restart = true }
      }
      try leg(to: now)
      if next < events.count, events[next].frame == frame {
        var shown = curve.target + y[0]
        while next < events.count, events[next].frame == frame {
          let retarget = events[next].retarget
          next += 1
          switch (layout.roles[c], retarget.animation) {
          case (.timing, .timing(let seed)): curve.addLayer(seed.timing, target: retarget.target, at: now, snap: snap)
          case (.timing, _):
            curve.jump(to: retarget.target)
            shown = retarget.target
          default: shown = curve.triggerPulse(at: now, snap: snap)
          }
        }
        y[0] = shown - curve.target
        record(shown, channel: c, selector: s, frame: frame)
        restart = true
      } else {
        record(curve.target + y[0], channel: c, selector: s, frame: frame)
      }
      if restart { integrator.collectAndReset(into: &work) }
    }
  }

  /// The target of channel c of selector s after each frame's events, into `targets`
  /// (`frames` elements): the channel's value at frame 0, then each retarget's from its frame on.
  func targets(channel c: Int, selector s: Int, into targets: inout [Double]) {
    var target = block.initialValues[c * n + s]
    let events = self.events[c * n + s]
    var next = 0
    for frame in 0..<frames {
      while next < events.count, events[next].frame == frame {
        target = events[next].retarget.target
        next += 1
      }
      targets[frame] = target
    }
  }

  /// Fills the snap channels (set at once by their events) and the pulse rings' derived
  /// channels from the integrated pulse p: ring scale 1 + 0.9 p, and ring opacity 1 − p while
  /// the option is selected (its dot opacity's target is 1), Reduce Motion is off and
  /// 0 < p < 1, else 0. Before a pulse has run, p = 0 gives the initial values.
  mutating func fillSnapAndDerivedChannels() {
    var targets = [Double](repeating: 0, count: frames)
    for c in layout.roles.indices where layout.roles[c] == .snap {
      for s in 0..<n {
        self.targets(channel: c, selector: s, into: &targets)
        for frame in 0..<frames { record(targets[frame], channel: c, selector: s, frame: frame) }
      }
    }
    for (option, pulse) in layout.pulses.enumerated() {
      for s in 0..<n {
        self.targets(channel: SelectorLogic.radio(option, 1), selector: s, into: &targets)
        for frame in 0..<frames {
          let p = value(channel: pulse, selector: s, frame: frame)
          let visible = targets[frame] == 1 && !block.reduceMotion[s] && p > 0 && p < 1
          record(1 + 0.9 * p, channel: SelectorLogic.radio(option, 4), selector: s, frame: frame)
          record(visible ? 1 - p : 0, channel: SelectorLogic.radio(option, 5), selector: s, frame: frame)
        }
      }
    }
  }

  /// Clamps the clamped channels' shown values to [0, 1] and streams the frames to `sink`.
  ///
  /// - Parameter sink: Receives each frame's values, channel-major, in frame order.
  mutating func clampAndStream(to sink: (Int, UnsafeBufferPointer<Double>) -> Void) {
    let count = block.valueCount
    for frame in 0..<frames {
      for c in layout.clamped {
        for s in 0..<n {
          record(min(1, max(0, value(channel: c, selector: s, frame: frame))), channel: c, selector: s, frame: frame)
        }
      }
    }
    values.withUnsafeBufferPointer { values in
      for frame in 0..<frames {
        sink(frame, UnsafeBufferPointer(rebasing: values[(frame * count)..<(frame * count + count)]))
      }
    }
  }
}
