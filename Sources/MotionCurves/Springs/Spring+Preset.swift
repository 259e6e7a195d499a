extension Spring {
  /// SwiftUI's named springs, the one table of them: each is `.spring(duration:bounce:)` with a
  /// base bounce, to which `extraBounce` adds. `Spring`'s presets (``Spring/smooth``,
  /// ``Spring/smooth(duration:extraBounce:)``, …) and `Animation`'s derive from it.
  public enum Preset: String, CaseIterable, Hashable, Sendable {
    /// No bounce.
    case smooth
    /// A little bounce, 0.15.
    case snappy
    /// A visible bounce, 0.3.
    case bouncy

    /// The duration of every preset when none is given, in seconds.
    public static let duration = 0.5

    /// The bounce before `extraBounce`.
    public var baseBounce: Double {
      switch self {
      case .smooth: 0
      case .snappy: 0.15
      case .bouncy: 0.3
      }
    }
  }

  /// A named spring with the given duration and extra bounce: `.spring(duration:bounce:)` with
  /// bounce `preset.baseBounce + extraBounce`.
  ///
  /// - Parameters:
  ///   - preset: The named spring.
  ///   - duration: The perceptual duration in seconds.
  ///   - extraBounce: Added to the preset's bounce.
  /// - Throws: ``CurveError`` when the duration or the resulting bounce is out of range.
  public init(_ preset: Preset, duration: Double = Preset.duration, extraBounce: Double = 0) throws(CurveError) {
    try self.init(duration: duration, bounce: preset.baseBounce + extraBounce)
  }
}
