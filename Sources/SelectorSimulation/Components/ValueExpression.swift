import MotionCurves

/// A channel's value as a component's SwiftUI code writes it: an expression over the component's
/// state, the element's index and other channels.
///
/// ```swift
/// let dot = try ValueExpression(parsing: "isSelected ? 1 : 0.01")
/// let bound = try dot.bind(to: ["index", "selection", "isSelected"])
/// bound.evaluate([2, 2, 1])  // 1
/// ```
///
/// Grammar (whitespace and newlines may separate any two tokens), lowest precedence first, as
/// Swift's standard operators have it:
///
///     expression  := disjunction ["?" expression ":" expression]     right-associative
///     disjunction := conjunction ("||" conjunction)*
///     conjunction := comparison ("&&" comparison)*
///     comparison  := additive [("==" | "!=" | "<" | "<=" | ">" | ">=") additive]
///     additive    := product (("+" | "-") product)*
///     product     := prefix (("*" | "/" | "%") prefix)*
///     prefix      := ("-" | "+" | "!") prefix | primary
///     primary     := number | "true" | "false" | name | function "(" arguments ")"
///                  | "(" expression ")"
///     arguments   := expression ("," expression)*
///     function    := "min" | "max" | "abs" | "CGFloat" | "Double" | "Float" | "Int"
///     name        := word ("." word)*                    ring.progress, option.count
///     word        := (letter | "_") (letter | digit | "_")*                      ASCII
///     number      := digits ["." digits] [("e" | "E") ["+" | "-"] digits]
///     digits      := digit (digit | "_")*                                1_000, 1e-3
///
/// Comparisons do not chain (`a == b == c` is refused, as Swift's `ComparisonPrecedence` is
/// non-associative); `.5` is refused (Swift writes `0.5`). Adjacent operator characters form
/// one operator, as in Swift: write `a * -b`, not `a*-b`. Other whitespace is not significant
/// (`a -b` subtracts, where Swift would refuse it).
///
/// Every value is a `Double`, booleans included: `true` is 1 and `false` 0, a comparison gives
/// 1 or 0, and `!`, `&&`, `||` and `? :` take any nonzero value (NaN included) as true; `&&`
/// and `||` give 1 or 0. Arithmetic is `Double`'s: `/` divides exactly (a Swift `Int` division
/// is `Int(a / b)` here), a division by zero gives ±infinity or NaN, and `%` is
/// `truncatingRemainder(dividingBy:)`, which for whole numbers is Swift's `Int` `%` (the sign of
/// the dividend). `min` and `max` take two or more arguments and are Swift's (`min(x, y)` is
/// `y < x ? y : x`, `max(x, y)` is `y >= x ? y : x`); `abs` is the magnitude. `CGFloat(x)` and
/// `Double(x)` are `x`; `Float(x)` rounds `x` to the nearest `Float` (what follows computes in
/// `Double`); `Int(x)` truncates toward zero, and where Swift would trap (NaN, an infinity, a
/// value beyond `Int`) it gives NaN, the infinity or the truncated value.
///
/// A text is at most ``maximumLength`` characters, and operators, calls and parentheses nest
/// or chain at most ``maximumDepth`` deep.
///
/// Two expressions are equal when they are the same tree, whatever their spacing and redundant
/// parentheses: when their ``description``s are equal.
public struct ValueExpression: Hashable, Sendable, CustomStringConvertible {
  /// The longest text parsed, in characters.
  public static let maximumLength = 10_000
  /// The deepest expression tree parsed: each operator, call and pair of parentheses holding
  /// another counts one level, a name or number one.
  public static let maximumDepth = 100

  /// The parsed tree.
  let root: Node

  /// The expression written back canonically: spaces around binary operators and `?` `:`, none
  /// after a prefix operator, parentheses only where precedence needs them and around a
  /// conditional inside a conditional's condition or middle, whole numbers without a fraction
  /// and other numbers in Swift's shortest form. Parsing it gives the same expression.
  public let description: String

  init(root: Node) {
    self.root = root
    description = root.written
  }

  /// The names the expression reads, each once, in order of first appearance in the text.
  public var identifiers: [String] {
    var names: [String] = []
    var seen: Set<String> = []
    root.visitNames { name in
      if seen.insert(name).inserted { names.append(name) }
    }
    return names
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }

  public func hash(into hasher: inout Hasher) { hasher.combine(description) }

  /// The name the writer most plausibly meant (``Spelling/nearest(to:in:)``).
  static func suggestion(for typed: String, among names: [String]) -> String? {
    Spelling.nearest(to: typed, in: names)
  }
}

extension ValueExpression {
  /// A prefix operator.
  enum PrefixOperator: String, Sendable {
    case negate = "-"
    case plus = "+"
    case not = "!"
  }

  /// A binary operator, with Swift's precedence.
  enum BinaryOperator: String, Sendable, CaseIterable {
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
    case add = "+"
    case subtract = "-"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case and = "&&"
    case or = "||"

    /// Higher binds tighter: `||` 1, `&&` 2, comparisons 3, `+ -` 4, `* / %` 5 (a conditional
    /// is 0, a prefix operator 6, a primary 7).
    var precedence: Int {
      switch self {
      case .multiply, .divide, .remainder: 5
      case .add, .subtract: 4
      case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: 3
      case .and: 2
      case .or: 1
      }
    }

    /// Whether the operator is a comparison, which does not chain.
    var isComparison: Bool { precedence == 3 }
  }

  /// A function a value may call.
  enum Function: String, Sendable, CaseIterable {
    case min, max, abs
    case cgFloat = "CGFloat"
    case double = "Double"
    case float = "Float"
    case int = "Int"

    /// How many arguments it takes: `min` and `max` two or more, the others one.
    var arity: ClosedRange<Int> {
      switch self {
      case .min, .max: 2...Int.max
      case .abs, .cgFloat, .double, .float, .int: 1...1
      }
    }

    /// `takes 1 argument` or `takes 2 or more arguments`.
    var arityText: String {
      arity.upperBound == arity.lowerBound
        ? "takes \(arity.lowerBound) argument\(arity.lowerBound == 1 ? "" : "s")"
        : "takes \(arity.lowerBound) or more arguments"
    }
  }

  /// An expression tree.
  indirect enum Node: Sendable {
    case number(Double)
    case boolean(Bool)
    /// A name and the column where it is written.
    case identifier(String, column: Int)
    case prefix(PrefixOperator, Node)
    case binary(BinaryOperator, Node, Node)
    /// `condition ? then : else`.
    case conditional(Node, Node, Node)
    case call(Function, [Node])

    /// How tightly the node binds, as ``BinaryOperator/precedence`` counts.
    var precedence: Int {
      switch self {
      case .conditional: 0
      case .binary(let op, _, _): op.precedence
      case .prefix: 6
      case .number, .boolean, .identifier, .call: 7
      }
    }

    /// The canonical text (``ValueExpression/description``).
    var written: String {
      switch self {
      case .number(let value): Self.written(value)
      case .boolean(let value): "\(value)"
      case .identifier(let name, _): name
      case .prefix(let op, let operand):
        // A prefix operand that is not primary is parenthesised, which also keeps `-(-x)`
        // from reading as the operator `--`.
        op.rawValue + operand.grouped(if: operand.precedence < 7)
      case .binary(let op, let left, let right):
        left.grouped(if: left.precedence < op.precedence || (op.isComparison && left.isComparison))
          + " \(op.rawValue) " + right.grouped(if: right.precedence <= op.precedence)
      case .conditional(let condition, let then, let otherwise):
        condition.grouped(if: condition.precedence == 0) + " ? " + then.grouped(if: then.precedence == 0) + " : "
          + otherwise.written
      case .call(let function, let arguments):
        function.rawValue + "(" + arguments.map(\.written).joined(separator: ", ") + ")"
      }
    }

    private var isComparison: Bool {
      if case .binary(let op, _, _) = self { op.isComparison } else { false }
    }

    private func grouped(if needed: Bool) -> String { needed ? "(" + written + ")" : written }

    /// A literal's text: a whole number below 10¹⁶ without a fraction, any other in Swift's
    /// shortest form (`0.01`, `1e-05`), both of which parse back to the same `Double`.
    private static func written(_ value: Double) -> String {
      value == value.rounded() && value.magnitude < 1e16 ? String(Int64(value)) : "\(value)"
    }

    /// Calls `body` with each identifier in the order the text writes them.
    func visitNames(_ body: (String) -> Void) {
      switch self {
      case .number, .boolean: break
      case .identifier(let name, _): body(name)
      case .prefix(_, let operand): operand.visitNames(body)
      case .binary(_, let left, let right):
        left.visitNames(body)
        right.visitNames(body)
      case .conditional(let condition, let then, let otherwise):
        condition.visitNames(body)
        then.visitNames(body)
        otherwise.visitNames(body)
      case .call(_, let arguments):
        for argument in arguments { argument.visitNames(body) }
      }
    }
  }
}
