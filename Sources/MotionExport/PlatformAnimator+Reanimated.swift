extension PlatformAnimator {
  /// `withSpring`'s `onStart` with a previous animation (react-native-reanimated): the new one
  /// starts from the value shown with the previous one's velocity (0 once it ended) and keeps
  /// stepping from the previous one's last timestamp. A new animation to the running one's own
  /// target continues the running one (`isTriggeredTwice`). The duration form solves its
  /// stiffness for this start's displacement and velocity (``launch(from:to:velocity:at:)``).
  func reanimatedRetarget(_ running: PlatformAnimation, to target: Double, at frame: Int) -> PlatformAnimation {
    let now = running.shown
    if !now.ended, running.move.to == target { return running }
    return launch(from: now.value, to: target, velocity: now.ended ? 0 : now.velocity, at: frame)
  }

  /// What Reanimated shows at `frame` (`springOnFrame`): the closed form over the time since the
  /// last frame (at most 64 ms) from the last state; done once the energy is at most
  /// `energyThreshold` of the start's, whose kinetic part is the configured velocity's (0), not
  /// the carried one; the value is then the target. An undamped spring is an invalid
  /// configuration, which Reanimated skips to the target.
  func reanimatedStep(_ animation: PlatformAnimation, to frame: Int) -> PlatformAnimation.Shown {
    let move = animation.move
    let model = ReanimatedSpring(spring: move.spring)
    let elapsed = (fitted.time(frame) - fitted.time(animation.steppedFrame)) * 1000
    let t = min(elapsed, ReanimatedSpring.maximumStepMillis) / 1000
    let state = ReanimatedSpring.step(
      (x: animation.shown.value - move.to, v: animation.shown.velocity), over: t, spring: move.spring)
    let initialEnergy = model.energy((x: move.displacement, v: 0))
    let ended =
      move.spring.damping <= 0 || initialEnergy == 0
      || model.energy(state) / initialEnergy <= ReanimatedSpring.energyThreshold
    guard !ended else { return .init(value: move.to, velocity: 0, ended: true) }
    return .init(value: move.to + state.x, velocity: state.v, ended: false)
  }
}
