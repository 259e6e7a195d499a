import MotionCurves

/// A metric a designer can ask for (see ``SpringMetrics``), measured on a unit change released
/// from rest.
public enum TuningMetric: String, CaseIterable, Hashable, Sendable {
  /// The overshoot, as a fraction of the change in [0, 1).
  case overshoot
  /// The peak time, in seconds.
  case peakTime = "peak-time"
  /// The 10 → 90 % rise time, in seconds.
  case riseTime = "rise-time"
  /// The exact settling time, in seconds.
  case settleTime = "settle"
  /// The number of visible excursions, a whole number.
  case oscillations
  /// When SwiftUI's stop rule ends the animation on the device, in seconds: not a closed-form
  /// metric, and not a settle time (see ``DeviceMetrics``).
  case stop

  /// Whether the metric is a time, which scales with the duration (`τ(bounce)·duration/2π`).
  var isTime: Bool { self == .peakTime || self == .riseTime || self == .settleTime }

  /// The metric's name in messages and reports: `peak time`.
  public var label: String {
    switch self {
    case .overshoot: "overshoot"
    case .peakTime: "peak time"
    case .riseTime: "rise time"
    case .settleTime: "settle time"
    case .oscillations: "oscillations"
    case .stop: "SwiftUI stops"
    }
  }

  /// The metric's value in measured metrics.
  ///
  /// - Parameter metrics: The metrics of a spring.
  /// - Returns: The overshoot fraction, the time in seconds or the count; NaN for ``stop``, which
  ///   the closed form does not have.
  public func value(in metrics: SpringMetrics) -> Double {
    switch self {
    case .overshoot: metrics.overshoot
    case .peakTime: metrics.peakTime
    case .riseTime: metrics.riseTime
    case .settleTime: metrics.settleTime
    case .oscillations: metrics.oscillations
    case .stop: .nan
    }
  }

  /// A value of this metric with its unit: `5 %`, `0.4 s`, `2`.
  ///
  /// - Parameters:
  ///   - value: A fraction for the overshoot (shown in percent), seconds, or a count.
  ///   - significantDigits: Digits of the number.
  /// - Returns: The text.
  public func text(_ value: Double, significantDigits: Int = 4) -> String {
    let number = SpringExpression.format(self == .overshoot ? 100 * value : value, significantDigits: significantDigits)
    switch self {
    case .overshoot: return number + " %"
    case .peakTime, .riseTime, .settleTime, .stop: return number + " s"
    case .oscillations: return number
    }
  }
}
