/// A limit the motion must keep: settled by a time, an overshoot of at most a share of the
/// change, or stopped by SwiftUI by a time.
///
/// Settle time and overshoot are measured on the tuner's rendering (``TuningRendering``); the
/// stop is always the device's (``DeviceMetrics/stop``).
public struct TuningBound: Hashable, Sendable, CustomStringConvertible {
  /// What a bound limits.
  public enum Metric: String, CaseIterable, Hashable, Sendable {
    /// The settle time, in seconds: settled by at most the value.
    case settleTime = "max-settle"
    /// The overshoot, as a fraction of the change: at most the value.
    case overshoot = "max-overshoot"
    /// When SwiftUI's stop rule ends the animation, in seconds: by at most the value.
    case stop = "max-stop"

    /// The metric's name in messages and reports: `settle time`.
    public var label: String {
      switch self {
      case .settleTime: "settle time"
      case .overshoot: "overshoot"
      case .stop: "SwiftUI stops"
      }
    }
  }

  /// What is limited.
  public let metric: Metric
  /// The limit: seconds for times, a fraction of the change for the overshoot.
  public let value: Double

  /// Creates a bound.
  ///
  /// - Parameters:
  ///   - metric: What is limited.
  ///   - value: A time > 0 and finite, or an overshoot fraction in [0, 1).
  /// - Throws: ``TuningError/invalidValue(name:value:allowed:)`` naming the bound.
  public init(_ metric: Metric, _ value: Double) throws(TuningError) {
    switch metric {
    case .overshoot:
      guard value >= 0, value < 1 else {
        throw .invalidValue(name: "max overshoot", value: value, allowed: "a fraction of the change in [0, 1)")
      }
    case .settleTime, .stop:
      guard value.isFinite, value > 0 else {
        throw .invalidValue(name: "max \(metric.label)", value: value, allowed: "a positive finite number of seconds")
      }
    }
    self.metric = metric
    self.value = value
  }

  /// The limit with its unit: `0.35 s`, `0.418 %`.
  public var valueText: String {
    metric == .overshoot
      ? SpringExpression.format(100 * value, significantDigits: 4) + " %"
      : SpringExpression.format(value, significantDigits: 4) + " s"
  }

  /// `settle time ≤ 0.35 s`.
  public var description: String { "\(metric.label) ≤ \(valueText)" }
}
