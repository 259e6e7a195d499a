import BenchmarkKit

/// `--out`, declared once for every command that writes a file or a folder: the name, the
/// placeholder and the parser live here, the help (what is written) and any default with each
/// command. A file path is checked before any work with ``OutputCheck/check(_:option:)``.
enum OutputOptions {
  /// `--out FILE`, nil unless given (then standard output, or the command's own default path).
  ///
  /// - Parameter help: What is written there.
  /// - Returns: The option.
  static func file(help: String) -> Option<String?> { Option("out", valueName: "FILE", help: help, .string) }

  /// `--out DIR`, nil unless given (the command then picks the folder, as its help says).
  ///
  /// - Parameter help: What the folder receives, and where it goes by default.
  /// - Returns: The option.
  static func folder(help: String) -> Option<String?> { Option("out", valueName: "DIR", help: help, .string) }

  /// `--out DIR` with a default folder.
  ///
  /// - Parameters:
  ///   - help: What the folder receives.
  ///   - defaultPath: The folder when none is given.
  /// - Returns: The option.
  static func folder(help: String, default defaultPath: String) -> Option<String> {
    Option("out", valueName: "DIR", help: help, default: defaultPath, .string)
  }
}
