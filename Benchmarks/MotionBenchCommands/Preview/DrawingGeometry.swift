/// The built-in components' drawings: sizes from the seed code, in points.
enum DrawingGeometry {
  /// The radio indicator's size (`@ScaledMetric` 26 at the default Dynamic Type size).
  static let indicator = 26.0
  /// The dot's diameter: the indicator less 0.22 of it on each side.
  static let dot = indicator * (1 - 2 * 0.22)
  /// The minimum row height.
  static let row = 44.0
  /// A segment's width on a 393 pt screen: (393 − 2·(25 + 12 + 2)) / 4.
  static let segment = 79.75
  /// A segment label's height: title2 symbol and caption line (≈ 22 + 16 pt) with 7 pt
  /// spacing and 8 + 13 pt padding above and below (an estimate; the tutorial does not measure it).
  static let segmentHeight = 87.0
  /// The screen width the tutorial measures on.
  static let screen = 393.0
}
