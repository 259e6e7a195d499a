import BenchmarkKit

/// `--out FILE` of the commands that write one CSV to a file or to standard output (`curve`,
/// `sweep`, `trace`).
enum CSVOutputOption {
  /// The option; nil or `-` is standard output.
  static let out = FileOptions.out(help: "Write the CSV to FILE (written atomically) instead of standard output.")
}
