import MotionText

/// Converts a command-line value to a typed value, or explains why it cannot.
///
/// Parsers receive the raw text and the display name of the option or argument
/// (`--hz`, `<model>`) so their errors can name it:
/// `--hz must be a positive finite number (got 'abc')`.
package struct ValueParser<Value>: Sendable {
  /// Parses `text`, the value given for `name`.
  package let parse: @Sendable (_ text: String, _ name: String) throws(ValidationError) -> Value

  /// Creates a parser from a closure.
  ///
  /// - Parameter parse: Converts `(text, name)` to a value or throws
  ///   ``ValidationError/invalidValue(name:expected:got:)``.
  package init(_ parse: @escaping @Sendable (_ text: String, _ name: String) throws(ValidationError) -> Value) {
    self.parse = parse
  }
}

extension ValueParser where Value == String {
  /// Accepts any text unchanged.
  package static var string: ValueParser<String> { ValueParser { text, _ in text } }

  /// Accepts any text but the empty one, as the item of a list must often be.
  ///
  /// - Parameter expected: What a value is, for the message, e.g. `a channel name or pattern`.
  /// - Returns: The parser; its error reads `--channels must be a channel name or pattern (got '')`.
  package static func nonEmpty(_ expected: String) -> ValueParser<String> {
    ValueParser { text, name throws(ValidationError) in
      guard !text.isEmpty else { throw .invalidValue(name: name, expected: expected, got: text) }
      return text
    }
  }
}

extension ValueParser where Value == Double {
  /// Accepts a decimal number in `range` (``DecimalNumber``), optionally followed by a unit that
  /// fits `unit` (`0.4s` or `400ms` for seconds, `1.5pt` for points). Hexadecimal, NaN,
  /// infinities, overflowing literals and subnormal numbers (below 2.2e-308 in magnitude, other
  /// than 0, which carry too few digits to mean what was typed) are refused.
  ///
  /// - Parameters:
  ///   - range: The accepted values, e.g. `1...1000` for a frame rate.
  ///   - unit: Appended to the limits in the message, e.g. ` s`; also the unit a value may carry.
  /// - Returns: The parser; its error reads `--hz must be a number from 0.01 to 1e5 (got 'inf')`.
  package static func number(in range: ClosedRange<Double>, unit: String = "") -> ValueParser<Double> {
    let expected =
      "a number from \(NumberText.written(range.lowerBound)) to \(NumberText.written(range.upperBound))\(unit)"
    return ValueParser { text, name throws(ValidationError) in
      guard let value = DecimalNumber.parse(text, unit: unit), range.contains(value), !value.isSubnormal else {
        throw .invalidValue(
          name: name, expected: expected + DecimalNumber.unitHint(for: text, unit: unit), got: text)
      }
      return value
    }
  }

  /// Accepts a decimal number of magnitude at most `limit` (and not subnormal).
  ///
  /// - Parameters:
  ///   - limit: The largest magnitude, e.g. `1e9` for a position in points.
  ///   - unit: The value's unit, as for ``number(in:unit:)``.
  /// - Returns: The parser.
  package static func number(magnitudeAtMost limit: Double, unit: String = "") -> ValueParser<Double> {
    number(in: -limit...limit, unit: unit)
  }
}

/// Names joined for a sentence: `a`, `a or b`, `a, b or c`.
package func list(_ names: [String], conjunction: String = "or") -> String {
  guard names.count > 1 else { return names.first ?? "" }
  return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
}

extension ValueParser where Value == Int {
  /// Accepts a decimal integer from 1 to `maximum`.
  ///
  /// - Parameter maximum: The largest accepted value; must be positive.
  /// - Returns: The parser.
  package static func positiveInt(maximum: Int) -> ValueParser<Int> {
    precondition(maximum > 0, "maximum must be positive")
    return ValueParser { text, name throws(ValidationError) in
      guard let value = Int(text), (1...maximum).contains(value) else {
        throw .invalidValue(name: name, expected: "an integer from 1 to \(maximum)", got: text)
      }
      return value
    }
  }
}

extension ValueParser where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
  /// The raw values for help text, in declaration order: `text, markdown or csv`. Help built
  /// from it lists exactly what ``choice`` accepts.
  package static var choices: String { BenchmarkKit.list(Value.allCases.map(\.rawValue)) }

  /// Accepts one of the raw values of a string-backed enumeration; the error
  /// lists the allowed values in declaration order.
  package static var choice: ValueParser<Value> {
    ValueParser { text, name throws(ValidationError) in
      guard let value = Value(rawValue: text) else {
        let allowed = Value.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw .invalidValue(name: name, expected: "one of \(allowed)", got: text)
      }
      return value
    }
  }
}
