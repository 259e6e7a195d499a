import BenchmarkKit
import BenchmarkResults

/// The check of an output path before any work: the one rule, for every command, that an output
/// is never a history nor any file the run reads, under any spelling of its path.
enum OutputCheck {
  /// A file the run reads, with the option or argument that names it (for the message).
  typealias Input = (option: String, path: String)

  /// Checks that `path` can be written (``AtomicFile/checkWritable(_:followingLink:)``) and is
  /// none of the files it must not replace (``checkDistinct(_:option:inputs:)``).
  ///
  /// - Parameters:
  ///   - path: The path given, or nil/`-` for standard output.
  ///   - option: The option that gave it, for the message.
  ///   - inputs: The files the run reads.
  /// - Throws: ``UsageError`` with exit code 73 naming the option and the path.
  static func check(_ path: String?, option: String = "--out", inputs: [Input] = []) throws(UsageError) {
    try UsageError.wrapping(option) { try AtomicFile.checkWritable(path) }
    guard let path, !AtomicFile.isStandardOutput(path) else { return }
    try checkDistinct(path, option: option, inputs: inputs)
  }

  /// Checks that an output path is not a history, which only `run`'s append may change, and
  /// not one of the run's `inputs` (``FileIdentity``: a relative or absolute path, `./`, `..`
  /// and a symbolic link are one file).
  ///
  /// - Parameters:
  ///   - path: A file the run would write.
  ///   - option: What names it, for the message.
  ///   - inputs: The files the run reads.
  /// - Throws: ``UsageError`` with exit code 73 naming the option, the path and the input.
  static func checkDistinct(_ path: String, option: String, inputs: [Input]) throws(UsageError) {
    if History.isHistory(path) {
      throw UsageError(
        "\(option): '\(path)' is a history of motion-bench run; it is never replaced (write elsewhere, or let "
          + "'motion-bench run' append to it)",
        exitCode: .cannotCreate)
    }
    if let output = FileIdentity(path: path), let input = inputs.first(where: { FileIdentity(path: $0.path) == output })
    {
      throw UsageError(
        "\(option): '\(path)' is also the input \(input.option) '\(input.path)'; write the output elsewhere",
        exitCode: .cannotCreate)
    }
  }
}
