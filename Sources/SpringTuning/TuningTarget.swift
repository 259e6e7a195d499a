import MotionCurves

/// One thing the motion must do: a metric, its value and its weight in a least-squares compromise.
public struct TuningTarget: Hashable, Sendable, CustomStringConvertible {
  /// What is measured.
  public let metric: TuningMetric
  /// The value: a fraction for the overshoot, seconds for times, a count for oscillations.
  public let value: Double
  /// The weight of the target's residual when there are more targets than unknowns (> 0).
  public let weight: Double

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - metric: The metric.
  ///   - value: Overshoot in [0, 1); a time > 0 and finite; oscillations a whole number ≥ 0.
  ///   - weight: A finite weight > 0.
  /// - Throws: ``TuningError/invalidValue(name:value:allowed:)`` naming the metric.
  public init(_ metric: TuningMetric, _ value: Double, weight: Double = 1) throws(TuningError) {
    switch metric {
    case .overshoot:
      guard value >= 0, value < 1 else {
        throw .invalidValue(name: "overshoot", value: value, allowed: "a fraction of the change in [0, 1)")
      }
    case .peakTime, .riseTime, .settleTime, .stop:
      guard value.isFinite, value > 0 else {
        throw .invalidValue(name: metric.label, value: value, allowed: "a positive finite number of seconds")
      }
    case .oscillations:
      guard value >= 0, value <= 1000, value.rounded() == value else {
        throw .invalidValue(name: "oscillations", value: value, allowed: "a whole number from 0 to 1000")
      }
    }
    guard weight.isFinite, weight > 0 else {
      throw .invalidValue(name: "\(metric.label) weight", value: weight, allowed: "a positive finite number")
    }
    self.metric = metric
    self.value = value
    self.weight = weight
  }

  /// `overshoot 5 %`.
  public var description: String { "\(metric.label) \(metric.text(value))" }
}
