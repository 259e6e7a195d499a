import BenchmarkKit

/// Why `motion-bench dashboard` built no site: printed as one `Error:` line, with the exit
/// code of its cause (sysexits.h).
struct DashboardError: Error, Equatable, CustomStringConvertible, ExitCodeProviding {
  /// What went wrong, for the exit code.
  enum Cause: Sendable, Equatable {
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

  let cause: Cause
  let message: String

  var description: String { message }

  /// The process exit code of the cause.
  var exitCode: ExitCode {
    switch cause {
    case .data: .dataError
    case .missing: .noInput
    case .cannotCreate: .cannotCreate
    case .writeFailed: .ioError
    }
  }
}
