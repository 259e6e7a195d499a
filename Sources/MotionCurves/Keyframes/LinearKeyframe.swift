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
