import BenchmarkKit
import TestSupport
import Testing

/// `components check`'s frame-by-frame table: the gesture's element, the component's own
/// channels and every other channel that moves, each value as `trace` shows it.
@Suite("motion-bench components check: the table shows what the gesture moves", .tags(.integration))
struct ComponentCheckTests {
  /// A description file and the columns its check shows after the crowd's gesture on element 1.
  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    /// The `trace` events that are the check's gesture.
    var events: String
    var columns: [String]
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    // Tab 1 takes the tint from tab 0; the pill is the component's own.
    Case(
      file: "tab-bar.json", events: "0:tap 1", columns: ["pill.offset", "tab0.label.tint", "tab1.label.tint"]),
    // The press is released at 0.1 s; the selection moves the highlight, both labels' tints and one
    // divider (the others stay hidden); mode 0's press channels and the other dividers do not move.
    Case(
      file: "segmented", events: "0:press 1; 0.1:release 1",
      columns: [
        "highlight.offset", "mode0.label.tint", "mode1.label.tint", "mode1.press.scaleX", "mode1.press.scaleY",
        "mode1.press.opacity", "divider1.opacity",
      ]),
    // Nothing moves in row 0, which the gesture does not open (Examples/components/accordion.json).
    Case(
      file: "accordion.json", events: "0:tap 1",
      columns: ["row1.chevron.rotation", "row1.body.height", "row1.body.opacity"]),
  ]

  @Test("The columns are the moved channels and each value is trace's", arguments: cases)
  func columnsAndValues(_ test: Case) throws {
    try withTemporaryDirectory { folder in
      switch test.file {
      case "segmented":
        let shown = try ChildProcess.run(["components", "show", "segmented"], in: folder)
        try #require(shown.status == 0, "\(shown.standardError)")
        try writeText(shown.standardOutput, to: folder + "/segmented")
      default: try writeText(readText(ComponentSceneTests.directory + test.file), to: folder + "/" + test.file)
      }
      let check = try ChildProcess.run(["components", "check", test.file, "--seconds", "0.3"], in: folder)
      try #require(check.status == 0, "\(check.standardError)")
      let lines = check.standardOutput.split(separator: "\n").map(String.init)
      let header = try #require(lines.firstIndex { $0.hasPrefix("  t (s)") })
      let columns = lines[header].split(separator: " ").map(String.init).dropFirst(2)
      #expect(Array(columns) == test.columns)
      let rows = lines[(header + 2)...].map { $0.split(separator: " ").compactMap { Double($0) } }
      #expect(rows.count == 19)

      let trace = try ChildProcess.run(
        [
          "trace", test.file, "--events", test.events, "--hz", "60", "--seconds", "0.3", "--layout", "wide",
          "--channels", test.columns.joined(separator: ","), "--out", "t.csv",
        ], in: folder)
      try #require(trace.status == 0, "\(trace.standardError)")
      let table = try CSVTable(contentsOfFile: folder + "/t.csv")
      for (k, name) in test.columns.enumerated() {
        let values = try table.doubles(name)
        try #require(values.count == rows.count)
        for (frame, row) in rows.enumerated() {
          // The check prints 5 significant digits.
          #expect(
            abs(row[k + 1] - values[frame]) <= 5e-5 * max(1, abs(values[frame])),
            "\(name) at frame \(frame): \(row[k + 1]) vs \(values[frame])")
        }
      }
    }
  }
}
