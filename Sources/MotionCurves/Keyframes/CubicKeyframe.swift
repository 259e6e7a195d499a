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
