/// Why a platform's spring code could not be read.
public enum SpringCodeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text does not parse: what was expected at a 1-based column.
  case syntax(platform: String, column: Int, expected: String)
  /// No spring of the platform's form was found.
  case missingSpring(platform: String, expected: String)
  /// A parameter's value is not a number the platform accepts.
  case badValue(platform: String, parameter: String, text: String, allowed: String)
  /// A parameter the platform's spring does not have.
  case unknownParameter(platform: String, name: String, expected: [String])
  /// A form this reader does not turn into a spring, and why.
  case unsupported(platform: String, reason: String)
  /// The parameters read give no valid spring.
  case invalidSpring(platform: String, reason: String)

  /// `PLATFORM: REASON`, one line.
  public var description: String { "\(platform): \(reason)" }

  /// The platform whose code was read.
  var platform: String {
    switch self {
    case .syntax(let platform, _, _), .missingSpring(let platform, _), .badValue(let platform, _, _, _),
      .unknownParameter(let platform, _, _), .unsupported(let platform, _), .invalidSpring(let platform, _):
      platform
    }
  }

  /// What went wrong, after the platform's name.
  private var reason: String {
    switch self {
    case .syntax(_, let column, let expected): "could not read the code at column \(column): expected \(expected)"
    case .missingSpring(_, let expected): "could not find a spring in the code; expected \(expected)"
    case .badValue(_, let parameter, let text, let allowed):
      "could not read \(parameter) '\(text)': expected \(allowed)"
    case .unknownParameter(_, let name, let expected):
      "could not read the parameter '\(name)'; expected one of \(expected.joined(separator: ", "))"
    case .unsupported(_, let reason): reason
    case .invalidSpring(_, let reason): "the parameters read give no valid spring: \(reason)"
    }
  }
}
