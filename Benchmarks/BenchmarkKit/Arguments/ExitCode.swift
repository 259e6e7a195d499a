/// The process exit codes of the benchmark tools.
///
/// Follows package-benchmark for results (0 success or no change, 1 failure,
/// 2 regression, 4 improvements only), BSD `sysexits.h` for errors (64 usage, 65 data,
/// 66 no input, 69 unavailable, 73 cannot create, 74 I/O, 75 try again), and the shell convention 128 + signal number
/// for interruptions.
package enum ExitCode: Int32, Sendable {
  /// The run succeeded; a comparison found nothing changed beyond noise.
  case success = 0
  /// The run failed at run time (a numerical failure, a failing tool, ...).
  case failure = 1
  /// A comparison found at least one regression.
  case regression = 2
  /// A comparison found improvements and no regression.
  case improvement = 4
  /// The command line was invalid (`EX_USAGE`).
  case usage = 64
  /// An input data file was malformed or had the wrong columns (`EX_DATAERR`).
  case dataError = 65
  /// An input file does not exist or cannot be read (`EX_NOINPUT`).
  case noInput = 66
  /// A program the command needs is not installed (`EX_UNAVAILABLE`): gnuplot, `ffmpeg`, `rsvg-convert`.
  case unavailable = 69
  /// An output file cannot be created or replaced (`EX_CANTCREAT`).
  case cannotCreate = 73
  /// Writing an output failed: a full disk, a closed standard output (`EX_IOERR`).
  case ioError = 74
  /// A comparison could not judge a figure now, and another try may (`EX_TEMPFAIL`): the
  /// machine was too busy; run it again.
  case temporaryFailure = 75
  /// Hung up by SIGHUP (128 + 1).
  case hangUp = 129
  /// Interrupted by SIGINT (128 + 2).
  case interrupted = 130
  /// Ended by SIGPIPE (128 + 13): the reader of standard output went away.
  case brokenPipe = 141
  /// Terminated by SIGTERM (128 + 15).
  case terminated = 143

  /// The exit code for an error that ends the program: the error's own code when it has
  /// one (``ExitCodeProviding``), ``usage`` for a ``ValidationError``, ``failure`` for
  /// anything else.
  ///
  /// - Parameter error: The error that ended the program.
  package init(for error: any Error) {
    if let error = error as? any ExitCodeProviding {
      self = error.exitCode
    } else {
      self = error is ValidationError ? .usage : .failure
    }
  }
}

/// An error that knows the exit code it ends the program with.
package protocol ExitCodeProviding: Error {
  /// The code after sysexits.h.
  var exitCode: ExitCode { get }
}
