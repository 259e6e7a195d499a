import MotionText

/// Numbers written as a ratio: `1/3` for a third of a point, beside plain decimals.
extension ValueParser where Value == Double {
  /// Accepts a number in `range` written as a decimal (`0.5`) or a ratio of two decimals (`1/3`),
  /// for points optionally followed by `pt` (`1/3pt`).
  ///
  /// - Parameters:
  ///   - range: The accepted values, e.g. `1e-9...1e9` for a distance in points.
  ///   - unit: Appended to the limits in the message, e.g. ` pt`.
  /// - Returns: The parser; its error reads `--visible-pt must be a number or a ratio such as 1/3,
  ///   from 1e-9 to 1e9 pt (got '1/0')`.
  package static func ratio(in range: ClosedRange<Double>, unit: String = "") -> ValueParser<Double> {
    let expected =
      "a number or a ratio such as 1/3, from \(NumberText.written(range.lowerBound)) to "
      + "\(NumberText.written(range.upperBound))\(unit)"
    return ValueParser { text, name throws(ValidationError) in
      let (number, _) = DecimalNumber.strippingUnit(text, unit: unit == " pt" ? unit : "")
      guard let value = ratio(String(number)), range.contains(value), !value.isSubnormal else {
        throw .invalidValue(name: name, expected: expected + DecimalNumber.unitHint(for: text, unit: unit), got: text)
      }
      return value
    }
  }

  /// `a/b` or a decimal, each part a finite decimal (spaces around the parts allowed); nil when
  /// malformed, when b is 0, or when the quotient is not finite.
  package static func ratio(_ text: String) -> Double? {
    let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map {
      $0.trimmingWhitespace()
    }
    guard let first = DecimalNumber.parse(parts[0]) else { return nil }
    guard parts.count == 2 else { return first }
    guard let second = DecimalNumber.parse(parts[1]), second != 0 else { return nil }
    let value = first / second
    return value.isFinite ? value : nil
  }
}
