import BenchmarkKit
import Glibc

/// `--progress` and `--quiet`, declared once for the commands that run long (`sweep`, `tune
/// --scene`, `scene`): progress goes to standard error when it is a terminal, or always with
/// `--progress`, and never with `--quiet`.
enum ProgressOptions {
  static let progress = Option.flag(
    "progress", help: "Report progress on standard error even when it is not a terminal (the default when it is).")
  static let quiet = Option.flag("quiet", help: "No progress on standard error.")

  /// The options, in help order.
  static let declarations: [any OptionDeclaration] = [progress, quiet]

  /// Whether to report progress.
  ///
  /// - Parameter parsed: The command line, declaring ``declarations``.
  /// - Returns: True with `--progress`, or when standard error is a terminal without `--quiet`.
  /// - Throws: ``UsageError`` for both flags.
  static func reports(_ parsed: ParsedArguments) throws(UsageError) -> Bool {
    let (forced, quiet) = (try parsed[progress], try parsed[quiet])
    guard !(forced && quiet) else { throw UsageError("--progress and --quiet disagree; give one") }
    return forced || (!quiet && isatty(2) == 1)
  }
}
