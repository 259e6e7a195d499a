import BenchmarkKit
import TestSupport
import Testing

/// `trace --against-spring` and `scene --against-spring` through the built binary, each held
/// against two runs of its own command: one as it is (the current columns), one with
/// `--spring` set to the against spring (the against columns).
@Suite("trace and scene --against-spring: old and new on the same taps", .tags(.integration))
struct AgainstSpringTests {
  static let spring = ".spring(duration: 0.6, bounce: 0.35)"
  static let trace = [
    "trace", "segmented", "--events", "0.3:tap 2; 0.45:tap 1; 1.2:tap 3", "--seconds", "2", "--hz", "60",
  ]

  /// The rows of a CSV as fields, the header first.
  static func rows(_ path: String) throws -> [[String]] {
    let table = try CSVTable(contentsOfFile: path)
    return [table.columns] + table.rows
  }

  @Test(
    "trace, long: the current columns are the plain trace, against_value the trace with --spring, difference theirs")
  func traceLong() throws {
    try withTemporaryDirectory { directory in
      let channel = "highlight.offset"
      let runs = [
        ("against.csv", ["--against-spring", "\(channel)=\(Self.spring)"]), ("plain.csv", []),
        ("spring.csv", ["--spring", "\(channel)=\(Self.spring)"]),
      ]
      for (file, options) in runs {
        let result = try ChildProcess.run(Self.trace + options + ["--out", file], in: directory)
        try #require(result.status == 0, "\(result.standardError)")
        if file == "against.csv" {
          #expect(result.standardOutput.contains("Δ = against − current"))
          #expect(result.standardOutput.contains(channel) && result.standardOutput.contains("largest |Δ| (pt)"))
        } else {
          #expect(result.standardOutput.isEmpty)
        }
      }
      let against = try Self.rows(directory + "/against.csv")
      let plain = try Self.rows(directory + "/plain.csv")
      let spring = try Self.rows(directory + "/spring.csv")
      #expect(against[0] == plain[0] + ["against_spring", "against_value", "difference"])
      // Without the three columns, the trace is the plain one, field for field.
      #expect(against.map { Array($0.prefix(4)) } == plain)
      let highlight = against.indices.dropFirst().filter { against[$0][1] == channel }
      let springHighlight = spring.indices.dropFirst().filter { spring[$0][1] == channel }
      #expect(highlight.count == 121 && highlight.map { against[$0][5] } == springHighlight.map { spring[$0][2] })
      var largest = 0.0
      for row in highlight {
        let (value, other, difference) = (against[row][2], against[row][5], against[row][6])
        #expect(against[row][4] == Self.spring)
        #expect(Double(difference) == Double(other)! - Double(value)!, "\(against[row])")
        largest = max(largest, abs(Double(difference)!))
      }
      #expect(largest > 10, "the two springs differ on screen: \(largest) pt")
      // The other channels and the events leave the three fields empty.
      for row in against.dropFirst() where row[1] != channel { #expect(row.suffix(3) == ["", "", ""], "\(row)") }
    }
  }

  @Test("trace, wide: against:<channel> is the trace with --spring, difference:<channel> the difference")
  func traceWide() throws {
    try withTemporaryDirectory { directory in
      let wide = Self.trace + ["--layout", "wide", "--channels", "*.tint,highlight.*"]
      let against = try ChildProcess.run(
        wide + ["--against-spring", "mode*.label.tint=\(Self.spring)", "--out", "against.csv"], in: directory)
      let spring = try ChildProcess.run(
        wide + ["--spring", "mode*.label.tint=\(Self.spring)", "--out", "spring.csv"], in: directory)
      let plain = try ChildProcess.run(wide + ["--out", "plain.csv"], in: directory)
      try #require(against.status == 0 && spring.status == 0 && plain.status == 0, "\(against.standardError)")
      let a = try CSVTable(contentsOfFile: directory + "/against.csv")
      let s = try CSVTable(contentsOfFile: directory + "/spring.csv")
      let p = try CSVTable(contentsOfFile: directory + "/plain.csv")
      for mode in 0..<4 {
        let name = "mode\(mode).label.tint"
        #expect(try a.strings(name) == p.strings(name))
        #expect(try a.strings("against:\(name)") == s.strings(name))
        let differences = try zip(a.doubles("against:\(name)"), a.doubles(name)).map { $0 - $1 }
        #expect(try a.doubles("difference:\(name)") == differences)
      }
      #expect(try a.strings("highlight.offset") == p.strings("highlight.offset"))
      #expect(!a.columns.contains("against:highlight.offset"))
      let field = try a.strings("against_spring")
      #expect(Set(field) == [(0..<4).map { "mode\($0).label.tint=\(Self.spring)" }.joined(separator: "; ")])
    }
  }

  @Test("trace --plot: one picture, both runs of the set channel, the spring in its panel's legend")
  func tracePicture() throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(
        Self.trace + ["--against-spring", "highlight.offset=\(Self.spring)", "--out", "seg.csv", "--plot"],
        in: directory)
      try #require(result.status == 0, "\(result.standardError)")
      try expectPictures(["seg-trace"], in: directory)
      let script = try text(directory + "/seg-trace.gp")
      #expect(script.contains("title 'current'") && script.contains("title 'against:'"))
      #expect(script.components(separatedBy: "title '\(Self.spring)'").count - 1 == 1)
      // The highlight's two lines: its values, then the against run's.
      let blocks = try dataBlocks(directory + "/seg-trace.dat")
      let table = try CSVTable(contentsOfFile: directory + "/seg.csv")
      let rows = zip(try table.strings("channel"), try table.optionalDoubles("against_value")).filter {
        $0.0 == "highlight.offset"
      }
      #expect(blocks.count == 21 && blocks[20].map { $0[1] } == rows.map { $0.1! })
    }
  }

  /// Scene options: two units of radio groups, the dots within 1/3 pt.
  static let crowd = [
    "scene", "radio", "--selectors", "130", "--seconds", "2", "--tail", "1", "--seed", "5", "--channels",
    "*.dot.scale,*.dot.opacity", "--visible-pt", "1/3",
  ]

  /// The cells of a summary's table rows after the first `from`: the text between runs of two
  /// or more spaces, empty cells left out.
  static func cells(_ output: String, after from: String) -> [[String]] {
    let start = output.firstRange(of: from).map { output[$0.lowerBound...] } ?? ""
    return start.split(separator: "\n").map { line in
      line.split(separator: "  ").map { String($0.drop { $0 == " " }) }.filter { !$0.isEmpty }
    }
  }

  @Test("scene: the current rows are the plain scene, the against rows the scene with --spring, Δ their difference")
  func scene() throws {
    try withTemporaryDirectory { directory in
      let spring = ".spring(duration: 0.5, bounce: 0.2)"
      let against = try ChildProcess.run(
        Self.crowd + ["--against-spring", "*.dot.scale=\(spring)", "--out", "against.csv", "--plot"], in: directory)
      let withSpring = try ChildProcess.run(
        Self.crowd + ["--spring", "*.dot.scale=\(spring)", "--out", "spring.csv"], in: directory)
      let plain = try ChildProcess.run(Self.crowd + ["--out", "plain.csv"], in: directory)
      try #require(against.status == 0 && withSpring.status == 0 && plain.status == 0, "\(against.standardError)")
      // The summary of the command's springs comes first, unchanged.
      #expect(against.standardOutput.hasPrefix(plain.standardOutput))
      // The CSV: the plain rows, then the --spring rows, each with its springs field.
      let a = try Self.rows(directory + "/against.csv")
      let p = try Self.rows(directory + "/plain.csv")
      let s = try Self.rows(directory + "/spring.csv")
      #expect(a[0] == p[0] + ["springs"])
      #expect(a.count == p.count + s.count - 1)
      let current = a.dropFirst().filter { $0.last == "current" }.map { Array($0.dropLast()) }
      let other = a.dropFirst().filter { $0.last == "against" }.map { Array($0.dropLast()) }
      #expect(current == Array(p.dropFirst()) && other == Array(s.dropFirst()))
      // The comparison: each family's current row is the plain summary's, the against row the --spring one's.
      let table = Self.cells(against.standardOutput, after: "in the metric's unit.\n")
      for (family, label) in [("radio dot.scale", "overshoot (pt)"), ("radio dot.opacity", "visible reversals")] {
        let tableStart = try #require(table.firstIndex { $0.first == family })
        let row = try #require(table[tableStart...].firstIndex { $0.first == label })
        let currentCells = table[row]
        let againstCells = table[row + 1]
        #expect(currentCells[1] == "current" && againstCells[0] == "against", "\(currentCells) \(againstCells)")
        let (currentFigures, againstFigures) = (Array(currentCells[2...5]), Array(againstCells[1...4]))
        for (output, figures) in [(plain.standardOutput, currentFigures), (withSpring.standardOutput, againstFigures)] {
          let lines = Self.cells(output, after: family + " ")
          let moves = try #require(lines.first { $0.first == label })
          #expect(Array(moves[3...6]) == figures, "\(family) \(label)")
        }
        let differences = Array(againstCells.suffix(4))
        #expect(againstCells.count == 9)
        for (k, text) in differences.enumerated() {
          let before = try #require(Double(currentFigures[k]))
          let after = try #require(Double(againstFigures[k]))
          let difference = try #require(Double(text))
          #expect(abs(difference - (after - before)) <= 1e-3 * (abs(after) + abs(before)) + 1e-12, "\(family) \(k)")
        }
      }
      // The picture: the dot's scale twice (the against run dashed), its opacity once.
      let script = try text(directory + "/against-reversals-cdf.gp")
      #expect(script.contains("radio dot.scale, current: p95"))
      #expect(script.contains("radio dot.scale, against: \(spring): p95"))
      #expect(script.contains("radio dot.opacity, current: p95") && !script.contains("radio dot.opacity, against"))
      #expect(script.contains("dashtype 2"))
    }
  }

  @Test("scene --max-*: each run judged per family against the figures of its own rows, each bound marked")
  func sceneBounds() throws {
    try withTemporaryDirectory { directory in
      let spring = ".spring(duration: 0.5, bounce: 0.2)"
      let result = try ChildProcess.run(
        Self.crowd + [
          "--against-spring", "*.dot.scale=\(spring)", "--max-overshoot", "1pt", "--max-reversals", "1",
          "--max-settle-p95", "0.4", "--out", "bounds.csv", "--plot",
        ], in: directory)
      try #require(result.status == 0, "\(result.standardError)")
      // The reference: the largest overshoot and reversals of each run's dot.scale rows.
      let table = try CSVTable(contentsOfFile: directory + "/bounds.csv")
      let (families, metrics, runs) = try (table.strings("family"), table.strings("metric"), table.strings("springs"))
      let values = try table.doubles("value")
      func largest(_ metric: String, _ run: String) -> Double {
        values.indices.filter { families[$0] == "dot.scale" && metrics[$0] == metric && runs[$0] == run }
          .map { values[$0] }.max() ?? 0
      }
      let output = result.standardOutput
      let current = try #require(output.split(separator: "\n").first { $0.hasPrefix("  radio dot.scale, current: ") })
      let against = try #require(output.split(separator: "\n").first { $0.hasPrefix("  radio dot.scale, against: ") })
      #expect(largest("overshoot", "current") > 1 && current.contains("overshoot max"))
      #expect(largest("reversals", "current") > 1 && current.contains("visible reversals max"))
      #expect(largest("overshoot", "against") <= 1 && largest("reversals", "against") <= 1)
      #expect(!against.contains("overshoot max") && !against.contains("reversals max"))
      for (picture, label) in [
        ("overshoot-pt", "--max-overshoot 1 pt"), ("reversals", "--max-reversals 1"),
        ("settle-after-last", "--max-settle-p95 0.4 s"),
      ] {
        let script = try text(directory + "/bounds-\(picture)-cdf.gp")
        #expect(script.contains("set label '\(label)'"), "\(picture)")
      }
      #expect(try !text(directory + "/bounds-jump-pt-cdf.gp").contains("--max-"))
    }
  }
}
