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

extension UsageError {
  /// Wraps a command-line validation error.
  init(_ error: ValidationError) { self.init(error.description) }

  /// Runs `body`, turning any error it throws into a usage error prefixed with `context`;
  /// malformed data (65), a missing input (66), an output that cannot be created (73) or an
  /// I/O error (74) keeps its exit code.
  static func wrapping<T>(_ context: String? = nil, _ body: () throws -> T) throws(UsageError) -> T {
    do {
      return try body()
    } catch let error as UsageError {
      throw error
    } catch {
      let code = ExitCode(for: error)
      throw UsageError(
        context.map { "\($0): \(error)" } ?? "\(error)",
        exitCode: [.dataError, .noInput, .cannotCreate, .ioError].contains(code) ? code : .usage)
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

/// Writes a line to standard error, its control characters but line breaks escaped.
func printError(_ line: String) {
  write(TerminalText.escaped(line) + "\n", to: 2)
}

/// Writes text to standard output unbuffered, so it interleaves correctly with stderr. A
/// failed write is remembered: ``StandardOutput/failure`` turns it into exit 74.
func printOutput(_ text: String) {
  if let code = write(TerminalText.escaped(text), to: 1) { StandardOutput.record(code) }
}

/// Writes all of `text`; returns the `errno` of a failed write.
@discardableResult
private func write(_ text: String, to descriptor: Int32) -> Int32? {
  POSIX.writeAll(Array(text.utf8), to: descriptor)
}
