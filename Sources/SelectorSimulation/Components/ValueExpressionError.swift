import MotionCurves

/// Why a text is not a value expression, or names what its component does not have, and where.
///
/// ```
/// column 1: unknown identifier 'isSelcted'; did you mean 'isSelected'? allowed: index, selection, isSelected
/// ```
///
/// Columns and the caret line follow ``ExpressionError``, whose rules this error shares.
public struct ValueExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The column and message, laid out as an animation expression's error.
  private let location: ExpressionError

  /// The 1-based column of the offending token, counting every character of the text
  /// (newlines included) from its start; one past the last token for a premature end.
  public var column: Int { location.column }
  /// What is wrong, quoting the offending token and what was expected.
  public var message: String { location.message }

  /// Creates an error at a column.
  ///
  /// - Parameters:
  ///   - column: The 1-based column of the offending token.
  ///   - message: What is wrong and what was expected.
  public init(column: Int, message: String) {
    location = ExpressionError(column: column, message: message)
  }

  /// `column <n>: <message>`.
  public var description: String { location.description }

  /// The text's line holding the column, and below it a `^` under the column.
  ///
  /// - Parameter source: The text that was parsed.
  /// - Returns: Two lines, as ``ExpressionError/caretLine(for:)`` draws them.
  public func caretLine(for source: String) -> String { location.caretLine(for: source) }
}
