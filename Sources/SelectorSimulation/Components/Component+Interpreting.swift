extension Component {
  /// Interprets a description: parses and binds every expression and animation, lays out
  /// the channels, and walks every state the component can reach.
  ///
  /// - Parameter description: The description as read.
  /// - Throws: ``ComponentError`` at the offending field: an expression that does not parse
  ///   or names an unknown identifier (with a suggestion), a `let` or derived channel that
  ///   depends on itself, an animation that does not parse or does not fit its channel, a
  ///   trigger that is not a state expression, a channel value that is not finite in some
  ///   reachable state, or more than ``StateTable/maximumStates`` states.
  public init(_ description: ComponentDescription) throws(ComponentError) {
    var interpreter = ComponentInterpreter(description)
    storage = try interpreter.interpret()
  }
}
