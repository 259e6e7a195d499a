import MotionExport
import MotionText

/// Text for SVG and HTML: numbers, escaping.
enum SVGText {
  /// `value` with at most `decimals` decimals and no trailing zeros (`0.5`, `12`, `-0.0312`).
  static func number(_ value: Double, decimals: Int = 4) -> String {
    guard value.isFinite else { return "0" }
    let magnitude = min(abs(value), 1e15)
    var text = NumberText.printf("%.\(decimals)f", value < 0 ? -magnitude : magnitude)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// `text` escaped for an XML attribute or text node.
  static func escaped(_ text: String) -> String {
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

  /// `strings` as a JSON array of strings.
  static func json(_ strings: [String]) -> String {
    "[" + strings.map(DesignToken.quoted).joined(separator: ",") + "]"
  }
}
