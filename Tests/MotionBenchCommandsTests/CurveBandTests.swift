import BenchmarkKit
import MotionCurves
import SelectorSimulation
import TestSupport
import Testing

@testable import BenchmarkPictures
@testable import MotionBenchCommands

/// `curve --epsilon` / `--visible-pt`: the settle times written to the CSV, against `tune` and an
/// independent frame-by-frame model of the runtime; the band as the picture's script shows it.
@Suite("motion-bench curve: one settling band", .tags(.integration))
struct CurveBandTests {
  /// The designer's spring, for a move of 79.75 pt.
  static let spring = ".spring(duration: 0.450586, bounce: 0.150021)"
  private let scratch = try! TemporaryDirectory()
  var directory: String { scratch.path }

  /// Runs `curve` into a file and returns its table.
  func curve(_ arguments: [String], file: String = "c.csv") throws -> CSVTable {
    let path = directory + "/" + file
    let run = try ChildProcess.run(["curve"] + arguments + ["--out", path], in: directory)
    #expect(run.status == 0, "\(run.standardError)")
    return try CSVTable(contentsOfFile: path)
  }

  /// One row of `tune --like SPRING --format csv`, by column.
  func tune(_ arguments: [String]) throws -> [String: Double] {
    let run = try ChildProcess.run(
      ["tune", "--like", Self.spring, "--format", "csv", "--change", "79.75"] + arguments, in: directory)
    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    let header = try #require(lines.first)
    let row = try #require(lines.dropFirst().first)
    return Dictionary(uniqueKeysWithValues: zip(header, row.compactMap { Double($0) }))
  }

  /// A column that holds one number on every row.
  func constant(_ table: CSVTable, _ column: String) throws -> Double {
    let values = try table.doubles(column)
    let first = try #require(values.first)
    #expect(values.allSatisfy { $0 == first })
    return first
  }

  @Test("curve --visible-pt 1/3 and tune --visible-pt 1/3 give one settle time, on the closed form and the device")
  func sameAsTune() throws {
    let tuned = try tune(["--visible-pt", "1/3"])
    let closed = try curve([Self.spring, "--to", "79.75", "--visible-pt", "1/3", "--solver", "closed-form"])
    let closedSettle = try constant(closed, "settle_time")
    #expect(abs(closedSettle - (try #require(tuned["settle_time"]))) < 1e-9, "\(closedSettle) vs \(tuned)")
    #expect(try closed.strings("band_given").first == "1/3 pt" && (try constant(closed, "band")) == 1.0 / 3)
    let device = try curve([Self.spring, "--to", "79.75", "--visible-pt", "1/3", "--solver", "swiftui"])
    let deviceSettle = try constant(device, "settle_time")
    #expect(deviceSettle == (try #require(tuned["device_settle_time"])), "\(deviceSettle) vs \(tuned)")
    #expect(try constant(device, "swiftui_end_time") == (try #require(tuned["swiftui_end_time"])))
    // The device's frames leave the band later than the closed form's: the two are not the same rule.
    #expect(deviceSettle != closedSettle)
  }

  @Test(
    "--solver swiftui: the settle time and SwiftUI's stop are those of the runtime sampled frame by frame",
    arguments: [(0.0, 79.75, 120.0, "1/3"), (0.0, 14.56, 60.0, "0.5"), (100.0, 20.0, 120.0, "1/3")])
  func deviceSettle(from: Double, to: Double, hz: Double, points: String) throws {
    let table = try curve([
      Self.spring, "--from", CSVWriter.text(from), "--to", CSVWriter.text(to), "--hz", CSVWriter.text(hz),
      "--visible-pt", points, "--solver", "swiftui",
    ])
    let band = try #require(ValueParser.ratio(points))
    let reference = RuntimeSpringReference(response: 0.450586, dampingFraction: 1 - 0.150021)
    let frames = reference.frames(from: from, to: to, velocity: 0, hz: hz, count: Int(3 * hz))
    let stop = try #require(frames.firstIndex { $0.ended })
    let lastOutside = try #require(frames.lastIndex { abs($0.value - to) > band })
    // The device begins the move on the frame after the change (--device-start frame, the default): the
    // reference's frame k is the curve's frame k + 1.
    #expect(try constant(table, "settle_time") == Double(lastOutside + 2) / hz)
    #expect(try constant(table, "swiftui_end_time") == Double(stop + 1) / hz)
    #expect(try constant(table, "target") == to && (try constant(table, "band")) == band)
  }

  @Test(
    "The picture's script shows the band as given and the solver",
    arguments: [
      (["--visible-pt", "1/3", "--solver", "swiftui"], "within 1/3 pt", "SwiftUI runtime (device)"),
      (["--epsilon", "0.2%", "--solver", "closed-form"], "within 0.2 % of the change", "closed form"),
    ])
  func scriptBand(options: [String], band: String, solver: String) throws {
    _ = try curve([Self.spring, "--to", "79.75", "--plot"] + options, file: "band.csv")
    let script = try readText(directory + "/band-value.gp")
    #expect(script.contains("title 'band: \(band)'"), "\(script)")
    #expect(script.contains("Settled: from then on the value stays \(band) (grey band around the target)"))
    #expect(script.contains("'\(CurvePictures.capitalized(solver)) at 120 Hz: \(Self.spring)'"))
    #expect(script.contains("title '\(solver)'"))
    if solver.hasPrefix("SwiftUI") {
      let stop = try constant(try CSVTable(contentsOfFile: directory + "/band.csv"), "swiftui_end_time")
      #expect(script.contains("set label 'SwiftUI stops at \(PlotStyle.short(stop)) s'"))
    }
  }

  @Test("plot reads the band and settle times back; an old file's settle time comes from its samples")
  func plotReads() throws {
    let table = try curve([".smooth", ".bouncy", "--to", "10", "--epsilon", "0.01"], file: "two.csv")
    let pictures = try CurvePictures([try PlotInput(path: directory + "/two.csv")], terminal: GnuplotTerminal())
    #expect(pictures.notes.isEmpty)
    let settles = try table.doubles("settle_time")
    #expect(pictures.curves.map(\.settle) == [settles.first, settles.last])
    #expect(pictures.curves.allSatisfy { $0.band == 0.1 && $0.target == 10 && !$0.fromSamples })
    // The same frames without the settling columns: the rule applied to the samples instead.
    let old = directory + "/old.csv"
    #expect(MotionBenchMain.main(["curve", ".smooth", "--to", "10", "--out", old]) == 0)
    let read = try CurvePictures(
      [try PlotInput(path: old)], band: .shown(0.05), terminal: GnuplotTerminal())
    let curve = try #require(read.curves.first)
    #expect(curve.fromSamples && curve.band == 0.05 && read.notes.count == 1)
    let oldTable = try CSVTable(contentsOfFile: old)
    let t = try oldTable.doubles("t")
    let values = try oldTable.doubles("value")
    let last = try #require(values.lastIndex { abs($0 - values.last!) > 0.05 })
    #expect(curve.settle == t[last + 1])
  }
}
