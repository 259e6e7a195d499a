extension CommandSpec {
  /// Scans command-line arguments (without the program name) against this spec.
  ///
  /// Accepted forms: `--name value`, `--name=value`, `-n value` (short names),
  /// flags `--flag`/`-f`, positional arguments, and `--`, after which every
  /// token is positional. A token is option-like when it starts with `-`, is not
  /// `-` alone (conventionally standard output) and is not a number, so a
  /// positional `-1e-3` works. An option's value may begin with `-`
  /// (`--events '-0.2:tap 1'`, `--velocity -3`) unless it begins with `--` or is one
  /// of the command's short options; such a value must use `--name=value`. A
  /// repeated option keeps its last value (``ParsedArguments/texts(ofOption:)`` has them
  /// all). If `-h` or `--help` appears before `--`, nothing else is validated.
  ///
  /// - Parameter arguments: The tokens after the program (and subcommand) name.
  /// - Returns: The scanned values.
  /// - Throws: ``ValidationError`` for an unknown option, a missing or
  ///   unexpected value, an extra positional argument or a missing required one.
  public func parse(_ arguments: [String]) throws(ValidationError) -> ParsedArguments {
    let beforeTerminator = arguments.prefix { $0 != "--" }
    if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") {
      return ParsedArguments(spec: self, values: [:], lists: [:], flags: [], isHelpRequested: true)
    }
    var values: [String: String] = [:]
    var repeated: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var index = 0
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      guard Self.isOptionLike(token) else {
        positionals.append(token)
        continue
      }
      if token == "--" {
        positionals += arguments[index...]
        break
      }
      let (written, inlineValue) = Self.splitInlineValue(token)
      guard let option = option(written: written) else {
        throw .unknownOption(written, suggestion: suggestion(for: written))
      }
      switch option.kind {
      case .flag:
        if let inlineValue { throw .unexpectedValue(flag: written, value: inlineValue) }
        flags.insert(option.name)
      case .value:
        if let inlineValue {
          values[option.name] = inlineValue
        } else if index < arguments.count, isValue(arguments[index]) {
          values[option.name] = arguments[index]
          index += 1
        } else {
          throw .missingValue(option: written)
        }
        repeated["--" + option.name, default: []].append(values[option.name]!)
      }
    }
    // Options' values under `--name`, which no argument name starts with.
    var lists = repeated
    if let last = self.arguments.last, last.isRepeating, positionals.count >= self.arguments.count {
      let first = self.arguments.count - 1
      lists[last.name] = Array(positionals[first...])
      positionals.removeSubrange((first + 1)...)
    }
    if positionals.count > self.arguments.count { throw .unexpectedArgument(positionals[self.arguments.count]) }
    for (argument, value) in zip(self.arguments, positionals) { values[argument.name] = value }
    if let missing = self.arguments.dropFirst(positionals.count).first(where: { !$0.isOptional }) {
      throw .missingArgument("<\(missing.name)>")
    }
    return ParsedArguments(spec: self, values: values, lists: lists, flags: flags, isHelpRequested: false)
  }

  private func option(written: String) -> OptionSpec? {
    if written.hasPrefix("--") {
      let name = written.dropFirst(2)
      return options.first { $0.name == name }
    }
    return written.count == 2 ? options.first { $0.shortName == written.last } : nil
  }

  /// Whether the token after a valued option is its value: anything but `--…`, `-h` and
  /// the command's short options.
  private func isValue(_ token: String) -> Bool {
    guard token.hasPrefix("-"), token.count >= 2 else { return true }
    if token.hasPrefix("--") { return false }
    return !(token.count == 2 && (token == "-h" || options.contains { $0.shortName == token.last }))
  }

  /// The declared option closest to a misspelt one (`--overshot` → `--overshoot`): at most
  /// one edit per three letters, and never more than three.
  private func suggestion(for written: String) -> String? {
    guard written.hasPrefix("--") else { return nil }
    let typed = String(written.dropFirst(2))
    let limit = min(3, max(1, typed.count / 3))
    return Self.closest(to: typed, among: options.map(\.name) + ["help"], within: limit).map { "--" + $0 }
  }

  /// The name nearest to `typed` by ``editDistance(_:_:)``, if it is at most `limit` edits away.
  ///
  /// - Parameters:
  ///   - typed: What the user wrote.
  ///   - names: The names it may misspell; the first of equally near ones wins.
  ///   - limit: The most edits allowed.
  /// - Returns: The suggestion, or nil.
  public static func closest(to typed: String, among names: [String], within limit: Int) -> String? {
    let typed = Array(typed)
    return names.map { (name: $0, distance: editDistance(typed, Array($0))) }
      .filter { $0.distance <= limit }
      .min { $0.distance < $1.distance }?.name
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  ///
  /// - Parameters:
  ///   - a: The typed text.
  ///   - b: A known name.
  /// - Returns: The fewest insertions, deletions, substitutions and swaps that turn `a` into `b`.
  public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// Whether a token is an option, a flag or `--` rather than a value.
  private static func isOptionLike(_ token: String) -> Bool {
    token.hasPrefix("-") && token != "-" && Double(token) == nil
  }

  /// Splits `--name=value` into `--name` and `value`; other tokens have no inline value.
  private static func splitInlineValue(_ token: String) -> (written: String, value: String?) {
    guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
    return (String(token[..<equals]), String(token[token.index(after: equals)...]))
  }
}

/// The result of ``CommandSpec/parse(_:)``: option, flag and argument values
/// looked up by name and converted with a ``ValueParser``.
public struct ParsedArguments: Sendable, Equatable {
  /// The spec the arguments were parsed against (for defaults and names).
  private let spec: CommandSpec
  /// Whether `-h` or `--help` was given; if so, nothing else was parsed.
  public let isHelpRequested: Bool
  private let values: [String: String]
  /// The values of a repeating argument, in order.
  private let lists: [String: [String]]
  private let flags: Set<String>

  init(
    spec: CommandSpec, values: [String: String], lists: [String: [String]], flags: Set<String>, isHelpRequested: Bool
  ) {
    self.spec = spec
    self.values = values
    self.lists = lists
    self.flags = flags
    self.isHelpRequested = isHelpRequested
  }

  /// Returns every value of a positional argument: all of them for a repeating argument,
  /// otherwise the one given (or none).
  ///
  /// - Parameter name: An argument declared in the spec (a programming error otherwise).
  /// - Returns: The values in command-line order.
  public func texts(_ name: String) -> [String] {
    precondition(spec.arguments.contains { $0.name == name }, "'\(name)' is not an argument of \(spec.commandName)")
    return lists[name] ?? values[name].map { [$0] } ?? []
  }

  /// Returns every value given to an option, in command-line order (none when absent; the
  /// default is not included).
  ///
  /// - Parameter name: An option declared in the spec (a programming error otherwise).
  /// - Returns: The values as typed.
  public func texts(ofOption name: String) -> [String] {
    precondition(spec.options.contains { $0.name == name }, "'\(name)' is not an option of \(spec.commandName)")
    return lists["--" + name] ?? []
  }

  /// Returns the raw text of an option or argument: the given value, else the
  /// option's default, else `nil`.
  ///
  /// - Parameter name: A name declared in the spec (a programming error otherwise).
  /// - Returns: The text, or `nil` if absent without a default.
  public func text(_ name: String) -> String? {
    if let value = values[name] { return value }
    if spec.arguments.contains(where: { $0.name == name }) { return nil }
    guard let option = spec.options.first(where: { $0.name == name }), option.kind != .flag else {
      preconditionFailure("'\(name)' is not an option or argument of \(spec.commandName)")
    }
    return option.defaultValue
  }

  /// Returns an option's or argument's value converted by `parser`, or `nil`
  /// if it is absent and has no default.
  ///
  /// - Parameters:
  ///   - name: A name declared in the spec.
  ///   - parser: The conversion, e.g. `.number(in: 1...1e4)`.
  /// - Returns: The converted value, or `nil`.
  /// - Throws: The parser's ``ValidationError``.
  public func value<Value>(_ name: String, as parser: ValueParser<Value>) throws(ValidationError) -> Value? {
    guard let text = text(name) else { return nil }
    return try parser.parse(text, displayName(name))
  }

  /// Returns an option's or argument's value converted by `parser`, requiring
  /// it to be given or to have a default.
  ///
  /// - Parameters:
  ///   - name: A name declared in the spec.
  ///   - parser: The conversion, e.g. `.number(in: 1...1e4)`.
  /// - Returns: The converted value.
  /// - Throws: ``ValidationError/missingArgument(_:)`` if absent, or the parser's error.
  public func requiredValue<Value>(_ name: String, as parser: ValueParser<Value>) throws(ValidationError) -> Value {
    guard let value = try value(name, as: parser) else {
      let option = spec.options.first { $0.name == name }
      throw .missingArgument(option?.synopsis ?? "<\(name)>")
    }
    return value
  }

  /// Returns whether a flag was given.
  ///
  /// - Parameter name: A flag declared in the spec (a programming error otherwise).
  /// - Returns: `true` if the flag appeared on the command line.
  public func flag(_ name: String) -> Bool {
    precondition(
      spec.options.contains { $0.name == name && $0.kind == .flag },
      "'\(name)' is not a flag of \(spec.commandName)")
    return flags.contains(name)
  }

  private func displayName(_ name: String) -> String {
    spec.options.contains { $0.name == name } ? "--\(name)" : "<\(name)>"
  }
}
