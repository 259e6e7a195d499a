/// A curve model rejected its input.
///
/// Every case names the offending input and what is allowed, so the message can be shown
/// to a user as is: `bounce must be in (-1, 1] (got 1.5)`.
public enum CurveError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A number outside its allowed set (non-finite numbers included).
  case invalidParameter(name: String, value: Double, allowed: String)
  /// A keyframe track with no keyframes.
  case emptyKeyframeTrack

  /// The error as one line: the parameter, its value and what is allowed.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let value, let allowed):
      return "\(name) must be \(allowed) (got \(value))"
    case .emptyKeyframeTrack:
      return "a keyframe track needs at least one keyframe"
    }
  }
}

extension CurveError {
  /// Throws unless `value` is finite and strictly positive.
  @inlinable
  static func requirePositive(_ value: Double, _ name: String) throws(CurveError) {
    guard value.isFinite, value > 0 else {
      throw .invalidParameter(name: name, value: value, allowed: "a positive finite number")
    }
  }

  /// Throws unless `value` is finite and not negative.
  @inlinable
  static func requireNonNegative(_ value: Double, _ name: String) throws(CurveError) {
    guard value.isFinite, value >= 0 else {
      throw .invalidParameter(name: name, value: value, allowed: "a finite number ≥ 0")
    }
  }

  /// Throws unless `value` is finite.
  @inlinable
  static func requireFinite(_ value: Double, _ name: String) throws(CurveError) {
    guard value.isFinite else {
      throw .invalidParameter(name: name, value: value, allowed: "a finite number")
    }
  }
}
