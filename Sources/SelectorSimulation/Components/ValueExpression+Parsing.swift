import MotionCurves

extension ValueExpression {
  /// Parses a value as SwiftUI code writes it.
  ///
  /// - Parameter text: One expression, such as `isSelected ? 1 : 0.01` or
  ///   `CGFloat(index) * 70`, of at most ``maximumLength`` characters.
  /// - Throws: ``ValueExpressionError`` at the column of the offending token: an empty or too
  ///   long text, a character or operator Swift does not have, a number Swift does not write
  ///   (`.5`, `1.`, `0x1F`) or beyond `Double`, a missing operand, `)` or `:`, a chained
  ///   comparison, an unknown function or a wrong number of arguments, or nesting deeper than
  ///   ``maximumDepth``.
  public init(parsing text: String) throws(ValueExpressionError) {
    // The UTF-8 length bounds the character count; only a long text is counted, and only up
    // to the limit.
    if text.utf8.count > Self.maximumLength, text.prefix(Self.maximumLength + 1).count > Self.maximumLength {
      let limit = MotionLimits.format(Double(Self.maximumLength))
      throw ValueExpressionError(
        column: Self.maximumLength + 1, message: "the expression is longer than \(limit) characters, the limit")
    }
    var parser = Parser(tokens: try Token.tokens(of: Array(text)))
    self.init(root: try parser.parseText())
  }

  /// A token; `column` is 1-based and counts every character of the text, newlines included.
  struct Token {
    enum Kind: Equatable {
      case number(Double)
      /// A word or dotted name: `index`, `ring.progress`, `min`, `true`.
      case name
      /// An operator or `(`, `)`, `,`, `?`, `:`.
      case symbol
      case end
    }

    let kind: Kind
    let text: String
    let column: Int

    func `is`(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

    /// The token as an error message quotes it.
    var quoted: String { kind == .end ? "the end of the input" : "'\(text)'" }

    /// The characters that make up operators; adjacent ones form one operator, as in Swift.
    private static let operatorCharacters: Set<Character> = [
      "+", "-", "*", "/", "%", "<", ">", "=", "!", "&", "|", "^", "~",
    ]

    /// Splits a text into tokens; the last one is `.end`, just after the last real token.
    static func tokens(of source: [Character]) throws(ValueExpressionError) -> [Token] {
      var tokens: [Token] = []
      var i = 0
      func isDigit(_ at: Int) -> Bool { at < source.count && source[at].isASCII && source[at].isNumber }
      func isWordStart(_ at: Int) -> Bool {
        at < source.count && source[at].isASCII && (source[at].isLetter || source[at] == "_")
      }
      func isWordCharacter(_ at: Int) -> Bool { isWordStart(at) || isDigit(at) }
      func isCharacter(_ at: Int, _ character: Character) -> Bool { at < source.count && source[at] == character }
      /// The end of `digit (digit | "_")*` starting at a digit.
      func digits(from start: Int) -> Int {
        var end = start + 1
        while isDigit(end) || isCharacter(end, "_") { end += 1 }
        return end
      }
      func found(_ at: Int) -> String { at < source.count ? "'\(source[at])'" : "the end of the input" }
      /// Reads `digits ["." digits] [("e" | "E") ["+" | "-"] digits]` from a digit, moving
      /// `end` past it; a number that runs into a letter, `_` or another `.` is refused.
      func number(in source: [Character], at start: Int, end i: inout Int) throws(ValueExpressionError) -> Double {
        i = digits(from: start)
        if isCharacter(i, ".") {
          guard isDigit(i + 1) else {
            let whole = String(source[start..<i])
            throw ValueExpressionError(
              column: start + 1, message: "'\(whole).' is not a number in Swift; write \(whole) or \(whole).0")
          }
          i = digits(from: i + 1)
        }
        if isCharacter(i, "e") || isCharacter(i, "E") {
          let sign = isCharacter(i + 1, "+") || isCharacter(i + 1, "-") ? 1 : 0
          guard isDigit(i + 1 + sign) else {
            throw ValueExpressionError(
              column: start + 1, message: "missing digits in the exponent of '\(String(source[start...(i + sign)]))'")
          }
          i = digits(from: i + 1 + sign)
        }
        if isWordCharacter(i) || isCharacter(i, ".") {
          var end = i
          while isWordCharacter(end) || isCharacter(end, ".") { end += 1 }
          throw ValueExpressionError(
            column: start + 1,
            message: "'\(String(source[start..<end]))' is not a number; numbers are decimal, as 12, 0.5, 1e-3 or 1_000")
        }
        let written = String(source[start..<i])
        // Too large a number reads as infinity.
        guard let value = Double(written.filter { $0 != "_" }), value.isFinite else {
          throw ValueExpressionError(column: start + 1, message: "'\(written)' is beyond the range of Double")
        }
        return value
      }
      while i < source.count {
        let start = i
        let kind: Kind
        if source[i].isWhitespace {
          i += 1
          continue
        } else if isWordStart(i) {
          while isWordCharacter(i) { i += 1 }
          while isCharacter(i, ".") {
            guard isWordStart(i + 1) else {
              throw ValueExpressionError(
                column: i + 2, message: "expected a name after '\(String(source[start...i]))', found \(found(i + 1))")
            }
            i += 1
            while isWordCharacter(i) { i += 1 }
          }
          kind = .name
        } else if isDigit(i) {
          kind = .number(try number(in: source, at: start, end: &i))
        } else if source[i] == "." {
          guard isDigit(i + 1) else { throw ValueExpressionError(column: start + 1, message: "unexpected '.'") }
          let written = String(source[start..<digits(from: i + 1)])
          throw ValueExpressionError(
            column: start + 1, message: "'\(written)' is not a number in Swift; write 0\(written)")
        } else if Self.operatorCharacters.contains(source[i]) {
          while i < source.count, Self.operatorCharacters.contains(source[i]) { i += 1 }
          let written = String(source[start..<i])
          guard BinaryOperator(rawValue: written) != nil || PrefixOperator(rawValue: written) != nil else {
            throw ValueExpressionError(column: start + 1, message: unknownOperator(written))
          }
          kind = .symbol
        } else if "(),?:".contains(source[i]) {
          i += 1
          kind = .symbol
        } else {
          throw ValueExpressionError(column: start + 1, message: "unexpected character '\(source[i])'")
        }
        tokens.append(Token(kind: kind, text: String(source[start..<i]), column: start + 1))
      }
      let end = tokens.last.map { $0.column + $0.text.count } ?? 1
      tokens.append(Token(kind: .end, text: "", column: end))
      return tokens
    }

    /// Why an operator is unknown, with the operator that was probably meant.
    private static func unknownOperator(_ written: String) -> String {
      let meant = ["=": "==", "&": "&&", "|": "||", "=<": "<=", "=>": ">=", "<>": "!=", "===": "==", "!==": "!="]
      if let meant = meant[written] { return "unknown operator '\(written)'; did you mean '\(meant)'?" }
      // A binary operator run into prefix operators, as `*-` in `a*-b`.
      for length in stride(from: written.count - 1, to: 0, by: -1) {
        let binary = String(written.prefix(length))
        let rest = written.dropFirst(length)
        if BinaryOperator(rawValue: binary) != nil, rest.allSatisfy({ PrefixOperator(rawValue: String($0)) != nil }) {
          return "unknown operator '\(written)'; put a space between '\(binary)' and '\(rest)', as Swift requires"
        }
      }
      let all = BinaryOperator.allCases.map(\.rawValue).joined(separator: " ")
      return "unknown operator '\(written)'; the operators are \(all), prefix - + ! and ? :"
    }
  }

  /// A node and its height: 1 for a number or name, one more than its deepest child for an
  /// operator or call, one more than its contents for parentheses.
  struct Parsed {
    let node: Node
    let height: Int
  }

  /// A recursive-descent parser over the tokens of one text, by precedence climbing.
  ///
  /// It recurses once per parenthesis, prefix operator, call and conditional branch, each of
  /// which counts against ``ValueExpression/maximumDepth`` before the recursion, and at most
  /// five times more per level for the binary operators; a chain of binary operators is a
  /// loop, its height counted as it grows.
  struct Parser {
    private let tokens: [Token]
    private var index = 0
    /// The parentheses, prefix operators, calls and conditional branches being read.
    private var nesting = 0

    init(tokens: [Token]) { self.tokens = tokens }

    private var token: Token { tokens[index] }

    private mutating func advance() -> Token {
      defer { index += 1 }
      return tokens[index]
    }

    /// Consumes the symbol if it is next.
    private mutating func consume(_ symbol: String) -> Bool {
      guard token.is(symbol) else { return false }
      index += 1
      return true
    }

    /// Consumes the `)` that closes a group or a call.
    ///
    /// - Parameters:
    ///   - missing: The message at the end of the input.
    ///   - expected: The message elsewhere, before ", found" and the token found.
    /// - Throws: ``ValueExpressionError`` when the next token is not `)`.
    private mutating func close(missing: String, expected: String) throws(ValueExpressionError) {
      guard token.is(")") else { throw error(token.kind == .end ? missing : "\(expected), found \(token.quoted)") }
      index += 1
    }

    private func error(_ message: String, at column: Int? = nil) -> ValueExpressionError {
      ValueExpressionError(column: column ?? token.column, message: message)
    }

    private var depthMessage: String {
      "more than \(ValueExpression.maximumDepth) operators, calls and parentheses nested or chained"
    }

    /// Enters one more level of nesting, refusing one that leaves no level for what it holds.
    private mutating func enter(at column: Int) throws(ValueExpressionError) {
      nesting += 1
      guard nesting < ValueExpression.maximumDepth else { throw error(depthMessage, at: column) }
    }

    /// A node of the given height, refusing one too high.
    private func make(_ node: Node, height: Int, at column: Int) throws(ValueExpressionError) -> Parsed {
      guard height <= ValueExpression.maximumDepth else { throw error(depthMessage, at: column) }
      return Parsed(node: node, height: height)
    }

    /// The whole text: one expression and nothing after it.
    mutating func parseText() throws(ValueExpressionError) -> Node {
      guard token.kind != .end else {
        throw error("empty expression; expected a value, such as 'isSelected ? 1 : 0'")
      }
      let parsed = try parseExpression(expecting: "a value")
      guard token.kind == .end else {
        if token.is(")") { throw error("unmatched ')'") }
        if token.is(":") { throw error("unexpected ':' without a '?' before it") }
        throw error("unexpected \(token.quoted) after a complete expression; expected an operator")
      }
      return parsed.node
    }

    /// `expression := disjunction ["?" expression ":" expression]`
    private mutating func parseExpression(expecting expected: String) throws(ValueExpressionError) -> Parsed {
      let condition = try parseBinary(minimum: 1, expecting: expected)
      guard token.is("?") else { return condition }
      let question = advance()
      try enter(at: question.column)
      defer { nesting -= 1 }
      let then = try parseExpression(expecting: "a value after '?'")
      guard token.is(":") else {
        throw error("expected ':' to go with the '?' at column \(question.column), found \(token.quoted)")
      }
      index += 1
      let otherwise = try parseExpression(expecting: "a value after ':'")
      return try make(
        .conditional(condition.node, then.node, otherwise.node),
        height: 1 + max(condition.height, then.height, otherwise.height), at: question.column)
    }

    /// The binary operators of at least the given precedence, left-associative except the
    /// comparisons, which do not chain.
    private mutating func parseBinary(minimum: Int, expecting expected: String) throws(ValueExpressionError) -> Parsed {
      var left = try parsePrefix(expecting: expected)
      var comparison: Token?
      while token.kind == .symbol, let op = BinaryOperator(rawValue: token.text), op.precedence >= minimum {
        let written = advance()
        if op.isComparison {
          if let comparison {
            throw error(
              "'\(written.text)' cannot follow the comparison '\(comparison.text)' at column \(comparison.column): "
                + "comparisons do not chain in Swift; add parentheses", at: written.column)
          }
          comparison = written
        }
        let right = try parseBinary(minimum: op.precedence + 1, expecting: "a value after '\(written.text)'")
        left = try make(
          .binary(op, left.node, right.node), height: 1 + max(left.height, right.height), at: written.column)
      }
      return left
    }

    /// `prefix := ("-" | "+" | "!") prefix | primary`
    private mutating func parsePrefix(expecting expected: String) throws(ValueExpressionError) -> Parsed {
      guard token.kind == .symbol, let op = PrefixOperator(rawValue: token.text) else {
        return try parsePrimary(expecting: expected)
      }
      let written = advance()
      try enter(at: written.column)
      defer { nesting -= 1 }
      let operand = try parsePrefix(expecting: "a value after '\(written.text)'")
      return try make(.prefix(op, operand.node), height: 1 + operand.height, at: written.column)
    }

    /// `primary := number | "true" | "false" | name | function "(" arguments ")" | "(" expression ")"`
    private mutating func parsePrimary(expecting expected: String) throws(ValueExpressionError) -> Parsed {
      switch token.kind {
      case .number(let value):
        index += 1
        return Parsed(node: .number(value), height: 1)
      case .name:
        let name = advance()
        if name.text == "true" || name.text == "false" {
          return Parsed(node: .boolean(name.text == "true"), height: 1)
        }
        if let function = Function(rawValue: name.text) {
          guard token.is("(") else {
            throw error("'\(name.text)' is a function; expected '(' after it, found \(token.quoted)")
          }
          return try parseCall(function, name: name)
        }
        guard !token.is("(") else {
          let functions = Function.allCases.map(\.rawValue)
          let suggestion = ValueExpression.suggestion(for: name.text, among: functions)
          throw error(
            "unknown function '\(name.text)'; " + (suggestion.map { "did you mean '\($0)'? " } ?? "")
              + "the functions are \(functions.joined(separator: ", "))", at: name.column)
        }
        return Parsed(node: .identifier(name.text, column: name.column), height: 1)
      case .symbol where token.is("("):
        let open = advance()
        try enter(at: open.column)
        defer { nesting -= 1 }
        let inner = try parseExpression(expecting: "a value after '('")
        try close(
          missing: "missing ')' to close the '(' at column \(open.column)",
          expected: "expected ')' to close the '(' at column \(open.column)")
        return try make(inner.node, height: 1 + inner.height, at: open.column)
      case .symbol, .end:
        throw error("expected \(expected), found \(token.quoted)")
      }
    }

    /// `function "(" arguments ")"`, the `(` next; the number of arguments is checked.
    private mutating func parseCall(_ function: Function, name: Token) throws(ValueExpressionError) -> Parsed {
      let open = advance()
      try enter(at: open.column)
      defer { nesting -= 1 }
      var arguments: [Parsed] = []
      if !token.is(")") {
        repeat {
          arguments.append(try parseExpression(expecting: "an argument to '\(name.text)'"))
        } while consume(",")
      }
      try close(
        missing: "missing ')' to close '\(name.text)(' at column \(open.column)",
        expected: "expected ',' or ')' after an argument to '\(name.text)'")
      guard function.arity.contains(arguments.count) else {
        throw error("'\(name.text)' \(function.arityText); found \(arguments.count)", at: name.column)
      }
      return try make(
        .call(function, arguments.map(\.node)), height: 1 + (arguments.map(\.height).max() ?? 0), at: name.column)
    }
  }
}
