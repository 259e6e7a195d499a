extension UntrustedText {
  /// Text for a one-line message (a path, a column, a field read from a file): quoted, line
  /// breaks and tabs as `\n`, `\r` and `\t`, other control characters as `?`, cut to `limit`
  /// Unicode scalars with `…` after a cut.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - limit: The most scalars kept.
  /// - Returns: The text in single quotes, such as `'runs/a.csv'`.
  package static func shown(_ text: String, limit: Int = 200) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result += scalar.properties.generalCategory == .control ? "?" : String(scalar)
      }
    }
    return "'" + result + (text.unicodeScalars.count > limit ? "…" : "") + "'"
  }
}
