/// The value of one animated property over time: what a view shows after its animations.
///
/// A motion is built by ``retargeted(to:at:with:combining:)`` each time the property's
/// target changes, as SwiftUI does when state changes inside an animation transaction.
public indirect enum Motion: Hashable, Sendable {
  /// Holds a value.
  case constant(Double)
  /// A spring released at a time from a displacement and velocity.
  case spring(SpringMotion)
  /// A keyframe timeline whose time 0 is `start`.
  case keyframes(KeyframeTimeline, start: Double)
  /// A timing curve layered on the motion that was running when it began.
  case timing(TimingMotion, over: Motion)
  /// One motion until `at`, another from then on (a delayed spring takes over this way).
  case handoff(Motion, to: Motion, at: Double)
}

/// A spring released at `start` from `target + displacement` with `velocity`.
public struct SpringMotion: Hashable, Sendable {
  /// The spring.
  public let spring: Spring
  /// Release time in seconds; before it the value holds at `target + displacement`.
  public let start: Double
  /// The value the spring settles at.
  public let target: Double
  /// The displacement from the target at release.
  public let displacement: Double
  /// The velocity at release.
  public let velocity: Double
  /// The fluid parameters when SwiftUI steps this spring at run time (``Animation/fluid``);
  /// nil for `interpolatingSpring`. Only the SwiftUI runtime model reads them.
  public let fluid: FluidSpring?

  /// A spring released at `start` from `target + displacement` with `velocity`.
  public init(
    spring: Spring, start: Double, target: Double, displacement: Double, velocity: Double, fluid: FluidSpring? = nil
  ) {
    self.spring = spring
    self.start = start
    self.target = target
    self.displacement = displacement
    self.velocity = velocity
    self.fluid = fluid
  }

  /// Value and velocity at `t`.
  @inlinable
  public func state<T: MotionReal>(at t: T) -> (value: T, velocity: T) {
    guard t >= T(start) else { return (T(target) + T(displacement), 0) }
    let s = SpringResponse<T>(spring).state(at: t - T(start), displacement: T(displacement), velocity: T(velocity))
    return (T(target) + s.x, s.v)
  }
}

/// How a timing-curve animation combines with the motion it interrupts.
///
/// SwiftUI says timing curves combine additively but does not publish the formula, so both
/// readings are offered; `.blend` is the harness's interpretation and the default.
public enum TimingCombination: String, Hashable, Sendable, CaseIterable {
  /// `x(t) = x_prev(t) + f(t − t₀)·(T_new − x_prev(t))`: the new curve takes over the
  /// remaining change while the old motion keeps running underneath.
  case blend
  /// `x(t) = x_prev(t) + f(t − t₀)·(T_new − T_prev)`: each curve animates its own change of
  /// target and the effects add up.
  case additive

  /// Lays one timing curve over the motion below it: the one combination rule every solver uses.
  ///
  /// With the state below (x, x′) and the curve's progress (p, p′):
  /// - `.blend`: x + p (T − x), rate x′ (1 − p) + p′ (T − x);
  /// - `.additive`: x + p (T − P), rate x′ + p′ (T − P).
  ///
  /// - Parameters:
  ///   - base: The value and rate of the motion below.
  ///   - progress: The curve's progress p and its rate p′.
  ///   - target: T, the value the curve heads for.
  ///   - previousTarget: P, the target before this curve (read by `.additive` only).
  /// - Returns: The combined value and rate.
  @inlinable @inline(__always)
  public func fold<T: MotionReal>(
    _ base: (value: T, velocity: T), progress p: (value: T, velocity: T), target: T, previousTarget: T
  ) -> (value: T, velocity: T) {
    switch self {
    case .blend:
      let remaining = target - base.value
      return (base.value + p.value * remaining, base.velocity * (1 - p.value) + p.velocity * remaining)
    case .additive:
      let change = target - previousTarget
      return (base.value + p.value * change, base.velocity + p.velocity * change)
    }
  }
}

/// A timing curve from `start` over `duration`, heading for `target`.
public struct TimingMotion: Hashable, Sendable {
  /// The timing curve that paces the progress.
  public let curve: UnitCurve
  /// When the curve starts, in seconds.
  public let start: Double
  /// How long it runs, in seconds.
  public let duration: Double
  /// The value it heads for.
  public let target: Double
  /// How its progress combines with the motion it interrupts.
  public let combining: TimingCombination
  /// The interrupted motion's target (used by `.additive`).
  public let previousTarget: Double

  /// A timing curve from `start` over `duration` toward `target`, interrupting a motion toward `previousTarget`.
  public init(
    curve: UnitCurve, start: Double, duration: Double, target: Double,
    combining: TimingCombination = .blend, previousTarget: Double
  ) {
    self.curve = curve
    self.start = start
    self.duration = duration
    self.target = target
    self.combining = combining
    self.previousTarget = previousTarget
  }

  /// The progress curve p(t) = curve((t − start)/duration), 0 before and 1 after.
  public var progress: TimingProgress { TimingProgress(curve: curve, start: start, duration: duration) }

  /// Combines the underlying state with the progress (p, p').
  @inlinable
  public func combine<T: MotionReal>(
    _ base: (value: T, velocity: T), progress p: (value: T, velocity: T)
  ) -> (value: T, velocity: T) {
    combining.fold(base, progress: p, target: T(target), previousTarget: T(previousTarget))
  }
}

/// A curve known in closed form that solvers may integrate as `y' = g(t)` instead.
///
/// Keyframe timelines and timing-curve progress are such curves: their value is explicit,
/// and an ODE solver reproduces it by integrating the velocity from the start, stopping
/// at the knots and applying the jumps.
public protocol PrescribedCurve: Sendable {
  /// Value and velocity at t (absolute time).
  func state<T: MotionReal>(at t: T) -> (value: T, velocity: T)
  /// When the curve starts moving; before it the value is constant.
  var start: Double { get }
  /// The value just before `start`.
  var initialValue: Double { get }
  /// Times after `start` where the velocity is not smooth; integrators stop there.
  var knots: [Double] { get }
  /// Instantaneous changes of value: (time, size).
  var jumps: [(time: Double, size: Double)] { get }
}

/// The progress of a timing curve, p(t) ∈ [0, 1].
public struct TimingProgress: PrescribedCurve, Hashable {
  /// The timing curve.
  public let curve: UnitCurve
  /// When the progress starts, in seconds.
  public let start: Double
  /// How long it takes to reach 1, in seconds.
  public let duration: Double

  /// The progress of `curve` from `start` over `duration` seconds.
  public init(curve: UnitCurve, start: Double, duration: Double) {
    self.curve = curve
    self.start = start
    self.duration = duration
  }

  /// p(t) and p'(t): 0 before the start, 1 after the end.
  @inlinable
  public func state<T: MotionReal>(at t: T) -> (value: T, velocity: T) {
    let u = (t - T(start)) / T(duration)
    guard u >= 0 else { return (0, 0) }
    guard u < 1 else { return (1, 0) }
    let state = curve.state(at: u)
    return (state.value, state.slope / T(duration))
  }

  /// 0: the progress before the start.
  public var initialValue: Double { 0 }
  /// The end, where the velocity stops.
  public var knots: [Double] { [start + duration] }
  /// None: the progress is continuous.
  public var jumps: [(time: Double, size: Double)] { [] }
}

/// A keyframe timeline placed at an absolute start time.
public struct ScheduledTimeline: PrescribedCurve, Hashable {
  /// The timeline.
  public let timeline: KeyframeTimeline
  /// When the timeline starts, in seconds.
  public let start: Double

  /// The timeline's value and velocity at `t − start`.
  @inlinable
  public func state<T: MotionReal>(at t: T) -> (value: T, velocity: T) {
    timeline.state(at: t - T(start))
  }

  /// The timeline's value before its first keyframe.
  public var initialValue: Double { timeline.initialValue }
  /// The timeline's knots, shifted to absolute time.
  public var knots: [Double] { timeline.knots.map { $0 + start } }
  /// The move keyframes that change the value, at absolute times.
  public var jumps: [(time: Double, size: Double)] {
    var before = timeline.initialValue
    var result: [(time: Double, size: Double)] = []
    for segment in timeline.segments {
      if case .jump = segment.kind, segment.to != before {
        result.append((segment.start + start, segment.to - before))
      }
      before = segment.endValue(Double.self)
    }
    return result
  }
}

// MARK: - Evaluation

extension Motion {
  /// Value and velocity at `t`, in any precision.
  @inlinable
  public func state<T: MotionReal>(at t: T) -> (value: T, velocity: T) {
    switch self {
    case .constant(let value):
      return (T(value), 0)
    case .spring(let m):
      return m.state(at: t)
    case .keyframes(let timeline, let start):
      return timeline.state(at: t - T(start))
    case .timing(let m, let base):
      return m.combine(base.state(at: t), progress: m.progress.state(at: t))
    case .handoff(let first, let second, let time):
      return t < T(time) ? first.state(at: t) : second.state(at: t)
    }
  }

  /// The value at `t`.
  @inlinable public func value(at t: Double) -> Double { state(at: t).value }
  /// The velocity at `t`.
  @inlinable public func velocity(at t: Double) -> Double { state(at: t).velocity }

  /// The value the motion ends at.
  public var target: Double {
    switch self {
    case .constant(let value): value
    case .spring(let m): m.target
    case .keyframes(let timeline, _): timeline.state(at: timeline.duration).value
    case .timing(let m, let base):
      m.combine((base.target, 0.0), progress: (1.0, 0.0)).value
    case .handoff(_, let second, _): second.target
    }
  }

  /// The time after which the value no longer changes, or `.infinity` for a spring
  /// (which only approaches its target).
  public var restTime: Double {
    switch self {
    case .constant: -.infinity
    case .spring: .infinity
    case .keyframes(let timeline, let start): start + timeline.duration
    case .timing(let m, let base): Swift.max(m.start + m.duration, base.restTime)
    case .handoff(_, let second, let time): Swift.max(time, second.restTime)
    }
  }
}

// MARK: - Retargeting

extension Animation {
  /// The spring motion this animation's spring starts: the one place where an animation's
  /// spring, its `interpolatingSpring` initial velocity and its fluid parameters become a motion.
  ///
  /// - Parameters:
  ///   - start: When the spring is released (the delay already added).
  ///   - value: The value at release.
  ///   - velocity: The velocity the value already has, in value units per second.
  ///   - target: The new target.
  /// - Returns: The motion, or nil for a timing curve. `interpolatingSpring`'s initial velocity,
  ///   in units of the change per second, adds to `velocity`.
  public func springMotion(releasedAt start: Double, from value: Double, velocity: Double, to target: Double)
    -> SpringMotion?
  {
    guard case .spring(let spring, let initialVelocity, _) = curve else { return nil }
    return SpringMotion(
      spring: spring, start: start, target: target, displacement: value - target,
      velocity: velocity + initialVelocity * (target - value), fluid: fluid)
  }
}

extension Motion {
  /// The motion after the target changes at time `t` inside a transaction with `animation`.
  ///
  /// - A spring keeps the current value and velocity and heads for the new target
  ///   (plus `interpolatingSpring`'s initial velocity, in units of the change per second).
  ///   With a delay, the current motion runs on until the spring takes over.
  /// - A timing curve is layered on the running motion (see ``TimingCombination``).
  /// - `nil` (Reduce Motion, or no animation) sets the value at once.
  ///
  /// - Parameters:
  ///   - target: The new target value.
  ///   - t: When the target changes.
  ///   - animation: The transaction's animation, or nil.
  ///   - combining: How timing curves combine with the motion they interrupt.
  /// - Returns: An equivalent motion for all times ≥ t, with finished parts pruned.
  public func retargeted(
    to target: Double, at t: Double, with animation: Animation?, combining: TimingCombination = .blend
  ) -> Motion {
    guard let animation else { return .constant(target) }
    let start = t + animation.delay
    let current = pruned(at: t)
    switch animation.curve {
    case .spring:
      let (value, velocity) = current.state(at: start)
      // Force-unwrap is safe: the curve is a spring.
      let next = Motion.spring(animation.springMotion(releasedAt: start, from: value, velocity: velocity, to: target)!)
      return animation.delay > 0 ? .handoff(current, to: next, at: start) : next
    case .timing(let curve, let duration):
      let layer = TimingMotion(
        curve: curve, start: start, duration: duration, target: target,
        combining: combining, previousTarget: current.target)
      return .timing(layer, over: current)
    }
  }

  /// The motion with every part that is over by time `t` replaced by its end state.
  public func pruned(at t: Double) -> Motion {
    if restTime <= t { return .constant(target) }
    switch self {
    case .constant, .spring, .keyframes:
      return self
    case .timing(let m, let base):
      // A finished blend has taken over the whole change.
      if m.combining == .blend, t >= m.start + m.duration { return .constant(m.target) }
      return .timing(m, over: base.pruned(at: t))
    case .handoff(let first, let second, let time):
      return t >= time ? second.pruned(at: t) : .handoff(first.pruned(at: t), to: second, at: time)
    }
  }
}
