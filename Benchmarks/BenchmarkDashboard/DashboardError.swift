import BenchmarkKit

/// Why `motion-bench dashboard` built no site: printed as one `Error:` line, with the exit
/// code of its cause (sysexits.h).
package struct DashboardError: Error, Equatable, CustomStringConvertible, ExitCodeProviding {
  /// What went wrong, for the exit code.
  package enum Cause: Sendable, Equatable {
    /// A history cannot be used: malformed, mixed or unknown columns, no runs; an input past
    /// its limit (65).
    case data
    /// A history does not exist or cannot be opened (66).
    case missing
    /// The site cannot be created (73).
    case cannotCreate
    /// Writing the site failed: a full disk, an I/O error (74).
    case writeFailed
  }

  /// What went wrong, for the exit code.
  package let cause: Cause
  /// The line after `Error: `.
  package let message: String

  /// An error.
  ///
  /// - Parameters:
  ///   - cause: What went wrong, for the exit code.
  ///   - message: The line after `Error: `.
  package init(cause: Cause, message: String) {
    self.cause = cause
    self.message = message
  }

  package var description: String { message }

  /// The process exit code of the cause.
  package var exitCode: ExitCode {
    switch cause {
    case .data: .dataError
    case .missing: .noInput
    case .cannotCreate: .cannotCreate
    case .writeFailed: .ioError
    }
  }
}
