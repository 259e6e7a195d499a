/// Why a source text is not an animation expression, and where.
///
/// ```
/// column 9: unknown argument 'bouncy:' for .spring(...); expected spring(response:dampingFraction:blendDuration:), …
/// ```
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The 1-based column of the offending token, counting every character of the source
  /// (newlines included) from its start; one past the last token for a premature end.
  public let column: Int
  /// What is wrong, quoting the offending token and what was expected.
  public let message: String

  /// Creates an error at a column.
  public init(column: Int, message: String) {
    self.column = column
    self.message = message
  }

  /// `column <n>: <message>`.
  public var description: String { "column \(column): \(message)" }

  /// The source line holding the column, and below it a `^` under the column.
  ///
  /// Tabs before the column are kept in the caret line, so the caret lines up in a terminal.
  /// - Parameter source: The text that was parsed.
  public func caretLine(for source: String) -> String {
    let characters = Array(source)
    let offset = min(max(column - 1, 0), characters.count)
    let start = characters[..<offset].lastIndex(where: \.isNewline).map { $0 + 1 } ?? 0
    let end = characters[offset...].firstIndex(where: \.isNewline) ?? characters.count
    let padding = characters[start..<offset].map { $0 == "\t" ? "\t" : " " }.joined()
    return String(characters[start..<end]) + "\n" + padding + "^"
  }
}

extension ExpressionError {
  /// A model error, reported at the column of the argument (or call) that caused it.
  init(column: Int, _ error: CurveError) {
    self.init(column: column, message: error.description)
  }
}
