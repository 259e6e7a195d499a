import MotionCurves

/// Whether springs meet a tuning problem's bounds, each measured on the problem's rendering.
///
/// Settle time and overshoot are the closed form's (``SpringMetrics``) or the device's
/// (``DeviceMetrics``); the stop is always the device's. Checking stops following the device's
/// frames as soon as a bound is broken.
struct BoundCheck {
  let rendering: TuningRendering
  let device: SwiftUIEndMeasure
  let epsilon: Double
  let settle: Double?
  let overshoot: Double?
  let stop: Double?

  /// The bounds of `tuner` as given in `bounds` (which may add device targets met as bounds).
  init(tuner: SpringTuner, bounds: [TuningBound]) {
    rendering = tuner.rendering
    device = tuner.device
    epsilon = tuner.epsilon
    settle = bounds.first { $0.metric == .settleTime }?.value
    overshoot = bounds.first { $0.metric == .overshoot }?.value
    stop = bounds.first { $0.metric == .stop }?.value
  }

  /// The settle time, overshoot fraction and stop time the bounds compare; with `early`, the
  /// device frames are followed only as far as the bounds need (a broken bound's figure is then
  /// only known to break it).
  func measure(_ spring: Spring, early: Bool) -> (settle: Double, overshoot: Double, stop: Double) {
    let onDevice = rendering == .device
    var figures = (settle: 0.0, overshoot: 0.0, stop: 0.0)
    if stop != nil || (onDevice && settle != nil) || (onDevice && !early) {
      let limit = early ? stop.map { $0 + 1 / device.hz } : nil
      let m = DeviceMetrics.measure(
        spring, device: device, epsilon: epsilon, settleBy: early && onDevice ? settle : nil,
        limit: limit ?? SwiftUIRuntimeSpring.defaultEndingLimit)
      figures.stop = m.stop.time
      if onDevice { (figures.settle, figures.overshoot) = (m.settleTime, m.overshoot) }
    } else if onDevice {
      figures.overshoot = Self.deviceOvershoot(spring, device: device, epsilon: epsilon)
    }
    if !onDevice {
      if settle != nil { figures.settle = spring.settlingTime(displacement: -1, velocity: 0, threshold: epsilon) }
      figures.overshoot = spring.overshoot().overshoot
    }
    return figures
  }

  /// Whether the spring meets every bound.
  func meets(_ spring: Spring) -> Bool {
    let m = measure(spring, early: true)
    return m.settle <= (settle ?? .infinity) && m.overshoot <= (overshoot ?? .infinity)
      && m.stop <= (stop ?? .infinity)
  }

  /// The bounds the spring breaks, each with the spring's figure: `settle time ≤ 0.35 s (0.358 s on the device)`.
  func broken(_ spring: Spring) -> [String] {
    let m = measure(spring, early: false)
    let on = rendering == .device ? "on the device" : "in closed form"
    let text = { (x: Double) in SpringExpression.format(x, significantDigits: 4) }
    var broken: [String] = []
    if let settle, m.settle > settle { broken.append("settle time ≤ \(text(settle)) s (\(text(m.settle)) s \(on))") }
    if let overshoot, m.overshoot > overshoot {
      broken.append(
        "overshoot ≤ \(text(100 * overshoot)) % (\(text(100 * m.overshoot)) % \(on), "
          + "\(text(m.overshoot * device.change)) of a \(text(device.change)) change)")
    }
    if let stop, m.stop > stop { broken.append("SwiftUI stops ≤ \(text(stop)) s (\(text(m.stop)) s)") }
    return broken
  }

  /// What a spring just past the answer does: which bounds it breaks, or that it meets them all.
  ///
  /// - Parameters:
  ///   - beyond: The spring one step further in the objective's direction; nil outside the
  ///     springs MotionBench models.
  ///   - phrase: The step: `1 % longer`.
  func edgeNote(_ beyond: Spring?, _ phrase: String) -> String {
    guard let beyond else { return "the answer is at the edge of the springs MotionBench models" }
    let broken = broken(beyond)
    guard !broken.isEmpty else {
      return "a spring \(phrase) still meets every bound: the edge found is where the bounds first break, not the last"
    }
    return "at the edge: a spring \(phrase) breaks " + broken.joined(separator: " and ")
  }

  /// The longest duration, for a bounce that may depend on it, that meets every bound: bracketed
  /// from ``SpringTuner/durationSearch`` by doubling or halving, then bisected on a log scale to
  /// `precision` (relative).
  ///
  /// - Returns: The duration; nil if none from the search's lower end up meets the bounds;
  ///   `.infinity` if the search's upper end still does.
  func longestDuration(bounce: (Double) -> Double, precision: Double) -> Double? {
    let search = SpringTuner.durationSearch
    func ok(_ d: Double) -> Bool { (try? Spring(duration: d, bounce: bounce(d))).map(meets) ?? false }
    var (low, high) = (search.start, search.start)
    if ok(low) {
      while ok(high) {
        low = high
        high *= 2
        if high > search.upper { return .infinity }
      }
    } else {
      while !ok(low) {
        high = low
        low /= 2
        if low < search.lower { return nil }
      }
    }
    while high / low - 1 > precision {
      let middle = (low * high).squareRoot()
      if ok(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// The device overshoot, following the frames only to twice the closed form's first peak (the
  /// largest) and 50 ms more, or to the stop.
  static func deviceOvershoot(_ spring: Spring, device: SwiftUIEndMeasure, epsilon: Double) -> Double {
    let zeta = spring.dampingRatio
    let peak = zeta < 1 ? spring.duration / (2 * (1 - zeta * zeta).squareRoot()) : spring.duration
    return DeviceMetrics.measure(spring, device: device, epsilon: epsilon, limit: 2 * peak + 0.05).overshoot
  }
}
