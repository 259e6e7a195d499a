/// The result of ``CommandSpec/parse(_:)``: option, flag and argument values
/// looked up by name and converted with a ``ValueParser``.
package struct ParsedArguments: Sendable, Equatable {
  /// The spec the arguments were parsed against (for defaults and names).
  private let spec: CommandSpec
  /// Whether `-h` or `--help` was given; if so, nothing else was parsed.
  package let isHelpRequested: Bool
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
  package func texts(_ name: String) -> [String] {
    precondition(spec.arguments.contains { $0.name == name }, "'\(name)' is not an argument of \(spec.commandName)")
    return lists[name] ?? values[name].map { [$0] } ?? []
  }

  /// Returns every value given to an option, in command-line order (none when absent; the
  /// default is not included).
  ///
  /// - Parameter name: An option declared in the spec (a programming error otherwise).
  /// - Returns: The values as typed.
  package func texts(ofOption name: String) -> [String] {
    precondition(spec.options.contains { $0.name == name }, "'\(name)' is not an option of \(spec.commandName)")
    return lists["--" + name] ?? []
  }

  /// Returns the raw text of an option or argument: the given value, else the default of a
  /// given ``DefaultSet``, else the option's default, else `nil`.
  ///
  /// - Parameter name: A name declared in the spec (a programming error otherwise).
  /// - Returns: The text, or `nil` if absent without a default.
  package func text(_ name: String) -> String? {
    if let value = values[name] { return value }
    if spec.arguments.contains(where: { $0.name == name }) { return nil }
    guard let option = spec.options.first(where: { $0.name == name }), option.kind != .flag else {
      preconditionFailure("'\(name)' is not an option or argument of \(spec.commandName)")
    }
    return setDefault(name) ?? option.defaultValue
  }

  /// The default of `name` in the first given ``DefaultSet`` that sets it.
  private func setDefault(_ name: String) -> String? {
    for option in spec.options where flags.contains(option.name) {
      if let override = spec.defaultSets[option.name]?.first(where: { $0.option == name }) { return override.text }
    }
    return nil
  }

  /// Stops on an option the spec does not declare (a programming error). Compared by name and
  /// kind, not help: ``Option/withHelp(_:)`` declares the same option with its own help.
  private func requireDeclared(_ option: OptionSpec) {
    precondition(
      spec.options.contains { $0.name == option.name && $0.kind == option.kind },
      "--\(option.name) is not an option of \(spec.commandName)")
  }

  /// Returns an option's typed value: the given one, else a given ``DefaultSet``'s default, else
  /// its own default (nil for an option declared without one); for a flag, whether it was given.
  ///
  /// - Parameter option: An option of the spec (a programming error otherwise).
  /// - Returns: The parsed, validated value.
  /// - Throws: The option's parser's ``ValidationError``, which names `--name` and the range.
  package func value<Value>(_ option: Option<Value>) throws(ValidationError) -> Value {
    requireDeclared(option.spec)
    if option.spec.kind == .flag { return try option.resolve(flags.contains(option.name) ? "" : nil) }
    return try option.resolve(values[option.name] ?? setDefault(option.name))
  }

  /// Returns every value given to a repeatable option, typed and validated, in command-line
  /// order (none when absent).
  ///
  /// - Parameter option: An option of the spec declared without a default (a programming error otherwise).
  /// - Returns: The parsed values.
  /// - Throws: The option's parser's ``ValidationError`` for the first value that does not parse.
  package func values<Wrapped>(_ option: Option<Wrapped?>) throws(ValidationError) -> [Wrapped] {
    requireDeclared(option.spec)
    var result: [Wrapped] = []
    for text in texts(ofOption: option.name) {
      if let value = try option.resolve(text) { result.append(value) }
    }
    return result
  }

  /// Returns whether a set of defaults (`--quick`) was given.
  ///
  /// - Parameter set: A set of the spec (a programming error otherwise).
  /// - Returns: `true` if its flag appeared on the command line.
  package func value(_ set: DefaultSet) -> Bool {
    flag(set.spec.name)
  }

  /// Returns a positional argument's typed value.
  ///
  /// - Parameter argument: An argument of the spec (a programming error otherwise).
  /// - Returns: The parsed value: one, an optional one, or every value of a repeating argument.
  /// - Throws: The argument's parser's ``ValidationError``, which names `<name>`.
  package func value<Value>(_ argument: Argument<Value>) throws(ValidationError) -> Value {
    precondition(
      spec.arguments.contains(argument.spec), "<\(argument.name)> is not an argument of \(spec.commandName)")
    return try argument.resolve(texts(argument.name))
  }

  /// Returns whether an option was given on the command line (not taken from a default).
  ///
  /// - Parameter option: An option of the spec (a programming error otherwise).
  /// - Returns: `true` if it appeared.
  package func isGiven<Value>(_ option: Option<Value>) -> Bool {
    requireDeclared(option.spec)
    return values[option.name] != nil || flags.contains(option.name)
  }

  /// Returns an option's or argument's value converted by `parser`, or `nil`
  /// if it is absent and has no default.
  ///
  /// - Parameters:
  ///   - name: A name declared in the spec.
  ///   - parser: The conversion, e.g. `.number(in: 1...1e4)`.
  /// - Returns: The converted value, or `nil`.
  /// - Throws: The parser's ``ValidationError``.
  package func value<Value>(_ name: String, as parser: ValueParser<Value>) throws(ValidationError) -> Value? {
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
  package func requiredValue<Value>(_ name: String, as parser: ValueParser<Value>) throws(ValidationError) -> Value {
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
  package func flag(_ name: String) -> Bool {
    precondition(
      spec.options.contains { $0.name == name && $0.kind == .flag },
      "'\(name)' is not a flag of \(spec.commandName)")
    return flags.contains(name)
  }

  /// The arguments and options as given, in the spec's order (positional arguments first, then
  /// options in declaration order), as a command line that parses to the same values: a
  /// canonical form for hashing a job and for printing the command that reruns it.
  ///
  /// - Parameter excluded: Option names to leave out (those that do not change the output).
  /// - Returns: The tokens after the subcommand name, e.g. `["--bounces", "9", "--velocity=-3", "--plot"]`.
  package func givenArguments(excluding excluded: Set<String> = []) -> [String] {
    var tokens = spec.arguments.flatMap { texts($0.name) }
    for option in spec.options where !excluded.contains(option.name) {
      if option.kind == .flag {
        if flags.contains(option.name) { tokens.append("--" + option.name) }
      } else {
        for text in lists["--" + option.name] ?? values[option.name].map({ [$0] }) ?? [] {
          // `--name=value` for a value that could read as an option.
          tokens += text.hasPrefix("-") ? ["--\(option.name)=\(text)"] : ["--" + option.name, text]
        }
      }
    }
    return tokens
  }

  private func displayName(_ name: String) -> String {
    spec.options.contains { $0.name == name } ? "--\(name)" : "<\(name)>"
  }
}
