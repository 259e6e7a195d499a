import BenchmarkKit
import BenchmarkResults
import MotionText

/// The dashboard's text: numbers as shown, changes in per cent, JSON for inline data.
package enum DashboardText {
  /// A value to 4 significant digits (`12.35`, `0.0004521`, `1.2e+07`).
  static func value(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    return NumberText.printf("%.4g", value)
  }

  /// A ratio as a signed change in per cent, e.g. `+5.1 %` for 1.051.
  static func percent(_ ratio: Double) -> String {
    let change = (ratio - 1) * 100
    return (change >= 0 ? "+" : "−") + SVGText.number(abs(change), decimals: abs(change) < 10 ? 1 : 0) + " %"
  }

  /// A change point's 95 % interval, or `exact` for a deterministic figure.
  static func interval(_ change: SeriesChange) -> String {
    change.pValue == nil ? "deterministic" : "\(percent(change.low)) … \(percent(change.high))"
  }

  /// Text from a history or `--commit-messages` with every character that would act
  /// unseen shown as `\u202E`-style text instead: control characters (C0, DEL, C1), the
  /// bidirectional controls (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069) that would
  /// reorder what a page shows, and the line and paragraph separators U+2028–U+2029.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text itself when it has none of them.
  static func visible(_ text: String) -> String {
    func acts(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isBidiControl || scalar.properties.generalCategory == .control
        || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
    guard text.unicodeScalars.contains(where: acts) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if acts(scalar) {
        out.append(contentsOf: ("\\u" + hex4(scalar.value).uppercased()).unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Text for HTML text or an attribute: ``visible(_:)``, then markup escaped.
  package static func escaped(_ text: String) -> String { SVGText.escaped(visible(text)) }

  /// A JSON string literal of ``visible(_:)`` text that cannot end an inline `<script>`: `<`,
  /// `>` and `&` are written as `\u003c`, `\u003e` and `\u0026`.
  package static func json(_ text: String) -> String { JSONText.quoted(visible(text), escapingMarkup: true) }

  /// A finite number as JSON (shortest round-trip digits), `null` otherwise.
  package static func json(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return "\(value)"
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
