import BenchmarkKit
import Glibc
import MotionCurves
import SpringTuning
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench tune --on device: bounds, the designer's task, side-by-side figures", .tags(.integration))
struct TuneDeviceTests {
  /// The designer's task: the highlight's 79.75 pt move, settled within 1/3 pt by 0.35 s, at most
  /// 1/3 pt of overshoot.
  static let task = [
    "--on", "device", "--max-overshoot", "1/3pt", "--max-settle", "0.35", "--change", "79.75", "--visible-pt", "1/3",
  ]

  /// Runs `tune` in a fresh directory and gives its CSV row and text report; the files are removed.
  func tune(_ arguments: [String]) throws -> (row: [String: Double], report: String) {
    let scratch = try TemporaryDirectory()
    defer { withExtendedLifetime(scratch) {} }
    let directory = scratch.path
    let (csv, text) = (directory + "/row.csv", directory + "/report.txt")
    #expect(MotionBenchMain.main(["tune"] + arguments + ["--format", "csv", "--out", csv]) == 0)
    #expect(MotionBenchMain.main(["tune"] + arguments + ["--out", text]) == 0)
    let table = try CSVTable(contentsOfFile: csv)
    #expect(table.columns == TuneCommand.csvColumns && table.rows.count == 1)
    let row = Dictionary(uniqueKeysWithValues: try table.columns.map { ($0, try table.doubles($0)[0]) })
    return (row, try readText(text))
  }

  /// The frames `curve --solver swiftui` prints for an expression over a move.
  func curveFrames(_ expression: String, to change: Double) throws -> (t: [Double], value: [Double]) {
    let scratch = try TemporaryDirectory()
    defer { withExtendedLifetime(scratch) {} }
    let directory = scratch.path
    let path = directory + "/curve.csv"
    let run = try ChildProcess.run(
      ["curve", expression, "--solver", "swiftui", "--to", "\(change)", "--out", path], in: directory)
    #expect(run.status == 0, "\(run.standardError)")
    let table = try CSVTable(contentsOfFile: path)
    return (try table.doubles("t"), try table.doubles("value"))
  }

  @Test("The designer's task: curve --solver swiftui shows the answer settled by 0.35 s within 1/3 pt")
  func designerTask() throws {
    let (row, report) = try tune(Self.task)
    let expression = try #require(report.split(separator: "\n").first { $0.hasPrefix("  .spring(duration:") })
    let frames = try curveFrames(String(expression.dropFirst(2)), to: 79.75)
    let band = 1.0 / 3
    let outside = frames.t.indices.filter { abs(frames.value[$0] - 79.75) > band }.map { frames.t[$0] }
    #expect(try #require(outside.last) < 0.35)
    #expect(frames.value.map { $0 - 79.75 }.max()! <= band)
    // The closed-form figures beside them miss both bounds: why tuning for the device matters.
    #expect(row["settle_time"]! > 0.35 && row["overshoot_fraction"]! * 79.75 > band)
    #expect(row["device_settle_time"]! <= 0.35 && row["device_overshoot_pt"]! <= band)
  }

  @Test(
    "tune --visible-pt 1/3 reports the settle time the independent runtime model gives, in the CSV and the text",
    arguments: [
      ["--on", "device", "--max-settle", "0.4", "--max-overshoot", "1pt", "--change", "14.56", "--visible-pt", "1/3"],
      ["--overshoot", "5%", "--settle", "0.4", "--change", "79.75", "--visible-pt", "1/3", "--hz", "60"],
      ["--like", ".smooth", "--change", "79.75", "--visible-pt", "1/3"],
    ])
  func settleMatchesReference(arguments: [String]) throws {
    let (row, report) = try tune(arguments)
    let change = Double(arguments[arguments.firstIndex(of: "--change")! + 1])!
    let hz = arguments.contains("--hz") ? 60.0 : 120
    let reference = RuntimeSpringReference(response: row["response"]!, dampingFraction: row["damping_fraction"]!)
    let frames = reference.frames(from: 0, to: change, velocity: 0, hz: hz, count: Int(10 * hz))
    let last = try #require(frames.lastIndex { abs($0.value - change) > 1.0 / 3 })
    // The move begins on the frame after the change (--device-start frame): one frame later.
    #expect(row["device_settle_time"] == Double(last + 2) / hz)
    let shown = SpringExpression.format(Double(last + 2) / hz, significantDigits: 4) + " s"
    #expect(
      report.split(separator: "\n").contains { $0.hasPrefix("  settle time") && $0.hasSuffix(shown) }, "\(report)")
  }

  @Test("Near the band's edge an exact overshoot jumps, and the report says so with the other side")
  func jumpReported() throws {
    let (_, report) = try tune([
      "--overshoot", "0.418%", "--settle", "0.35", "--change", "79.75", "--visible-pt", "1/3",
    ])
    #expect(report.contains("the answer jumps near the targets"))
    #expect(report.contains("Other side of the jump (overshoot 0.4138 % (1 % lower)): .spring(duration: 0.44"))
  }

  @Test("sweep --on device: the device columns are the independent runtime model's, for each grid point")
  func sweepDevice() throws {
    let scratch = try TemporaryDirectory()
    defer { withExtendedLifetime(scratch) {} }
    let directory = scratch.path
    let path = directory + "/sweep.csv"
    let arguments = [
      "sweep", "--on", "device", "--bounces", "3", "--bounce-max", "0.4", "--durations", "2", "--duration-max", "0.6",
      "--change", "79.75", "--visible-pt", "1/3", "--hz", "60", "--threads", "1", "--out", path,
    ]
    #expect(MotionBenchMain.main(arguments) == 0)
    let table = try CSVTable(contentsOfFile: path)
    #expect(Array(table.columns.suffix(3)) == SweepCommand.deviceColumns && table.rows.count == 6)
    let (bounces, durations) = (try table.doubles("bounce"), try table.doubles("duration"))
    let (settles, overshoots) = (try table.doubles("device_settle_time"), try table.doubles("device_overshoot_pt"))
    for row in 0..<6 {
      let spring = try Spring(duration: durations[row], bounce: bounces[row])
      let reference = RuntimeSpringReference(response: spring.duration, dampingFraction: spring.dampingRatio)
      let frames = reference.frames(from: 0, to: 79.75, velocity: 0, hz: 60, count: 600)
      let last = try #require(frames.lastIndex { abs($0.value - 79.75) > 1.0 / 3 })
      // The move begins on the frame after the change (--device-start frame): one frame later.
      #expect(settles[row] == Double(last + 2) / 60)
      #expect(abs(overshoots[row] - max(0, frames.map { $0.value - 79.75 }.max()!)) <= 1e-9)
    }
  }

  /// The tuner `tune` builds from `arguments`.
  func tuner(_ arguments: [String]) throws -> SpringTuner {
    let command = try #require(try TuneCommand.parse(arguments))
    let tuner: SpringTuner? = if case .targets(let tuner) = command.mode { tuner } else { nil }
    return try #require(tuner)
  }

  @Test("The declared options: --max-overshoot in points over --change, a ratio or a percentage; --on; the band")
  func declaredOptions() throws {
    let task = try tuner(Self.task)
    let third = 1.0 / 3
    #expect(task.rendering == .device && task.device.change == 79.75 && task.device.hz == 120)
    #expect(task.bounds == [try TuningBound(.settleTime, 0.35), try TuningBound(.overshoot, third / 79.75)])
    #expect(task.epsilon == third / 79.75)
    for (text, share) in [("0.5 pt", 0.005), ("2%", 0.02), ("1/50", 0.02), ("0.02", 0.02)] {
      let bounded = try tuner(["--max-overshoot", text, "--max-stop", "0.9"])
      #expect(bounded.rendering == .closedForm && bounded.device.change == 100, "\(text)")
      #expect(bounded.bounds == [try TuningBound(.overshoot, share), try TuningBound(.stop, 0.9)], "\(text)")
    }
  }

}
