// The untyped half of `AnimationExpression(parsing:)`: tokens and a generic syntax tree.
// Nothing here knows what `spring` or `duration:` mean; see AnimationExpressionMembers.swift.

extension AnimationExpression {
  /// A token; `column` is 1-based and counts every character of the source, newlines included.
  struct Token {
    enum Kind { case identifier, number, punctuation, end }
    let kind: Kind
    let text: String
    let column: Int

    func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }

    /// The token as an error message quotes it.
    var quoted: String { kind == .end ? "the end of the input" : "'\(text)'" }

    /// Splits a source into tokens; the last one is `.end`, just after the last real token.
    static func tokens(of source: [Character]) throws(ExpressionError) -> [Token] {
      var tokens: [Token] = []
      var i = 0
      func isDigit(_ at: Int) -> Bool { at < source.count && source[at].isASCII && source[at].isNumber }
      func isIdentifierStart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c == "_") }
      func digits(from start: Int) -> Int {
        var end = start
        while isDigit(end) { end += 1 }
        return end
      }
      while i < source.count {
        let c = source[i]
        let start = i
        let kind: Kind
        if c.isWhitespace {
          i += 1
          continue
        } else if isIdentifierStart(c) {
          while i < source.count, isIdentifierStart(source[i]) || isDigit(i) { i += 1 }
          kind = .identifier
        } else if isDigit(i) || (c == "-" && isDigit(i + 1)) {
          // -? digits (. digits)? ([eE] [+-]? digits)?
          i = digits(from: i + 1)
          if i + 1 < source.count, source[i] == ".", isDigit(i + 1) { i = digits(from: i + 1) }
          if i < source.count, source[i] == "e" || source[i] == "E" {
            let sign = i + 1 < source.count && (source[i + 1] == "+" || source[i + 1] == "-") ? 1 : 0
            guard isDigit(i + 1 + sign) else {
              throw ExpressionError(
                column: start + 1, message: "missing digits in the exponent of '\(String(source[start...i]))'")
            }
            i = digits(from: i + 1 + sign)
          }
          kind = .number
        } else if ".(),:;{}".contains(c) {
          i += 1
          kind = .punctuation
        } else {
          throw ExpressionError(column: start + 1, message: "unexpected character '\(c)'")
        }
        tokens.append(Token(kind: kind, text: String(source[start..<i]), column: start + 1))
      }
      let end = tokens.last.map { $0.column + $0.text.count } ?? 1
      tokens.append(Token(kind: .end, text: "", column: end))
      return tokens
    }
  }

  /// An expression tree; every node keeps its column and its exact source text.
  struct Syntax {
    indirect enum Kind {
      case number(Double)
      /// `name`, `.name` or `base.name`.
      case member(String, base: Syntax?)
      /// `callee(arguments)`; `close` is the column of the `)`.
      case call(Syntax, [Argument], close: Int)
    }

    /// `label: value` or `value`; `column` is where the argument (its label, if any) starts.
    struct Argument {
      let label: String?
      let value: Syntax
      let column: Int
    }

    let kind: Kind
    /// The node's first column: a leading `.`, the base's `.` for a member, the callee's for a call.
    let column: Int
    let text: String

    /// The leftmost name: `Spring` in `Spring(duration: 0.5)`, `linear` in `.linear.delay(1)`.
    var rootName: String? {
      switch kind {
      case .number: nil
      case .member(let name, let base): base?.rootName ?? name
      case .call(let callee, _, _): callee.rootName
      }
    }

    /// Whether the node is exactly the bare word `word` (`nil`, `true`, ...).
    func isWord(_ word: String) -> Bool {
      if case .member(word, base: nil) = kind { text == word } else { false }
    }
  }

  /// What the whole source is, syntactically.
  enum Source {
    case expression(Syntax)
    /// A keyframe list, bare or in `{ }` / `KeyframeTrack { }`, starting at `column`.
    case keyframes([Syntax], column: Int)
  }

  /// A recursive-descent parser over the tokens of one source.
  struct Parser {
    private let source: [Character]
    private let tokens: [Token]
    private var index = 0
    /// How deep the node being read is: the calls it is an argument of and the members and
    /// calls chained onto it, each of which holds the node before it.
    private var depth = 0

    /// The deepest node read; a deeper source is refused rather than recursed into.
    static let maximumDepth = 100

    init(_ source: [Character]) throws(ExpressionError) {
      self.source = source
      tokens = try Token.tokens(of: source)
    }

    private var token: Token { tokens[index] }

    private mutating func advance() -> Token {
      defer { index += 1 }
      return tokens[index]
    }

    /// Consumes the punctuation if it is next.
    private mutating func consume(_ punctuation: String) -> Bool {
      guard token.is(punctuation) else { return false }
      index += 1
      return true
    }

    private func error(_ message: String, at column: Int? = nil) -> ExpressionError {
      ExpressionError(column: column ?? token.column, message: message)
    }

    /// `source := keyframes | expression`, where a keyframe list is braced or starts with a `…Keyframe`.
    mutating func parseSource() throws(ExpressionError) -> Source {
      guard token.kind != .end else {
        throw error("empty expression; expected an animation, a keyframe list or nil")
      }
      let start = token.column
      if token.is("{") || (token.text == "KeyframeTrack" && tokens[index + 1].is("{")) {
        if !token.is("{") { index += 1 }
        let open = advance()
        let keyframes = try parseKeyframes(first: nil)
        guard consume("}") else {
          throw error("expected '}' to close the '{' at column \(open.column), found \(token.quoted)")
        }
        try expectEnd()
        return .keyframes(keyframes, column: start)
      }
      let first = try parseExpression(expecting: "an animation")
      guard first.rootName?.hasSuffix("Keyframe") == true else {
        try expectEnd()
        return .expression(first)
      }
      let keyframes = try parseKeyframes(first: first)
      try expectEnd()
      return .keyframes(keyframes, column: start)
    }

    /// Keyframes separated by whitespace, `,` or `;`, up to `}` or the end.
    private mutating func parseKeyframes(first: Syntax?) throws(ExpressionError) -> [Syntax] {
      var keyframes = first.map { [$0] } ?? []
      while true {
        if !keyframes.isEmpty, !consume(",") { _ = consume(";") }
        if token.kind == .end || token.is("}") { return keyframes }
        keyframes.append(try parseExpression(expecting: "a keyframe"))
      }
    }

    private func expectEnd() throws(ExpressionError) {
      guard token.kind == .end else {
        throw error(
          token.is(")") || token.is("}")
            ? "unmatched \(token.quoted)" : "unexpected \(token.quoted) after the expression")
      }
    }

    /// `expression := primary ("." identifier | "(" arguments ")")*`
    private mutating func parseExpression(expecting expected: String) throws(ExpressionError) -> Syntax {
      let outer = depth
      defer { depth = outer }
      var node = try parsePrimary(expecting: expected)
      while true {
        let column = token.column
        if token.is(".") || token.is("(") {
          depth += 1
          guard depth <= Self.maximumDepth else {
            throw error("more than \(Self.maximumDepth) calls and members nested or chained")
          }
        }
        if consume(".") {
          let name = try parseName()
          node = Syntax(kind: .member(name, base: node), column: column, text: text(from: node.column))
        } else if consume("(") {
          let (arguments, close) = try parseArguments(opening: column)
          node = Syntax(kind: .call(node, arguments, close: close), column: node.column, text: text(from: node.column))
        } else {
          return node
        }
      }
    }

    /// `primary := number | identifier | "." identifier`
    private mutating func parsePrimary(expecting expected: String) throws(ExpressionError) -> Syntax {
      let start = token.column
      switch token.kind {
      case .number:
        // The lexer only produces numbers that `Double` reads; overflow reads as ±infinity.
        let value = Double(advance().text)!
        return Syntax(kind: .number(value), column: start, text: text(from: start))
      case .identifier:
        return Syntax(kind: .member(advance().text, base: nil), column: start, text: text(from: start))
      case .punctuation where token.is("."):
        index += 1
        return Syntax(kind: .member(try parseName(), base: nil), column: start, text: text(from: start))
      default:
        throw error("expected \(expected), found \(token.quoted)")
      }
    }

    private mutating func parseName() throws(ExpressionError) -> String {
      guard token.kind == .identifier else { throw error("expected a member name after '.', found \(token.quoted)") }
      return advance().text
    }

    /// `arguments := [argument ("," argument)*]`, `argument := [identifier ":"] expression`;
    /// the `(` is consumed. Returns the arguments and the column of the `)`.
    private mutating func parseArguments(opening: Int) throws(ExpressionError) -> ([Syntax.Argument], Int) {
      var arguments: [Syntax.Argument] = []
      if !token.is(")") {
        repeat {
          let column = token.column
          var label: String?
          if token.kind == .identifier, tokens[index + 1].is(":") {
            label = advance().text
            index += 1
          }
          let expected =
            label.map { "a value for '\($0):'" } ?? (arguments.isEmpty ? "an argument" : "an argument after ','")
          arguments.append(.init(label: label, value: try parseExpression(expecting: expected), column: column))
        } while consume(",")
      }
      guard token.is(")") else {
        throw error(
          token.kind == .end
            ? "missing ')' to close the '(' at column \(opening)"
            : "expected ',' or ')' after an argument, found \(token.quoted)")
      }
      return (arguments, advance().column)
    }

    /// The source text from `column` to the end of the last token consumed.
    private func text(from column: Int) -> String {
      let last = tokens[index - 1]
      return String(source[(column - 1)..<(last.column - 1 + last.text.count)])
    }
  }
}
