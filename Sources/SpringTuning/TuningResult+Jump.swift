import MotionCurves

extension TuningResult {
  /// A place where the answer is discontinuous near the targets: a slightly different target or
  /// parameter gives a spring far from the answer, typically because a turn of the motion leaves
  /// or enters the settling band and the settle time jumps.
  public struct Jump: Hashable, Sendable {
    /// What differs on the other side: `overshoot 0.4222 % (1 % higher)`, `bounce 1e-9 higher`.
    public let change: String
    /// The spring on the other side of the jump.
    public let spring: Spring
  }
}

extension TuningResult {
  /// This result with jumps and a note about them.
  func with(jumps: [Jump], note: String) -> TuningResult {
    TuningResult(
      spring: spring, method: method, alternatives: alternatives, notes: notes + [note], targets: targets,
      bounds: bounds, rendering: rendering, metrics: metrics, deviceMetrics: deviceMetrics, jumps: self.jumps + jumps)
  }
}
