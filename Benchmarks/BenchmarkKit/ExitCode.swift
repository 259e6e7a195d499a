/// The process exit codes of the benchmark tools.
///
/// Follows package-benchmark for results (0 success or no change, 1 failure,
/// 2 regression, 4 improvements only), BSD `sysexits.h` for usage errors (64, `EX_USAGE`), and the
/// shell convention 128 + signal number for interruptions.
public enum ExitCode: Int32, Sendable {
  /// The run succeeded; a comparison found nothing changed beyond noise.
  case success = 0
  /// The run failed at run time (I/O error, numerical failure, ...).
  case failure = 1
  /// A comparison found at least one regression.
  case regression = 2
  /// A comparison found improvements and no regression.
  case improvement = 4
  /// The command line was invalid.
  case usage = 64
  /// An input data file was unreadable, malformed or had the wrong columns (`EX_DATAERR`).
  case dataError = 65
  /// An input file does not exist (`EX_NOINPUT`).
  case noInput = 66
  /// Interrupted by SIGINT (128 + 2).
  case interrupted = 130
  /// Terminated by SIGTERM (128 + 15).
  case terminated = 143

  /// The exit code for an error that ends the program: ``usage`` for a
  /// ``ValidationError``, ``failure`` for anything else.
  ///
  /// - Parameter error: The error that ended the program.
  public init(for error: any Error) {
    self = error is ValidationError ? .usage : .failure
  }
}
