import BenchmarkKit
import Glibc

/// A subcommand of `motion-bench`: a spec for parsing and help, a pure parse into an
/// options value, and a run.
protocol Command {
  /// The command line this command accepts, and its help.
  static var spec: CommandSpec { get }
  /// Validates parsed arguments into the command's options.
  /// - Throws: ``UsageError`` naming the bad input.
  init(parsed: ParsedArguments) throws(UsageError)
  /// Runs the command; thrown errors are run-time failures (exit 1).
  /// - Returns: The exit code (``ExitCode/regression`` when a baseline comparison fails).
  func run() throws -> ExitCode
}

/// Bad usage: printed as `Error: <message>`, exit code 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// A bad input data file: printed as `Error: <message>`, exit code 65.
public struct DataError: Error, Equatable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// An input file that does not exist: printed as `Error: <message>`, exit code 66.
public struct NoInputError: Error, Equatable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

extension UsageError {
  /// Wraps a command-line validation error.
  init(_ error: ValidationError) { self.init(error.description) }

  /// Runs `body`, turning any error it throws into a usage error prefixed with `context`.
  static func wrapping<T>(_ context: String? = nil, _ body: () throws -> T) throws(UsageError) -> T {
    do {
      return try body()
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError(context.map { "\($0): \(error)" } ?? "\(error)")
    }
  }
}

extension Command {
  /// Parses the arguments after the subcommand name.
  ///
  /// - Returns: The command, or nil when help was requested.
  /// - Throws: ``UsageError``.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self? {
    let parsed: ParsedArguments
    do {
      parsed = try spec.parse(arguments)
    } catch {
      throw UsageError(error)
    }
    return parsed.isHelpRequested ? nil : try Self(parsed: parsed)
  }
}

extension ParsedArguments {
  /// An option's typed, validated value (``value(_:)-Option``), with the error turned into a ``UsageError``.
  subscript<Value>(option: Option<Value>) -> Value {
    get throws(UsageError) {
      do { return try value(option) } catch { throw UsageError(error) }
    }
  }

  /// An argument's typed value (``value(_:)-Argument``), with the error turned into a ``UsageError``.
  subscript<Value>(argument: Argument<Value>) -> Value {
    get throws(UsageError) {
      do { return try value(argument) } catch { throw UsageError(error) }
    }
  }

  /// Every value of a repeatable option (``values(_:)``), with the error turned into a ``UsageError``.
  func all<Wrapped>(_ option: Option<Wrapped?>) throws(UsageError) -> [Wrapped] {
    do { return try values(option) } catch { throw UsageError(error) }
  }

  /// Whether a set of defaults such as `--quick` was given.
  subscript(set: DefaultSet) -> Bool { value(set) }
}

/// Writes a line to standard error.
func printError(_ line: String) {
  write(line + "\n", to: 2)
}

/// Writes text to standard output unbuffered, so it interleaves correctly with stderr.
func printOutput(_ text: String) {
  write(text, to: 1)
}

private func write(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { _ = Glibc.write(descriptor, $0.baseAddress, $0.count) }
}
