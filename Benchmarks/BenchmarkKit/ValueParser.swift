/// Converts a command-line value to a typed value, or explains why it cannot.
///
/// Parsers receive the raw text and the display name of the option or argument
/// (`--hz`, `<model>`) so their errors can name it:
/// `--hz must be a positive finite number (got 'abc')`.
public struct ValueParser<Value>: Sendable {
  /// Parses `text`, the value given for `name`.
  public let parse: @Sendable (_ text: String, _ name: String) throws(ValidationError) -> Value

  /// Creates a parser from a closure.
  ///
  /// - Parameter parse: Converts `(text, name)` to a value or throws
  ///   ``ValidationError/invalidValue(name:expected:got:)``.
  public init(_ parse: @escaping @Sendable (_ text: String, _ name: String) throws(ValidationError) -> Value) {
    self.parse = parse
  }
}

extension ValueParser where Value == String {
  /// Accepts any text unchanged.
  public static var string: ValueParser<String> { ValueParser { text, _ in text } }
}

extension ValueParser where Value == Double {
  /// Accepts a finite number greater than zero, e.g. a rate in hertz.
  public static var positiveFiniteDouble: ValueParser<Double> {
    ValueParser { text, name throws(ValidationError) in
      guard let value = Double(text), value.isFinite, value > 0 else {
        throw .invalidValue(name: name, expected: "a positive finite number", got: text)
      }
      return value
    }
  }

  /// Accepts any finite number, including negative ones and zero.
  public static var finiteDouble: ValueParser<Double> {
    ValueParser { text, name throws(ValidationError) in
      guard let value = Double(text), value.isFinite else {
        throw .invalidValue(name: name, expected: "a finite number", got: text)
      }
      return value
    }
  }
}

extension ValueParser where Value == Int {
  /// Accepts a decimal integer from 1 to `maximum`.
  ///
  /// - Parameter maximum: The largest accepted value; must be positive.
  /// - Returns: The parser.
  public static func positiveInt(maximum: Int) -> ValueParser<Int> {
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
  /// Accepts one of the raw values of a string-backed enumeration; the error
  /// lists the allowed values in declaration order.
  public static var choice: ValueParser<Value> {
    ValueParser { text, name throws(ValidationError) in
      guard let value = Value(rawValue: text) else {
        let allowed = Value.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw .invalidValue(name: name, expected: "one of \(allowed)", got: text)
      }
      return value
    }
  }
}
