import MotionCurves
import MotionODE

/// The rate of change of one timing-curve or pulse channel: the right-hand side of
/// y′ = g(t) for the channel being integrated, and the stops (knots) where g is not smooth.
///
/// One instance is reused for every such channel of a block (``begin(value:)`` between
/// channels); the integrator's ``CurveRateSystem`` reads it, so changing it between legs needs
/// no new system and no allocation inside GSL's callbacks.
///
/// **Timing layers** are the channel's ``TimingLayers``, the same rule every scene solver
/// layers with, so g = x′ is the rate its fold gives. A layer's knots are the end of its delay
/// and its end, where p′ jumps; finished layers are pruned at the next leg.
///
/// **Pulse.** g(t) = p′(t − t₀), the keyframe track's rate since its trigger t₀; its knots are
/// the track's knots after t₀, and the track's own evaluation serves at either side of one.
///
/// **One-sided evaluation.** The driver stops at every knot, so each leg lies between two
/// knots and every curve keeps one phase over it: not started, running or finished. The phase
/// is fixed by ``beginLeg(from:to:)`` at the leg's midpoint, and a running curve is evaluated
/// at u clamped to [0, 1]; evaluations at the leg's ends thus take the limit from inside the
/// leg, not the value of the neighbouring piece (a curve's progress is right-continuous at its
/// knots, which would cost a whole step's worth of accuracy at each).
final class CurveRate {
  let hz: Double
  let combining: TimingCombination
  /// The component's timing curves, which layers name by number.
  let timings: [TimingCurve]
  /// The timing layers of the channel being integrated.
  private let store = TimingLayerStore<Double>(values: [0])
  var layers: TimingLayers<Double> { store[0] }
  /// The running pulse's trigger time and timeline.
  private var pulseStart: Double?
  private var pulse: KeyframeTimeline?
  /// The pulse track's end value, while a pulse channel is integrated.
  private var pulseTarget: Double?
  /// Knot times not yet passed, ascending.
  private(set) var knots: [Double] = []
  /// The time whose phase every curve keeps during the current leg.
  private var phaseTime = 0.0

  init(hz: Double, combining: TimingCombination, timings: [TimingCurve]) {
    self.hz = hz
    self.combining = combining
    self.timings = timings
    knots.reserveCapacity(2 * TimingLayers<Double>.capacity)
  }

  /// The value the channel settles at: the latest timing target, or the pulse track's end.
  var target: Double { pulseTarget ?? layers.target }

  /// Starts a channel at rest at `value`.
  func begin(value: Double) {
    layers.set(value)
    pulseStart = nil
    pulseTarget = nil
    knots.removeAll(keepingCapacity: true)
  }

  /// Sets the value at once (a timing channel's jump): no layer survives.
  func jump(to value: Double) {
    begin(value: value)
  }

  /// Layers a timing curve begun at `frame`.
  ///
  /// - Parameters:
  ///   - curve: The timing curve's number in ``timings``.
  ///   - target: The value it heads for.
  ///   - frame: The frame it begins at (the delay runs from here).
  ///   - snap: Moves a knot onto a frame time it rounds to.
  /// - Returns: False, changing nothing, when the channel already has ``TimingLayers/capacity`` layers.
  func addLayer(_ curve: Int, target: Double, frame: Int, snap: (Double) -> Double) -> Bool {
    guard layers.add(curve, target: target, frame: frame) else { return false }
    let start = startTime(layers[layers.count - 1])
    if timings[curve].delay > 0 { insertKnot(snap(start)) }
    insertKnot(snap(start + timings[curve].duration))
    return true
  }

  /// Replays a keyframe track from `time`.
  ///
  /// - Parameters:
  ///   - track: The channel's timeline.
  ///   - time: The trigger time in seconds.
  ///   - snap: Moves a knot onto a frame time it rounds to.
  /// - Returns: The track's value at its start: the channel's new value.
  func triggerPulse(_ track: KeyframeTimeline, at time: Double, snap: (Double) -> Double) -> Double {
    pulse = track
    pulseStart = time
    pulseTarget = track.state(at: track.duration).value
    knots.removeAll(keepingCapacity: true)
    for knot in track.knots where knot > 0 { insertKnot(snap(time + knot)) }
    return track.state(at: 0.0).value
  }

  /// Drops the first knot.
  func removeFirstKnot() { knots.removeFirst() }

  /// Fixes every curve's phase for the leg from `t0` to `t1` (no knot strictly between them)
  /// and prunes the layers that have finished (``TimingLayers/prune(finished:combining:)``).
  ///
  /// - Parameters:
  ///   - t0: The leg's start.
  ///   - t1: The leg's end.
  /// - Returns: Whether the rate is identically zero over the leg (every curve not started or
  ///   finished), so the value does not change and need not be integrated.
  func beginLeg(from t0: Double, to t1: Double) -> Bool {
    phaseTime = t0 + (t1 - t0) / 2
    if let start = pulseStart, let pulse, phaseTime >= start + pulse.duration { pulseStart = nil }
    var finished: UInt32 = 0
    for k in 0..<layers.count where isFinished(layers[k]) { finished |= 1 &<< UInt32(k) }
    layers.prune(finished: finished, combining: combining)
    return pulseStart == nil && (0..<layers.count).allSatisfy { phaseTime < startTime(layers[$0]) }
  }

  /// g(t): the rate of the channel's value at `t` in the current leg.
  ///
  /// - Parameter t: A time within the leg.
  /// - Returns: The value's derivative.
  func rate(at t: Double) -> Double {
    if let start = pulseStart, let pulse { return pulse.state(at: t - start).velocity }
    return layers.fold(combining: combining) { layer in progress(layer, at: t) }.velocity
  }

  /// A layer's progress (p, p′) at `t`, in the phase it has at ``phaseTime``.
  private func progress(_ layer: TimingLayers<Double>.Layer, at t: Double) -> (value: Double, velocity: Double) {
    let start = startTime(layer)
    let timing = timings[layer.curve]
    if phaseTime < start { return (0, 0) }
    if isFinished(layer) { return (1, 0) }
    let u = min(1, max(0, (t - start) / timing.duration))
    let state = timing.curve.state(at: u)
    return (state.value, state.slope / timing.duration)
  }

  /// When a layer's curve starts moving: its frame's time plus its delay.
  private func startTime(_ layer: TimingLayers<Double>.Layer) -> Double {
    FrameRate(hz: hz).time(layer.start) + timings[layer.curve].delay
  }

  private func isFinished(_ layer: TimingLayers<Double>.Layer) -> Bool {
    phaseTime >= startTime(layer) + timings[layer.curve].duration
  }

  private func insertKnot(_ time: Double) {
    knots.insert(time, at: knots.firstIndex { $0 > time } ?? knots.endIndex)
  }
}

/// y′ = g(t) for the channel a ``CurveRate`` currently describes: a scalar system with
/// ∂f/∂y = 0; ∂f/∂t = g′(t) is not available and is reported as 0, as
/// ``PrescribedRateSystem`` does (only `bsimp` reads it).
struct CurveRateSystem: ODESystem {
  let curve: CurveRate

  var dimension: Int { 1 }

  func derivatives(t: Double, y: UnsafeBufferPointer<Double>, dydt: UnsafeMutableBufferPointer<Double>) {
    dydt[0] = curve.rate(at: t)
  }

  func jacobian(
    t: Double, y: UnsafeBufferPointer<Double>,
    dfdy: UnsafeMutableBufferPointer<Double>, dfdt: UnsafeMutableBufferPointer<Double>
  ) {
    dfdy[0] = 0
    dfdt[0] = 0
  }
}
