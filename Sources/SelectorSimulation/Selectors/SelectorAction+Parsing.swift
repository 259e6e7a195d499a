extension SelectorAction {
  /// Why a text is not `ACTION I`.
  enum ParseFailure: Error {
    /// Not two words.
    case shape
    /// I is not an option of the selector.
    case index(Substring)
    /// ACTION is not `tap`, `press` or `release`.
    case name(Substring)
  }

  /// Parses `tap I`, `press I` or `release I`, the actions a script may name.
  ///
  /// - Parameters:
  ///   - text: The two words.
  ///   - kind: The selector, whose options (radio 0…2, segmented 0…3) bound I.
  /// - Throws: ``ParseFailure`` saying which part is wrong.
  init(parsing text: Substring, kind: SelectorKind) throws(ParseFailure) {
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count == 2 else { throw .shape }
    guard let index = Int(words[1]), (0..<kind.optionCount).contains(index) else { throw .index(words[1]) }
    switch words[0] {
    case "tap": self = .tap(index)
    case "press": self = .press(index)
    case "release": self = .release(index)
    default: throw .name(words[0])
    }
  }

  /// What I may be, for messages: `a radio selector's index must be an integer from 0 to 2`.
  static func indexRule(_ kind: SelectorKind) -> String {
    "a \(kind.rawValue) selector's index must be an integer from 0 to \(kind.optionCount - 1)"
  }
}
