import MotionText

/// Lists: one parser and one message for every option that takes several values.
///
/// A list is written comma-separated, with optional spaces around each item
/// (`--tolerances 1e-4, 1e-7`); every item is parsed by the element's parser, so the list's range
/// is the element's. An empty item (`--solvers ''`, `a,,b`) is an item like any other, refused
/// unless the element accepts it.
extension ValueParser {
  /// Accepts a comma-separated list of `element`s, and `all` for `all` when given.
  ///
  /// - Parameters:
  ///   - element: The parser of one item, with its range.
  ///   - all: The list `all` stands for; nil when `all` is not accepted.
  /// - Returns: The parser; its one error format reads `--tolerances must be a comma-separated
  ///   list, each a number from 1e-16 to 1 (got '0')`, naming the first item that does not
  ///   parse (or `'all' or a comma-separated list, …` when `all` is accepted).
  package static func list<Element>(of element: ValueParser<Element>, all: [Element]? = nil) -> ValueParser<[Element]>
  where Value == [Element], Element: Sendable {
    ValueParser { text, name throws(ValidationError) in
      if let all, text.trimmingWhitespace() == "all" { return all }
      var values: [Element] = []
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        let item = String(item.trimmingWhitespace())
        do throws(ValidationError) { values.append(try element.parse(item, name)) } catch {
          guard case .invalidValue(_, let expected, _) = error else { throw error }
          throw .invalidValue(
            name: name, expected: (all == nil ? "" : "'all' or ") + "a comma-separated list, each \(expected)",
            got: item)
        }
      }
      return values
    }
  }
}

extension ValueParser where Value: RawRepresentable & Sendable, Value.RawValue == String {
  /// Accepts the raw value of one of `values`; the error lists them in the given order, as
  /// ``choice`` does for a whole enumeration.
  ///
  /// - Parameter values: The accepted values, e.g. the phases `--phases` may run.
  /// - Returns: The parser.
  package static func choice(among values: [Value]) -> ValueParser<Value> {
    let allowed = values.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    return ValueParser { text, name throws(ValidationError) in
      guard let value = values.first(where: { $0.rawValue == text }) else {
        throw .invalidValue(name: name, expected: "one of \(allowed)", got: text)
      }
      return value
    }
  }
}
