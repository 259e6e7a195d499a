import BenchmarkKit
import SelectorSimulation

/// The options that name a selector's channels, declared once for every command that takes
/// them: lists of channel patterns (`--channels`, or `--channel`) and spring overrides
/// (`--spring CHANNEL=ANIMATION`, and `--against-spring` for a second run beside the first).
/// Each command gives its own help.
enum ChannelOptions {
  /// Comma-separated channel names or shell patterns (`*` any text, `?` one character), none empty.
  static let patternList = ValueParser<[String]>.list(of: .nonEmpty("a channel name or pattern"))

  /// `--channels`, also answering to `--channel` (every command takes both spellings): a list of
  /// channel patterns, nil unless given.
  ///
  /// - Parameter help: What the channels select in this command.
  /// - Returns: The option.
  static func patterns(help: String) -> Option<[String]?> {
    Option("channels", valueName: "PATTERNS", help: help, patternList).withAliases("channel")
  }

  /// A repeatable `CHANNEL=ANIMATION`, read with `parsed.all(_:)` and parsed by ``SpringOverrides``.
  ///
  /// - Parameters:
  ///   - name: The option's name: `spring` (the default) or `against-spring`.
  ///   - help: What the springs do in this command.
  /// - Returns: The option.
  static func springs(_ name: String = "spring", help: String) -> Option<String?> {
    Option(name, valueName: "CHANNEL=ANIMATION", help: help, .string)
  }

  /// `--against-spring CHANNEL=ANIMATION`, repeatable: a second run (a panel, a curve, a
  /// distribution) beside the first, with these springs laid over `--spring`'s. `preview`,
  /// `trace` and `scene` take it, each with its own help (``Option/withHelp(_:)``).
  static let againstSprings = springs(
    "against-spring",
    help: "A second run beside the first with these springs laid over --spring's, e.g. "
      + "'*=.spring(duration: 0.35, bounce: 0.3)'; may be repeated.")

  /// A clause for a pattern that matched no channel but names families repeated over an element
  /// (`body.height`): the patterns of all their channels (`; to take every element's, write 'row*.body.height'`).
  ///
  /// - Parameters:
  ///   - pattern: The pattern that matched no channel.
  ///   - kinds: The components it was matched against.
  ///   - roles: The roles of the channels the option takes.
  /// - Returns: The clause, or an empty string when the pattern names no such family.
  static func familyHint(for pattern: String, in kinds: [Component], roles: Set<ChannelRole>) -> String {
    var hints: [String] = []
    for family in kinds.flatMap(\.families)
    where family.element != nil && roles.contains(family.role) && ShellPattern.matches(family.name, pattern) {
      let hint = "'\(family.channelPattern)'"
      if !hints.contains(hint) { hints.append(hint) }
    }
    guard !hints.isEmpty else { return "" }
    return "; to take every element's, write \(hints.prefix(4).joined(separator: ", "))\(hints.count > 4 ? ", …" : "")"
  }

  /// `--against-spring` of a command of one component, parsed as ``SpringOverrides`` parses `--spring`.
  ///
  /// - Parameters:
  ///   - parsed: The command line.
  ///   - kind: The component, whose spring channels the names must match.
  /// - Returns: The springs, or nil when the option is not given.
  /// - Throws: ``UsageError`` naming `--against-spring` for a text that is not `CHANNEL=ANIMATION`,
  ///   a channel that is no spring channel, or an animation that is not a plain spring.
  static func againstSprings(_ parsed: ParsedArguments, kind: Component) throws(UsageError) -> SpringOverrides? {
    let texts = try parsed.all(againstSprings)
    guard !texts.isEmpty else { return nil }
    return try SpringOverrides(parsing: texts, kind: kind, option: "--against-spring")
  }
}
