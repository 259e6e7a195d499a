import MotionCurves
import MotionExport
import SelectorSimulation

/// `MotionExport`'s animators of one platform as a scene's ``PlatformSprings``: a
/// ``PlatformAnimator`` per spring channel, CSS's easing fitted to the channel's full move
/// (``Component/shownFirstMove(of:)``) within the scene's band.
public struct PlatformSceneSprings: PlatformSprings, Sendable {
  /// One animator per spring family, shared by its channels.
  public let animators: [PlatformAnimator]
  /// Per channel of the kind: its animator's index (−1 for a channel that is not a spring).
  public let index: [Int]

  /// The animators of `spring` on `platform` for every spring channel of `kind`.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - form: The form of its spring (``ExportPlatform/variants``).
  ///   - spring: The SwiftUI spring the platform's is mapped from.
  ///   - kind: The component.
  ///   - hz: The scene's frame rate.
  ///   - band: The scene's settling band (a platform that ends its animation within a
  ///     threshold gets the band's distance on each channel's full move).
  /// - Throws: ``PlatformAnimatorError`` when the platform cannot run the spring.
  public init(
    _ platform: ExportPlatform, form: ExportPlatform.Form = .standard, spring: Spring, kind: Component, hz: Double,
    band: SceneBand
  ) throws(PlatformAnimatorError) {
    var families: [ChannelFamily] = []
    var animators: [PlatformAnimator] = []
    var index: [Int] = []
    for info in kind.channels {
      guard info.role == .spring else {
        index.append(-1)
        continue
      }
      if let known = families.firstIndex(of: info.family) {
        index.append(known)
        continue
      }
      let change = kind.shownFirstMove(of: info) / info.shownPerUnit
      animators.append(
        try PlatformAnimator(
          platform, form: form, spring: spring, change: change,
          visibleThreshold: band.distance(change: change, shownPerUnit: info.shownPerUnit), hz: hz,
          minimumVisibleChange: Self.androidMinimumVisibleChange(info)))
      families.append(info.family)
      index.append(animators.count - 1)
    }
    self.animators = animators
    self.index = index
  }

  public func resting(at value: Double, channel: Int) -> PlatformAnimation {
    animators[index[channel]].resting(at: value)
  }

  public func retarget(_ running: PlatformAnimation, to target: Double, at frame: Int, channel: Int)
    -> PlatformAnimation
  {
    animators[index[channel]].retarget(running, to: target, at: frame)
  }

  public func advance(
    _ animations: UnsafeMutableBufferPointer<PlatformAnimation>, to frame: Int, channel: Int,
    values: UnsafeMutablePointer<Double>
  ) {
    animators[index[channel]].advance(animations, to: frame, values: values)
  }
}
