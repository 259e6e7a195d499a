extension PlatformAnimator {
  /// CSS Transitions Level 1's rules for a change of the property's value (section "Starting of
  /// transitions"): a new transition starts from the value shown, at rest. If the new value is
  /// the value shown, none starts (a running one is cancelled). If a transition runs and the new
  /// value is its reversing-adjusted start value, the new one is shortened by the reversing
  /// shortening factor and takes the running one's end value as its own reversing-adjusted start;
  /// otherwise it runs the full duration with factor 1.
  func cssRetarget(_ running: PlatformAnimation, to target: Double, at frame: Int) -> PlatformAnimation {
    let now = running.shown
    guard now.value != target, let easing else { return resting(at: now.value, frame: frame) }
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
}
