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

/// A spring parameter that tuning must keep.
public enum HeldParameter: Hashable, Sendable, CustomStringConvertible {
  /// The perceptual duration in seconds (> 0).
  case duration(Double)
  /// The bounce in (−1, 1].
  case bounce(Double)

  /// `held duration 0.5 s`.
  public var description: String {
    switch self {
    case .duration(let d): "held duration \(SpringExpression.format(d, significantDigits: 4)) s"
    case .bounce(let b): "held bounce \(SpringExpression.format(b, significantDigits: 4))"
    }
  }
}

/// Why springs could not be tuned, fitted or converted.
public enum TuningError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An input outside its allowed range.
  case invalidValue(name: String, value: Double, allowed: String)
  /// The targets leave a parameter free: what is missing.
  case underdetermined(String)
  /// No spring meets the targets: which targets conflict, and why.
  case conflict(String)
  /// An expression that is not a spring animation, with the parser's message.
  case notASpring(String)
  /// A trace that cannot be fitted: the sample (1-based), the column and why.
  case invalidTrace(row: Int?, column: String?, reason: String)
  /// A numerical method failed.
  case solverFailed(String)

  /// A one-line message naming the cause.
  public var description: String {
    switch self {
    case .invalidValue(let name, let value, let allowed):
      return "\(name) must be \(allowed) (got \(value))"
    case .underdetermined(let message), .conflict(let message), .notASpring(let message), .solverFailed(let message):
      return message
    case .invalidTrace(let row, let column, let reason):
      let place = [row.map { "sample \($0)" }, column.map { "column '\($0)'" }].compactMap { $0 }
      return place.isEmpty ? reason : place.joined(separator: ", ") + ": " + reason
    }
  }
}
