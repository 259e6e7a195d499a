import BenchmarkKit

/// The options that name a selector's channels, declared once for every command that takes
/// them: lists of channel patterns (`--channels`, `--channel`) and spring overrides
/// (`--spring CHANNEL=ANIMATION`). Each command gives its own help.
enum ChannelOptions {
  /// Comma-separated channel names or shell patterns (`*` any text, `?` one character), none empty.
  static let patternList = ValueParser<[String]>.list(of: .nonEmpty("a channel name or pattern"))

  /// A list of channel patterns, nil unless given.
  ///
  /// - Parameters:
  ///   - name: The option's name: `channels` (the default) or `channel`.
  ///   - help: What the channels select in this command.
  /// - Returns: The option.
  static func patterns(_ name: String = "channels", help: String) -> Option<[String]?> {
    Option(name, valueName: name == "channels" ? "PATTERNS" : "PATTERN", help: help, patternList)
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
}
