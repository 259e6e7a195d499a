import MotionCurves
import MotionODE

/// The rate of change of one timing-curve or pulse channel: the right-hand side of
/// y′ = g(t) for the channel being integrated, and the stops (knots) where g is not smooth.
///
/// One instance is reused for every such channel of a block (``begin(value:combining:)``
/// between channels); the integrator's ``CurveRateSystem`` reads it, so changing it between
/// legs needs no new system and no allocation inside GSL's callbacks.
///
/// **Timing layers.** With base x₀ (the value after the last jump or pruning) and layers
/// n = 1…N of progress pₙ(t), target Tₙ and previous target Pₙ (DESIGN.md §1.1), the shown value
/// and its rate fold layer by layer (``TimingMotion/combine(_:progress:)``):
/// - `.blend`: xₙ = xₙ₋₁ + pₙ (Tₙ − xₙ₋₁), so xₙ′ = xₙ₋₁′ (1 − pₙ) + pₙ′ (Tₙ − xₙ₋₁);
/// - `.additive`: xₙ = xₙ₋₁ + pₙ (Tₙ − Pₙ), so xₙ′ = xₙ₋₁′ + pₙ′ (Tₙ − Pₙ);
///
/// and g = x_N′. A layer's knots are its delay's end and its end, where pₙ′ jumps. Finished
/// layers are dropped at the next leg; the number of running layers is not limited (unlike
/// ``TimingBank``'s 8), so no scene is rejected here.
///
/// **Pulse.** g(t) = p′(t − t₀), the pulse track's rate since its trigger t₀; its knots are the
/// track's knots after t₀. Its cubic starts and ends at rest, so p′ is continuous and the
/// track's own evaluation serves at either side of a knot.
///
/// **One-sided evaluation.** The driver stops at every knot, so each leg lies between two
/// knots and every curve keeps one phase over it: not started, running or finished. The phase
/// is fixed by ``beginLeg(from:to:)`` at the leg's midpoint, and a running curve is evaluated
/// at u clamped to [0, 1]; evaluations at the leg's ends thus take the limit from inside the
/// leg, not the value of the neighbouring piece (`TimingCurve.progress(at:)` is
/// right-continuous at its knots, which would cost a whole step's worth of accuracy at each).
final class CurveRate {
  /// The value under the timing layers.
  private var base = 0.0
  /// The value the channel settles at: the latest timing target (the next layer's previous
  /// target), or the pulse track's last value.
  private(set) var target = 0.0
  private var combining = TimingCombination.blend
  /// The timing layers, oldest first; `start` includes the delay.
  private var layers: [TimingMotion] = []
  /// The running pulse's trigger time.
  private var pulseStart: Double?
  /// Knot times not yet passed, ascending.
  private(set) var knots: [Double] = []
  /// The time whose phase every curve keeps during the current leg.
  private var phaseTime = 0.0

  init() {
    layers.reserveCapacity(timingLayerCapacity)
    knots.reserveCapacity(2 * timingLayerCapacity)
  }

  /// Starts a channel at rest at `value`.
  ///
  /// - Parameters:
  ///   - value: The channel's value at frame 0.
  ///   - combining: How its timing layers combine.
  func begin(value: Double, combining: TimingCombination) {
    base = value
    target = value
    self.combining = combining
    layers.removeAll(keepingCapacity: true)
    pulseStart = nil
    knots.removeAll(keepingCapacity: true)
  }

  /// Sets the value at once (a timing channel's `.jump`): no layer survives.
  ///
  /// - Parameter value: The new value and target.
  func jump(to value: Double) {
    begin(value: value, combining: combining)
  }

  /// Layers a timing curve started at `time`.
  ///
  /// - Parameters:
  ///   - curve: The timing curve (with its delay).
  ///   - target: The value it heads for.
  ///   - time: The start time in seconds (the delay runs from here).
  ///   - snap: Moves a knot onto a frame time it rounds to.
  func addLayer(_ curve: TimingCurve, target: Double, at time: Double, snap: (Double) -> Double) {
    let start = time + curve.delay
    layers.append(
      TimingMotion(
        curve: curve.curve, start: start, duration: curve.duration, target: target, combining: combining,
        previousTarget: self.target))
    self.target = target
    if curve.delay > 0 { insertKnot(snap(start)) }
    insertKnot(snap(start + curve.duration))
  }

  /// Replays the pulse track from `time`.
  ///
  /// - Parameters:
  ///   - time: The trigger time in seconds.
  ///   - snap: Moves a knot onto a frame time it rounds to.
  /// - Returns: The track's value at its start (`MoveKeyframe(0)`): the channel's new value.
  func triggerPulse(at time: Double, snap: (Double) -> Double) -> Double {
    let track = SeedAnimations.pulseTimeline
    pulseStart = time
    target = track.state(at: track.duration).value
    knots.removeAll(keepingCapacity: true)
    for knot in track.knots where knot > 0 { insertKnot(snap(time + knot)) }
    return track.state(at: 0.0).value
  }

  /// Drops the first knot.
  func removeFirstKnot() { knots.removeFirst() }

  /// Fixes every curve's phase for the leg from `t0` to `t1` (no knot strictly between them)
  /// and drops the curves that have finished, which no longer change the value or the rate:
  /// under `.blend` a finished layer has taken over everything below it (it becomes the base),
  /// under `.additive` it only leaves its constant change behind.
  ///
  /// - Parameters:
  ///   - t0: The leg's start.
  ///   - t1: The leg's end.
  /// - Returns: Whether the rate is identically zero over the leg (every curve not started or
  ///   finished), so the value does not change and need not be integrated.
  func beginLeg(from t0: Double, to t1: Double) -> Bool {
    phaseTime = t0 + (t1 - t0) / 2
    if let start = pulseStart, phaseTime >= start + SeedAnimations.pulseTimeline.duration { pulseStart = nil }
    if let top = layers.lastIndex(where: isFinished) {
      switch combining {
      case .blend:
        base = layers[top].target
        layers.removeFirst(top + 1)
      case .additive:
        layers.removeAll(where: isFinished)
      }
    }
    return pulseStart == nil && layers.allSatisfy { phaseTime < $0.start }
  }

  /// g(t): the rate of the channel's value at `t` in the current leg.
  ///
  /// - Parameter t: A time within the leg.
  /// - Returns: The value's derivative.
  func rate(at t: Double) -> Double {
    if let start = pulseStart { return SeedAnimations.pulseTimeline.state(at: t - start).velocity }
    var state = (value: base, velocity: 0.0)
    for layer in layers { state = layer.combine(state, progress: progress(layer, at: t)) }
    return state.velocity
  }

  /// A layer's progress (p, p′) at `t`, in the phase it has at ``phaseTime``.
  private func progress(_ layer: TimingMotion, at t: Double) -> (value: Double, velocity: Double) {
    if phaseTime < layer.start { return (0, 0) }
    if isFinished(layer) { return (1, 0) }
    let u = min(1, max(0, (t - layer.start) / layer.duration))
    let state = layer.curve.state(at: u)
    return (state.value, state.slope / layer.duration)
  }

  private func isFinished(_ layer: TimingMotion) -> Bool { phaseTime >= layer.start + layer.duration }

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
