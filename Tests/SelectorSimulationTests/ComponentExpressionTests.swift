import TestSupport
import Testing

@testable import SelectorSimulation

/// The value expressions of component descriptions: every operator and function against values
/// worked out by hand, precedence, errors with their columns, the seeds' channels at every
/// state, and the column evaluation against the scalar one.
@Suite("Component value expressions", .tags(.unit))
struct ComponentExpressionTests {
  /// The value of a text whose variables are given by name.
  static func value(_ text: String, _ variables: KeyValuePairs<String, Double> = [:]) throws -> Double {
    try ValueExpression(parsing: text).bind(to: variables.map(\.key)).evaluate(variables.map(\.value))
  }

  /// The error a text raises, parsing and then binding to `names`.
  static func failure(_ text: String, names: [String] = []) -> ValueExpressionError? {
    do {
      _ = try ValueExpression(parsing: text).bind(to: names)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Operators and functions

  @Test(
    "Every operator, literal and function against a value worked out by hand",
    arguments: [
      ("1 + 2", 3.0), ("7 - 10", -3), ("6 * 7", 42), ("7 / 2", 3.5), ("7 / 4", 1.75),
      ("7 % 3", 1), ("-7 % 3", -1), ("7 % -3", 1), ("7.5 % 2", 1.5), ("6 % 3", 0),
      ("1 == 1", 1), ("1 == 2", 0), ("1 != 2", 1), ("2 != 2", 0),
      ("1 < 2", 1), ("2 < 2", 0), ("2 <= 2", 1), ("3 <= 2", 0),
      ("3 > 2", 1), ("2 > 2", 0), ("2 >= 2", 1), ("2 >= 3", 0),
      ("true && true", 1), ("true && false", 0), ("false && true", 0), ("2 && 3", 1), ("2 && 0", 0),
      ("false || false", 0), ("false || true", 1), ("0 || 5", 1), ("-1 || 0", 1),
      ("!0", 1), ("!3", 0), ("!true", 0), ("!false", 1), ("!0.5", 0),
      ("-2", -2), ("-(-2)", 2), ("- -2", 2), ("+2", 2), ("-(1 - 3)", 2),
      ("true ? 4 : 5", 4), ("false ? 4 : 5", 5), ("0.5 ? 4 : 5", 4), ("-1 ? 4 : 5", 4),
      ("min(3, 1)", 1), ("min(3, 1, 2)", 1), ("min(-3, 1, 2, -4)", -4), ("max(3, 1)", 3), ("max(3, 1, 2, 5)", 5),
      ("abs(-2.5)", 2.5), ("abs(2.5)", 2.5), ("abs(0)", 0),
      ("CGFloat(3)", 3), ("Double(2.5)", 2.5), ("Float(0.5)", 0.5), ("Float(0.1)", 0.100_000_001_490_116_12),
      ("Int(2.7)", 2), ("Int(-2.7)", -2), ("Int(7 / 2)", 3), ("Int(0.3)", 0),
      ("true", 1), ("false", 0), ("0.01", 0.01), ("70", 70), ("1_000", 1000), ("1_000.5", 1000.5),
      ("1e-3", 0.001), ("2.5E2", 250), ("1e+2", 100), ("0007", 7), ("\t1\n+\n2 ", 3),
    ])
  func operators(text: String, expected: Double) throws {
    #expect(try Self.value(text) == expected)
  }

  @Test("Names read their variables, dotted ones included")
  func variables() throws {
    #expect(try Self.value("x * 2 + y", ["x": 3, "y": 0.5]) == 6.5)
    #expect(try Self.value("ring.progress * 10", ["ring.progress": 0.25]) == 2.5)
    #expect(try Self.value("option.count - 1", ["option.count": 3]) == 2)
    #expect(try Self.value("_a1 + a_2", ["_a1": 1, "a_2": 2]) == 3)
    // A name given twice is its first variable.
    let twice = try ValueExpression(parsing: "x").bind(to: ["x", "x"])
    #expect(twice.evaluate([1, 2]) == 1)
  }

  @Test("Division by zero and remainders of zero are Double's infinities and NaN")
  func divisionByZero() throws {
    #expect(try Self.value("1 / 0") == .infinity)
    #expect(try Self.value("-1 / 0") == -.infinity)
    #expect(try Self.value("0 / 0").isNaN)
    #expect(try Self.value("1 % 0").isNaN)
    #expect(try Self.value("Int(x)", ["x": .nan]).isNaN)
    #expect(try Self.value("Int(x)", ["x": -.infinity]) == -.infinity)
    // NaN is nonzero, so it counts as true; comparisons with it are false.
    #expect(try Self.value("x ? 1 : 2", ["x": .nan]) == 1)
    #expect(try Self.value("!x", ["x": .nan]) == 0)
    #expect(try Self.value("x == x", ["x": .nan]) == 0)
    #expect(try Self.value("x != x", ["x": .nan]) == 1)
  }

  @Test("min and max are Swift's: the first of equal operands, and NaN only where Swift keeps it")
  func minimumAndMaximumAsSwift() throws {
    // Swift's min(x, y) is `y < x ? y : x`, max(x, y) is `y >= x ? y : x`.
    #expect(try Self.value("min(x, 1)", ["x": .nan]).isNaN)
    #expect(try Self.value("min(1, x)", ["x": .nan]) == 1)
    #expect(try Self.value("max(x, 1)", ["x": .nan]).isNaN)
    #expect(try Self.value("max(1, x)", ["x": .nan]) == 1)
    #expect(try Self.value("min(0, -0.0 * 1)").sign == .plus)
    #expect(try Self.value("max(0, -0.0 * 1)").sign == .minus)
    #expect(try Self.value("abs(-0.0 * 1)").sign == .plus)
  }

  // MARK: - Precedence and associativity

  @Test(
    "Precedence and associativity are Swift's",
    arguments: [
      ("1 + 2 * 3", 7.0), ("(1 + 2) * 3", 9), ("-2 * 3", -6), ("2 * -3", -6), ("10 - 4 - 3", 3),
      ("10 - (4 - 3)", 9), ("64 / 4 / 2", 8), ("2 * 3 % 4", 2), ("7 % 4 * 2", 6), ("1 + 2 < 4", 1),
      ("1 < 2 && 3 < 4", 1), ("1 + 1 == 2", 1), ("!0 + 1", 2), ("!(0 + 1)", 0), ("-2 + 3", 1),
      ("1 || 0 && 0", 1), ("(1 || 0) && 0", 0), ("0 && 1 || 1", 1), ("1 ? 2 : 3 + 10", 2), ("0 ? 2 : 3 + 10", 13),
      ("1 + 1 ? 5 : 6", 5), ("0 < 1 ? 1 - 0.25 : 0", 0.75), ("(1 == 2) == false", 1),
    ])
  func precedence(text: String, expected: Double) throws {
    #expect(try Self.value(text) == expected)
  }

  @Test("The conditional is right-associative: a ? b : c ? d : e")
  func conditionalAssociativity() throws {
    let right = try ValueExpression(parsing: "a ? b : c ? d : e").bind(to: ["a", "b", "c", "d", "e"])
    let left = try ValueExpression(parsing: "(a ? b : c) ? d : e").bind(to: ["a", "b", "c", "d", "e"])
    // a = 0, c = 1: the right-associative reading gives d; the left one tests c (1), so d as well;
    // a = 1, b = 0: right gives b (0), left tests b (0) and gives e.
    #expect(right.evaluate([0, 10, 1, 20, 30]) == 20)
    #expect(right.evaluate([0, 10, 0, 20, 30]) == 30)
    #expect(right.evaluate([1, 0, 1, 20, 30]) == 0)
    #expect(left.evaluate([1, 0, 1, 20, 30]) == 30)
    // A conditional in the middle needs no parentheses.
    #expect(try Self.value("1 ? 0 ? 2 : 3 : 4") == 3)
  }

  @Test("Prefix binds tighter than &&: !a && b")
  func notBeforeAnd() throws {
    // !(a && b) would be 1 for a = 1, b = 0.
    #expect(try Self.value("!a && b", ["a": 1, "b": 0]) == 0)
    #expect(try Self.value("!a && b", ["a": 0, "b": 1]) == 1)
    #expect(try Self.value("!(a && b)", ["a": 1, "b": 0]) == 1)
  }

  // MARK: - Canonical text

  @Test(
    "The description is canonical and parses back to itself",
    arguments: [
      ("isSelected ? 1 : 0.01", "isSelected ? 1 : 0.01"),
      ("CGFloat( index )*70", "CGFloat(index) * 70"),
      ("pressed==index ? 0.95:1", "pressed == index ? 0.95 : 1"),
      ("!(d == selection || d + 1 == selection) ? 1 : 0", "!(d == selection || d + 1 == selection) ? 1 : 0"),
      ("(selection + 1) % count", "(selection + 1) % count"),
      ("((1 + (0.9 * ring.progress)))", "1 + 0.9 * ring.progress"),
      ("(a + b) + c", "a + b + c"), ("a + (b + c)", "a + (b + c)"), ("a - (b - c)", "a - (b - c)"),
      ("(a * b) + (c * d)", "a * b + c * d"), ("(a + b) * c", "(a + b) * c"), ("-(a)", "-a"), ("-(-a)", "-(-a)"),
      ("- - a", "-(-a)"), ("!(!a)", "!(!a)"), ("-(a + b)", "-(a + b)"), ("+a", "+a"), ("-2 * 3", "-2 * 3"),
      ("(a == b) == c", "(a == b) == c"), ("a == (b == c)", "a == (b == c)"), ("(a < b) && c", "a < b && c"),
      ("a || (b && c)", "a || b && c"), ("(a || b) && c", "(a || b) && c"),
      ("a ? b : (c ? d : e)", "a ? b : c ? d : e"), ("(a ? b : c) ? d : e", "(a ? b : c) ? d : e"),
      ("a ? b ? 1 : 2 : 3", "a ? (b ? 1 : 2) : 3"), ("(a ? 1 : 2) + 3", "(a ? 1 : 2) + 3"),
      ("min(a,b , max(c,1))", "min(a, b, max(c, 1))"), ("true&&false", "true && false"),
      ("1.0", "1"), ("1_000", "1000"), ("0.500", "0.5"), ("1e-3", "0.001"), ("1e-5", "1e-05"), ("2.5e20", "2.5e+20"),
      ("1e16", "1e+16"), ("123456789012345", "123456789012345"),
    ])
  func canonicalText(text: String, canonical: String) throws {
    let expression = try ValueExpression(parsing: text)
    #expect(expression.description == canonical)
    let again = try ValueExpression(parsing: canonical)
    #expect(again.description == canonical)
    #expect(again == expression)
  }

  @Test("Equal expressions are the same tree, whatever the spacing and redundant parentheses")
  func equality() throws {
    #expect(try ValueExpression(parsing: "(1+2)*3") == ValueExpression(parsing: " ( 1 + 2 ) * 3"))
    #expect(try ValueExpression(parsing: "1 + 2 * 3") == ValueExpression(parsing: "1 + (2 * 3)"))
    #expect(try ValueExpression(parsing: "1 + 2 * 3") != ValueExpression(parsing: "(1 + 2) * 3"))
    #expect(try Set([ValueExpression(parsing: "a+b"), ValueExpression(parsing: "(a) + (b)")]).count == 1)
  }

  @Test("Identifiers: each once, in order of first appearance")
  func identifiers() throws {
    func names(_ text: String) throws -> [String] { try ValueExpression(parsing: text).identifiers }
    #expect(
      try names("isSelected && !reduceMotion && 0 < ring.progress && ring.progress < 1 ? 1 - ring.progress : 0")
        == ["isSelected", "reduceMotion", "ring.progress"])
    #expect(try names("min(b, a) + b * c") == ["b", "a", "c"])
    #expect(try names("c ? b : a") == ["c", "b", "a"])
    #expect(try names("true ? Float(x) : -1 + false") == ["x"])
    #expect(try names("1 + 2").isEmpty)
  }

  // MARK: - Errors

  /// What a comparison after a comparison is told.
  static let chained = "comparisons do not chain in Swift; add parentheses"

  @Test(
    "A text that is not an expression is refused at the column of the offending token",
    arguments: [
      ("", 1, "empty expression; expected a value, such as 'isSelected ? 1 : 0'"),
      ("  \n ", 1, "empty expression; expected a value, such as 'isSelected ? 1 : 0'"),
      ("(1 + 2", 7, "missing ')' to close the '(' at column 1"),
      ("((1 + 2) * 3", 13, "missing ')' to close the '(' at column 1"),
      ("(1 + 2 3)", 8, "expected ')' to close the '(' at column 1, found '3'"),
      ("1 + 2)", 6, "unmatched ')'"),
      ("1 +", 4, "expected a value after '+', found the end of the input"),
      ("1 + * 2", 5, "expected a value after '+', found '*'"),
      ("1 +\n  * 2", 7, "expected a value after '+', found '*'"),
      ("-", 2, "expected a value after '-', found the end of the input"),
      ("a ? b", 6, "expected ':' to go with the '?' at column 3, found the end of the input"),
      ("a ? b c", 7, "expected ':' to go with the '?' at column 3, found 'c'"),
      ("a ? : b", 5, "expected a value after '?', found ':'"),
      ("a ? b :", 8, "expected a value after ':', found the end of the input"),
      ("? 1 : 2", 1, "expected a value, found '?'"),
      ("a : b", 3, "unexpected ':' without a '?' before it"),
      ("a b", 3, "unexpected 'b' after a complete expression; expected an operator"),
      ("()", 2, "expected a value after '(', found ')'"),
      (".5", 1, "'.5' is not a number in Swift; write 0.5"),
      ("x * .25", 5, "'.25' is not a number in Swift; write 0.25"),
      ("5.", 1, "'5.' is not a number in Swift; write 5 or 5.0"),
      ("1 + 5.x", 5, "'5.' is not a number in Swift; write 5 or 5.0"),
      ("0x1F", 1, "'0x1F' is not a number; numbers are decimal, as 12, 0.5, 1e-3 or 1_000"),
      ("1.5.2", 1, "'1.5.2' is not a number; numbers are decimal, as 12, 0.5, 1e-3 or 1_000"),
      ("2px", 1, "'2px' is not a number; numbers are decimal, as 12, 0.5, 1e-3 or 1_000"),
      ("1e", 1, "missing digits in the exponent of '1e'"),
      ("1.5e-", 1, "missing digits in the exponent of '1.5e-'"),
      ("1e999", 1, "'1e999' is beyond the range of Double"),
      ("ring.", 6, "expected a name after 'ring.', found the end of the input"),
      ("ring.0", 6, "expected a name after 'ring.', found '0'"),
      ("a . b", 3, "unexpected '.'"),
      ("a = b", 3, "unknown operator '='; did you mean '=='?"),
      ("a & b", 3, "unknown operator '&'; did you mean '&&'?"),
      ("a | b", 3, "unknown operator '|'; did you mean '||'?"),
      ("a => b", 3, "unknown operator '=>'; did you mean '>='?"),
      ("a*-b", 2, "unknown operator '*-'; put a space between '*' and '-', as Swift requires"),
      ("a==-1", 2, "unknown operator '==-'; put a space between '==' and '-', as Swift requires"),
      ("!!a", 1, "unknown operator '!!'; the operators are * / % + - == != < <= > >= && ||, prefix - + ! and ? :"),
      ("a ^ b", 3, "unknown operator '^'; the operators are * / % + - == != < <= > >= && ||, prefix - + ! and ? :"),
      ("1 # 2", 3, "unexpected character '#'"),
      ("\"a\"", 1, "unexpected character '\"'"),
      ("épaisseur", 1, "unexpected character 'é'"),
      ("sqrt(2)", 1, "unknown function 'sqrt'; the functions are min, max, abs, CGFloat, Double, Float, Int"),
      ("clamp(x, 0, 1)", 1, "unknown function 'clamp'; the functions are min, max, abs, CGFloat, Double, Float, Int"),
      (
        "1 + mn(1, 2)", 5,
        "unknown function 'mn'; did you mean 'min'? the functions are min, max, abs, CGFloat, Double, Float, Int"
      ),
      (
        "Cgfloat(1)", 1,
        "unknown function 'Cgfloat'; did you mean 'CGFloat'? the functions are min, max, abs, CGFloat, Double, Float, Int"
      ),
      ("abs(1, 2)", 1, "'abs' takes 1 argument; found 2"),
      ("2 * Int()", 5, "'Int' takes 1 argument; found 0"),
      ("min(1)", 1, "'min' takes 2 or more arguments; found 1"),
      ("max()", 1, "'max' takes 2 or more arguments; found 0"),
      ("x + min", 8, "'min' is a function; expected '(' after it, found the end of the input"),
      ("min(1, 2", 9, "missing ')' to close 'min(' at column 4"),
      ("min(1 2)", 7, "expected ',' or ')' after an argument to 'min', found '2'"),
      ("min(1, )", 8, "expected an argument to 'min', found ')'"),
      ("Int(exactly: 2)", 12, "expected ',' or ')' after an argument to 'Int', found ':'"),
      // Comparisons do not chain, as in Swift.
      ("a == b == c", 8, "'==' cannot follow the comparison '==' at column 3: " + chained),
      ("a < b == c", 7, "'==' cannot follow the comparison '<' at column 3: " + chained),
      ("1 < 2 < 3", 7, "'<' cannot follow the comparison '<' at column 3: " + chained),
      ("a + 1 >= b - 1 != c", 16, "'!=' cannot follow the comparison '>=' at column 7: " + chained),
    ])
  func syntaxErrors(text: String, column: Int, message: String) {
    let error = Self.failure(text)
    #expect(error?.column == column)
    #expect(error?.message == message)
    #expect(error?.description == "column \(column): \(message)")
  }

  @Test("The caret line points at the column, on the column's own line")
  func caretLine() throws {
    let text = "isSelected\n  ? 1 +\n  : 0"
    let error = try #require(Self.failure(text))
    #expect(error.column == 22)
    #expect(error.message == "expected a value after '+', found ':'")
    #expect(error.caretLine(for: text) == "  : 0\n  ^")
    let tabbed = "\t1 + * 2"
    #expect(try #require(Self.failure(tabbed)).caretLine(for: tabbed) == "\t1 + * 2\n\t    ^")
  }

  @Test(
    "An unknown identifier is refused at its column, with the nearest name if it is near",
    arguments: [
      (
        "isSelcted ? 1 : 0", 1,
        "unknown identifier 'isSelcted'; did you mean 'isSelected'? allowed: index, selection, isSelected, ring.progress"
      ),
      (
        "CGFloat(indx) * 70", 9,
        "unknown identifier 'indx'; did you mean 'index'? allowed: index, selection, isSelected, ring.progress"
      ),
      (
        "1 + 0.9 * ring.progres", 11,
        "unknown identifier 'ring.progres'; did you mean 'ring.progress'? allowed: index, selection, isSelected, "
          + "ring.progress"
      ),
      // Three edits, but a third of ten letters.
      (
        "1 - rng.prgres", 5,
        "unknown identifier 'rng.prgres'; did you mean 'ring.progress'? allowed: index, selection, isSelected, "
          + "ring.progress"
      ),
      // Three edits in six letters: no suggestion.
      ("selection + abcdef", 13, "unknown identifier 'abcdef'; allowed: index, selection, isSelected, ring.progress"),
      // The first unknown one, in text order; the bound ones before it are fine.
      (
        "index + pressed * count", 9,
        "unknown identifier 'pressed'; allowed: index, selection, isSelected, ring.progress"
      ),
    ])
  func unknownIdentifiers(text: String, column: Int, message: String) {
    let names = ["index", "selection", "isSelected", "ring.progress", "selection"]
    let error = Self.failure(text, names: names)
    #expect(error?.column == column)
    #expect(error?.message == message)
  }

  @Test("An expression bound to no names refuses every name")
  func noNames() {
    #expect(Self.failure("x + 1")?.message == "unknown identifier 'x'; no names are allowed here")
  }

  @Test("A text over the length limit is refused before it is read, a megabyte one included")
  func lengthLimit() throws {
    let limit = ValueExpression.maximumLength
    #expect(limit == 10_000)
    let message = "the expression is longer than 10000 characters, the limit"
    // The limit itself is allowed.
    #expect(try Self.value("1" + String(repeating: " ", count: limit - 1)) == 1)
    let over = Self.failure("1" + String(repeating: " ", count: limit))
    #expect(over?.column == limit + 1)
    #expect(over?.message == message)
    let megabyte = String(repeating: "1 + ", count: 262_144)
    #expect(Self.failure(megabyte)?.message == message)
    let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
    #expect(Self.failure(deep)?.message == message)
    // Characters count, not bytes: 10,000 two-byte spaces are allowed.
    #expect(try Self.value("1" + String(repeating: "\u{00A0}", count: limit - 1)) == 1)
  }

  @Test("Nesting and chaining deeper than the limit is refused at the first level too many, without recursing")
  func depthLimit() throws {
    let depth = ValueExpression.maximumDepth
    #expect(depth == 100)
    let message = "more than 100 operators, calls and parentheses nested or chained"
    func nested(_ levels: Int) -> String {
      String(repeating: "(", count: levels) + "1" + String(repeating: ")", count: levels)
    }
    // 99 parentheses and the number inside them are 100 levels.
    #expect(try Self.value(nested(depth - 1)) == 1)
    #expect(Self.failure(nested(depth))?.column == depth)
    #expect(Self.failure(nested(depth))?.message == message)
    // As deep as the length limit allows: refused at the 100th '(' all the same.
    let deepest = String(repeating: "(", count: 9_999) + "1"
    #expect(Self.failure(deepest)?.column == depth)
    // Prefix operators, calls and conditionals nest too.
    #expect(try Self.value(String(repeating: "- ", count: depth - 1) + "1") == -1)
    #expect(Self.failure(String(repeating: "- ", count: depth) + "1")?.column == 2 * depth - 1)
    let calls = String(repeating: "abs(", count: depth - 1) + "1" + String(repeating: ")", count: depth - 1)
    #expect(try Self.value(calls) == 1)
    #expect(Self.failure("abs(" + calls + ")")?.message == message)
    let conditionals = String(repeating: "0 ? 1 : ", count: depth - 1) + "2"
    #expect(try Self.value(conditionals) == 2)
    #expect(Self.failure(String(repeating: "0 ? 1 : ", count: depth) + "2")?.message == message)
    // A chain of binary operators is a loop, its height counted: 99 additions are allowed,
    // the 100th '+' (column 399) is one too many.
    #expect(try Self.value("1" + String(repeating: " + 1", count: depth - 1)) == 100)
    let chain = Self.failure("1" + String(repeating: " + 1", count: depth))
    #expect(chain?.column == 399)
    #expect(chain?.message == message)
  }

  // MARK: - The seeds' channels

  /// A selector's state, bound by the names the seeds' expressions read.
  struct State {
    var index: Double
    var selection: Double
    var count: Double
    var pressed: Double = -1
    var reduceMotion = false
    var progress: Double = 0

    static let names = ["index", "selection", "count", "isSelected", "pressed", "reduceMotion", "ring.progress", "d"]

    /// The variables in ``names`` order; `d` is the divider index, the element's index.
    var variables: [Double] {
      [index, selection, count, index == selection ? 1 : 0, pressed, reduceMotion ? 1 : 0, progress, index]
    }
  }

  static func evaluate(_ text: String, at state: State) throws -> Double {
    try ValueExpression(parsing: text).bind(to: State.names).evaluate(state.variables)
  }

  @Test("The radio's channels at every state of three options, against values worked out by hand")
  func radioStates() throws {
    // dotScale: isSelected ? 1 : 0.01, rows by selection, columns by option.
    let dotScale: [[Double]] = [[1, 0.01, 0.01], [0.01, 1, 0.01], [0.01, 0.01, 1]]
    // Auto-play's next selection: (selection + 1) % count.
    let next: [Double] = [1, 2, 0]
    for selection in 0..<3 {
      for option in 0..<3 {
        let state = State(index: Double(option), selection: Double(selection), count: 3)
        #expect(try Self.evaluate("isSelected ? 1 : 0.01", at: state) == dotScale[selection][option])
        #expect(try Self.evaluate("isSelected ? 1 : 0", at: state) == (option == selection ? 1 : 0))
      }
      let state = State(index: 0, selection: Double(selection), count: 3)
      #expect(try Self.evaluate("(selection + 1) % count", at: state) == next[selection])
    }
    // The ring: scale 1 + 0.9 p; opacity gated on the selected option, Reduce Motion off and
    // 0 < p < 1, where it is 1 - p.
    let scale = "1 + 0.9 * ring.progress"
    let opacity = "isSelected && !reduceMotion && 0 < ring.progress && ring.progress < 1 ? 1 - ring.progress : 0"
    let progresses: [Double] = [0, 0.25, 0.5, 1]
    let scales: [Double] = [1, 1.225, 1.45, 1.9]
    let openOpacities: [Double] = [0, 0.75, 0.5, 0]
    for selection in 0..<3 {
      for option in 0..<3 {
        for reduceMotion in [false, true] {
          for (p, progress) in progresses.enumerated() {
            let state = State(
              index: Double(option), selection: Double(selection), count: 3, reduceMotion: reduceMotion,
              progress: progress)
            #expect(try Self.evaluate(scale, at: state) == scales[p])
            let open = option == selection && !reduceMotion
            #expect(try Self.evaluate(opacity, at: state) == (open ? openOpacities[p] : 0))
          }
        }
      }
    }
  }

  @Test("The segmented selector's channels at every state of four modes, against values worked out by hand")
  func segmentedStates() throws {
    // Divider d shows unless it borders the selected mode: rows by selection, columns by divider.
    let dividers: [[Double]] = [[0, 1, 1], [0, 0, 1], [1, 0, 0], [1, 1, 0]]
    let next: [Double] = [1, 2, 3, 0]
    let offsets: [Double] = [0, 79.75, 159.5, 239.25]
    for selection in 0..<4 {
      for d in 0..<3 {
        let state = State(index: Double(d), selection: Double(selection), count: 4)
        let visible = try Self.evaluate("!(d == selection || d + 1 == selection) ? 1 : 0", at: state)
        #expect(visible == dividers[selection][d])
        // The seed's own rule, the oracle the descriptions replace.
        #expect(visible == (SeedLogicOracle.dividerIsVisible(d, selection: selection) ? 1 : 0))
      }
      let state = State(index: 0, selection: Double(selection), count: 4)
      #expect(try Self.evaluate("(selection + 1) % count", at: state) == next[selection])
      #expect(try Self.evaluate("CGFloat(selection) * 79.75", at: state) == offsets[selection])
      // Pressed is -1 for none, else a mode.
      for pressed in -1..<4 {
        for mode in 0..<4 {
          let state = State(index: Double(mode), selection: Double(selection), count: 4, pressed: Double(pressed))
          let isPressed = pressed == mode
          #expect(try Self.evaluate("pressed == index ? 0.95 : 1", at: state) == (isPressed ? 0.95 : 1))
          #expect(try Self.evaluate("pressed == index ? 0.9 : 1", at: state) == (isPressed ? 0.9 : 1))
          #expect(try Self.evaluate("isSelected ? 1 : 0", at: state) == (mode == selection ? 1 : 0))
        }
      }
    }
    // A 70 pt tab's position: CGFloat(index) * 70.
    for (tab, x) in [0.0, 70, 140, 210, 280].enumerated() {
      #expect(try Self.evaluate("CGFloat(index) * 70", at: State(index: Double(tab), selection: 0, count: 5)) == x)
    }
  }

  // MARK: - Folding and dependencies

  @Test("Constant operands fold when bound; so do the conditionals and logic a constant decides")
  func folding() throws {
    func bound(_ text: String) throws -> BoundExpression { try ValueExpression(parsing: text).bind(to: ["x", "y"]) }
    #expect(try bound("1 + 2 * 3").constantValue == 7)
    #expect(try bound("max(1, 4) - Int(2.5) / 4").constantValue == 3.5)
    #expect(try bound("false && x").constantValue == 0)
    #expect(try bound("x && 0").constantValue == 0)
    #expect(try bound("true || y").constantValue == 1)
    #expect(try bound("y || 2").constantValue == 1)
    #expect(try bound("1 < 2 ? 5 : x").constantValue == 5)
    #expect(try bound("x * 0").constantValue == nil)  // NaN or infinity times 0 is NaN
    #expect(try bound("x").constantValue == nil)
    let decided = try bound("false && x")
    #expect(!decided.dependsOn(0) && !decided.dependsOn(1) && decided.variableCount == 0)
    #expect(decided.evaluate([]) == 0)
    let branch = try bound("true ? x + 1 : y")
    #expect(branch.dependsOn(0) && !branch.dependsOn(1) && branch.variableCount == 1)
    #expect(branch.evaluate([2]) == 3)
    let both = try bound("x && true ? 1 : y")
    #expect(both.dependsOn(0) && both.dependsOn(1) && both.variableCount == 2)
    #expect(both.evaluate([0, 7]) == 7 && both.evaluate([3, 7]) == 1)
  }

  @Test("Scratch: a column per operation held while another is computed")
  func scratch() throws {
    func columns(_ text: String) throws -> Int {
      try ValueExpression(parsing: text).bind(to: ["x", "y"]).scratchCount(count: 1)
    }
    #expect(try columns("x") == 0)
    #expect(try columns("7") == 0)
    #expect(try columns("x + 1") == 0)
    #expect(try columns("(x + 1) * y") == 1)
    #expect(try columns("(x + 1) * (y + 2)") == 2)
    #expect(try ValueExpression(parsing: "(x + 1) * (y + 2)").bind(to: ["x", "y"]).scratchCount(count: 64) == 128)
  }

  // MARK: - Columns against the scalar program

  /// Evaluates a bound expression over columns, one per variable.
  static func columnValues(_ bound: BoundExpression, _ columns: [[Double]], count n: Int) -> [Double] {
    let scratch = UnsafeMutablePointer<Double>.allocate(capacity: max(1, bound.scratchCount(count: n)))
    defer { scratch.deallocate() }
    let result = UnsafeMutablePointer<Double>.allocate(capacity: max(1, n))
    defer { result.deallocate() }
    let pointers = columns.map { column in
      let pointer = UnsafeMutablePointer<Double>.allocate(capacity: n)
      pointer.initialize(from: column, count: n)
      return pointer
    }
    defer { for pointer in pointers { pointer.deallocate() } }
    bound.evaluate(count: n, columns: { UnsafePointer(pointers[$0]) }, into: result, scratch: scratch)
    return Array(UnsafeBufferPointer(start: result, count: n))
  }

  /// Whether two values are the same bits, or both NaN.
  static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

  /// A value that often ties or hits the edges: 0, ±1, a fraction, -0, NaN, ±infinity, or any.
  static func input(_ generator: inout SeededGenerator) -> Double {
    let special: [Double] = [0, 1, -1, 0.5, 2, 3, -0.0, .nan, .infinity, -.infinity, 1e-300, 1e300]
    let pick = Int(generator.next() % 24)
    return pick < special.count ? special[pick] : (generator.unit() - 0.5) * 8
  }

  /// A random expression over `names` as text, fully parenthesised.
  static func randomText(_ generator: inout SeededGenerator, depth: Int, names: [String]) -> String {
    let pick = Int(generator.next() % (depth > 0 ? 10 : 3))
    func sub() -> String { randomText(&generator, depth: depth - 1, names: names) }
    switch pick {
    case 0: return names[Int(generator.next() % UInt64(names.count))]
    case 1: return ["0", "1", "0.5", "2", "0.01", "70", "true", "false"][Int(generator.next() % 8)]
    case 2: return names[Int(generator.next() % UInt64(names.count))]
    case 3: return ["-", "!", "+"][Int(generator.next() % 3)] + "(" + sub() + ")"
    case 4, 5, 6:
      let ops = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||"]
      return "(" + sub() + " " + ops[Int(generator.next() % UInt64(ops.count))] + " " + sub() + ")"
    case 7: return "(" + sub() + " ? " + sub() + " : " + sub() + ")"
    case 8:
      let function = ["min", "max"][Int(generator.next() % 2)]
      return function + "(" + sub() + ", " + sub() + (generator.next() % 2 == 0 ? ", " + sub() : "") + ")"
    default: return ["abs", "CGFloat", "Double", "Float", "Int"][Int(generator.next() % 5)] + "(" + sub() + ")"
    }
  }

  static let seedExpressions = [
    "isSelected ? 1 : 0.01", "CGFloat(index) * 70", "pressed == index ? 0.95 : 1",
    "!(d == selection || d + 1 == selection) ? 1 : 0", "(selection + 1) % count", "1 + 0.9 * ring.progress",
    "isSelected && !reduceMotion && 0 < ring.progress && ring.progress < 1 ? 1 - ring.progress : 0",
    "ring.progress > 0 && ring.progress < 1 ? 1 - ring.progress : 0", "index != 0 ? 1 / index : 0",
    "min(max(ring.progress, 0), 1)", "Int(ring.progress * 3) % 2 == 0 ? -ring.progress : Float(ring.progress)",
  ]

  @Test("Columns give the scalar values bit for bit, on random inputs and random expressions")
  func columnsMatchScalar() throws {
    var generator = SeededGenerator(state: 41)
    let names = State.names
    var texts = Self.seedExpressions
    for _ in 0..<300 { texts.append(Self.randomText(&generator, depth: 5, names: names)) }
    var compared = 0
    for text in texts {
      let bound = try ValueExpression(parsing: text).bind(to: names)
      for n in [1, 3, 37] {
        let columns = names.map { _ in (0..<n).map { _ in Self.input(&generator) } }
        let values = Self.columnValues(bound, columns, count: n)
        for i in 0..<n {
          let scalar = bound.evaluate(columns.map { $0[i] })
          #expect(Self.same(values[i], scalar), "\(text) at element \(i) of \(n): \(values[i]) ≠ \(scalar)")
          compared += 1
        }
      }
    }
    #expect(compared == texts.count * (1 + 3 + 37))
  }

  @Test("An untaken branch's NaN or infinity does not reach the column's result")
  func untakenBranches() throws {
    let names = ["p", "x"]
    let gate = try ValueExpression(parsing: "p > 0 && p < 1 ? 1 - p : 0").bind(to: names)
    let inverse = try ValueExpression(parsing: "x != 0 ? 1 / x : 0").bind(to: names)
    let guarded = try ValueExpression(parsing: "x == 0 || 1 / x > 1").bind(to: names)
    let columnBranches = try ValueExpression(parsing: "x != 0 ? 1 / x : x + 1").bind(to: names)
    let ps: [Double] = [.nan, 0, 0.25, 1, .infinity]
    let xs: [Double] = [0, 0, 4, 0.5, -0.0]
    #expect(Self.columnValues(gate, [ps, xs], count: 5) == [0, 0, 0.75, 0, 0])
    #expect(Self.columnValues(inverse, [ps, xs], count: 5) == [0, 0, 0.25, 2, 0])
    #expect(Self.columnValues(guarded, [ps, xs], count: 5) == [1, 1, 0, 1, 1])
    #expect(Self.columnValues(columnBranches, [ps, xs], count: 5) == [1, 1, 0.25, 2, 1])
    // -0.0 is zero: the untaken 1 / -0.0 (-infinity) is computed for the columns and dropped.
    #expect(Self.columnValues(inverse, [ps, xs], count: 5)[4].sign == .plus)
  }

  @Test("A constant or a lone variable fills or copies the result column; no elements leave it untouched")
  func trivialColumns() throws {
    let constant = try ValueExpression(parsing: "2 * 3").bind(to: ["x"])
    #expect(Self.columnValues(constant, [[1, 2, 3]], count: 3) == [6, 6, 6])
    let variable = try ValueExpression(parsing: "+CGFloat(x)").bind(to: ["y", "x"])
    #expect(Self.columnValues(variable, [[9, 9], [1, -2]], count: 2) == [1, -2])
    #expect(Self.columnValues(variable, [[], []], count: 0) == [])
  }

  // MARK: - Random expressions against a reference

  /// The value of a fully parenthesised random text, by the rules the type documents, read
  /// independently of the parser: a tiny evaluator over the same text.
  struct Reference {
    let text: [Character]
    var at = 0
    let variables: [String: Double]

    mutating func skipSpaces() { while at < text.count, text[at] == " " { at += 1 } }

    mutating func take(_ word: String) -> Bool {
      skipSpaces()
      let characters = Array(word)
      guard at + characters.count <= text.count, Array(text[at..<(at + characters.count)]) == characters else {
        return false
      }
      at += characters.count
      return true
    }

    mutating func word() -> String {
      skipSpaces()
      let start = at
      while at < text.count, text[at].isLetter || text[at].isNumber || "._".contains(text[at]) { at += 1 }
      return String(text[start..<at])
    }

    /// `(a op b)`, `(c ? a : b)`, `-(a)`, `f(a, …)`, a name or a literal.
    mutating func value() -> Double {
      skipSpaces()
      if take("(") {
        let a = value()
        if take(")") { return a }
        if take("?") {
          let then = value()
          _ = take(":")
          let otherwise = value()
          _ = take(")")
          return a != 0 ? then : otherwise
        }
        skipSpaces()
        var op = String(text[at])
        if at + 1 < text.count, "=&|".contains(text[at + 1]) { op.append(text[at + 1]) }
        at += op.count
        let b = value()
        _ = take(")")
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return a / b
        case "%": return a.truncatingRemainder(dividingBy: b)
        case "==": return a == b ? 1 : 0
        case "!=": return a != b ? 1 : 0
        case "<": return a < b ? 1 : 0
        case "<=": return a <= b ? 1 : 0
        case ">": return a > b ? 1 : 0
        case ">=": return a >= b ? 1 : 0
        case "&&": return a != 0 && b != 0 ? 1 : 0
        default: return a != 0 || b != 0 ? 1 : 0
        }
      }
      for prefix in ["-", "!", "+"] where take(prefix) {
        let x = value()
        return prefix == "-" ? -x : prefix == "!" ? (x == 0 ? 1 : 0) : x
      }
      let name = word()
      if take("(") {
        var arguments = [value()]
        while take(",") { arguments.append(value()) }
        _ = take(")")
        switch name {
        case "min": return arguments.dropFirst().reduce(arguments[0]) { Swift.min($0, $1) }
        case "max": return arguments.dropFirst().reduce(arguments[0]) { Swift.max($0, $1) }
        case "abs": return Swift.abs(arguments[0])
        case "Float": return Double(Float(arguments[0]))
        case "Int": return arguments[0].rounded(.towardZero)
        default: return arguments[0]
        }
      }
      if name == "true" { return 1 }
      if name == "false" { return 0 }
      return variables[name] ?? Double(name)!
    }
  }

  @Test("Random expressions: value as a reference reads them, and their description parses back to the same")
  func randomExpressions() throws {
    var generator = SeededGenerator(state: 2024)
    let names = ["a", "b", "ring.progress"]
    for _ in 0..<500 {
      let text = Self.randomText(&generator, depth: 6, names: names)
      let values = names.map { _ in Self.input(&generator) }
      var reference = Reference(text: Array(text), variables: Dictionary(uniqueKeysWithValues: zip(names, values)))
      let expected = reference.value()
      let expression = try ValueExpression(parsing: text)
      let value = try expression.bind(to: names).evaluate(values)
      #expect(Self.same(value, expected), "\(text) = \(value), expected \(expected)")
      let canonical = try ValueExpression(parsing: expression.description)
      #expect(canonical.description == expression.description && canonical == expression)
      #expect(Self.same(try canonical.bind(to: names).evaluate(values), expected), "\(expression)")
    }
  }
}
