import MotionText

/// Numbers as people type them: decimal only (``NumberText/decimal(_:)``), with the units an
/// option takes.
package enum DecimalNumber {
  /// Reads an optionally signed decimal whose value is finite (``NumberText/decimal(_:)``).
  ///
  /// - Parameter text: The text, without surrounding spaces.
  /// - Returns: The value, or nil for any other text or a value too large for a `Double`.
  package static func parse<Text: StringProtocol>(_ text: Text) -> Double? { NumberText.decimal(text) }

  /// Reads a decimal followed by nothing, or by a unit that fits `unit`: for seconds (` s`)
  /// `s` or `ms`, for points (` pt`) `pt`, for percentages (`%`) `%`. One space may come between
  /// the number and the unit; none before or after.
  ///
  /// - Parameters:
  ///   - text: The text, e.g. `400ms`.
  ///   - unit: The unit of the value as messages write it (` s`, ` pt`, `%`), or empty.
  /// - Returns: The value in that unit (`400ms` → 0.4), or nil.
  package static func parse(_ text: String, unit: String) -> Double? {
    let (number, scale) = strippingUnit(text, unit: unit)
    return parse(number).map { $0 * scale }
  }

  /// What a refused value's message adds when the text is a number followed by letters (a
  /// unit, probably): the units this value takes.
  ///
  /// - Parameters:
  ///   - text: The refused text.
  ///   - unit: The value's unit as messages write it, or empty.
  /// - Returns: `; seconds are written 0.4, 0.4s or 400ms` and the like, or empty.
  package static func unitHint(for text: String, unit: String) -> String {
    let trimmed = text.trimmingWhitespace()
    let number = trimmed.reversed().drop { $0.isLetter || $0 == "%" || $0 == " " }.reversed()
    guard number.count < trimmed.count, parse(String(number)) != nil else { return "" }
    switch unit.trimmingWhitespace() {
    case "s": return "; seconds are written 0.4, 0.4s or 400ms"
    case "pt": return "; points are written 1.5 or 1.5pt"
    case "%": return "; write 8% or 0.08"
    default: return "; this value takes no unit"
    }
  }

  /// The text without a trailing unit that fits `unit`, and the factor that converts it.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - unit: The value's unit as messages write it, or empty.
  /// - Returns: The number's text and its scale (1, or 0.001 for `ms` of seconds).
  package static func strippingUnit(_ text: String, unit: String) -> (number: Substring, scale: Double) {
    let trimmed = Substring(text)
    let suffixes: [(String, Double)] =
      switch unit.trimmingWhitespace() {
      case "s": [("ms", 1e-3), ("s", 1)]
      case "pt": [("pt", 1)]
      case "%": [("%", 1)]
      default: []
      }
    for (suffix, scale) in suffixes where trimmed.hasSuffix(suffix) {
      let number = trimmed.dropLast(suffix.count)
      return (number.last == " " ? number.dropLast() : number, scale)
    }
    return (trimmed, 1)
  }
}
