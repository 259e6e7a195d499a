import MotionCurves

/// The animations the seed code gives each channel.
public enum SeedAnimations {
  /// The radio spring's duration and bounce, as the seed code writes them.
  public static let radioSpringParameters = (duration: 0.35, bounce: 0.55)
  /// `.spring(duration: 0.35, bounce: 0.55)`: the radio dot, its opacity and the outline tint.
  public static let radioSpring = try! Spring(
    duration: radioSpringParameters.duration, bounce: radioSpringParameters.bounce)
  /// The radio spring's animation as SwiftUI writes it: `.spring(duration: 0.35, bounce: 0.55)`.
  public static let radioSpringSource =
    ".spring(duration: \(radioSpringParameters.duration), bounce: \(radioSpringParameters.bounce))"
  /// `.smooth`: the segmented highlight and label tints.
  public static let smooth = Spring.smooth
  /// The segmented spring's animation as SwiftUI writes it.
  public static let smoothSource = ".smooth"
  /// `.easeOut(duration: 0.2)`: `BouncyButton`'s press scale.
  public static let press = TimingCurve(curve: .easeOut, duration: 0.2, delay: 0)
  /// The press's animation as SwiftUI writes it.
  public static let pressSource = ".easeOut(duration: \(press.duration))"
  /// Divider insertion: `.linear(duration: 0.1).delay(0.15)`.
  public static let dividerIn = TimingCurve(curve: .linear, duration: 0.1, delay: 0.15)
  /// Divider insertion's animation as SwiftUI writes it.
  public static let dividerInSource = ".linear(duration: \(dividerIn.duration)).delay(\(dividerIn.delay))"
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
