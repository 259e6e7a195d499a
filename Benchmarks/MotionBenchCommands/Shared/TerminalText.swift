/// Text from files made harmless to print: control characters, which a terminal would obey
/// (escape sequences, a carriage return that forges a line), are shown as `\x1B`-style escapes.
enum TerminalText {
  /// The text with every C0 control character (but line breaks and tabs when kept), DEL and
  /// every C1 control character replaced by `\xHH`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - keepingLineBreaks: Whether `\n` and `\t` pass unchanged.
  /// - Returns: The escaped text (the text itself when it has nothing to escape).
  static func escaped(_ text: String, keepingLineBreaks: Bool = true) -> String {
    func isControl(_ scalar: Unicode.Scalar) -> Bool {
      if keepingLineBreaks && (scalar == "\n" || scalar == "\t") { return false }
      return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        result.append(scalar)
        continue
      }
      let digits = String(scalar.value, radix: 16, uppercase: true)
      result.append(contentsOf: ("\\x" + (digits.count < 2 ? "0" : "") + digits).unicodeScalars)
    }
    return String(result)
  }
}
