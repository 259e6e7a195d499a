import BenchmarkKit
import MotionCurves
import TestSupport
import Testing

@testable import BenchmarkPictures
@testable import MotionBenchCommands

@Suite("motion-bench sweep", .tags(.integration))
struct SweepCommandTests: TemporaryDirectorySuite {
  let scratch = try! TemporaryDirectory()

  @Test("Defaults: bounce −0.5…0.9 and duration 0.1…1.5 s, 141 each, wide, all cores")
  func defaults() throws {
    let command = try #require(try SweepCommand.parse([]))
    #expect(command.bounces == .init(lower: -0.5, upper: 0.9, count: 141))
    #expect(command.durations == .init(lower: 0.1, upper: 1.5, count: 141))
    #expect(
      command.layout == .wide && command.threads == SceneOptions.cores && command.velocity == 0
        && command.epsilon == 0.001)
    #expect(command.device.change == 1 && command.device.hz == 120)
    #expect(command.bounces.value(70) == 0.2 && command.bounces.value(140) == 0.9 && command.durations.value(0) == 0.1)
  }

  /// Every row against the metrics measured directly (the sweep scales a 1 s spring per bounce).
  @Test("Wide rows: grid order and every metric of every spring", arguments: [0.0, 3])
  func wide(velocity: Double) throws {
    let path = directory + "/wide\(velocity).csv"
    #expect(
      MotionBenchMain.main([
        "sweep", "--bounces", "7", "--bounce-min", "-0.9", "--bounce-max", "1", "--durations", "5", "--duration-min",
        "0.05",
        "--duration-max", "2", "--velocity", "\(velocity)", "--visible-pt", "0.25", "--out", path,
      ]) == 0)
    let table = try CSVTable(contentsOfFile: path)
    #expect(table.columns == ["bounce", "duration"] + SweepColumns.metrics && table.rows.count == 35)
    let bounce = try table.doubles("bounce")
    let duration = try table.doubles("duration")
    let columns = try SweepColumns.metrics.map { try table.doubles($0) }
    for row in 0..<35 {
      #expect(
        bounce[row] == -0.9 + 1.9 * Double(row / 5) / 6
          || abs(bounce[row] - (-0.9 + 1.9 * Double(row / 5) / 6)) <= 1e-15)
      #expect(abs(duration[row] - (0.05 + 1.95 * Double(row % 5) / 4)) <= 1e-15)
      let expected = try SpringMetrics(
        Spring(duration: duration[row], bounce: bounce[row]), initialVelocity: velocity, epsilon: 0.0025)
      // The SwiftUI columns are for a unit change by default (the model is tested in MotionCurvesTests),
      // begun on the frame after the change.
      let runtime = try SwiftUIRuntimeSpring(FluidSpring(duration: duration[row], bounce: bounce[row]))
      let ending = try runtime.ending(displacement: -1, velocity: velocity, start: 1.0 / 120, hz: 120)
      for (i, column) in columns.enumerated() {
        let value = SweepCommand.metric(i, of: expected, ending)
        guard !(value.isNaN && column[row].isNaN) else { continue }
        #expect(
          value == column[row] || abs(value - column[row]) <= 1e-12 * abs(value),
          "row \(row) \(SweepColumns.metrics[i])")
      }
    }
  }

  @Test("Long layout: the same numbers, one metric per row")
  func long() throws {
    let wide = directory + "/w.csv"
    let long = directory + "/l.csv"
    let grid = ["--bounces", "4", "--durations", "3"]
    #expect(MotionBenchMain.main(["sweep"] + grid + ["--out", wide]) == 0)
    #expect(MotionBenchMain.main(["sweep"] + grid + ["--layout", "long", "--out", long]) == 0)
    let w = try CSVTable(contentsOfFile: wide)
    let l = try CSVTable(contentsOfFile: long)
    let n = SweepColumns.metrics.count
    #expect(l.columns == ["bounce", "duration", "metric", "value"] && l.rows.count == 12 * n)
    let names = try l.strings("metric")
    let values = try l.doubles("value")
    for row in 0..<12 {
      for (i, name) in SweepColumns.metrics.enumerated() {
        let expected = try w.doubles(name)[row]
        #expect(names[n * row + i] == name && values[n * row + i] == expected)
      }
    }
  }

  @Test("The output is byte for byte the same for 1, 2 and 3 threads and across chunks")
  func threads() throws {
    var outputs: [[UInt8]] = []
    for threads in [1, 2, 3] {
      let path = directory + "/t\(threads).csv"
      #expect(
        MotionBenchMain.main([
          "sweep", "--bounces", "90", "--durations", "100", "--threads", "\(threads)", "--out", path,
        ]) == 0)
      outputs.append(try readBytes(path))
    }
    #expect(outputs[0].count > 0 && outputs[0] == outputs[1] && outputs[1] == outputs[2])
    #expect(outputs[0].filter { $0 == UInt8(ascii: "\n") }.count == 9001)
  }

  @Test(
    "SwiftUI end columns: .smooth ends a unit change at 0.825 s, and 79.75 pt (--change) at 1.25 s; --hz sets the frames"
  )
  func swiftUIColumns() throws {
    func row(_ extra: [String]) throws -> (time: Double, jump: Double) {
      let path = directory + "/smooth\(extra.joined()).csv"
      let grid = [
        "--bounces", "1", "--bounce-min", "0", "--durations", "1", "--duration-min", "0.5", "--duration-max", "0.5",
        "--device-start", "immediate",
      ]
      #expect(MotionBenchMain.main(["sweep"] + grid + extra + ["--out", path]) == 0)
      let table = try CSVTable(contentsOfFile: path)
      return (try table.doubles("swiftui_end_time")[0], try table.doubles("swiftui_end_jump")[0])
    }
    let unit = try row([])
    let points = try row(["--change", "79.75"])
    let slow = try row(["--hz", "60"])
    #expect(unit.time == 0.825 && unit.jump > 0 && unit.jump <= 0.01)
    #expect(points.time == 1.25 && points.jump > 0 && points.jump <= 0.7975)
    // At 60 Hz the end is a frame of 60 Hz, no earlier than at 120 Hz's 0.825 s.
    #expect(slow.time >= 0.825 && (slow.time * 60).rounded() == slow.time * 60)
    // --change also keeps its --visible-pt meaning.
    let command = try #require(try SweepCommand.parse(["--visible-pt", "0.5", "--change", "50"]))
    #expect(command.epsilon == 0.01 && command.device.change == 50)
    #expect(try #require(try SweepCommand.parse(["--visible-pt", "0.5"])).epsilon == 0.005)
  }

}
