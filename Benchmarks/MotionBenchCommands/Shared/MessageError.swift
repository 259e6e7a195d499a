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

/// What a ``MessageError`` is about, and the exit code it has unless told otherwise.
public protocol MessageErrorKind {
  /// The default exit code.
  static var exitCode: ExitCode { get }
}

/// Bad usage (64), or for a check of the command line that found a missing input (66) or an
/// output that cannot be created (73), that code.
public enum BadUsage: MessageErrorKind {
  public static var exitCode: ExitCode { .usage }
}

/// A bad input data file (65; 66 for a file that cannot be read at all).
public enum BadData: MessageErrorKind {
  public static var exitCode: ExitCode { .dataError }
}

/// Bad usage: printed as `Error: <message>`, exit code 64 unless given (``BadUsage``).
public typealias UsageError = MessageError<BadUsage>

/// A bad input data file: printed as `Error: <message>`, exit code 65 unless given (``BadData``).
public typealias DataError = MessageError<BadData>
