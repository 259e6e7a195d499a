import MotionText

/// Fractions and percentages: one convention for every option that is a share of something.
///
/// A bare number is a fraction, as the CSV columns print it (`0.08`); a number followed by
/// `%` is a percentage (`8%`). A bare number that is out of range but would be in range as a
/// percentage (`--overshoot 8`) is ambiguous and refused with both spellings.
extension ValueParser where Value == Double {
  /// Accepts a fraction in `range`, written `0.08` or `8%`.
  ///
  /// - Parameter range: The accepted fractions, e.g. `0...1` for a relative change.
  /// - Returns: The parser; its error reads `--threshold must be a fraction from 0 to 1 or a
  ///   percentage from 0% to 100%; for 25 % write 25% or 0.25 (got '25')`.
  package static func fraction(in range: ClosedRange<Double>) -> ValueParser<Double> {
    fraction(
      contains: range.contains,
      allowed: "from \(NumberText.written(range.lowerBound)) to \(NumberText.written(range.upperBound))",
      allowedPercent: "from \(describePercent(range.lowerBound)) to \(describePercent(range.upperBound))")
  }

  /// Accepts a fraction in `range` (upper bound excluded), written `0.08` or `8%`.
  ///
  /// - Parameter range: The accepted fractions, e.g. `0..<1` for an overshoot.
  /// - Returns: The parser.
  package static func fraction(in range: Range<Double>) -> ValueParser<Double> {
    fraction(
      contains: range.contains,
      allowed:
        "from \(NumberText.written(range.lowerBound)) up to (not including) \(NumberText.written(range.upperBound))",
      allowedPercent: "from \(describePercent(range.lowerBound)) up to \(describePercent(range.upperBound))")
  }

  private static func fraction(
    contains: @escaping @Sendable (Double) -> Bool, allowed: String, allowedPercent: String
  ) -> ValueParser<Double> {
    ValueParser { text, name throws(ValidationError) in
      let trimmed = text.trimmingWhitespace()
      let isPercent = trimmed.hasSuffix("%")
      let number = DecimalNumber.parse(isPercent ? trimmed.dropLast().trimmingWhitespace() : trimmed)
      let value = number.map { isPercent ? $0 / 100 : $0 }
      if let value, value.isFinite, !value.isSubnormal, contains(value) { return value }
      var expected = "a fraction \(allowed) or a percentage \(allowedPercent)"
      if !isPercent, let number, number.isFinite, contains(number / 100) {
        expected += "; for \(trimmed) % write \(trimmed)% or \(NumberText.written(number / 100))"
      }
      throw .invalidValue(name: name, expected: expected, got: text)
    }
  }

  /// A fraction as a percentage for messages: `0.999` → `99.9%`.
  static func describePercent(_ fraction: Double) -> String {
    // 12 significant digits hide the rounding of × 100 (0.999 × 100 = 99.89999999999999).
    NumberText.written(Double(NumberText.printf("%.12g", fraction * 100)) ?? fraction * 100) + "%"
  }
}
