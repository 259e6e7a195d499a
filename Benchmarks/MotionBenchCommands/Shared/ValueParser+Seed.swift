import BenchmarkKit

extension ValueParser where Value == Int {
  /// A decimal integer ≥ 0 (seeds).
  static var nonNegativeInt: ValueParser<Int> {
    ValueParser { text, name throws(ValidationError) in
      guard let value = Int(text), value >= 0 else {
        throw .invalidValue(name: name, expected: "an integer ≥ 0", got: text)
      }
      return value
    }
  }
}
