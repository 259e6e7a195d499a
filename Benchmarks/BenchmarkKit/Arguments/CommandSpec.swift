/// A declarative description of a command's positional arguments and options,
/// used both to parse a command line (``parse(_:)``) and to print help
/// (``helpText``), in the style of swift-argument-parser.
///
/// Every command also accepts `-h`/`--help`, which is reported by
/// ``ParsedArguments/isHelpRequested`` and listed last in the help.
package struct CommandSpec: Sendable, Equatable {
  /// The command as typed, e.g. `motion-bench curve`.
  package let commandName: String
  /// One or two sentences describing the command.
  package let overview: String
  /// The positional arguments, in order; required ones come first.
  package let arguments: [ArgumentSpec]
  /// The options and flags, in the order help lists them.
  package let options: [OptionSpec]
  /// The defaults each ``DefaultSet`` flag sets, by the flag's name.
  package let defaultSets: [String: [DefaultSet.Override]]

  /// Creates a command description.
  ///
  /// Names must be unique across arguments and options, `help`/`h` are
  /// reserved, no required argument may follow an optional one, and a ``DefaultSet`` may only
  /// set options of this spec (programming errors, checked with preconditions).
  ///
  /// - Parameters:
  ///   - commandName: The command as typed, e.g. `motion-bench curve`.
  ///   - overview: The text after `OVERVIEW:`.
  ///   - arguments: The positional arguments in order: ``Argument``s (or ``ArgumentSpec``s).
  ///   - options: The options, flags and sets of defaults: ``Option``s and ``DefaultSet``s (or
  ///     ``OptionSpec``s), in help order.
  package init(
    commandName: String, overview: String, arguments: [any ArgumentDeclaration] = [],
    options declarations: [any OptionDeclaration] = []
  ) {
    let arguments = arguments.map(\.spec)
    let options = declarations.map(\.spec)
    let names = arguments.map(\.name) + options.flatMap { [$0.name] + $0.aliases }
    precondition(Set(names).count == names.count, "duplicate argument or option name in \(names)")
    precondition(!names.contains("help") && !options.contains { $0.shortName == "h" }, "help and -h are reserved")
    let shortNames = options.compactMap(\.shortName)
    precondition(Set(shortNames).count == shortNames.count, "duplicate short option name in \(shortNames)")
    precondition(
      !zip(arguments, arguments.dropFirst()).contains { $0.isOptional && !$1.isOptional },
      "a required argument follows an optional one")
    precondition(!arguments.dropLast().contains(where: \.isRepeating), "only the last argument may repeat")
    var defaultSets: [String: [DefaultSet.Override]] = [:]
    for declaration in declarations where !declaration.overrides.isEmpty {
      for override in declaration.overrides {
        precondition(
          options.contains { $0.name == override.option && $0.kind != .flag },
          "--\(declaration.spec.name) sets --\(override.option), which is not an option of \(commandName)")
      }
      defaultSets[declaration.spec.name] = declaration.overrides
    }
    self.commandName = commandName
    self.overview = overview
    self.arguments = arguments
    self.options = options
    self.defaultSets = defaultSets
  }
}

/// A positional argument of a ``CommandSpec``.
package struct ArgumentSpec: Sendable, Equatable {
  /// The name used to look the value up, shown in help as `<name>`.
  package let name: String
  /// One line of help text.
  package let help: String
  /// Whether the argument may be omitted.
  package let isOptional: Bool
  /// Whether the argument takes every remaining positional value (the last argument only),
  /// shown as `<name> ...`; read them with ``ParsedArguments/texts(_:)``.
  package let isRepeating: Bool

  /// Creates a positional argument.
  ///
  /// - Parameters:
  ///   - name: The lookup name, shown as `<name>`.
  ///   - help: The help text.
  ///   - isOptional: Whether the argument may be omitted.
  ///   - isRepeating: Whether it takes all remaining positional values (one or more, or
  ///     none when optional).
  package init(_ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.isRepeating = isRepeating
  }
}

extension OptionDeclaration where Self == OptionSpec {
  /// ``OptionSpec/option(_:shortName:valueName:help:defaultValue:)`` in a list of declarations.
  package static func option(
    _ name: String, shortName: Character? = nil, valueName: String? = nil, help: String, defaultValue: String? = nil
  ) -> OptionSpec {
    OptionSpec.option(name, shortName: shortName, valueName: valueName, help: help, defaultValue: defaultValue)
  }

  /// ``OptionSpec/flag(_:shortName:help:)`` in a list of declarations.
  package static func flag(_ name: String, shortName: Character? = nil, help: String) -> OptionSpec {
    OptionSpec.flag(name, shortName: shortName, help: help)
  }
}

/// An option (`--name value`) or flag (`--name`) of a ``CommandSpec``.
package struct OptionSpec: Sendable, Equatable {
  /// Whether the option takes a value.
  package enum Kind: Sendable, Equatable {
    /// A boolean switch, given as `--name`.
    case flag
    /// An option with a value, shown in help as `--name <valueName>`.
    case value(valueName: String)
  }

  /// The long name without dashes; also the lookup name.
  package let name: String
  /// An optional single-character alias, given as `-c`.
  package let shortName: Character?
  /// Flag or valued option.
  package let kind: Kind
  /// One line of help text.
  package let help: String
  /// The value used when the option is absent, shown as `(default: …)`.
  package let defaultValue: String?
  /// Other long names it answers to (`--channel` for `--channels`), shown after the name in help.
  package var aliases: [String] = []

  /// Declares an option that takes a value.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - shortName: An optional one-letter alias.
  ///   - valueName: The placeholder in help; defaults to `name`.
  ///   - help: The help text.
  ///   - defaultValue: The value when absent; parsed like a given value.
  /// - Returns: The option description.
  package static func option(
    _ name: String, shortName: Character? = nil, valueName: String? = nil, help: String, defaultValue: String? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: shortName, kind: .value(valueName: valueName ?? name), help: help,
      defaultValue: defaultValue)
  }

  /// Declares a flag, which is off unless given.
  ///
  /// - Parameters:
  ///   - name: The long name without dashes.
  ///   - shortName: An optional one-letter alias.
  ///   - help: The help text.
  /// - Returns: The flag description.
  package static func flag(_ name: String, shortName: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: shortName, kind: .flag, help: help, defaultValue: nil)
  }

  /// Whether `--name` names this option, by its name or an alias.
  package func isNamed(_ name: Substring) -> Bool {
    self.name == name || aliases.contains { $0 == name }
  }

  /// The option as shown in usage and errors, e.g. `--hz <hz>` or `--verbose`.
  var synopsis: String { synopsis(names: "--" + name) }

  /// `names` followed by the value's placeholder, if the option takes one.
  func synopsis(names: String) -> String {
    switch kind {
    case .flag: names
    case .value(let valueName): "\(names) <\(valueName)>"
    }
  }
}
