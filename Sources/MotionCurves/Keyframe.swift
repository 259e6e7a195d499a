/// Jumps to a value at once (SwiftUI's `MoveKeyframe`).
public struct MoveKeyframe: Hashable, Sendable {
  /// The value jumped to.
  public var value: Double
  /// A jump to `value`.
  public init(_ value: Double) { self.value = value }
}

/// Interpolates in a straight line, paced by a timing curve (SwiftUI's `LinearKeyframe`).
public struct LinearKeyframe: Hashable, Sendable {
  /// The value at the segment's end.
  public var value: Double
  /// How long the segment lasts, in seconds.
  public var duration: Double
  /// How the segment is paced.
  public var timingCurve: UnitCurve
  /// A straight segment to `value` over `duration` seconds, paced by `timingCurve`.
  public init(_ value: Double, duration: Double, timingCurve: UnitCurve = .linear) {
    self.value = value
    self.duration = duration
    self.timingCurve = timingCurve
  }
}

/// A cubic Hermite segment (SwiftUI's `CubicKeyframe`); adjacent ones form a Catmull-Rom spline.
public struct CubicKeyframe: Hashable, Sendable {
  /// The value at the segment's end.
  public var value: Double
  /// How long the segment lasts, in seconds.
  public var duration: Double
  /// The tangent at the segment's start in value units per second; nil follows the rules of
  /// ``KeyframeTrack``.
  public var startVelocity: Double?
  /// The tangent at the segment's end; nil follows the rules of ``KeyframeTrack``.
  public var endVelocity: Double?
  /// A cubic segment to `value` over `duration` seconds; nil tangents follow ``KeyframeTrack``'s rules.
  public init(_ value: Double, duration: Double, startVelocity: Double? = nil, endVelocity: Double? = nil) {
    self.value = value
    self.duration = duration
    self.startVelocity = startVelocity
    self.endVelocity = endVelocity
  }
}

/// A spring toward a value (SwiftUI's `SpringKeyframe`).
public struct SpringKeyframe: Hashable, Sendable {
  /// The value the spring heads for.
  public var value: Double
  /// How long the segment lasts; nil means the spring's settling duration.
  public var duration: Double?
  /// The spring.
  public var spring: Spring
  /// The velocity at the segment's start; nil keeps the current velocity.
  public var startVelocity: Double?
  /// A spring segment toward `value`; nil duration is the spring's settling duration.
  public init(_ value: Double, duration: Double? = nil, spring: Spring = .smooth, startVelocity: Double? = nil) {
    self.value = value
    self.duration = duration
    self.spring = spring
    self.startVelocity = startVelocity
  }
}

/// One keyframe of a track.
public enum Keyframe: Hashable, Sendable {
  /// A jump.
  case move(MoveKeyframe)
  /// A straight segment.
  case linear(LinearKeyframe)
  /// A cubic segment.
  case cubic(CubicKeyframe)
  /// A spring segment.
  case spring(SpringKeyframe)

  /// The value the keyframe heads for.
  public var value: Double {
    switch self {
    case .move(let k): k.value
    case .linear(let k): k.value
    case .cubic(let k): k.value
    case .spring(let k): k.value
    }
  }

  /// The keyframe's length in seconds: a spring without a duration lasts its settling duration.
  public var nominalDuration: Double {
    switch self {
    case .move: 0
    case .linear(let k): k.duration
    case .cubic(let k): k.duration
    case .spring(let k): k.duration ?? k.spring.settlingDuration
    }
  }
}

/// Builds a keyframe list the way SwiftUI's `keyframes:` closure does.
@resultBuilder
public enum KeyframesBuilder {
  /// A move keyframe.
  public static func buildExpression(_ k: MoveKeyframe) -> [Keyframe] { [.move(k)] }
  /// A linear keyframe.
  public static func buildExpression(_ k: LinearKeyframe) -> [Keyframe] { [.linear(k)] }
  /// A cubic keyframe.
  public static func buildExpression(_ k: CubicKeyframe) -> [Keyframe] { [.cubic(k)] }
  /// A spring keyframe.
  public static func buildExpression(_ k: SpringKeyframe) -> [Keyframe] { [.spring(k)] }
  /// The keyframes in order.
  public static func buildBlock(_ parts: [Keyframe]...) -> [Keyframe] { parts.flatMap { $0 } }
}
