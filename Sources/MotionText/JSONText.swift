/// JSON written by hand: the package's one writer of JSON string literals.
package enum JSONText {
  /// A JSON string literal of `text`: `"` and `\` escaped, a line feed written `\n` and every
  /// other control character below U+0020 written `\u00XX` (lowercase hex); with
  /// `escapingMarkup`, `<`, `>` and `&` are written `\u003c`, `\u003e` and `\u0026` too, so the
  /// literal cannot end an inline `<script>` or start an entity.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - escapingMarkup: Whether to escape `<`, `>` and `&`, for JSON inside an HTML page.
  /// - Returns: The literal, quotes included.
  package static func quoted(_ text: String, escapingMarkup: Bool = false) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default:
        let isMarkup = scalar == "<" || scalar == ">" || scalar == "&"
        if scalar.value < 0x20 || (escapingMarkup && isMarkup) {
          out += hexEscape(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `\u` and four lowercase hex digits.
  private static func hexEscape(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
