/// Distinct values numbered in order of first appearance, so that a column that repeats a few
/// values over millions of rows keeps a 4-byte number per row and each value once.
package struct InternedValues<Value: Hashable>: Sendable where Value: Sendable {
  /// The values, by number.
  package private(set) var values: [Value] = []
  private var numbers: [Value: UInt32] = [:]

  /// An empty table.
  package init() {}

  /// How many distinct values the table holds.
  package var count: Int { values.count }

  /// The number of `value`, added when it is new.
  ///
  /// - Parameter value: A value.
  /// - Returns: Its number, and whether it was added now.
  package mutating func number(of value: Value) -> (number: UInt32, isNew: Bool) {
    if let number = numbers[value] { return (number, false) }
    let number = UInt32(values.count)
    values.append(value)
    numbers[value] = number
    return (number, true)
  }

  /// The value numbered `number`.
  package subscript(number: UInt32) -> Value { values[Int(number)] }
}
