import Glibc
import TestSupport
import Testing

/// The figures of the example package agree with the CLI.
///
/// `Examples/SpringFigures` is a package of its own that depends on this one by path; building
/// it here would nest SwiftPM inside the test run. So the check has two halves: CI builds and
/// runs the example and requires its output to equal the committed
/// `Examples/SpringFigures/expected-output.csv` byte for byte (`.ci/run`), and this test requires
/// every figure of that file to equal, as a `Double`, what `motion-bench curve`,
/// `motion-bench tune`, `motion-bench scene` and `motion-bench tune --scene` print for the same
/// inputs.
@Suite("Examples/SpringFigures agrees with motion-bench curve, tune, scene and tune --scene", .tags(.integration))
struct ExampleOutputTests {
  static let root = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
  static let seed = ".spring(duration: 0.35, bounce: 0.55)"

  /// The committed figures, in order: name and value.
  static func figures() throws -> [(name: String, value: Double)] {
    let lines = try readText(root + "/Examples/SpringFigures/expected-output.csv").split(separator: "\n")
    #expect(lines.first == "figure,value")
    return try lines.dropFirst().map { line in
      let fields = line.split(separator: ",")
      try #require(fields.count == 2, "line \(line)")
      return (String(fields[0]), try #require(Double(String(fields[1])), "line \(line)"))
    }
  }

  /// What `motion-bench` prints on standard output for `arguments` (it must succeed); its
  /// capture files are removed.
  static func output(_ arguments: [String]) throws -> String {
    let scratch = try TemporaryDirectory()
    defer { withExtendedLifetime(scratch) {} }
    let capture = scratch.path
    let child = try ChildProcess(arguments, in: capture, captureDirectory: capture)
    #expect(child.wait() == .exited(0), "motion-bench \(arguments.joined(separator: " "))")
    return try readText(child.stdoutPath)
  }

  /// A CSV's rows as dictionaries from its header's names to numbers.
  static func rows(_ csv: String) throws -> [[String: Double]] {
    let lines = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    let header = try #require(lines.first)
    return try lines.dropFirst().map { fields in
      try #require(fields.count == header.count)
      var row: [String: Double] = [:]
      for (name, field) in zip(header, fields) {
        let number: Double = try #require(Double(field), "\(name) \(field)")
        row[name] = number
      }
      return row
    }
  }

  /// The time in a figure's name, `value(0.2)` or `frame(0.2).value`.
  static func time(in name: String) throws -> Double {
    let open = try #require(name.firstIndex(of: "("))
    let close = try #require(name.firstIndex(of: ")"))
    return try #require(Double(name[name.index(after: open)..<close]))
  }

  @Test("Every figure equals the CLI's number for the same spring, times and targets")
  func figuresMatchTheCLI() throws {
    let window = ["--hz", "10", "--seconds", "0.5"]
    let closedForm = try Self.rows(Self.output(["curve", Self.seed, "--solver", "closed-form"] + window))
    // The example measures the runtime from the change (the library's default start): so does the CLI here.
    let immediate = ["--device-start", "immediate"]
    let device = try Self.rows(Self.output(["curve", Self.seed, "--solver", "swiftui"] + window + immediate))
    let like = try #require(
      Self.rows(Self.output(["tune", "--like", Self.seed, "--format", "csv"] + immediate)).first)
    let tuned = try #require(
      Self.rows(Self.output(["tune", "--overshoot", "0.05", "--settle", "0.5", "--format", "csv"])).first)
    #expect(closedForm.count == 6 && device.count == 6)

    func row(_ rows: [[String: Double]], _ name: String) throws -> [String: Double] {
      let t = try Self.time(in: name)
      return try #require(rows.first { $0["t"] == t }, "no frame at t = \(t) for \(name)")
    }
    let figures = try Self.figures()
    #expect(figures.count == 31 + 15 + 3)
    for (name, value) in figures where !name.hasPrefix("pill.") && !name.hasPrefix("tuned_scene_") {
      let expected: Double?
      switch name {
      case _ where name.hasPrefix("value("), _ where name.hasPrefix("frame(") && name.hasSuffix(".value"):
        expected = try row(closedForm, name)["value"]
      case _ where name.hasPrefix("velocity("), _ where name.hasPrefix("frame(") && name.hasSuffix(".velocity"):
        expected = try row(closedForm, name)["velocity"]
      case _ where name.hasPrefix("device_frame("): expected = try row(device, name)["value"]
      case "settle_time": expected = like["settle_time"]
      case "swiftui_end_time(change 1.0)": expected = like["swiftui_unit_end_time"]
      case "swiftui_end_jump(change 1.0)": expected = like["swiftui_unit_end_jump"]
      case "swiftui_end_time(change 100.0)": expected = like["swiftui_end_time"]
      case "swiftui_end_jump(change 100.0)": expected = like["swiftui_end_jump"]
      case "tuned_duration": expected = tuned["duration"]
      case "tuned_bounce": expected = tuned["bounce"]
      default: expected = nil
      }
      #expect(
        expected == value, "\(name): the example prints \(value), the CLI \(expected.map { "\($0)" } ?? "nothing")")
    }
  }

  @Test("The crowd's figures equal what motion-bench scene writes for the same tab bars and taps")
  func crowdMatchesTheScene() throws {
    let scratch = try TemporaryDirectory()
    defer { withExtendedLifetime(scratch) {} }
    let out = scratch.path + "/scene.csv"
    let child = try ChildProcess(
      [
        "scene", Self.root + "/Examples/components/tab-bar.json", "--selectors", "200", "--seconds", "4",
        // The library's default band, a share of each move.
        "--channels", "pill.offset", "--epsilon", "0.001", "--out", out,
      ], in: scratch.path, captureDirectory: scratch.path)
    #expect(child.wait() == .exited(0))
    // kind,channel,family,selector,frame,metric,value,unit,…: the fields before the quoted spring.
    var values: [String: [Double]] = [:]
    for line in try readText(out).split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",", maxSplits: 8, omittingEmptySubsequences: false)
      try #require(fields.count == 9 && fields[2] == "pill.offset")
      values[String(fields[5]), default: []].append(try #require(Double(String(fields[6]))))
    }
    let crowd = try Self.figures().filter { $0.name.hasPrefix("pill.") }
    #expect(crowd.count == 15 && Set(values.keys).count == 5)
    for (name, value) in crowd {
      let parts = name.split(separator: ".")
      let sorted = try #require(values[String(parts[1])], "\(name)").sorted()
      let expected: Double =
        switch parts[2] {
        case "count": Double(sorted.count)
        // Nearest rank: the smallest value with at least 95 % of the values at or below it.
        case "p95": sorted[Int((0.95 * Double(sorted.count)).rounded(.up)) - 1]
        default: try #require(sorted.last)
        }
      #expect(expected == value, "\(name): the example prints \(value), motion-bench scene \(expected)")
    }
  }

  @Test("The pill's spring tuned across the crowd is what motion-bench tune --scene prints")
  func tunedAcrossTheCrowd() throws {
    let text = try Self.output([
      "tune", "--scene", Self.root + "/Examples/components/tab-bar.json", "--channel", "pill.offset", "--bounce",
      "0.15",
      "--max-overshoot", "1pt", "--max-settle-p95", "0.3", "--visible-pt", "1/3", "--selectors", "200", "--seconds",
      "4",
    ])
    let lines = text.split(separator: "\n").map(String.init)
    let figures = Dictionary(uniqueKeysWithValues: try Self.figures().filter { $0.name.hasPrefix("tuned_scene_") })
    // The first expression: `  .spring(duration: D, bounce: 0.15)`, D in full.
    let spring = try #require(lines.first { $0.hasPrefix("  .spring(duration: ") })
    let duration = try #require(Double(spring.dropFirst("  .spring(duration: ".count).prefix { $0 != "," }))
    #expect(figures["tuned_scene_duration"] == duration && spring.hasSuffix(", bounce: 0.15)"), "\(spring)")
    // The table's figures of this spring, with 4 significant digits.
    func shown(_ row: String) throws -> String {
      let line = try #require(lines.first { $0.hasPrefix(row) }, "no row \(row)")
      // label, `≤`, the bound, then this spring's figure
      let words = line.split(separator: " ")
      return String(words.dropFirst(row.split(separator: " ").count + 2).first ?? "")
    }
    // 4 significant digits, as C prints them (%.4g): an independent rounding of the example's figures.
    func rounded4(_ value: Double) -> String {
      var buffer = [CChar](repeating: 0, count: 32)
      _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.4g", $0) }
      return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    #expect(try shown("overshoot, worst move (pt)") == rounded4(try #require(figures["tuned_scene_overshoot_max"])))
    #expect(try shown("settle after last action, p95 (s)") == rounded4(try #require(figures["tuned_scene_settle_p95"])))
  }
}
