import BenchmarkKit

/// The check of an output path given on the command line, before any work.
enum OutputCheck {
  /// Checks that `path` can be written (``AtomicFile/checkWritable(_:followingLink:)``) and
  /// that it is not a history, which only `run`'s append may change.
  ///
  /// - Parameters:
  ///   - path: The path given, or nil/`-` for standard output.
  ///   - option: The option that gave it, for the message.
  /// - Throws: ``UsageError`` with exit code 73 naming the option and the path.
  static func check(_ path: String?, option: String = "--out") throws(UsageError) {
    try UsageError.wrapping(option) { try AtomicFile.checkWritable(path) }
    if let path, !AtomicFile.isStandardOutput(path), History.isHistory(path) {
      throw UsageError(
        "\(option): '\(path)' is a history of motion-bench run; it is never replaced (write elsewhere, or let "
          + "'motion-bench run' append to it)",
        exitCode: .cannotCreate)
    }
  }
}
