import MotionText

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
  package func parse(_ arguments: [String]) throws(ValidationError) -> ParsedArguments {
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
      return options.first { $0.isNamed(name) }
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
    return Self.closest(to: typed, among: options.flatMap { [$0.name] + $0.aliases } + ["help"], within: limit).map {
      "--" + $0
    }
  }

  /// The name the user most plausibly meant: the first that `typed` begins (`tun` → `tune`,
  /// however near another name is), else the nearest by ``EditDistance/between(_:_:)`` if it
  /// is at most `limit` edits away.
  ///
  /// - Parameters:
  ///   - typed: What the user wrote.
  ///   - names: The names it may abbreviate or misspell; the first of equally good ones wins.
  ///   - limit: The most edits allowed.
  /// - Returns: The suggestion, or nil.
  package static func closest(to typed: String, among names: [String], within limit: Int) -> String? {
    if !typed.isEmpty, let abbreviated = names.first(where: { $0.hasPrefix(typed) }) { return abbreviated }
    let typed = Array(typed)
    return names.map { (name: $0, distance: EditDistance.between(typed, Array($0))) }
      .filter { $0.distance <= limit }
      .min { $0.distance < $1.distance }?.name
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
