import BenchmarkKit
import MotionCurves
import MotionText
import SelectorSimulation

/// The settling band as it was given: a share of the change (`--epsilon`) or a distance in points
/// (`--visible-pt`), with the text the distance was written as (`1/3`), which titles and the CSV's
/// `band_given` repeat. What the band means is the scene library's ``SceneBand``
/// (``sceneBand``): a value is settled once `|value − target|` is at most ``distance(change:)``.
package enum SettlingBand: Sendable, Equatable, CustomStringConvertible {
  /// A fraction of the change, such as 0.001.
  case share(Double)
  /// A distance in points, with the text it was given as (`1/3`, `0.5`).
  case points(Double, text: String)

  /// The share of the default band (`--epsilon`'s default).
  package static let standardShare = 0.001

  /// The default band, ±0.001 of the change.
  package static let standard = SettlingBand.share(standardShare)

  /// The band's half-width in value units (points for a distance) for a change of `change`.
  package func distance(change: Double) -> Double { sceneBand.distance(change: change, shownPerUnit: 1) }

  /// The band as the scene library takes it (points are the channels' shown units).
  package var sceneBand: SceneBand {
    switch self {
    case .share(let share): .share(share)
    case .points(let points, _): .shown(points)
    }
  }

  /// Whether the band is in points (the values are then points too).
  package var isPoints: Bool {
    if case .points = self { true } else { false }
  }

  /// The band as a CSV's `band_given` field records it: `1/3 pt`, or a share such as `0.001`.
  package var given: String {
    switch self {
    case .share(let epsilon): CSVWriter.text(epsilon)
    case .points(_, let text): "\(text) pt"
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
      self = .points(points, text: number)
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
  package var description: String {
    switch self {
    case .share(let epsilon): "within \(MotionLimits.format(epsilon * 100)) % of the change"
    case .points(_, let text): "within \(text) pt"
    }
  }
}
