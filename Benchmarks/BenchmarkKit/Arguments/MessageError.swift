/// An error printed as `Error: <message>` that carries its exit code: ``UsageError`` and
/// ``DataError`` are this one type, told apart by `Kind`, which gives the default code.
package struct MessageError<Kind: MessageErrorKind>: Error, Equatable, CustomStringConvertible, ExitCodeProviding {
  package let message: String
  package let exitCode: ExitCode

  /// An error showing `message`, exiting with `exitCode` (the kind's code by default).
  package init(_ message: String, exitCode: ExitCode = Kind.exitCode) {
    self.message = message
    self.exitCode = exitCode
  }

  package var description: String { message }
}

/// Bad usage: printed as `Error: <message>`, exit code 64 unless given (``BadUsage``).
package typealias UsageError = MessageError<BadUsage>

/// A bad input data file: printed as `Error: <message>`, exit code 65 unless given (``BadData``).
package typealias DataError = MessageError<BadData>
