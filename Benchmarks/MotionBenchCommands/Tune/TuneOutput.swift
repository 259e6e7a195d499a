import BenchmarkKit
import MotionCurves
import MotionText
import SpringTuning

/// What `motion-bench tune` prints: a spring as SwiftUI expressions, its closed-form and device
/// metrics side by side beside the targets and bounds, as a text report or one CSV row.
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
  /// Frames per second of the device figures and the SwiftUI stop rows.
  var hz = 120.0
  /// When the device begins the move, for the device figures and the SwiftUI stop rows.
  var deviceStart = SwiftUIRuntimeStart.frame
  /// The bounds, shown in the target column.
  var bounds: [TuningBound] = []
  /// What the settle and overshoot targets and bounds were measured on.
  var rendering = TuningRendering.closedForm
  /// The other sides of jumps near the targets.
  var jumps: [TuningResult.Jump] = []

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
  /// - Parameter change: The change in points of the SwiftUI stop and device columns.
  func writeCSV(to file: AtomicFile, change: Double) throws {
    let m = try metrics(of: spring)
    let (points, unit) = try swiftUIEndings(change: change)
    let device = try deviceMetrics(of: spring, change: change)
    var writer = CSVWriter(columns: TuneCommand.csvColumns, output: file)
    for value in [
      spring.duration, spring.bounce, spring.response, spring.dampingRatio, spring.mass, spring.stiffness,
      spring.damping,
      m.overshoot, m.peakTime, m.riseTime, m.settleTime, m.settleEnvelope, m.oscillations,
      points.time, points.jump, unit.time, unit.jump, device.settleTime, device.overshoot, device.overshootDistance,
      device.peakTime,
    ] { writer.append(value) }
    try writer.endRow()
    try writer.finish()
  }

  /// The text report: the expressions to paste, then each metric on the closed form and on the
  /// device beside its target or bound, the notes and the other sides of jumps.
  func report(change: Double, digits: Int?) throws -> String {
    let m = try metrics(of: spring)
    func f(_ value: Double) -> String { SpringExpression.format(value, significantDigits: 4) }
    var lines = [header, ""]
    lines += SpringExpression.expressions(for: spring, initialVelocity: initialVelocity, significantDigits: digits).map
    { "  " + $0 }
    let release = initialVelocity == 0 ? "released from rest" : "released at \(f(initialVelocity)) changes/s"
    lines += [
      "",
      "Metrics of a change \(release), settling band \(f(epsilon)) of the change (\(f(epsilon * change)) pt of "
        + "\(f(change)) pt); device: SwiftUI's runtime at \(f(hz)) Hz\(targetsLine):",
    ]
    var rows = [
      [
        "metric", targets.isEmpty && bounds.isEmpty ? "" : "target", "closed form", "device",
        showsResiduals ? "closed form − target" : "",
      ]
    ]
    rows += try metricRows(m, change: change)
    rows.append(["peak velocity", "", "\(f(m.peakVelocity)) changes/s", "", ""])
    let widths = (0..<5).map { column in rows.map { $0[column].count }.max()! + 2 }
    for row in rows {
      let padded = zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
      lines.append(String(("  " + padded.joined()).trimmingTrailingWhitespace()))
    }
    lines.append("  (a change of \(f(change)) pt peaks at \(f(m.peakVelocity * change)) pt/s)")
    lines.append(deviceFootnote(change: change))
    if !notes.isEmpty { lines += [""] + notes.map { "Note: " + $0 + "." } }
    for other in alternatives {
      let count = try metrics(of: other).oscillations
      lines.append(
        "Also exact: \(SpringExpression.expressions(for: other, significantDigits: digits)[0]) (\(f(count)) oscillations)"
      )
    }
    for jump in jumps {
      lines.append(try jumpLine(jump, change: change, digits: digits))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `; targets on the device` when tuning against a rendering.
  private var targetsLine: String {
    targets.isEmpty && bounds.isEmpty ? "" : "; targets and bounds measured on the \(rendering.label)"
  }

  /// The other side of a jump, with its settle time and overshoot on the closed form and the device.
  private func jumpLine(_ jump: TuningResult.Jump, change: Double, digits: Int?) throws -> String {
    func f(_ value: Double) -> String { SpringExpression.format(value, significantDigits: 4) }
    let m = try metrics(of: jump.spring)
    let device = try deviceMetrics(of: jump.spring, change: change)
    return "Other side of the jump (\(jump.change)): "
      + "\(SpringExpression.expressions(for: jump.spring, significantDigits: digits)[0]): settle time \(f(m.settleTime)) s "
      + "closed form, \(f(device.settleTime)) s device; overshoot \(f(100 * m.overshoot)) % closed form, "
      + "\(f(device.overshootDistance)) pt device"
  }
}
