import BenchmarkKit

/// Text from files made harmless to print: control characters, which a terminal would obey
/// (escape sequences, a carriage return that forges a line), are shown as `\x1B`-style escapes,
/// and bidirectional controls, which would reorder what the terminal shows, as `\u202E`.
enum TerminalText {
  /// The text with every control character (``UntrustedText/isControl(_:)``, but line breaks
  /// and tabs when kept) replaced by `\xHH`, and every bidirectional control
  /// (``UntrustedText/isBidiControl(_:)``) by `\uHHHH`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - keepingLineBreaks: Whether `\n` and `\t` pass unchanged.
  /// - Returns: The escaped text (the text itself when it has nothing to escape).
  static func escaped(_ text: String, keepingLineBreaks: Bool = true) -> String {
    func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
      if keepingLineBreaks && (scalar == "\n" || scalar == "\t") { return false }
      return UntrustedText.isControl(scalar) || UntrustedText.isBidiControl(scalar)
    }
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isEscaped(scalar) else {
        result.append(scalar)
        continue
      }
      let digits = String(scalar.value, radix: 16, uppercase: true)
      let escape =
        UntrustedText.isBidiControl(scalar)
        ? "\\u" + digits : "\\x" + (digits.count < 2 ? "0" : "") + digits
      result.append(contentsOf: escape.unicodeScalars)
    }
    return String(result)
  }
}
