import BenchmarkKit

/// `--from`, `--to` and `--velocity`, the move an animation makes, declared once for `curve`,
/// `export`, `tune` and `sweep`: name, placeholder and range (``OptionRanges/value``,
/// ``OptionRanges/velocity``) live here, the help and default with each command.
enum MoveOptions {
  /// `--from A`, the value before the move.
  ///
  /// - Parameters:
  ///   - help: What the value is in this command.
  ///   - defaultText: The value when none is given.
  /// - Returns: The option.
  static func from(help: String, default defaultText: String) -> Option<Double> {
    Option("from", valueName: "A", help: help, default: defaultText, OptionRanges.value)
  }

  /// `--from A`, nil unless given.
  static func from(help: String) -> Option<Double?> { Option("from", valueName: "A", help: help, OptionRanges.value) }

  /// `--to B`, the target.
  ///
  /// - Parameters:
  ///   - help: What the target is in this command.
  ///   - defaultText: The target when none is given.
  /// - Returns: The option.
  static func to(help: String, default defaultText: String) -> Option<Double> {
    Option("to", valueName: "B", help: help, default: defaultText, OptionRanges.value)
  }

  /// `--to B`, nil unless given.
  static func to(help: String) -> Option<Double?> { Option("to", valueName: "B", help: help, OptionRanges.value) }

  /// `--velocity V`, the velocity at the start, 0 unless given.
  ///
  /// - Parameter help: Its unit and what it applies to in this command.
  /// - Returns: The option.
  static func velocity(help: String) -> Option<Double> {
    Option("velocity", valueName: "V", help: help, default: "0", OptionRanges.velocity)
  }
}
