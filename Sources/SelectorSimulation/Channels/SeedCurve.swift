/// The seeds' timing-curve animations.
public enum SeedCurve: Int, CaseIterable, Sendable {
  /// `BouncyButton`'s `.easeOut(duration: 0.2)`.
  case press
  /// Divider insertion, `.linear(duration: 0.1).delay(0.15)`.
  case dividerIn
  /// Divider removal, `.linear(duration: 0.1)`.
  case dividerOut

  /// The curve, duration and delay.
  public var timing: TimingCurve {
    switch self {
    case .press: SeedAnimations.press
    case .dividerIn: SeedAnimations.dividerIn
    case .dividerOut: SeedAnimations.dividerOut
    }
  }
}
