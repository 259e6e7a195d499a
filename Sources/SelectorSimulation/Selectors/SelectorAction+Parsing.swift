extension SelectorAction {
  /// Why a text is not `ACTION I`.
  enum ParseFailure: Error {
    /// Not two words.
    case shape
    /// I is not an element the gesture addresses.
    case index(Substring, SelectorAction.Gesture)
    /// ACTION is not `tap`, `press` or `release`.
    case name(Substring)
    /// The component does not declare the gesture.
    case undeclared(SelectorAction.Gesture)
  }

  /// Parses `tap I`, `press I` or `release I`, the actions a script may name.
  ///
  /// - Parameters:
  ///   - text: The two words.
  ///   - kind: The component, whose declared gestures and their elements bound ACTION and I.
  /// - Throws: ``ParseFailure`` saying which part is wrong.
  init(parsing text: Substring, kind: Component) throws(ParseFailure) {
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count == 2 else { throw .shape }
    guard let gesture = Gesture(rawValue: String(words[0])) else { throw .name(words[0]) }
    guard let element = kind.element(of: gesture) else { throw .undeclared(gesture) }
    guard let index = Int(words[1]), (0..<element.count).contains(index) else { throw .index(words[1], gesture) }
    self.init(gesture, index)
  }

  /// What a failure means, for messages: `a radio selector's index must be an integer from 0 to 2
  /// (got '7')`.
  static func rule(_ failure: ParseFailure, kind: Component, text: String) -> String {
    let gestures = SelectorAction.Gesture.allCases.filter { kind.element(of: $0) != nil }.map(\.rawValue)
    let list = gestures.count > 1 ? gestures.dropLast().joined(separator: ", ") + " or " + gestures.last! : gestures[0]
    switch failure {
    case .shape: return "expected ACTION I, e.g. \(gestures[0]) 1"
    case .name(let name): return "action must be \(list) (got '\(name)')"
    case .undeclared(let gesture):
      return "a \(kind.name) has no \(gesture.rawValue) action; it has \(list) (got '\(text)')"
    case .index(let index, let gesture): return "\(indexRule(kind, gesture)) (got '\(index)')"
    }
  }

  /// What I may be: `a radio selector's index must be an integer from 0 to 2`.
  static func indexRule(_ kind: Component, _ gesture: SelectorAction.Gesture) -> String {
    "a \(kind.name) selector's index must be an integer from 0 to \(kind.element(of: gesture)!.count - 1)"
  }
}
