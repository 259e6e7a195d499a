import MotionExport
import SelectorSimulation

extension PlatformSceneSprings {
  /// The minimum visible change `SpringAnimation` gives the view property a channel would be, in
  /// the channel's units: `SCALE_X`/`SCALE_Y`'s 1/500 for a scale, `ALPHA`'s 1/256 for an opacity
  /// (and, as the app would set it, for a tint's mix fraction), and one pixel for a position — a
  /// third of a point on a 3× display.
  static func androidMinimumVisibleChange(_ info: ChannelInfo) -> Double {
    if info.family.property == .scale { return Double(AndroidSpring.minimumVisibleChangeScale) }
    guard let points = info.pointsPerUnit else { return Double(AndroidSpring.minimumVisibleChangeAlpha) }
    return Double(AndroidSpring.defaultMinimumVisibleChange) / 3 / points
  }
}
