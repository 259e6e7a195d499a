import MotionText

/// Text for SVG and HTML documents (the previews, the dashboard): numbers as attributes
/// write them, and markup escaped.
package enum SVGText {
  /// A number as an attribute or text node writes it.
  ///
  /// - Parameters:
  ///   - value: The number; one that is not finite is written `0`, and a magnitude is at most 1e15.
  ///   - decimals: The most decimals.
  /// - Returns: `value` with at most `decimals` decimals and no trailing zeros (`0.5`, `12`,
  ///   `-0.0312`; never `-0`).
  package static func number(_ value: Double, decimals: Int = 4) -> String {
    guard value.isFinite else { return "0" }
    let magnitude = min(abs(value), 1e15)
    var text = NumberText.printf("%.\(decimals)f", value < 0 ? -magnitude : magnitude)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// Text for an XML attribute or text node.
  ///
  /// - Parameter text: Any text.
  /// - Returns: `text` with `&`, `<`, `>`, `"` and `'` written as entities.
  package static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
