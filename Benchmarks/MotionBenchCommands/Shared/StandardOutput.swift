import BenchmarkKit
import Glibc
import Synchronization

/// Whether everything a command wrote to standard output arrived: a command whose results
/// could not be written must not exit 0.
enum StandardOutput {
  private static let firstFailure = Atomic<Int32>(0)

  /// Remembers the `errno` of a failed write to standard output (the first one counts).
  static func record(_ code: Int32) {
    _ = firstFailure.compareExchange(expected: 0, desired: code, ordering: .relaxed)
  }

  /// Forgets earlier failures, at the start of a command (tests run several in one process).
  static func reset() { firstFailure.store(0, ordering: .relaxed) }

  /// Flushes C's buffered streams and says whether any write to standard output failed.
  ///
  /// - Returns: An error naming standard output and the cause, or nil when all was written.
  static func failure() -> AtomicFileError? {
    if fflush(nil) != 0 { record(errno == 0 ? EIO : errno) }
    let code = firstFailure.load(ordering: .relaxed)
    return code == 0 ? nil : .systemError(path: "-", operation: "write", errno: code)
  }
}
