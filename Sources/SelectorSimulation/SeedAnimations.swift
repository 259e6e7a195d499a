import MotionCurves

/// The animations the seed code gives each channel.
public enum SeedAnimations {
  /// `.spring(duration: 0.35, bounce: 0.55)`: the radio dot, its opacity and the outline tint.
  public static let radioSpring = try! Spring(duration: 0.35, bounce: 0.55)
  /// `.smooth`: the segmented highlight and label tints.
  public static let smooth = Spring.smooth
  /// `.easeOut(duration: 0.2)`: `BouncyButton`'s press scale.
  public static let press = TimingCurve(curve: .easeOut, duration: 0.2, delay: 0)
  /// Divider insertion: `.linear(duration: 0.1).delay(0.15)`.
  public static let dividerIn = TimingCurve(curve: .linear, duration: 0.1, delay: 0.15)
  /// Divider removal: `.linear(duration: 0.1)`.
  public static let dividerOut = TimingCurve(curve: .linear, duration: 0.1, delay: 0)
  /// The pulse ring: `MoveKeyframe(0)`, `CubicKeyframe(1, duration: 0.5)`.
  public static let pulse = try! KeyframeTrack {
    MoveKeyframe(0)
    CubicKeyframe(1, duration: 0.5)
  }

  /// The spring of a selector kind's spring channels.
  public static func spring(for kind: SelectorKind) -> Spring { kind == .radio ? radioSpring : smooth }
}
