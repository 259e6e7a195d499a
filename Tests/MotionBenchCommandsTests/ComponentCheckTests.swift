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
    /// The line under the table when more channels move than it shows.
    var more: String? = nil
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    // Tab 1 takes the tint from tab 0; the pill is the component's own.
    Case(
      file: "tab-bar.json", events: "0:tap 1", columns: ["pill.offset", "tab1.label.tint", "tab0.label.tint"]),
    // The press is released at 0.1 s; the selection moves the highlight, both labels' tints and one
    // divider (the others stay hidden); mode 0's press channels and the other dividers do not move.
    Case(
      file: "segmented", events: "0:press 1; 0.1:release 1",
      columns: [
        "highlight.offset", "mode1.label.tint", "mode1.press.scaleX", "mode1.press.scaleY", "mode1.press.opacity",
        "mode0.label.tint", "divider1.opacity",
      ]),
    // Nothing moves in row 0, which the gesture does not open (Examples/components/accordion.json).
    Case(
      file: "accordion.json", events: "0:tap 1",
      columns: ["row1.chevron.rotation", "row1.body.height", "row1.body.opacity"]),
    // Eleven channels move: option 1's six first, then option 0's, eight in all; the line says where the rest are.
    Case(
      file: "radio", events: "0:tap 1",
      columns: [
        "option1.dot.scale", "option1.dot.opacity", "option1.outline.tint", "option1.ring.progress",
        "option1.ring.scale", "option1.ring.opacity", "option0.dot.scale", "option0.dot.opacity",
      ], more: "3 more channels move; motion-bench trace radio --events '0:tap 1' writes every one."),
  ]

  @Test("The columns are the moved channels and each value is trace's", arguments: cases)
  func columnsAndValues(_ test: Case) throws {
    try withTemporaryDirectory { folder in
      switch test.file {
      case "segmented", "radio":
        let shown = try ChildProcess.run(["components", "show", test.file], in: folder)
        try #require(shown.status == 0, "\(shown.standardError)")
        try writeText(shown.standardOutput, to: folder + "/" + test.file)
      default: try writeText(readText(ComponentSceneTests.directory + test.file), to: folder + "/" + test.file)
      }
      let check = try ChildProcess.run(["components", "check", test.file, "--seconds", "0.3"], in: folder)
      try #require(check.status == 0, "\(check.standardError)")
      let lines = check.standardOutput.split(separator: "\n").map(String.init)
      let header = try #require(lines.firstIndex { $0.hasPrefix("  t (s)") })
      let columns = lines[header].split(separator: " ").map(String.init).dropFirst(2)
      #expect(Array(columns) == test.columns)
      // 0.3 s at 60 Hz: 19 frames, then the line about the channels not shown, if any.
      try #require(lines.count >= header + 2 + 19)
      let rows = lines[(header + 2)..<(header + 2 + 19)].map { $0.split(separator: " ").compactMap { Double($0) } }
      #expect(lines.dropFirst(header + 2 + 19).first == test.more)

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
