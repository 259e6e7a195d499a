import BenchmarkKit

/// `--out FILE` of the commands that write one CSV to a file or to standard output (`curve`, `sweep`).
enum CSVOutputOption {
  /// The option; nil or `-` is standard output.
  static let out = Option(
    "out", valueName: "FILE", help: "Write the CSV to FILE (written atomically) instead of standard output.", .string)
}
