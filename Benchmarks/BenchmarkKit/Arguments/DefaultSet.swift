/// A named set of defaults, given as a flag: `--quick` declares once which options it changes
/// and to what. When the flag is given, each listed option that is not given itself takes the
/// set's default instead of its own; help shows both, as `(default: 5000; --quick: 1000)`.
///
/// ```swift
/// static let quick = DefaultSet("quick", help: "A CI-sized run.", [selectors.defaulting(to: "1000")])
/// ```
///
/// Read it like a flag: `parsed.value(Self.quick)` is whether it was given.
package struct DefaultSet: OptionDeclaration {
  /// One option's default within a set.
  package struct Override: Sendable, Equatable {
    /// The option's long name.
    package let option: String
    /// The default as a user would type it.
    package let text: String
  }

  /// The flag as parsing and help see it.
  package let spec: OptionSpec
  /// The defaults the flag sets, in help order.
  package let overrides: [Override]

  /// Declares a set of defaults.
  ///
  /// - Parameters:
  ///   - name: The flag's long name without dashes.
  ///   - help: The flag's help text.
  ///   - overrides: The defaults it sets, from ``Option/defaulting(to:)``; each option at most once.
  package init(_ name: String, help: String, _ overrides: [Override]) {
    precondition(Set(overrides.map(\.option)).count == overrides.count, "an option is listed twice in --\(name)")
    spec = .flag(name, help: help)
    self.overrides = overrides
  }

  /// The flag, for reading whether the set was chosen.
  package var flag: Option<Bool> { Option(flag: spec) }
}
