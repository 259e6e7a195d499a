import MotionCurves
import MotionExport
import SelectorSimulation

/// `MotionExport`'s animators of one platform as a scene's ``PlatformSprings``: a
/// ``PlatformAnimator`` per spring channel, CSS's easing fitted to the channel's full move
/// (``TuneCommand/change(of:kind:)``) within the scene's band.
struct PlatformSceneSprings: PlatformSprings, Sendable {
  /// Per channel of the kind: its animator (nil for a channel that is not a spring).
  let animators: [PlatformAnimator?]

  /// The animators of `spring` on `platform` for every spring channel of `kind`.
  ///
  /// - Throws: ``RetargetPlatformError`` when the platform cannot run the spring.
  init(_ platform: RetargetPlatform, spring: Spring, kind: SelectorKind, hz: Double, band: SceneBand)
    throws(RetargetPlatformError)
  {
    var byFamily: [ChannelFamily: PlatformAnimator] = [:]
    var animators: [PlatformAnimator?] = []
    for info in kind.channels {
      guard info.role == .spring else {
        animators.append(nil)
        continue
      }
      if byFamily[info.family] == nil {
        let change = TuneCommand.change(of: info, kind: kind) / info.shownPerUnit
        byFamily[info.family] = try PlatformAnimator(
          platform, spring: spring, change: change,
          visibleThreshold: band.distance(change: change, shownPerUnit: info.shownPerUnit), hz: hz)
      }
      animators.append(byFamily[info.family])
    }
    self.animators = animators
  }

  func resting(at value: Double, channel: Int) -> PlatformAnimation {
    animators[channel]!.resting(at: value)
  }

  func retarget(_ running: PlatformAnimation, to target: Double, at frame: Int, channel: Int) -> PlatformAnimation {
    animators[channel]!.retarget(running, to: target, at: frame)
  }

  @inline(__always)
  func advance(_ animation: inout PlatformAnimation, to frame: Int, channel: Int) -> Double {
    animators[channel]!.advance(&animation, to: frame)
  }
}
