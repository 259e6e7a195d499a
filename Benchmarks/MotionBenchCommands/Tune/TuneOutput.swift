import BenchmarkKit
import MotionCurves
import SpringTuning

/// What `motion-bench tune` prints: a spring as SwiftUI expressions, its metrics beside the
/// targets, as a text report or one CSV row.
struct TuneOutput {
  let spring: Spring
  /// The velocity at release, in changes per second.
  let initialVelocity: Double
  let epsilon: Double
  let targets: [TuningTarget]
  var header = ""
  /// Whether to show each target's residual (a least-squares compromise).
  var showsResiduals = false
  var notes: [String] = []
  var alternatives: [Spring] = []
  /// Frames per second of the SwiftUI end rows.
  var hz = 120.0
  /// Whether the settle target is met by SwiftUI's end time (shown on that row) rather than by
  /// the exact settling time.
  var settlesBySwiftUI = false

  func with(header: String, showsResiduals: Bool = false) -> TuneOutput {
    var copy = self
    copy.header = header
    copy.showsResiduals = showsResiduals
    return copy
  }

  func with(notes: [String], alternatives: [Spring]) -> TuneOutput {
    var copy = self
    copy.notes = notes
    copy.alternatives = alternatives
    return copy
  }

  func metrics(of spring: Spring) throws -> SpringMetrics {
    try SpringMetrics(spring, initialVelocity: initialVelocity, epsilon: epsilon)
  }

  /// Writes the header and one row of ``TuneCommand/csvColumns`` (%.17g) and commits the file.
  /// - Parameter change: The change in points of the SwiftUI end columns.
  func writeCSV(to file: AtomicFile, change: Double) throws {
    let m = try metrics(of: spring)
    let (points, unit) = try swiftUIEndings(change: change)
    var writer = CSVWriter(columns: TuneCommand.csvColumns, output: file)
    for value in [
      spring.duration, spring.bounce, spring.response, spring.dampingRatio, spring.mass, spring.stiffness,
      spring.damping,
      m.overshoot, m.peakTime, m.riseTime, m.settleTime, m.settleEnvelope, m.oscillations,
      points.time, points.jump, unit.time, unit.jump,
    ] { writer.append(value) }
    try writer.endRow()
    try writer.finish()
  }

  /// The text report: the expressions to paste, then each metric with its target and residual.
  func report(change: Double, digits: Int) throws -> String {
    let m = try metrics(of: spring)
    func f(_ value: Double) -> String { SpringExpression.format(value, significantDigits: 4) }
    var lines = [header, ""]
    lines += SpringExpression.expressions(for: spring, initialVelocity: initialVelocity, significantDigits: digits).map
    { "  " + $0 }
    let release = initialVelocity == 0 ? "released from rest" : "released at \(f(initialVelocity)) changes/s"
    lines += ["", "Metrics of a change \(release), settling band epsilon \(f(epsilon)) of the change:"]
    var rows = [["metric", targets.isEmpty ? "" : "target", "achieved", showsResiduals ? "achieved − target" : ""]]
    for metric in TuningMetric.allCases {
      let achieved = metric.value(in: m)
      let target = targets.first { $0.metric == metric }
      let shown = metric == .settleTime && settlesBySwiftUI ? nil : target
      rows.append([
        metric.label, shown.map { metric.text($0.value) } ?? "", metric.text(achieved),
        showsResiduals ? shown.map { metric.text(achieved - $0.value) } ?? "" : "",
      ])
      if metric == .settleTime {
        rows.append(["settle (envelope)", "", TuningMetric.settleTime.text(m.settleEnvelope), ""])
        rows += try swiftUIRows(change: change, settleTarget: settlesBySwiftUI ? target : nil)
      }
    }
    rows.append(["peak velocity", "", "\(f(m.peakVelocity)) changes/s", ""])
    let widths = (0..<4).map { column in rows.map { $0[column].count }.max()! + 2 }
    for row in rows {
      let padded = zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
      lines.append(("  " + padded.joined()).trimmingTrailingSpaces)
    }
    lines.append("  (a change of \(f(change)) pt peaks at \(f(m.peakVelocity * change)) pt/s)")
    lines.append(swiftUIFootnote(change: change))
    if !notes.isEmpty { lines += [""] + notes.map { "Note: " + $0 + "." } }
    for other in alternatives {
      let count = try metrics(of: other).oscillations
      lines.append(
        "Also exact: \(SpringExpression.expressions(for: other, significantDigits: digits)[0]) (\(f(count)) oscillations)"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
