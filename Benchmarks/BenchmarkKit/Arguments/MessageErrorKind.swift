/// What a ``MessageError`` is about, and the exit code it has unless told otherwise.
package protocol MessageErrorKind {
  /// The default exit code.
  static var exitCode: ExitCode { get }
}

/// Bad usage (64), or for a check of the command line that found a missing input (66) or an
/// output that cannot be created (73), that code.
package enum BadUsage: MessageErrorKind {
  package static var exitCode: ExitCode { .usage }
}

/// A bad input data file (65; 66 for a file that cannot be read at all).
package enum BadData: MessageErrorKind {
  package static var exitCode: ExitCode { .dataError }
}
