extension Character {
  /// Whether this is white space as the package reads text: a space, a tab or a line break
  /// (LF, CR or CR LF), the characters JSON counts as white space. The one definition that
  /// option values, CSV fields, events files and `/proc` lines are trimmed of.
  package var isPlainWhitespace: Bool {
    self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\r\n"
  }
}

extension StringProtocol {
  /// The text without leading and trailing white space (``Character/isPlainWhitespace``).
  ///
  /// - Returns: The trimmed text, empty when the text is all white space.
  package func trimmingWhitespace() -> SubSequence { trimming(where: \.isPlainWhitespace) }

  /// The text without trailing white space (``Character/isPlainWhitespace``).
  ///
  /// - Returns: The text up to its last character that is not white space.
  package func trimmingTrailingWhitespace() -> SubSequence {
    self[startIndex..<(lastIndex { !$0.isPlainWhitespace }.map(index(after:)) ?? startIndex)]
  }

  /// The text without leading and trailing characters of which `isTrimmed` holds.
  ///
  /// - Parameter isTrimmed: Whether a character goes, such as white space or a caret.
  /// - Returns: The text from its first to its last character that stays.
  package func trimming(where isTrimmed: (Character) -> Bool) -> SubSequence {
    guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }
}
