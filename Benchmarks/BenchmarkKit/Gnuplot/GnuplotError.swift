/// Why gnuplot could not draw a picture.
package enum GnuplotError: Error, Sendable, Equatable, CustomStringConvertible, ExitCodeProviding {
  /// No `gnuplot` executable on `PATH`.
  case notInstalled
  /// The executable could not be started.
  case cannotStart(executable: String, errno: Int32)
  /// gnuplot exited unsuccessfully while running a script: its exit code, or nil when a signal
  /// ended it.
  case failed(script: String, exitCode: Int32?, message: String)
  /// A file or folder of the pictures could not be written.
  case cannotWrite(path: String, operation: String, errno: Int32)

  /// A one-line message naming the cause (and, when gnuplot is missing, its package).
  package var description: String {
    switch self {
    case .notInstalled:
      "gnuplot is not installed (no 'gnuplot' on PATH); install the Debian package \(Gnuplot.package), e.g. with 'bash .ci/setup'"
    case .cannotStart(let executable, let code):
      "cannot start '\(executable)': \(POSIX.message(for: code))"
    case .failed(let script, let exitCode, let message):
      "gnuplot failed on '\(script)' (\(exitCode.map { "exit code \($0)" } ?? "ended by a signal")): \(message)"
    case .cannotWrite(let path, let operation, let code):
      "cannot \(operation) '\(path)': \(POSIX.message(for: code))"
    }
  }

  /// 69 (`EX_UNAVAILABLE`) when gnuplot is missing or cannot start, 73 when a file or folder
  /// cannot be created, 74 when writing one fails, 1 when gnuplot fails.
  package var exitCode: ExitCode {
    switch self {
    case .notInstalled, .cannotStart: .unavailable
    case .failed: .failure
    case .cannotWrite(_, let operation, _): operation == "write" ? .ioError : .cannotCreate
    }
  }
}
