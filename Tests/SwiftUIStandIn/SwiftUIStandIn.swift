// SwiftUI's names that MotionCurves also declares, as SwiftUI declares them (a few members each), so
// that a file importing this module and MotionCurves meets the ambiguity a file importing SwiftUI
// does: a bare `Spring` or `Animation` no longer compiles there.

/// Stands in for SwiftUI's `Spring` (iOS 17, macOS 14).
public struct Spring: Hashable, Sendable {
  /// The perceptual duration, in seconds.
  public var duration: Double
  /// How bouncy the spring is, −1…1.
  public var bounce: Double

  /// A spring of a duration and a bounce, as SwiftUI's `Spring(duration:bounce:)`.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }
}

/// Stands in for SwiftUI's `Animation`.
public struct Animation: Hashable, Sendable {
  /// The spring the animation runs.
  public var spring: Spring

  /// A spring animation, as SwiftUI's `.spring(duration:bounce:blendDuration:)`.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(spring: Spring(duration: duration, bounce: bounce))
  }
}
