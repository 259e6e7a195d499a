import BenchmarkKit

/// The options that name files, declared once for every command: `--out` and `--plot` of the
/// commands that write a file or a folder (and draw it), and the files a command reads. The name,
/// placeholder and parser live here, the help (what is written or read) and any default with
/// each command. An output path is checked before any work with ``OutputCheck/check(_:option:)``.
enum FileOptions {
  /// `--out FILE`, nil unless given (then standard output, or the command's own default path).
  ///
  /// - Parameter help: What is written there.
  /// - Returns: The option.
  static func out(help: String) -> Option<String?> { Option("out", valueName: "FILE", help: help, .string) }

  /// `--out DIR`, nil unless given (the command then picks the folder, as its help says).
  ///
  /// - Parameter help: What the folder receives, and where it goes by default.
  /// - Returns: The option.
  static func outFolder(help: String) -> Option<String?> { Option("out", valueName: "DIR", help: help, .string) }

  /// `--plot`: then draw the output's pictures with gnuplot, as `motion-bench plot` does.
  ///
  /// - Parameter help: Which pictures, and where they go.
  /// - Returns: The flag.
  static func plot(help: String) -> Option<Bool> { Option.flag("plot", help: help) }

  /// `--out DIR` with a default folder.
  ///
  /// - Parameters:
  ///   - help: What the folder receives.
  ///   - defaultPath: The folder when none is given.
  /// - Returns: The option.
  static func outFolder(help: String, default defaultPath: String) -> Option<String> {
    Option("out", valueName: "DIR", help: help, default: defaultPath, .string)
  }

  /// A file the command reads, `--NAME FILE`, nil unless given; an empty name is refused.
  ///
  /// - Parameters:
  ///   - name: The option's name, e.g. `history`.
  ///   - help: What the file holds and what it is for.
  /// - Returns: The option.
  static func input(_ name: String, help: String) -> Option<String?> {
    Option(name, valueName: "FILE", help: help, .nonEmpty("a file name"))
  }
}
