/// What a platform shows of a move: its value at each frame from the release until it ends,
/// and when it ends.
public struct PlatformRendering: Hashable, Sendable {
  /// The value shown at frames 0, 1, 2, … (t = i/hz), through the frame at which the
  /// animation ends (or through the last frame followed).
  public var values: [Double]
  /// The time of the frame at which the animation ends (the value then stays as shown); nil
  /// when it had not ended within ``ExportMove/followLimit``.
  public var endTime: Double?

  /// Creates a rendering.
  public init(values: [Double], endTime: Double?) {
    self.values = values
    self.endTime = endTime
  }

  /// The value shown at frame i: the last value once the animation has ended.
  @inlinable
  public func value(atFrame i: Int) -> Double { i < values.count ? values[i] : values[values.count - 1] }
}
