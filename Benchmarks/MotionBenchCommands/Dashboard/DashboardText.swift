import Glibc

/// The dashboard's text: numbers as shown, changes in per cent, JSON for inline data.
enum DashboardText {
  /// A value to 4 significant digits (`12.35`, `0.0004521`, `1.2e+07`).
  static func value(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    var buffer = [CChar](repeating: 0, count: 48)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.4g", $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A ratio as a signed change in per cent, e.g. `+5.1 %` for 1.051.
  static func percent(_ ratio: Double) -> String {
    let change = (ratio - 1) * 100
    return (change >= 0 ? "+" : "−") + SVGText.number(abs(change), decimals: abs(change) < 10 ? 1 : 0) + " %"
  }

  /// A change point's 95 % interval, or `exact` for a deterministic figure.
  static func interval(_ change: DashboardSeries.Change) -> String {
    change.pValue == nil ? "deterministic" : "\(percent(change.low)) … \(percent(change.high))"
  }

  /// A JSON string literal that cannot end an inline `<script>`: `<`, `>` and `&` are
  /// written as `\u003c`, `\u003e` and `\u0026`, control characters as `\u00XX`.
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        out += "\\u" + hex4(scalar.value)
      default:
        if scalar.value < 0x20 { out += "\\u" + hex4(scalar.value) } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }

  /// A finite number as JSON (shortest round-trip digits), `null` otherwise.
  static func json(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return "\(value)"
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
