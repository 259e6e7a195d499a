import MotionCurves
import MotionExport
import SelectorSimulation
import SpringTuning

extension ChannelInfo {
  /// The kind of property the platforms' snippets name for this channel (``family``'s): a tint
  /// moves as an opacity-like fraction, a rotation as a position.
  var exportProperty: ExportProperty {
    switch family.property {
    case .scale: .scale
    case .opacity, .tint: .opacity
    case .position, .rotation: .position
    }
  }

  /// A move of this channel as the platforms animate it: a position by its change in points from
  /// 0; a scale to 1 and an opacity from 0 by the change in the channel's own units (the radio
  /// dot's scale 0.0102 → 1 for its 14.4 pt).
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - change: The move, in the channel's shown units (``shownUnit``: points, or levels).
  ///   - hz: The frame rate.
  ///   - visible: The visible threshold, in shown units.
  /// - Returns: The move, with ``exportProperty``.
  /// - Throws: ``CurveError`` for a change, frame rate or threshold out of ``ExportMove``'s range.
  func exportMove(spring: Spring, change: Double, hz: Double, visible: Double) throws(CurveError) -> ExportMove {
    let property = exportProperty
    let perUnit = property == .position ? 1 : shownPerUnit
    let units = change / perUnit
    // A scale's start to 12 digits: 0.01, not 1 − 0.99's 0.010000000000000009.
    let start = Double(SpringExpression.format(1 - units, significantDigits: 12)) ?? 1 - units
    let (from, to) = property == .scale ? (start, 1.0) : (0.0, units)
    var move = try ExportMove(spring: spring, from: from, to: to, hz: hz, visibleThreshold: visible / perUnit)
    move.property = property
    return move
  }
}
