import MotionCurves

/// A spring parameter that tuning must keep.
public enum HeldParameter: Hashable, Sendable, CustomStringConvertible {
  /// The perceptual duration in seconds (> 0).
  case duration(Double)
  /// The bounce in (−1, 1].
  case bounce(Double)

  /// `held duration 0.5 s`.
  public var description: String {
    switch self {
    case .duration(let d): "held duration \(SpringExpression.format(d, significantDigits: 4)) s"
    case .bounce(let b): "held bounce \(SpringExpression.format(b, significantDigits: 4))"
    }
  }
}
