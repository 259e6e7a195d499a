extension PlatformAnimator {
  /// `SpringAnimation.animateToFinalPosition` (androidx.dynamicanimation): a running animation
  /// keeps its Float value and velocity and only records the new final position as pending; the
  /// next frame steps half its milliseconds (integer halves) toward the old final position, then
  /// half toward the new one. An animation that had ended starts again at rest from the value
  /// shown; the frame of the tap is then the one that records the time.
  func androidRetarget(_ running: PlatformAnimation, to target: Double, at frame: Int) -> PlatformAnimation {
    let now = running.shown
    let velocity = now.ended ? 0 : Double(Float(now.velocity))
    var animation = launch(from: Double(Float(now.value)), to: Double(Float(target)), velocity: velocity, at: frame)
    // A second tap before the next frame replaces the pending position, not the old target.
    if !now.ended { animation.previousTarget = running.previousTarget ?? running.move.to }
    return animation
  }

  /// What Android shows at `frame`: `SpringForce.updateValues` from the last frame's Float
  /// state over the whole milliseconds between the two frames (`AnimationHandler`'s clock), then
  /// `isAtEquilibrium`, which puts the value on the target.
  func androidStep(_ animation: PlatformAnimation, to frame: Int) -> PlatformAnimation.Shown {
    // Force-unwrap is safe: the initialiser sets `android` for the android platform.
    let model = android!
    let target = animation.move.to
    let hz = fitted.hz
    let millis = AndroidSpring.frameMillis(frame, hz: hz) - AndroidSpring.frameMillis(animation.steppedFrame, hz: hz)
    var state = (value: Float(animation.shown.value), velocity: Float(animation.shown.velocity))
    if let old = animation.previousTarget {
      state = AndroidSpring.step(state, toward: old, millis: millis / 2, response: response)
      state = AndroidSpring.step(state, toward: target, millis: millis / 2, response: response)
    } else {
      state = AndroidSpring.step(state, toward: target, millis: millis, response: response)
    }
    guard !model.isAtEquilibrium(state, target: target) else { return .init(value: target, velocity: 0, ended: true) }
    return .init(value: Double(state.value), velocity: Double(state.velocity), ended: false)
  }
}
