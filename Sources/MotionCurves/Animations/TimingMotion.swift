/// A timing curve from `start` over `duration`, heading for `target`.
public struct TimingMotion: Hashable, Sendable {
  /// The timing curve that paces the progress.
  public let curve: UnitCurve
  /// When the curve starts, in seconds.
  public let start: Double
  /// How long it runs, in seconds.
  public let duration: Double
  /// The value it heads for.
  public let target: Double
  /// How its progress combines with the motion it interrupts.
  public let combining: TimingCombination
  /// The interrupted motion's target (used by `.additive`).
  public let previousTarget: Double

  /// A timing curve from `start` over `duration` toward `target`, interrupting a motion toward `previousTarget`.
  public init(
    curve: UnitCurve, start: Double, duration: Double, target: Double,
    combining: TimingCombination = .blend, previousTarget: Double
  ) {
    self.curve = curve
    self.start = start
    self.duration = duration
    self.target = target
    self.combining = combining
    self.previousTarget = previousTarget
  }

  /// The progress curve p(t) = curve((t − start)/duration), 0 before and 1 after.
  public var progress: TimingProgress { TimingProgress(curve: curve, start: start, duration: duration) }

  /// Combines the underlying state with the progress (p, p').
  @inlinable
  public func combine<T: MotionReal>(
    _ base: (value: T, velocity: T), progress p: (value: T, velocity: T)
  ) -> (value: T, velocity: T) {
    combining.fold(base, progress: p, target: T(target), previousTarget: T(previousTarget))
  }
}
