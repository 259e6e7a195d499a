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

  /// The time of frame i (``FrameRate/time(_:)``).
  @inlinable public func time(_ i: Int) -> Double { FrameRate(hz: hz).time(i) }
  /// The step 1/hz.
  @inlinable public var step: Double { 1 / hz }
  /// The frames of `range` before time `t`, and those at or after it
  /// (``FrameRate/firstFrame(notBefore:)``).
  @inlinable
  public func split(at t: Double) -> (before: Frames, after: Frames) {
    var first = range.lowerBound
    if range.isEmpty || t <= time(range.lowerBound) {
      first = range.lowerBound
    } else if t > time(range.upperBound - 1) {
      first = range.upperBound
    } else {
      first = FrameRate(hz: hz).firstFrame(notBefore: t)
    }
    return (Frames(hz: hz, range: range.lowerBound..<first), Frames(hz: hz, range: first..<range.upperBound))
  }
}
