/// The `let`s of a description, bound in the order they read each other.
extension ComponentInterpreter {
  /// Binds the `let`s in an order where each reads only those before it.
  mutating func bindLets() throws(ComponentError) {
    let parsed = try d.definitions.map { (definition) throws(ComponentError) in try parse(definition.value) }
    let letNames = d.definitions.map(\.name)
    var order: [Int] = []
    var state = [Int](repeating: 0, count: parsed.count)  // 0 new, 1 visiting, 2 done
    func visit(_ i: Int) throws(ComponentError) {
      if state[i] == 2 { return }
      if state[i] == 1 {
        throw fail(d.definitions[i].value, "the let '\(letNames[i])' depends on itself")
      }
      state[i] = 1
      for name in parsed[i].identifiers { if let j = letNames.firstIndex(of: name) { try visit(j) } }
      state[i] = 2
      order.append(i)
    }
    for i in parsed.indices { try visit(i) }
    names += order.map { letNames[$0] }
    letExpressions = try order.map { (i) throws(ComponentError) in try bind(d.definitions[i].value, to: names) }
  }
}
