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

  /// The motion after the target changes at time `t` to an animation expression: an animation
  /// as ``retargeted(to:at:with:combining:)`` says, `nil` a jump, and a keyframe track restarts
  /// at `t` from the value and velocity the motion has then (`target` is not used).
  ///
  /// - Parameters:
  ///   - target: The new target value.
  ///   - t: When the target changes.
  ///   - expression: The transaction's animation, keyframes or `nil`.
  ///   - combining: How timing curves combine with the motion they interrupt.
  /// - Returns: An equivalent motion for all times ≥ t.
  public func retargeted(
    to target: Double, at t: Double, with expression: AnimationExpression, combining: TimingCombination = .blend
  ) -> Motion {
    switch expression {
    case .none:
      return retargeted(to: target, at: t, with: nil, combining: combining)
    case .animation(let animation):
      return retargeted(to: target, at: t, with: animation, combining: combining)
    case .keyframes(let track):
      let current = pruned(at: t)
      let (value, velocity) = current.state(at: t)
      return .handoff(current, to: .keyframes(track.timeline(from: value, initialVelocity: velocity), start: t), at: t)
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
