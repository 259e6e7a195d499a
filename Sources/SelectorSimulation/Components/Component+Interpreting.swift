extension Component {
  /// Interprets a description: parses and binds every expression and animation, lays out
  /// the channels, and walks every state the component can reach.
  ///
  /// - Parameter description: The description as read.
  /// - Throws: ``ComponentError`` at the offending field: an expression that does not parse
  ///   or names an unknown identifier (with a suggestion), a `let` or derived channel that
  ///   depends on itself, an animation that does not parse or does not fit its channel, a
  ///   trigger that is not a state expression, a channel value that is not finite in some
  ///   reachable state, more than ``StateTable/maximumStates`` states, or a `demo` script that
  ///   the component cannot play (``SelectorEvent/parseScript(_:kind:)``).
  public init(_ description: ComponentDescription) throws(ComponentError) {
    var interpreter = ComponentInterpreter(description)
    storage = try interpreter.interpret()
    if let demo = description.demo {
      do { _ = try SelectorEvent.parseScript(demo.text, kind: self) } catch { throw interpreter.fail(demo, "\(error)") }
    }
  }
}
