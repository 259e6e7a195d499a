import MotionCurves

/// A timing-curve animation: a curve, its duration and its delay.
public struct TimingCurve: Sendable, Hashable {
  public let curve: UnitCurve
  public let duration: Double
  public let delay: Double

  /// Progress p and its rate p' at `elapsed` seconds after the animation was started.
  @inlinable
  public func progress<T: MotionReal>(at elapsed: T) -> (value: T, velocity: T) {
    TimingProgress(curve: curve, start: delay, duration: duration).state(at: elapsed)
  }

  /// Seconds from the start until the progress reaches 1.
  public var end: Double { delay + duration }
}
