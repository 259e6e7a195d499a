import MotionCurves

/// A forgiving reader of the expressions platforms write springs in: calls with labelled or
/// positional arguments (`spring(dampingRatio = 0.5f, stiffness = 400f)`,
/// `SpringDescription(mass: 1, stiffness: 100, damping: 10)`), method chains
/// (`SpringForce().setStiffness(400f)`), object literals (`{ stiffness: 100, damping: 10 }`),
/// JSON and assignments (`animation.stiffness = 100`).
///
/// Numbers may carry Kotlin's `f`/`F`/`d` suffix and `_` digit separators; identifiers may be
/// dotted (`Spring.StiffnessLow`); type arguments (`<Float>`) and keywords are skipped.
public struct SpringCode: Sendable {
  /// A value in the code.
  public indirect enum Value: Hashable, Sendable {
    /// A number.
    case number(Double)
    /// An identifier, possibly dotted (`Spring.StiffnessLow`, `true`).
    case word(String)
    /// A quoted string, without its quotes.
    case string(String)
    /// A call: its name (the identifier before the parenthesis) and arguments.
    case call(name: String, arguments: [Argument])
    /// An object literal or a list.
    case object([Argument])
  }

  /// One argument, object member or assignment.
  public struct Argument: Hashable, Sendable {
    /// The label (`stiffness`), or nil for a positional argument.
    public var label: String?
    /// The value.
    public var value: Value
  }

  /// Every top-level expression and assignment, in order.
  public let items: [Argument]

  /// Parses code.
  /// - Parameters:
  ///   - text: The code.
  ///   - platform: The platform's name, for errors.
  /// - Throws: ``SpringCodeError/syntax(platform:column:expected:)``.
  public init(parsing text: String, platform: String) throws(SpringCodeError) {
    var reader = Reader(characters: Array(text), platform: platform)
    items = try reader.sequence(until: nil)
  }

  /// Every call anywhere in the code (receivers and arguments included), depth first.
  public var calls: [(name: String, arguments: [Argument])] {
    var found: [(String, [Argument])] = []
    func visit(_ value: Value) {
      switch value {
      case .call(let name, let arguments):
        found.append((name, arguments))
        for argument in arguments { visit(argument.value) }
      case .object(let members):
        for member in members { visit(member.value) }
      case .number, .word, .string: break
      }
    }
    for item in items { visit(item.value) }
    return found
  }

  /// Every object literal anywhere in the code, depth first.
  public var objects: [[Argument]] {
    var found: [[Argument]] = []
    func visit(_ value: Value) {
      switch value {
      case .call(_, let arguments):
        for argument in arguments { visit(argument.value) }
      case .object(let members):
        found.append(members)
        for member in members { visit(member.value) }
      case .number, .word, .string: break
      }
    }
    for item in items { visit(item.value) }
    return found
  }

  /// The last component of a dotted name: `Spring.StiffnessLow` → `StiffnessLow`.
  public static func lastComponent(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }
}

extension SpringCode {
  /// A recursive-descent reader over characters.
  struct Reader {
    let characters: [Character]
    let platform: String
    var index = 0
    /// How deep the value being read is: brackets open around it and calls chained onto it.
    var depth = 0

    /// The deepest value read; deeper code is refused rather than recursed into.
    static let maximumDepth = 100

    /// Words that introduce a declaration or a value and carry no meaning here.
    static let skipped: Set<String> = ["const", "new", "let", "var", "val", "final", "return", "await"]

    func error(_ expected: String) -> SpringCodeError {
      .syntax(platform: platform, column: index + 1, expected: expected)
    }

    mutating func skipSpace() {
      while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    func peek() -> Character? { index < characters.count ? characters[index] : nil }

    /// Items up to `end` (consumed), separated by `,`, `;` or nothing.
    mutating func sequence(until end: Character?) throws(SpringCodeError) -> [Argument] {
      try deeper()
      defer { depth -= 1 }
      var items: [Argument] = []
      while true {
        skipSpace()
        guard let c = peek() else {
          if let end { throw error("'\(end)'") }
          return items
        }
        if c == end {
          index += 1
          return items
        }
        if c == "," || c == ";" {
          index += 1
          continue
        }
        items.append(try item())
      }
    }

    /// `label = value`, `label: value` or a value.
    mutating func item() throws(SpringCodeError) -> Argument {
      let value = try expression()
      skipSpace()
      guard let c = peek(), c == "=" || c == ":" else { return Argument(label: nil, value: value) }
      let label: String
      switch value {
      case .word(let name): label = SpringCode.lastComponent(name)
      case .string(let name): label = name
      default: throw error("a name before '\(c)'")
      }
      index += 1
      if c == "=", peek() == "=" { throw error("'=' not '=='") }
      return Argument(label: label, value: try expression())
    }

    /// One level deeper, or the refusal past ``maximumDepth``.
    mutating func deeper() throws(SpringCodeError) {
      depth += 1
      guard depth <= Self.maximumDepth else { throw error("at most \(Self.maximumDepth) nested brackets and calls") }
    }

    /// A primary value and any calls and member accesses after it.
    mutating func expression() throws(SpringCodeError) -> Value {
      let outer = depth
      defer { depth = outer }
      skipSpace()
      guard let c = peek() else { throw error("a value") }
      var value: Value
      if c.isNumber || c == "-" || c == "+" || c == "." {
        value = .number(try number())
      } else if c == "\"" || c == "'" || c == "`" {
        value = .string(try string(quote: c))
      } else if c == "{" || c == "[" {
        index += 1
        value = .object(try sequence(until: c == "{" ? "}" : "]"))
      } else if c == "(" {
        index += 1
        let inner = try sequence(until: ")")
        value = inner.count == 1 && inner[0].label == nil ? inner[0].value : .object(inner)
      } else if c.isLetter || c == "_" || c == "$" || c == "@" {
        let name = word()
        if Self.skipped.contains(name) {
          try deeper()
          return try expression()
        }
        value = .word(name)
      } else {
        throw error("a value")
      }
      while true {
        skipSpace()
        if peek() == "<", case .word = value { try skipTypeArguments() }
        guard peek() == "(" || peek() == "." else { return value }
        // Each call or member holds the value before it: a long chain is as deep as nesting.
        try deeper()
        if peek() == "(" {
          index += 1
          let arguments = try sequence(until: ")")
          guard case .word(let name) = value else { throw error("a name before '('") }
          value = .call(name: name, arguments: arguments)
        } else {
          // A member of a call's result: `SpringForce(0f).setStiffness(400f)` keeps the
          // receiver as the method's first, unlabelled argument.
          index += 1
          let member = word()
          guard !member.isEmpty else { throw error("a name after '.'") }
          skipSpace()
          if peek() == "(" {
            index += 1
            let arguments = try sequence(until: ")")
            value = .call(name: member, arguments: [Argument(label: nil, value: value)] + arguments)
          } else if case .word(let name) = value {
            value = .word(name + "." + member)
          } else {
            value = .call(name: member, arguments: [Argument(label: nil, value: value)])
          }
        }
      }
    }

    mutating func word() -> String {
      let start = index
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber || "_$@".contains(characters[index])
          || (characters[index] == "." && index + 1 < characters.count && characters[index + 1].isLetter)
      {
        index += 1
      }
      return String(characters[start..<index])
    }

    mutating func skipTypeArguments() throws(SpringCodeError) {
      var depth = 0
      repeat {
        guard let c = peek() else { throw error("'>'") }
        if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
        index += 1
      } while depth > 0
    }

    mutating func string(quote: Character) throws(SpringCodeError) -> String {
      index += 1
      let start = index
      while let c = peek(), c != quote { index += c == "\\" ? 2 : 1 }
      guard peek() == quote else { throw error("a closing \(quote)") }
      defer { index += 1 }
      return String(characters[start..<index])
    }

    mutating func number() throws(SpringCodeError) -> Double {
      let start = index
      if peek() == "-" || peek() == "+" { index += 1 }
      while let c = peek(), c.isNumber || c == "." || c == "_" { index += 1 }
      if let c = peek(), c == "e" || c == "E" {
        index += 1
        if peek() == "-" || peek() == "+" { index += 1 }
        while let c = peek(), c.isNumber { index += 1 }
      }
      let text = String(characters[start..<index]).replacing("_", with: "")
      if let c = peek(), "fFdD".contains(c) { index += 1 }
      guard let value = DecimalText.parse(text) else {
        index = start
        throw error("a number")
      }
      return value
    }
  }
}
