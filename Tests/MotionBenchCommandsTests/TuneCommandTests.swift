import BenchmarkKit
import Glibc
import MotionCurves
import MotionText
import SpringTuning
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench tune", .tags(.integration))
struct TuneCommandTests: TemporaryDirectorySuite {
  let scratch = try! TemporaryDirectory()

  func text(_ path: String) throws -> String {
    try readText(path)
  }

  @Test("Targets parse: percent, times, count, held parameter, weights, epsilon in points")
  func parse() throws {
    let command = try #require(
      try TuneCommand.parse([
        "--overshoot", "5%", "--settle", "0.4", "--rise-time=0.1", "--oscillations", "2", "--duration", "0.5",
        "--weights", "overshoot=2,settle=0.5", "--visible-pt", "0.5", "--change", "200", "--format", "csv",
      ]))
    guard case .targets(let tuner) = command.mode else {
      Issue.record("not targets")
      return
    }
    #expect(tuner.epsilon == 0.0025 && tuner.held == .duration(0.5) && command.format == .csv)
    #expect(tuner.targets.map(\.metric) == [.overshoot, .riseTime, .settleTime, .oscillations])
    #expect(tuner.targets.map(\.value) == [0.05, 0.1, 0.4, 2] && tuner.targets.map(\.weight) == [2, 1, 0.5, 1])
  }

  /// One convention for percentages: the CSV's overshoot_fraction, fed back to --overshoot as
  /// printed, asks for the same spring; so does the same share written as a percentage.
  @Test(
    "--overshoot round-trips through the CSV column, as a fraction and as a percentage",
    arguments: ["8%", "0.3", "62.5%"])
  func overshootRoundTrip(overshoot: String) throws {
    func row(_ arguments: [String]) throws -> [String: String] {
      let path = directory + "/round-trip-\(arguments.joined().hashValue).csv"
      #expect(MotionBenchMain.main(["tune"] + arguments + ["--format", "csv", "--out", path]) == 0)
      let table = try CSVTable(contentsOfFile: path)
      return Dictionary(uniqueKeysWithValues: try table.columns.map { ($0, try table.strings($0)[0]) })
    }
    let first = try row(["--overshoot", overshoot, "--settle", "0.5"])
    let printed = try #require(first["overshoot_fraction"])
    let again = try row(["--overshoot", printed, "--settle", "0.5"])
    let asPercent = try row(["--overshoot", "\(Double(printed)! * 100)%", "--settle", "0.5"])
    for column in ["duration", "bounce", "overshoot_fraction"] {
      #expect(abs(Double(again[column]!)! - Double(first[column]!)!) <= 1e-12, "\(column)")
      #expect(abs(Double(asPercent[column]!)! - Double(first[column]!)!) <= 1e-12, "\(column)")
    }
    let share = overshoot.hasSuffix("%") ? Double(overshoot.dropLast())! / 100 : Double(overshoot)!
    #expect(abs(Double(printed)! - share) <= 1e-12)
  }

  /// The README example, end to end: its CSV row meets the targets exactly.
  @Test("README example: 5 % overshoot, settled in 0.4 s")
  func readmeExample() throws {
    let path = directory + "/snappy.csv"
    #expect(
      MotionBenchMain.main(["tune", "--overshoot", "5%", "--settle", "0.4", "--format", "csv", "--out", path]) == 0)
    let table = try CSVTable(contentsOfFile: path)
    #expect(table.columns == TuneCommand.csvColumns && table.rows.count == 1)
    let row = Dictionary(uniqueKeysWithValues: try table.columns.map { ($0, try table.doubles($0)[0]) })
    let spring = try Spring(duration: row["duration"]!, bounce: row["bounce"]!)
    let metrics = try SpringMetrics(spring)
    #expect(abs(metrics.overshoot - 0.05) <= 1e-12 && abs(metrics.settleTime - 0.4) <= 1e-12)
    #expect(row["overshoot_fraction"] == metrics.overshoot && row["settle_time"] == metrics.settleTime)
    #expect(row["response"] == row["duration"] && abs(row["damping_fraction"]! - spring.dampingRatio) <= 1e-15)
    #expect(row["mass"] == 1 && row["stiffness"] == spring.stiffness && row["oscillations"] == 2)
    let report = directory + "/snappy.txt"
    #expect(MotionBenchMain.main(["tune", "--overshoot", "5%", "--settle", "0.4", "--out", report]) == 0)
    let lines = try text(report).split(separator: "\n").map(String.init)
    #expect(lines.contains("  .spring(duration: 0.24315209031849297, bounce: 0.30989326944017825)"))
    #expect(lines.contains { $0.hasPrefix("  .interpolatingSpring(mass: 1, stiffness: 667.734") })
    #expect(lines.contains { $0.contains("settle time") && $0.contains("0.4 s") })
  }

  /// Each printed expression, parsed back as SwiftUI source, is the spring of the CSV's %.17g
  /// stiffness and damping, bit for bit; a spring given as 0.15 prints as 0.15.
  @Test(
    "The report's expressions read back to the computed spring",
    arguments: [
      ["--overshoot", "5%", "--settle", "0.4"], ["--bounce", "0.2", "--settle", "0.7"],
      ["--like", ".spring(duration: 0.5, bounce: 0.15)"],
    ])
  func expressionsRoundTrip(arguments: [String]) throws {
    let (csv, report) = (directory + "/exact.csv", directory + "/exact.txt")
    #expect(MotionBenchMain.main(["tune"] + arguments + ["--format", "csv", "--out", csv]) == 0)
    #expect(MotionBenchMain.main(["tune"] + arguments + ["--out", report]) == 0)
    let table = try CSVTable(contentsOfFile: csv)
    let (stiffness, damping) = (try table.doubles("stiffness")[0], try table.doubles("damping")[0])
    let lines = try text(report).split(separator: "\n").map(String.init)
    let expressions = lines.filter { $0.hasPrefix("  .spring(") || $0.hasPrefix("  .interpolatingSpring(") }
      .map { String($0.trimmingWhitespace()) }
    #expect(expressions.count == 3, "\(lines)")
    for expression in expressions {
      let spring = try SpringExpression.spring(parsing: expression).spring
      #expect(spring.mass == 1 && spring.stiffness == stiffness && spring.damping == damping, "\(expression)")
    }
    if arguments[0] == "--like" {
      #expect(expressions[0] == ".spring(duration: 0.5, bounce: 0.15)" && expressions[1].hasSuffix("0.85)"))
    }
  }

  @Test("--like prints every parameterisation of a spring expression")
  func like() throws {
    let path = directory + "/like.csv"
    #expect(
      MotionBenchMain.main([
        "tune", "--like", ".interpolatingSpring(stiffness: 100, damping: 10)", "--format", "csv", "--out", path,
      ]) == 0)
    let table = try CSVTable(contentsOfFile: path)
    let (duration, bounce) = (try table.doubles("duration")[0], try table.doubles("bounce")[0])
    #expect(abs(duration - 0.6283) < 1e-4 && abs(bounce - 0.5) < 1e-12)
    #expect(try table.doubles("stiffness")[0] == 100 && table.doubles("damping")[0] == 10)
  }

  /// `motion-bench curve` writes a trace; `tune --match` fits it back, with and without noise.
  @Test("--match recovers the spring of a curve, and of the curve with noise within its uncertainty")
  func match() throws {
    let trace = directory + "/trace.csv"
    #expect(
      MotionBenchMain.main([
        "curve", ".spring(duration: 0.35, bounce: 0.55)", "--to", "79.75", "--hz", "60", "--solver", "closed-form",
        "--out", trace,
      ]) == 0)
    let fitted = directory + "/fitted.csv"
    #expect(MotionBenchMain.main(["tune", "--match", trace, "--format", "csv", "--out", fitted]) == 0)
    let table = try CSVTable(contentsOfFile: fitted)
    let (duration, bounce) = (try table.doubles("duration")[0], try table.doubles("bounce")[0])
    #expect(abs(duration - 0.35) <= 1e-9 && abs(bounce - 0.55) <= 1e-9)

    let samples = try CSVTable(contentsOfFile: trace)
    var noise = UInt64(7)
    func uniform() -> Double {
      noise = noise &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(noise >> 11) / Double(1 << 53)
    }
    var csv = "t,value\n"
    for (t, value) in zip(try samples.doubles("t"), try samples.doubles("value")) {
      let gaussian = (-2 * log(1 - uniform())).squareRoot() * cos(2 * .pi * uniform())
      csv += "\(t),\(t == 0 ? 0 : value + 0.5 * gaussian)\n"
    }
    let noisy = directory + "/noisy.csv"
    try writeText(csv, to: noisy)
    let fit = try TuneCommand.fit(path: noisy, from: nil, to: nil, fitVelocity: false)
    #expect(abs(fit.spring.duration - 0.35) <= 3 * fit.uncertainty.duration)
    #expect(abs(fit.spring.bounce - 0.55) <= 3 * fit.uncertainty.bounce)
    #expect(abs(fit.residualRMS - 0.5) < 0.2)
  }

  static let malformed: [(String, String)] = [
    ("t,value\n0,0\n0.1,abc\n", "line 3, column 'value': malformed number 'abc'"),
    ("t,value\n0,0\n0.1\n", "line 3: expected 2 fields, found 1"),
    ("time,value\n0,0\n", "CSV has no column 't'"),
    ("t,value\n0,0\n0.2,1\n0.1,2\n0.3,3\n0.4,3\n", "line 4, column 't': times must increase"),
    (
      "t,value\n0,0\n0.1,nan\n0.2,1\n0.3,1\n0.4,1\n",
      "line 3, column 'value': value must be a number of magnitude at most 1e9 (got nan)"
    ),
    ("", "CSV input is empty"),
    ("t,value\n", "the file has no data rows, only a header"),
  ]

  @Test("A malformed --match file names the line or row and the column; exit 65", arguments: 0..<malformed.count)
  func malformedTrace(index: Int) throws {
    let (content, phrase) = Self.malformed[index]
    let path = directory + "/bad\(index).csv"
    try writeText(content, to: path)
    do {
      _ = try TuneCommand.fit(path: path, from: nil, to: nil, fitVelocity: false)
      Issue.record("accepted \(content)")
    } catch let error as DataError {
      #expect(error.message.contains(phrase) && error.message.hasPrefix("--match \(path): "), "\(error)")
    }
    let out = directory + "/never\(index).csv"
    #expect(MotionBenchMain.main(["tune", "--match", path, "--out", out]) == 65)
    #expect(access(out, F_OK) != 0)
  }

}
