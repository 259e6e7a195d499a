/// Frames sampled at a fixed rate: frame i is at t = i / hz.
public struct Frames: Hashable, Sendable {
  /// Frames per second (> 0).
  public let hz: Double
  /// The frame indices.
  public let range: Range<Int>

  /// Frames `range` at `hz` frames per second (> 0).
  public init(hz: Double, range: Range<Int>) {
    self.hz = hz
    self.range = range
  }

  /// The time of frame i.
  @inlinable public func time(_ i: Int) -> Double { Double(i) / hz }
  /// The step 1/hz.
  @inlinable public var step: Double { 1 / hz }
  /// The frames of `range` before time `t`, and those at or after it.
  @inlinable
  public func split(at t: Double) -> (before: Frames, after: Frames) {
    var first = range.lowerBound
    if range.isEmpty || t <= time(range.lowerBound) {
      first = range.lowerBound
    } else if t > time(range.upperBound - 1) {
      first = range.upperBound
    } else {
      first = Swift.min(Swift.max(Int((t * hz).rounded(.up)), range.lowerBound), range.upperBound - 1)
      while first > range.lowerBound, time(first - 1) >= t { first -= 1 }
      while time(first) < t { first += 1 }
    }
    return (Frames(hz: hz, range: range.lowerBound..<first), Frames(hz: hz, range: first..<range.upperBound))
  }
}
