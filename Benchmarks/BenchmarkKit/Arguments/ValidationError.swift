/// A command-line usage error, reported as `Error: <description>` with exit
/// code 64 (``ExitCode/usage``).
package enum ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An option-like token that the command does not declare, e.g. `--foo`, with the
  /// declared option it most likely misspells, if any.
  case unknownOption(String, suggestion: String? = nil)
  /// An option that needs a value got none, e.g. `--out` at the end of the line.
  case missingValue(option: String)
  /// A flag was given a value with `=`, e.g. `--verbose=yes`.
  case unexpectedValue(flag: String, value: String)
  /// A positional argument beyond those the command declares.
  case unexpectedArgument(String)
  /// A required positional argument or option is absent; names it as in the
  /// usage line, e.g. `<model>` or `--hz <hz>`.
  case missingArgument(String)
  /// A value failed validation: `name` must be `expected` but was `got`.
  case invalidValue(name: String, expected: String, got: String)

  /// The one-line message, without the `Error: ` prefix the tools print before it.
  package var description: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .missingValue(let option): "missing value for '\(option)'"
    case .unexpectedValue(let flag, let value): "'\(flag)' does not take a value (got '\(value)')"
    case .unexpectedArgument(let argument): "unexpected argument '\(argument)'"
    case .missingArgument(let argument): "missing argument '\(argument)'"
    case .invalidValue(let name, let expected, let got): "\(name) must be \(expected) (got '\(got)')"
    }
  }
}
