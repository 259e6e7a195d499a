extension NumberText {
  /// Reads an optionally signed decimal: digits with an optional fraction (`12`, `0.5`, `.5`,
  /// `5.`) and an optional exponent (`1e-9`), whose value is finite. Swift's `Double(_:)` also
  /// reads hexadecimal (`0x10` is 16), `inf`, `nan` and literals that overflow to infinity
  /// (`1e999`); none of those is a number a user means, so every option, data file and pasted
  /// code reads numbers here (MotionCurves' `DecimalText.parse(_:)` among them).
  ///
  /// - Parameter text: The text, without surrounding spaces.
  /// - Returns: The value, or nil for any other text or a value too large for a `Double`.
  package static func decimal<Text: StringProtocol>(_ text: Text) -> Double? {
    let isDecimal =
      text.utf8.withContiguousStorageIfAvailable(Self.isDecimal)
      ?? Array(text.utf8).withUnsafeBufferPointer(Self.isDecimal)
    guard isDecimal, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// Whether the bytes are an optionally signed decimal: digits with an optional fraction and
  /// an optional exponent, nothing else.
  private static func isDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
    var digits = 0
    while index < bytes.count, isDigit(bytes[index]) {
      index += 1
      digits += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, isDigit(bytes[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else { return false }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      let exponentStart = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      guard index > exponentStart else { return false }
    }
    return index == bytes.count
  }
}
