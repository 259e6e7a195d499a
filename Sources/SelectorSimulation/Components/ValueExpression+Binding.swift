extension ValueExpression {
  /// Resolves every identifier to its variable, the index of its name, and compiles the result.
  ///
  /// ```swift
  /// try ValueExpression(parsing: "CGFloat(index) * 70").bind(to: ["selection", "index"])
  ///   .evaluate([0, 3])  // 210
  /// ```
  ///
  /// - Parameter names: The names the expression may read, in variable order; a name given
  ///   twice is its first variable.
  /// - Returns: The expression over those variables, folded where its operands are constant.
  /// - Throws: ``ValueExpressionError`` at the first identifier, in text order, that is not in
  ///   `names`, suggesting the nearest name if it is at most 2 edits or a third of its length
  ///   away, and listing every name allowed.
  public func bind(to names: [String]) throws(ValueExpressionError) -> BoundExpression {
    var variables: [String: Int] = [:]
    for (index, name) in names.enumerated() where variables[name] == nil { variables[name] = index }
    return BoundExpression(root: try Self.lower(root, variables: variables, names: names))
  }

  /// The bound tree of a parsed one: names become variables, `&&` and `||` stay, prefix `+`,
  /// `CGFloat(_:)` and `Double(_:)` vanish, and `min`/`max` of several arguments fold left, as
  /// Swift's variadic ones do.
  private static func lower(
    _ node: Node, variables: [String: Int], names: [String]
  ) throws(ValueExpressionError) -> BoundExpression.Node {
    func lower(_ node: Node) throws(ValueExpressionError) -> BoundExpression.Node {
      try Self.lower(node, variables: variables, names: names)
    }
    switch node {
    case .number(let value):
      return .constant(value)
    case .boolean(let value):
      return .constant(value ? 1 : 0)
    case .identifier(let name, let column):
      guard let index = variables[name] else {
        throw ValueExpressionError(column: column, message: unknownIdentifier(name, names: names))
      }
      return .variable(index)
    case .prefix(.plus, let operand):
      return try lower(operand)
    case .prefix(.negate, let operand):
      return .unary(.negate, try lower(operand))
    case .prefix(.not, let operand):
      return .unary(.not, try lower(operand))
    case .binary(let op, let left, let right):
      return .binary(op.operation, try lower(left), try lower(right))
    case .conditional(let condition, let then, let otherwise):
      return .select(try lower(condition), try lower(then), try lower(otherwise))
    case .call(let function, let arguments):
      var operands: [BoundExpression.Node] = []
      for argument in arguments { operands.append(try lower(argument)) }
      switch function {
      case .min: return operands.dropFirst().reduce(operands[0]) { .binary(.minimum, $0, $1) }
      case .max: return operands.dropFirst().reduce(operands[0]) { .binary(.maximum, $0, $1) }
      case .abs: return .unary(.magnitude, operands[0])
      case .cgFloat, .double: return operands[0]
      case .float: return .unary(.float, operands[0])
      case .int: return .unary(.truncate, operands[0])
      }
    }
  }

  /// `unknown identifier 'isSelcted'; did you mean 'isSelected'? allowed: index, isSelected`.
  private static func unknownIdentifier(_ name: String, names: [String]) -> String {
    var allowed: [String] = []
    for candidate in names where !allowed.contains(candidate) { allowed.append(candidate) }
    let hint = suggestion(for: name, among: allowed).map { "did you mean '\($0)'? " } ?? ""
    let list = allowed.isEmpty ? "no names are allowed here" : "allowed: " + allowed.joined(separator: ", ")
    return "unknown identifier '\(name)'; " + hint + list
  }
}

extension ValueExpression.BinaryOperator {
  /// The operation the operator denotes.
  fileprivate var operation: BoundExpression.Binary {
    switch self {
    case .multiply: .multiply
    case .divide: .divide
    case .remainder: .remainder
    case .add: .add
    case .subtract: .subtract
    case .equal: .equal
    case .notEqual: .notEqual
    case .less: .less
    case .lessOrEqual: .lessOrEqual
    case .greater: .greater
    case .greaterOrEqual: .greaterOrEqual
    case .and: .and
    case .or: .or
    }
  }
}
