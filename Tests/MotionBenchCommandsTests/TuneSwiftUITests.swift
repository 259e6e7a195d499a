import BenchmarkKit
import Glibc
import MotionCurves
import SpringTuning
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench tune: SwiftUI's stop", .tags(.integration))
struct TuneSwiftUITests: TemporaryDirectorySuite {
  let scratch = try! TemporaryDirectory()

  func row(_ arguments: [String]) throws -> [String: Double] {
    let path = directory + "/row\(arguments.hashValue).csv"
    #expect(MotionBenchMain.main(["tune"] + arguments + ["--format", "csv", "--out", path]) == 0)
    let table = try CSVTable(contentsOfFile: path)
    #expect(table.columns == TuneCommand.csvColumns && table.rows.count == 1)
    return Dictionary(uniqueKeysWithValues: try table.columns.map { ($0, try table.doubles($0)[0]) })
  }

  @Test(
    "The report and the CSV give the independent model's .smooth figures: 1.25 s over 79.75 pt, 0.825 s over a unit change"
  )
  func smooth() throws {
    // The model's own figures, the move begun at the change.
    let values = try row(["--like", ".smooth", "--change", "79.75", "--device-start", "immediate"])
    #expect(values["swiftui_end_time"] == 1.25 && values["swiftui_unit_end_time"] == 0.825)
    #expect(values["swiftui_end_jump"]! > 0 && values["swiftui_end_jump"]! <= 0.7975)
    #expect(values["swiftui_unit_end_jump"]! > 0 && values["swiftui_unit_end_jump"]! <= 0.01)
    #expect(abs(values["settle_time"]! - 0.7348) < 1e-4)
    let report = directory + "/smooth.txt"
    #expect(
      MotionBenchMain.main([
        "tune", "--like", ".smooth", "--change", "79.75", "--device-start", "immediate", "--out", report,
      ]) == 0)
    let text = try readText(report)
    let lines = text.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("  SwiftUI stops (79.75 pt)") && $0.hasSuffix(" 1.25 s, jump 0.0005216 pt") })
    #expect(lines.contains { $0.hasPrefix("  SwiftUI stops (unit)") && $0.contains(" 0.825 s, jump ") })
    #expect(text.contains("SwiftUI stops: the frame where its stop rule ends the animation"))
  }

  @Test("--stop with a held bounce: the edge where the stop passes the target")
  func heldBounce() throws {
    let values = try row(["--stop", "0.4", "--overshoot", "5%"])
    let (duration, bounce) = (values["duration"]!, values["bounce"]!)
    #expect(abs(values["overshoot_fraction"]! - 0.05) <= 1e-12)
    let end = values["swiftui_end_time"]!
    #expect(end <= 0.4 && (end * 120).rounded() == end * 120)
    // A spring a hair longer ends after the target; 100 pt is the default change, begun a frame
    // after it by default.
    let measure = try SwiftUIEndMeasure(change: 100, hz: 120, start: .frame)
    #expect(measure.ending(try Spring(duration: duration * (1 + 1e-11), bounce: bounce)).time > 0.4)
    #expect(measure.ending(try Spring(duration: duration, bounce: bounce)).time == end)
    // The exact settling time is far earlier than the end: SwiftUI ends 100 pt late.
    #expect(values["settle_time"]! < 0.3)
  }

  @Test(
    "--stop with a held duration or a time target scans the bounce",
    arguments: [
      ["--stop", "1", "--duration", "0.5"], ["--stop", "1", "--peak-time", "0.2"],
      ["--stop", "0.6", "--rise-time", "0.1", "--hz", "60", "--change", "1"],
    ])
  func freeBounce(arguments: [String]) throws {
    let values = try row(arguments)
    let target = Double(arguments[1])!
    #expect(values["swiftui_end_time"]! <= target)
    let hz = arguments.contains("--hz") ? 60.0 : 120.0
    let change = arguments.contains("--change") ? 1.0 : 100.0
    let measure = try SwiftUIEndMeasure(change: change, hz: hz, start: .frame)
    let spring = try Spring(duration: values["duration"]!, bounce: values["bounce"]!)
    #expect(measure.ending(spring).time == values["swiftui_end_time"]!)
    if arguments.contains("--duration") { #expect(values["duration"] == 0.5) }
    if arguments.contains("--peak-time") { #expect(abs(values["peak_time"]! - 0.2) <= 1e-9) }
    if arguments.contains("--rise-time") { #expect(abs(values["rise_time"]! - 0.1) <= 1e-9) }
  }
}
