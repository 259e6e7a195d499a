import BenchmarkResults
import MotionCurves
import SpringTuning

extension TuneOutput {
  /// When SwiftUI's runtime stops this spring's animation (used as `.spring(duration:bounce:)`,
  /// released at ``initialVelocity``) for a change of `change` points and for a unit change.
  ///
  /// - Parameter change: The change in points (validated > 0).
  /// - Returns: The two endings; jumps in points and in changes.
  /// - Throws: ``TuningError`` if the change or ``hz`` is out of range.
  func swiftUIEndings(change: Double) throws -> (points: SwiftUIRuntimeSpring.Ending, unit: SwiftUIRuntimeSpring.Ending)
  {
    let points = try SwiftUIEndMeasure(change: change, hz: hz, start: deviceStart)
    let unit = try SwiftUIEndMeasure(change: 1, hz: hz, start: deviceStart)
    return (
      points.ending(spring, initialVelocity: initialVelocity), unit.ending(spring, initialVelocity: initialVelocity)
    )
  }

  /// What the device shows of `spring` over a move of `change` points at ``hz``, in the band.
  ///
  /// - Throws: ``TuningError`` if the change, ``hz`` or the velocity is out of range.
  func deviceMetrics(of spring: Spring, change: Double) throws -> DeviceMetrics {
    try DeviceMetrics(
      spring, device: try SwiftUIEndMeasure(change: change, hz: hz, start: deviceStart), epsilon: epsilon,
      initialVelocity: initialVelocity)
  }

  /// The report's table rows after the header: each metric with its target or bound, its
  /// closed-form and device figures and (least squares) its residual; then SwiftUI's stop rows.
  func metricRows(_ m: SpringMetrics, change: Double) throws -> [[String]] {
    let device = try deviceMetrics(of: spring, change: change)
    let (points, unit) = try swiftUIEndings(change: change)
    var rows: [[String]] = []
    for metric in TuningMetric.allCases where metric != .stop {
      let achieved = metric.value(in: m)
      let target = targets.first { $0.metric == metric }
      let residual = showsResiduals ? target.map { metric.text(achieved - $0.value) } ?? "" : ""
      switch metric {
      case .overshoot:
        rows.append([
          metric.label, asked(target, .overshoot, change: change), percent(achieved, change: change),
          percent(device.overshoot, change: change), residual,
        ])
      case .peakTime:
        let peak = device.peakTime.isFinite ? metric.text(device.peakTime) : "no overshoot"
        rows.append([metric.label, asked(target, nil, change: change), metric.text(achieved), peak, residual])
      case .settleTime:
        rows.append([
          metric.label, asked(target, .settleTime, change: change), metric.text(achieved),
          device.settleTime.isFinite ? metric.text(device.settleTime) : "never", residual,
        ])
        rows.append(["settle (envelope)", "", TuningMetric.settleTime.text(m.settleEnvelope), "", ""])
      case .riseTime, .oscillations, .stop:
        rows.append([metric.label, asked(target, nil, change: change), metric.text(achieved), "", residual])
      }
    }
    let stop = targets.first { $0.metric == .stop }
    rows.append([
      "SwiftUI stops (\(format(change)) pt)", asked(stop, .stop, change: change), "", text(points, unit: " pt"), "",
    ])
    rows.append(["SwiftUI stops (unit)", "", "", text(unit, unit: ""), ""])
    return rows
  }

  /// The target column: the exact target and the bound, `≤ 0.35 s`, `≤ 0.418 % (0.3333 pt)`.
  private func asked(_ target: TuningTarget?, _ bound: TuningBound.Metric?, change: Double) -> String {
    var items = target.map { [$0.metric.text($0.value)] } ?? []
    if let bound, let limit = bounds.first(where: { $0.metric == bound }) {
      items.append(
        bound == .overshoot ? "≤ " + percent(limit.value, change: change) : "≤ \(format(limit.value)) s")
    }
    return items.joined(separator: ", ")
  }

  /// An overshoot as a percentage and in points: `0.4102 % (0.3271 pt)`.
  private func percent(_ fraction: Double, change: Double) -> String {
    "\(format(100 * fraction)) % (\(format(fraction * change)) pt)"
  }

  /// The lines under the table that say what the device column and the SwiftUI rows are.
  func deviceFootnote(change: Double) -> String {
    "  (device: the \(format(hz)) Hz frames SwiftUI's runtime shows of a \(format(change)) pt move; its settle time is\n"
      + "   the first frame from which every frame stays within the band, its overshoot the largest among the frames;\n"
      + "   SwiftUI stops: the frame where its stop rule ends the animation and jumps to the target, for the move and\n"
      + "   for a change of 1, such as an opacity)"
  }

  private func text(_ ending: SwiftUIRuntimeSpring.Ending, unit: String) -> String {
    guard ending.time.isFinite else { return "never" }
    return "\(TuningMetric.settleTime.text(ending.time)), jump \(format(ending.jump))\(unit)"
  }

  private func format(_ value: Double) -> String { SpringExpression.format(value, significantDigits: 4) }
}
