extension PlatformAnimator {
  /// The animation toward `target` that interrupts `running` at `frame` (advanced to it), by the
  /// variant's retarget rule.
  public func retarget(_ running: PlatformAnimation, to target: Double, at frame: Int) -> PlatformAnimation {
    let now = running.shown
    switch variant.retargetRule {
    case .keepsValueAndVelocity, .initialVelocity:
      return launch(from: now.value, to: target, velocity: now.velocity, at: frame)
    case .lastFrameVelocity:
      // The motion value's velocity: the change over the last frame (0 once the animation ended).
      let velocity = now.ended ? 0 : (now.value - running.previousValue) * fitted.hz
      return launch(from: now.value, to: target, velocity: velocity, at: frame)
    case .ignoresVelocity: return launch(from: now.value, to: target, velocity: 0, at: frame)
    case .restartsAtRest: return restartAtRest(running, to: target, at: frame)
    case .pendingTarget: return pendTarget(running, to: target, at: frame)
    case .continuesToSameTarget, .solvesStiffnessPerStart: return continueToSameTarget(running, to: target, at: frame)
    }
  }

  /// CSS Transitions Level 1's rules for a change of the property's value (section "Starting of
  /// transitions"): a new transition starts from the value shown, at rest. If the new value is
  /// the value shown, none starts (a running one is cancelled). If a transition runs and the new
  /// value is its reversing-adjusted start value, the new one is shortened by the reversing
  /// shortening factor and takes the running one's end value as its own reversing-adjusted start;
  /// otherwise it runs the full duration with factor 1. A spring model, which has no easing to
  /// shorten, restarts at rest.
  func restartAtRest(_ running: PlatformAnimation, to target: Double, at frame: Int) -> PlatformAnimation {
    let now = running.shown
    guard now.value != target else { return resting(at: now.value, frame: frame) }
    guard let easing else { return launch(from: now.value, to: target, velocity: 0, at: frame) }
    var reversingStart = now.value
    var factor = 1.0
    if !now.ended, running.reversingStart == target {
      let elapsed = Double(frame - running.startFrame) / fitted.hz
      let output = easing.value(at: min(1, elapsed / running.end))
      factor = CSSLinearEasing.reversingShorteningFactor(output: output, previous: running.shortening)
      reversingStart = running.move.to
    }
    let move = fitted.launched(spring: spring, from: now.value, to: target, velocity: 0)
    let shown = PlatformAnimation.Shown(value: now.value, velocity: 0, ended: false)
    return PlatformAnimation(
      startFrame: frame, move: move, end: easing.duration * factor, reversingStart: reversingStart,
      shortening: factor, shown: shown, previousValue: now.value, steppedFrame: frame)
  }

  /// `SpringAnimation.animateToFinalPosition` (androidx.dynamicanimation): a running animation
  /// keeps its Float value and velocity and only records the new final position as pending; the
  /// next frame steps half its milliseconds (integer halves) toward the old final position, then
  /// half toward the new one (``AndroidSpring``'s evaluation). An animation that had ended starts
  /// again at rest from the value shown; the frame of the tap is then the one that records the time.
  func pendTarget(_ running: PlatformAnimation, to target: Double, at frame: Int) -> PlatformAnimation {
    let now = running.shown
    let velocity = now.ended ? 0 : Double(Float(now.velocity))
    var animation = launch(from: Double(Float(now.value)), to: Double(Float(target)), velocity: velocity, at: frame)
    // A second tap before the next frame replaces the pending position, not the old target.
    if !now.ended { animation.previousTarget = running.previousTarget ?? running.move.to }
    return animation
  }

  /// `withSpring`'s `onStart` with a previous animation (react-native-reanimated): the new one
  /// starts from the value shown with the previous one's velocity (0 once it ended) and keeps
  /// stepping from the previous one's last timestamp. A new animation to the running one's own
  /// target continues the running one (`isTriggeredTwice`). The duration form solves its
  /// stiffness for this start's displacement and velocity (``launch(from:to:velocity:at:)``).
  func continueToSameTarget(_ running: PlatformAnimation, to target: Double, at frame: Int) -> PlatformAnimation {
    let now = running.shown
    if !now.ended, running.move.to == target { return running }
    return launch(from: now.value, to: target, velocity: now.ended ? 0 : now.velocity, at: frame)
  }
}
