/// The progress of a timing curve, p(t) ∈ [0, 1].
public struct TimingProgress: PrescribedCurve, Hashable {
  /// The timing curve.
  public let curve: UnitCurve
  /// When the progress starts, in seconds.
  public let start: Double
  /// How long it takes to reach 1, in seconds.
  public let duration: Double

  /// The progress of `curve` from `start` over `duration` seconds.
  public init(curve: UnitCurve, start: Double, duration: Double) {
    self.curve = curve
    self.start = start
    self.duration = duration
  }

  /// p(t) and p'(t): 0 before the start, 1 after the end.
  @inlinable
  public func state<T: MotionReal>(at t: T) -> (value: T, velocity: T) {
    let u = (t - T(start)) / T(duration)
    guard u >= 0 else { return (0, 0) }
    guard u < 1 else { return (1, 0) }
    let state = curve.state(at: u)
    return (state.value, state.slope / T(duration))
  }

  /// 0: the progress before the start.
  public var initialValue: Double { 0 }
  /// The end, where the velocity stops.
  public var knots: [Double] { [start + duration] }
  /// None: the progress is continuous.
  public var jumps: [(time: Double, size: Double)] { [] }
}
