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
