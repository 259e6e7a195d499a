/// A value expression whose names are variables, folded and compiled to run many times: once
/// per element at set-up (``evaluate(_:)-(UnsafeBufferPointer<Double>)``), or every frame over
/// a block's columns (``evaluate(count:columns:into:scratch:)``).
///
/// Made by ``ValueExpression/bind(to:)``. A subexpression whose operands are all constant is
/// computed once, when bound, by the same operations evaluation uses; so is a conditional,
/// `&&` or `||` whose outcome a constant decides (`false && x` is 0, whatever `x` is). The
/// expression is then a flat postfix program for one element, whose `? :`, `&&` and `||`
/// evaluate only the operand they need, and a program of loops over columns.
public struct BoundExpression: Sendable {
  /// An operation of one operand.
  enum Unary: Sendable {
    /// `-x`.
    case negate
    /// `!x`: 1 for 0, else 0.
    case not
    /// 0 for 0, else 1: what `&&` and `||` make of their last operand.
    case truth
    /// `abs(x)`.
    case magnitude
    /// `Float(x)`: the nearest `Float`.
    case float
    /// `Int(x)`: toward zero.
    case truncate

    /// The operation's value; the one definition both evaluations and folding use.
    @inline(__always) func apply(_ x: Double) -> Double {
      switch self {
      case .negate: -x
      case .not: x == 0 ? 1 : 0
      case .truth: x != 0 ? 1 : 0
      case .magnitude: abs(x)
      case .float: Double(Float(x))
      case .truncate: x.rounded(.towardZero)
      }
    }
  }

  /// An operation of two operands.
  enum Binary: Sendable {
    case add, subtract, multiply, divide, remainder
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case and, or
    case minimum, maximum

    /// The operation's value; the one definition both evaluations and folding use. `&&` and
    /// `||` here see both operands; the scalar program skips the second where the first
    /// decides, which gives the same value.
    @inline(__always) func apply(_ a: Double, _ b: Double) -> Double {
      switch self {
      case .add: a + b
      case .subtract: a - b
      case .multiply: a * b
      case .divide: a / b
      case .remainder: a.truncatingRemainder(dividingBy: b)
      case .equal: a == b ? 1 : 0
      case .notEqual: a != b ? 1 : 0
      case .less: a < b ? 1 : 0
      case .lessOrEqual: a <= b ? 1 : 0
      case .greater: a > b ? 1 : 0
      case .greaterOrEqual: a >= b ? 1 : 0
      case .and: a != 0 && b != 0 ? 1 : 0
      case .or: a != 0 || b != 0 ? 1 : 0
      case .minimum: min(a, b)
      case .maximum: max(a, b)
      }
    }
  }

  /// A bound expression tree.
  indirect enum Node: Sendable {
    case constant(Double)
    /// The value of the variable at an index.
    case variable(Int)
    case unary(Unary, Node)
    case binary(Binary, Node, Node)
    /// `condition ? then : else`: `then` where the condition is nonzero, else `else`.
    case select(Node, Node, Node)
  }

  /// One step of the scalar program, on a stack of values.
  enum Step: Sendable {
    case constant(Double)
    case variable(Int)
    /// Replaces the top value.
    case unary(Unary)
    /// Replaces the top two values, the top one the right operand.
    case binary(Binary)
    /// Pops the top value and, if it is 0, goes to the step at an index.
    case jumpIfZero(Int)
    /// Goes to the step at an index.
    case jump(Int)
  }

  /// The folded tree.
  let root: Node
  /// The scalar program.
  private let steps: [Step]
  /// The deepest stack the scalar program builds.
  private let stackCount: Int
  /// The variables the folded expression reads, ascending.
  private let variables: [Int]
  /// The program of loops over columns.
  let columnProgram: ColumnProgram

  /// The expression's value if no variable can change it, as when its operands are constant.
  public let constantValue: Double?

  init(root: Node) {
    let root = Self.folded(root)
    self.root = root
    var steps: [Step] = []
    Self.compile(root, into: &steps)
    self.steps = steps
    stackCount = Self.stackCount(of: root)
    var variables: Set<Int> = []
    Self.collectVariables(of: root, into: &variables)
    self.variables = variables.sorted()
    columnProgram = ColumnProgram(root)
    if case .constant(let value) = root { constantValue = value } else { constantValue = nil }
  }

  /// The fewest values a variable buffer holds: one past the highest variable read.
  public var variableCount: Int { (variables.last ?? -1) + 1 }

  /// Whether the value may change with a variable; false for one that folding removed, as
  /// `x` from `false && x`.
  ///
  /// - Parameter index: The variable's index, the position of its name in the names bound to.
  /// - Returns: Whether the folded expression reads it.
  public func dependsOn(_ index: Int) -> Bool { variables.contains(index) }

  /// The value for one element.
  ///
  /// - Parameter variables: Each variable's value, at the index of its name; at least
  ///   ``variableCount`` of them.
  /// - Returns: The expression's value.
  public func evaluate(_ variables: UnsafeBufferPointer<Double>) -> Double {
    precondition(
      variables.count >= variableCount, "\(variables.count) variables for an expression that reads \(variableCount)")
    if let constantValue { return constantValue }
    return steps.withUnsafeBufferPointer { steps in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: stackCount) { stack in
        var top = -1
        var next = 0
        while next < steps.count {
          switch steps[next] {
          case .constant(let value):
            top += 1
            stack[top] = value
          case .variable(let index):
            top += 1
            stack[top] = variables[index]
          case .unary(let op):
            stack[top] = op.apply(stack[top])
          case .binary(let op):
            stack[top - 1] = op.apply(stack[top - 1], stack[top])
            top -= 1
          case .jumpIfZero(let target):
            top -= 1
            if stack[top + 1] == 0 {
              next = target
              continue
            }
          case .jump(let target):
            next = target
            continue
          }
          next += 1
        }
        return stack[0]
      }
    }
  }

  /// The value for one element.
  ///
  /// - Parameter variables: Each variable's value, at the index of its name; at least
  ///   ``variableCount`` of them.
  /// - Returns: The expression's value.
  public func evaluate(_ variables: [Double]) -> Double {
    variables.withUnsafeBufferPointer { evaluate($0) }
  }

  /// The tree with every constant operation computed: operations of constant operands, and
  /// the conditionals, `&&` and `||` a constant operand decides.
  private static func folded(_ node: Node) -> Node {
    switch node {
    case .constant, .variable:
      return node
    case .unary(let op, let operand):
      let operand = folded(operand)
      if case .constant(let x) = operand { return .constant(op.apply(x)) }
      return .unary(op, operand)
    case .binary(let op, let left, let right):
      let left = folded(left)
      let right = folded(right)
      switch (left, right) {
      case (.constant(let a), .constant(let b)):
        return .constant(op.apply(a, b))
      case (.constant(let decided), let other) where op == .and || op == .or,
        (let other, .constant(let decided)) where op == .and || op == .or:
        // An operand that decides alone: 0 for `&&`, nonzero for `||`; else the other decides.
        if (decided != 0) == (op == .or) { return .constant(op == .or ? 1 : 0) }
        return .unary(.truth, other)
      default:
        return .binary(op, left, right)
      }
    case .select(let condition, let then, let otherwise):
      let condition = folded(condition)
      if case .constant(let c) = condition { return folded(c != 0 ? then : otherwise) }
      return .select(condition, folded(then), folded(otherwise))
    }
  }

  /// Appends the scalar program of a node: each operand's, then the operation's, except that
  /// a conditional's branches, and the second operand of `&&` and `||`, run only if needed.
  private static func compile(_ node: Node, into steps: inout [Step]) {
    /// `condition ? then : otherwise`, each part appending its own steps.
    func branch(_ condition: Node, then: (inout [Step]) -> Void, otherwise: (inout [Step]) -> Void) {
      compile(condition, into: &steps)
      let jumpToOtherwise = steps.count
      steps.append(.jumpIfZero(0))
      then(&steps)
      let jumpToEnd = steps.count
      steps.append(.jump(0))
      steps[jumpToOtherwise] = .jumpIfZero(steps.count)
      otherwise(&steps)
      steps[jumpToEnd] = .jump(steps.count)
    }
    func truth(of node: Node) -> (inout [Step]) -> Void {
      { steps in
        compile(node, into: &steps)
        steps.append(.unary(.truth))
      }
    }
    switch node {
    case .constant(let value):
      steps.append(.constant(value))
    case .variable(let index):
      steps.append(.variable(index))
    case .unary(let op, let operand):
      compile(operand, into: &steps)
      steps.append(.unary(op))
    case .binary(.and, let left, let right):
      branch(left, then: truth(of: right), otherwise: { $0.append(.constant(0)) })
    case .binary(.or, let left, let right):
      branch(left, then: { $0.append(.constant(1)) }, otherwise: truth(of: right))
    case .binary(let op, let left, let right):
      compile(left, into: &steps)
      compile(right, into: &steps)
      steps.append(.binary(op))
    case .select(let condition, let then, let otherwise):
      branch(
        condition, then: { compile(then, into: &$0) }, otherwise: { compile(otherwise, into: &$0) })
    }
  }

  /// The deepest stack the scalar program of a node builds.
  private static func stackCount(of node: Node) -> Int {
    switch node {
    case .constant, .variable: 1
    case .unary(_, let operand): stackCount(of: operand)
    case .binary(.and, let left, let right), .binary(.or, let left, let right):
      max(stackCount(of: left), stackCount(of: right))
    case .binary(_, let left, let right): max(stackCount(of: left), 1 + stackCount(of: right))
    case .select(let condition, let then, let otherwise):
      max(stackCount(of: condition), stackCount(of: then), stackCount(of: otherwise))
    }
  }

  private static func collectVariables(of node: Node, into variables: inout Set<Int>) {
    switch node {
    case .constant: break
    case .variable(let index): variables.insert(index)
    case .unary(_, let operand): collectVariables(of: operand, into: &variables)
    case .binary(_, let left, let right):
      collectVariables(of: left, into: &variables)
      collectVariables(of: right, into: &variables)
    case .select(let condition, let then, let otherwise):
      collectVariables(of: condition, into: &variables)
      collectVariables(of: then, into: &variables)
      collectVariables(of: otherwise, into: &variables)
    }
  }
}
