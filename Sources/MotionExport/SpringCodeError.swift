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

  public var description: String {
    switch self {
    case .syntax(let platform, let column, let expected):
      "\(platform): could not read the code at column \(column): expected \(expected)"
    case .missingSpring(let platform, let expected):
      "\(platform): could not find a spring in the code; expected \(expected)"
    case .badValue(let platform, let parameter, let text, let allowed):
      "\(platform): could not read \(parameter) '\(text)': expected \(allowed)"
    case .unknownParameter(let platform, let name, let expected):
      "\(platform): could not read the parameter '\(name)'; expected one of \(expected.joined(separator: ", "))"
    case .unsupported(let platform, let reason):
      "\(platform): \(reason)"
    case .invalidSpring(let platform, let reason):
      "\(platform): the parameters read give no valid spring: \(reason)"
    }
  }
}
