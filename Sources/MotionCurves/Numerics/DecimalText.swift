internal import MotionText

/// Numbers as people write them: decimal only. Swift's `Double(_:)` also reads hexadecimal
/// (`0x10` is 16), `inf`, `nan` and literals that overflow to infinity (`1e999`); none of those
/// is a number a user means, so every option, data file and pasted code reads numbers here.
public enum DecimalText {
  /// Reads an optionally signed decimal: digits with an optional fraction (`12`, `0.5`, `.5`,
  /// `5.`) and an optional exponent (`1e-9`), whose value is finite.
  ///
  /// - Parameter text: The text, without surrounding spaces.
  /// - Returns: The value, or nil for any other text or a value too large for a `Double`.
  public static func parse<Text: StringProtocol>(_ text: Text) -> Double? { NumberText.decimal(text) }
}
