/// One animated value as the device shows it, frame by frame, through a series of changes of
/// its target: SwiftUI's animator with fluid springs stepped by ``SwiftUIRuntimeSpring``.
///
/// Each ``Change`` sets a new target with an animation expression at a time. The value starts
/// at rest; what a change does depends on what is running when a frame sees it:
///
/// - nothing (the first change, or the last animation has ended): the animation starts from the
///   value shown, at the change or on the frame after (``SwiftUIRuntimeStart``), through
///   ``SwiftUIAnimatorClock``;
/// - a fluid spring, and the change is a fluid spring: the new spring takes over the running
///   one's state as ``SwiftUIRuntimeSpring/RetargetCarry`` says (the device's rule,
///   ``SwiftUIRuntimeSpring/RetargetCarry/frame``, keeps the force);
/// - an `interpolatingSpring` or a timing curve, over anything running: SwiftUI's default
///   combination: the motion below keeps running and the new animation's progress p takes the
///   value from it to the new target, x = x_below + p·(target − x_below)
///   (``TimingCombination/blend``), with p the unit curve of a timing curve or the unit step
///   response of the spring (its `initialVelocity` the slope at 0);
/// - a fluid spring over any other motion: it starts from the value and velocity shown, force 0;
/// - a keyframe track: it restarts from the value and velocity shown, at the change (a keyframe
///   animator is not SwiftUI's animator), and stops whatever ran;
/// - `nil`: the value jumps to the target and every animation stops.
///
/// A delay postpones the new animation; a delayed fluid spring takes over when the delay is over.
/// Frames are given in increasing time order (``frame(at:)``); each applies the changes due by
/// then, in order.
public struct SwiftUIAnimator: Sendable {
  /// A change of the value's target.
  public struct Change: Hashable, Sendable {
    /// When the target changes, in seconds.
    public var time: Double
    /// The new target (not used by a keyframe track).
    public var target: Double
    /// The transaction's animation, a keyframe track or `nil`.
    public var animation: AnimationExpression

    /// A change at `time` to `target` with `animation`.
    public init(at time: Double, to target: Double, with animation: AnimationExpression) {
      self.time = time
      self.target = target
      self.animation = animation
    }
  }

  /// What runs under the combined animations.
  enum Base: Sendable {
    /// At rest at a value.
    case held(Double)
    /// A keyframe timeline, in absolute time.
    case keyframes(Motion)
    /// A fluid spring heading for `target`.
    case fluid(SwiftUIRuntimeSpring, SwiftUIRuntimeSpring.State, target: Double)
  }

  /// One animation combined over the motion below: its progress takes the value to `target`.
  struct Blend: Sendable {
    /// The unit curve.
    enum Progress: Sendable {
      /// A timing curve over a duration.
      case timing(TimingProgress)
      /// A spring's unit step response, its slope at 0 in changes per second.
      case spring(SpringResponse<Double>, slope: Double)
    }
    var progress: Progress
    /// Time 0 of the progress (the delay included), in seconds.
    var start: Double
    var target: Double

    /// p and p′ at `time`: 0 before the start.
    func state(at time: Double) -> (value: Double, velocity: Double) {
      switch progress {
      case .timing(let curve):
        return curve.state(at: time)
      case .spring(let response, let slope):
        guard time >= start else { return (0, 0) }
        let s = response.state(at: time - start, displacement: -1, velocity: slope)
        return (1 + s.x, s.v)
      }
    }

    /// Whether the progress has reached 1 for good by `time` (a timing curve past its end).
    func isComplete(at time: Double) -> Bool {
      guard case .timing(let curve) = progress else { return false }
      return time >= curve.start + curve.duration
    }
  }

  /// Steps per second of the fluid springs' runtime.
  public let stepsPerSecond: Double
  /// Equally moving components of the value (the stop rule's n).
  public let components: Int
  /// When an animation that starts from rest begins.
  public let start: SwiftUIRuntimeStart
  /// What a fluid spring hands to the fluid spring that retargets it.
  public let carry: SwiftUIRuntimeSpring.RetargetCarry
  /// The display's frame interval in seconds, read by ``SwiftUIRuntimeStart/frame``.
  public let frameInterval: Double

  /// The changes, in time order; those before `nextChange` are applied.
  let changes: [Change]
  var nextChange = 0
  /// A delayed fluid spring waiting to take over, with the time it does.
  var deferred: (time: Double, change: Change, spring: SwiftUIRuntimeSpring)?
  /// The velocity the first animation starts with.
  var initialVelocity: Double
  var base: Base
  var blends: [Blend] = []
  /// The clock of the running animation; nil when none runs.
  var clock: SwiftUIAnimatorClock?
  /// The value and velocity of the last frame.
  var shown: (value: Double, velocity: Double)

  /// Each fluid spring's end, in order: the frame at which the stop rule ended it and how far the
  /// value jumped then (a spring that another animation took over first has none).
  public internal(set) var endings: [SwiftUIRuntimeSpring.Ending] = []

  /// Creates the animator of a value at rest.
  ///
  /// - Parameters:
  ///   - value: The value before the first change (finite).
  ///   - velocity: The velocity the first animation starts with (finite), in value units per
  ///     second; a timing curve ignores it, an `interpolatingSpring` over a change of 0 too.
  ///   - changes: The changes, in increasing time order (finite times and targets).
  ///   - stepsPerSecond: The fluid springs' step rate (as ``SwiftUIRuntimeSpring``).
  ///   - components: Equally moving components of the value, 1 to 64.
  ///   - start: When an animation that starts from rest begins.
  ///   - carry: What a retargeted fluid spring carries.
  ///   - frameInterval: The display's frame interval (finite, > 0), for the start rule.
  /// - Throws: ``CurveError`` naming a value out of range or a change out of order.
  public init(
    from value: Double, velocity: Double = 0, changes: [Change],
    stepsPerSecond: Double = SwiftUIRuntimeSpring.defaultStepsPerSecond, components: Int = 1,
    start: SwiftUIRuntimeStart = .immediate, carry: SwiftUIRuntimeSpring.RetargetCarry = .frame,
    frameInterval: Double
  ) throws(CurveError) {
    try CurveError.requireFinite(value, "value")
    try CurveError.requireFinite(velocity, "velocity")
    try CurveError.requirePositive(frameInterval, "frameInterval")
    try SwiftUIRuntimeSpring.validate(stepsPerSecond: stepsPerSecond, components: components)
    for (index, change) in changes.enumerated() {
      try CurveError.requireFinite(change.time, "change \(index + 1) time")
      try CurveError.requireFinite(change.target, "change \(index + 1) target")
      if index > 0, change.time < changes[index - 1].time {
        throw .invalidParameter(
          name: "change \(index + 1) time", value: change.time,
          allowed: "not before the change before it (\(changes[index - 1].time))")
      }
    }
    self.stepsPerSecond = stepsPerSecond
    self.components = components
    self.start = start
    self.carry = carry
    self.frameInterval = frameInterval
    self.changes = changes
    initialVelocity = velocity
    base = .held(value)
    shown = (value, 0)
  }

  /// Whether an animation is running or a change is still to come.
  public var isAnimating: Bool {
    clock != nil || nextChange < changes.count || deferred != nil || isKeyframing
  }

  /// Whether a keyframe track drives the value.
  var isKeyframing: Bool {
    if case .keyframes = base { return true }
    return false
  }

  /// The value and velocity the frame at `time` shows.
  ///
  /// - Parameter time: The frame's time (finite), after the previous frame's.
  /// - Returns: The value and its velocity in value units per second.
  public mutating func frame(at time: Double) -> (value: Double, velocity: Double) {
    let seen = time + SwiftUIRuntimeSpring.reachTolerance
    // A running animation's clock moves first, so that a change on the frame after a start
    // from rest finds the animation at its time 0 there (the frame that moved time 0 on), not a
    // frame further; a clock that this frame's changes create ticks after them.
    var running = clock.map { _ in tickClock(at: time) }
    while true {
      // A change that stops the animation ends that clock: a later one is new.
      if clock == nil { running = nil }
      let due = nextChange < changes.count && changes[nextChange].time <= seen
      if let waiting = deferred, waiting.time <= seen, !due || waiting.time <= changes[nextChange].time {
        deferred = nil
        takeOver(waiting.change, spring: waiting.spring, at: waiting.time, frame: time)
      } else if due {
        let change = changes[nextChange]
        nextChange += 1
        apply(change, at: start == .immediate ? change.time : time, frame: time)
      } else {
        break
      }
    }
    if clock != nil {
      guard running ?? tickClock(at: time) else { return shown }
    }
    shown = evaluate(at: time)
    prune(at: time)
    return shown
  }

  /// Advances the clock to the frame at `time` and moves the animations with its time 0.
  ///
  /// - Parameter time: The frame's time.
  /// - Returns: Whether the frame shows the animation.
  private mutating func tickClock(at time: Double) -> Bool {
    guard var clock else { return true }
    let tick = clock.tick(at: time)
    self.clock = clock
    if tick.shift != 0 { shift(by: tick.shift) }
    return tick.updates
  }
}
