import BenchmarkKit
import MotionCurves
import MotionText
import SelectorSimulation

/// The settling band as the commands give and write it: a share of the change (`--epsilon`) or a
/// distance in points (`--visible-pt`, the scene library's ``SceneBand/shown(_:)``), with the text
/// titles and the CSV's `band_given` show (`1/3 pt`). A value is settled once `|value − target|`
/// is at most ``distance(change:)``.
extension SceneBand: CustomStringConvertible {
  /// The share of the default band (`--epsilon`'s default).
  package static let standardShare = 0.001

  /// The default band, ±0.001 of the change.
  package static let standard = SceneBand.share(standardShare)

  /// The band's half-width in value units (points for a distance) for a change of `change`.
  ///
  /// - Parameter change: The target minus the start.
  /// - Returns: The distance.
  package func distance(change: Double) -> Double { distance(change: change, shownPerUnit: 1) }

  /// Whether the band is a distance in points (the values are then points too).
  package var isShown: Bool {
    if case .shown = self { true } else { false }
  }

  /// The band as a CSV's `band_given` field records it: `1/3 pt`, or a share such as `0.001`.
  package var given: String {
    switch self {
    case .share(let share): CSVWriter.text(share)
    case .shown(let points): "\(Self.text(points: points)) pt"
    }
  }

  /// Reads a `band_given` field back.
  ///
  /// - Parameter given: `P pt` (P a number or a ratio such as `1/3`) or a share such as `0.001` or `0.1%`.
  /// - Returns: The band, or nil for text of neither form or a value that is not positive and finite.
  package init?(given: String) {
    let text = given.trimmingWhitespace()
    if text.hasSuffix("pt") {
      let number = String(text.dropLast(2).trimmingWhitespace())
      guard let points = ValueParser.ratio(number), points > 0 else { return nil }
      self = .shown(points)
    } else {
      let percent = text.hasSuffix("%")
      guard let number = DecimalNumber.parse(percent ? text.dropLast().trimmingWhitespace() : text) else {
        return nil
      }
      let share = percent ? number / 100 : number
      guard share > 0, share < 1 else { return nil }
      self = .share(share)
    }
  }

  /// The band for a title or a label: `within 1/3 pt`, `within 0.1 % of the change`.
  public var description: String {
    switch self {
    case .share(let share): "within \(MotionLimits.format(share * 100)) % of the change"
    case .shown(let points): "within \(Self.text(points: points)) pt"
    }
  }

  /// A distance in points as a band is written: a short decimal (`0.5`, `1`, `200`) when one
  /// reads back exactly, else a ratio with a denominator up to 64 that does (`1/3`, `2/3`), else
  /// the number (``MotionLimits/format(_:)``). `--visible-pt`, `band_given` and the ratio reader
  /// (`ValueParser.ratio`) read each of these back to the same number.
  ///
  /// - Parameter points: A positive, finite distance.
  /// - Returns: Its text.
  package static func text(points: Double) -> String {
    let decimal = MotionLimits.format(points)
    if decimal.count <= 8, Double(decimal) == points { return decimal }
    for denominator in 2...64 {
      let numerator = (points * Double(denominator)).rounded()
      if numerator >= 1, numerator < 1e6, numerator / Double(denominator) == points {
        return "\(Int(numerator))/\(denominator)"
      }
    }
    return decimal
  }
}
