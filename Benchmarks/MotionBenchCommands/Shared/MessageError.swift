import BenchmarkKit

/// An error printed as `Error: <message>` that carries its exit code: ``UsageError`` and
/// ``DataError`` are this one type, told apart by `Kind`, which gives the default code.
public struct MessageError<Kind: MessageErrorKind>: Error, Equatable, CustomStringConvertible, ExitCodeProviding {
  public let message: String
  public let exitCode: ExitCode

  /// An error showing `message`, exiting with `exitCode` (the kind's code by default).
  public init(_ message: String, exitCode: ExitCode = Kind.exitCode) {
    self.message = message
    self.exitCode = exitCode
  }

  public var description: String { message }
}

/// Bad usage: printed as `Error: <message>`, exit code 64 unless given (``BadUsage``).
public typealias UsageError = MessageError<BadUsage>

/// A bad input data file: printed as `Error: <message>`, exit code 65 unless given (``BadData``).
public typealias DataError = MessageError<BadData>
