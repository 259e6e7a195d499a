/// One option of a command, declared once: its name, value placeholder, default, parser (type
/// and range) and help. The command's ``CommandSpec`` is built from its declarations, and
/// ``ParsedArguments/value(_:)`` returns the option's typed, validated value, so the name is
/// written in one place only.
///
/// ```swift
/// static let hz = Option("hz", valueName: "H", help: "Frames per second.", default: "120", .number(in: 0.01...1e5))
/// static let out = Option("out", valueName: "FILE", help: "Output path.", .string)  // Option<String?>
/// static let plot = Option.flag("plot", help: "Also draw the pictures.")          // Option<Bool>
/// ```
package struct Option<Value>: OptionDeclaration {
  /// The option as parsing and help see it.
  package private(set) var spec: OptionSpec
  /// The option's value from the text given on the command line, or nil when it was not given
  /// (for a flag: `"true"` when given).
  let resolve: @Sendable (_ text: String?) throws(ValidationError) -> Value
  /// Checks that a text parses, for the overrides of a ``DefaultSet``.
  let check: @Sendable (_ text: String) throws(ValidationError) -> Void

  /// The long name without dashes.
  package var name: String { spec.name }

  /// Declares an option with a default, written as a user would type it; the default is parsed
  /// (and so validated) like a given value, and help shows it as `(default: …)`.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - shortName: An optional one-letter alias.
  ///   - valueName: The placeholder in help; defaults to `name`.
  ///   - help: The help text.
  ///   - defaultText: The value when the option is absent.
  ///   - parser: The conversion, with the range in its error message.
  package init(
    _ name: String, shortName: Character? = nil, valueName: String? = nil, help: String, default defaultText: String,
    _ parser: ValueParser<Value>
  ) {
    spec = .option(name, shortName: shortName, valueName: valueName, help: help, defaultValue: defaultText)
    let display = "--" + name
    do { _ = try parser.parse(defaultText, display) } catch {
      preconditionFailure("the default of \(display) does not parse: \(error)")
    }
    resolve = { text throws(ValidationError) in try parser.parse(text ?? defaultText, display) }
    check = { text throws(ValidationError) in _ = try parser.parse(text, display) }
  }

  /// Declares an option with a typed default that help shows as `shown` (or not at all).
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - shortName: An optional one-letter alias.
  ///   - valueName: The placeholder in help; defaults to `name`.
  ///   - help: The help text.
  ///   - defaultValue: The value when the option is absent.
  ///   - shown: The default as help shows it, e.g. `1e-3,1e-4,…,1e-12`; nil shows none.
  ///   - parser: The conversion of a given value.
  package init(
    _ name: String, shortName: Character? = nil, valueName: String? = nil, help: String, default defaultValue: Value,
    shown: String?, _ parser: ValueParser<Value>
  ) where Value: Sendable {
    spec = .option(name, shortName: shortName, valueName: valueName, help: help, defaultValue: shown)
    let display = "--" + name
    resolve = { text throws(ValidationError) in
      guard let text else { return defaultValue }
      return try parser.parse(text, display)
    }
    check = { text throws(ValidationError) in _ = try parser.parse(text, display) }
  }

  /// Declares an option without a default: its value is nil unless given.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - shortName: An optional one-letter alias.
  ///   - valueName: The placeholder in help; defaults to `name`.
  ///   - help: The help text.
  ///   - parser: The conversion of a given value.
  package init<Wrapped>(
    _ name: String, shortName: Character? = nil, valueName: String? = nil, help: String,
    _ parser: ValueParser<Wrapped>
  ) where Value == Wrapped? {
    spec = .option(name, shortName: shortName, valueName: valueName, help: help)
    let display = "--" + name
    resolve = { text throws(ValidationError) in
      guard let text else { return nil }
      return try parser.parse(text, display)
    }
    check = { text throws(ValidationError) in _ = try parser.parse(text, display) }
  }
}

extension Option where Value == Bool {
  /// Declares a flag, which is false unless given.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - shortName: An optional one-letter alias.
  ///   - help: The help text.
  /// - Returns: The flag.
  package static func flag(_ name: String, shortName: Character? = nil, help: String) -> Option<Bool> {
    Option(flag: .flag(name, shortName: shortName, help: help))
  }

  init(flag spec: OptionSpec) {
    self.spec = spec
    resolve = { text in text != nil }
    check = { _ in }
  }
}

extension Option {
  /// This option with another help text, for a command that uses it in its own way; it parses,
  /// and is read by name, exactly as this one.
  ///
  /// - Parameters:
  ///   - help: The help text.
  ///   - showsDefault: Whether the help shows the default; false where the command does not
  ///     use it (another option's default applies unless this one is given).
  /// - Returns: The option.
  package func withHelp(_ help: String, showsDefault: Bool = true) -> Option {
    var option = self
    option.spec = OptionSpec(
      name: spec.name, shortName: spec.shortName, kind: spec.kind, help: help,
      defaultValue: showsDefault ? spec.defaultValue : nil, aliases: spec.aliases)
    return option
  }

  /// This option answering to other long names too, e.g. `--channel` for `--channels`: it
  /// parses, and is read, exactly as this one.
  ///
  /// - Parameter aliases: The other names, without dashes.
  /// - Returns: The option.
  package func withAliases(_ aliases: String...) -> Option {
    var option = self
    option.spec.aliases = aliases
    return option
  }

  /// This option's default in a ``DefaultSet``, e.g. `Self.seconds.defaulting(to: "2")` for `--quick`.
  ///
  /// - Parameter text: The default as a user would type it; it must parse (a programming error otherwise).
  /// - Returns: The override.
  package func defaulting(to text: String) -> DefaultSet.Override {
    do { try check(text) } catch { preconditionFailure("\(name)'s default '\(text)' does not parse: \(error)") }
    return DefaultSet.Override(option: name, text: text)
  }
}

/// What a ``CommandSpec`` is built from: an ``Option``, a ``DefaultSet``, or an untyped ``OptionSpec``.
package protocol OptionDeclaration: Sendable {
  /// The option as parsing and help see it.
  var spec: OptionSpec { get }
  /// The defaults this declaration sets when given (for a ``DefaultSet``), by option name.
  var overrides: [DefaultSet.Override] { get }
}

extension OptionDeclaration {
  package var overrides: [DefaultSet.Override] { [] }
}

extension OptionSpec: OptionDeclaration {
  package var spec: OptionSpec { self }
}
