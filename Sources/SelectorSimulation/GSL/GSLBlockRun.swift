import MotionCurves
import MotionODE

/// One block integrated by a GSL solver: the spring, timing and pulse channels' values at every
/// frame, recorded channel by channel into a frames × channels matrix, then replayed through
/// ``BlockSimulation``, which applies the schedule and fills the snap and derived channels as it
/// does for every solver.
///
/// The matrix holds, at each frame, a spring's value before that frame's retargets (as a
/// ``SpringBank`` advances) and a timing or pulse channel's value after them (as a
/// ``CurveBank`` writes).
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
    layout = block.layout
    n = block.count
    var events = [[ScheduledRetarget]](repeating: [], count: block.valueCount)
    for event in block.schedule where event.frame < frames {
      events[event.retarget.channel * block.count + event.selector].append(event)
    }
    self.events = events
    values = [Double](repeating: 0, count: frames * block.valueCount)
  }

  /// Simulates a block: the solver integrates the spring channels into the matrix, the timing
  /// and pulse channels follow, then the frames are replayed through ``BlockSimulation`` to
  /// the sink.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - frames: How many frames.
  ///   - hz: Frames per second.
  ///   - combining: How timing curves combine.
  ///   - settings: The GSL stepper, control and budget.
  ///   - springs: Integrates every spring channel into the run, returning its work.
  ///   - observer: Watches the replay (``FrameObserver``).
  ///   - sink: Receives each frame's values, channel-major, in frame order.
  /// - Returns: The work, springs and curves apart.
  /// - Throws: ``ODEError`` if GSL fails, ``SceneError`` for too many overlapping timing
  ///   curves (nothing reaches the sink then).
  static func simulate<Observer: FrameObserver>(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination, settings: GSLSceneSettings,
    springs: (inout GSLBlockRun) throws(ODEError) -> SolverWork, observer: inout Observer,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> GSLSceneWork {
    var run = GSLBlockRun(block, frames: frames, hz: hz, combining: combining)
    var work = GSLSceneWork()
    work.springs = try springs(&run)
    try run.integrateCurveChannels(settings: settings, work: &work.curves)
    try run.values.withUnsafeBufferPointer { (recording) throws(SceneError) in
      var springs = RecordedSprings(recording: recording, valueCount: block.valueCount)
      var curves = RecordedCurves(
        recording: recording, valueCount: block.valueCount, layout: run.layout, selectors: run.n)
      try BlockSimulation.run(
        block, frames: frames, springs: &springs, curves: &curves, observer: &observer, sink: sink)
    }
    return work
  }

  /// Frame k's time (``FrameRate/time(_:)``): every stop at a frame uses exactly this value.
  @inline(__always)
  func time(_ frame: Int) -> Double { FrameRate(hz: hz).time(frame) }

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

  /// Applies a spring channel's retarget to its state (``SpringRetarget``).
  ///
  /// - Parameters:
  ///   - event: The retarget (of a spring channel).
  ///   - y: States (x, v) of springs, interleaved.
  ///   - i: The spring's index in `y`.
  ///   - target: The spring's target, updated.
  func applySpringRetarget(_ event: ScheduledRetarget, state y: inout [Double], spring i: Int, target: inout Double) {
    guard case .spring(_, let newTarget, let jump) = layout.change(event.retarget, selector: event.selector, of: n)
    else {
      return
    }
    var (x, v) = (y[2 * i], y[2 * i + 1])
    SpringRetarget.apply(x: &x, v: &v, from: target, to: newTarget, jump: jump)
    (y[2 * i], y[2 * i + 1]) = (x, v)
    target = newTarget
  }

  /// Integrates every timing and pulse channel, each over the whole run.
  ///
  /// - Parameter work: Receives the steps and evaluations.
  /// - Throws: ``ODEError`` if GSL fails; ``SceneError`` for too many overlapping timing curves.
  mutating func integrateCurveChannels(settings: GSLSceneSettings, work: inout SolverWork) throws {
    guard !layout.timings.isEmpty || !layout.pulses.isEmpty else { return }
    let curve = CurveRate(hz: hz, combining: combining, timings: block.kind.timingCurves)
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
  /// T_old − T_new, sets it to 0 (a jump) or to the pulse's start value less its end value.
  ///
  /// A leg over which g is identically zero (nothing running) is not integrated. The phases
  /// that make g zero change only at knots and events, so integration always resumes after
  /// a restart.
  private mutating func integrateCurveChannel(
    _ c: Int, selector s: Int, curve: CurveRate, integrator: ODEIntegrator<CurveRateSystem>, y: inout [Double],
    work: inout SolverWork
  ) throws {
    curve.begin(value: block.initialValues[c * n + s])
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
          let event = events[next]
          next += 1
          switch layout.change(event.retarget, selector: s, of: n) {
          case .timing(_, let target, let timing?):
            guard curve.addLayer(timing, target: target, frame: frame, snap: snap) else {
              throw SceneError.tooManyLayers(
                channel: block.kind.channels[c].name, frame: frame, capacity: TimingLayers<Double>.capacity)
            }
          case .timing(_, let target, nil):
            curve.jump(to: target)
            shown = target
          case .pulse:
            shown = curve.triggerPulse(block.kind.timelines[block.kind.storage.trackOf[c]], at: now, snap: snap)
          default:
            break
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
}
