import MotionCurves

/// Why springs could not be tuned, fitted or converted.
public enum TuningError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An input outside its allowed range.
  case invalidValue(name: String, value: Double, allowed: String)
  /// The targets leave a parameter free: what is missing.
  case underdetermined(String)
  /// No spring meets the targets: which targets conflict, and why.
  case conflict(String)
  /// An expression that is not a spring animation, with the parser's message.
  case notASpring(String)
  /// A trace that cannot be fitted: the sample (1-based), the column and why.
  case invalidTrace(row: Int?, column: String?, reason: String)
  /// A numerical method failed.
  case solverFailed(String)

  /// A one-line message naming the cause.
  public var description: String {
    switch self {
    case .invalidValue(let name, let value, let allowed):
      return "\(name) must be \(allowed) (got \(value))"
    case .underdetermined(let message), .conflict(let message), .notASpring(let message), .solverFailed(let message):
      return message
    case .invalidTrace(let row, let column, let reason):
      let place = [row.map { "sample \($0)" }, column.map { "column '\($0)'" }].compactMap { $0 }
      return place.isEmpty ? reason : place.joined(separator: ", ") + ": " + reason
    }
  }
}
