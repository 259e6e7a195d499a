import BenchmarkKit
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench plot: bad input and safety", .tags(.integration))
struct PlotCommandSafetyTests {
  @Test(
    "An unknown, empty or malformed CSV: exit 65; a bad --size 64, a missing file 66; one Error: line, nothing written",
    arguments: [
      ("tune.csv", "duration,bounce,response\n0.3,0.2,0.3\n", [String](), "is not a CSV that motion-bench plot knows"),
      ("missing.csv", nil, [], "cannot read"),
      ("empty.csv", "", [], "CSV input is empty"),
      ("header.csv", "t,value,velocity\n", [], "has a curve header but no rows"),
      ("bad.csv", "t,value,velocity\n0,x,1\n", [], "malformed number 'x'"),
      ("nan.csv", "t,channel,value\n0,a.b,1\nnan,a.b,2\n", [], "line 3 has t = nan; it must be finite"),
      ("wide.csv", "t,highlight.offset,event\n0,0,\n0.1,5,tap\n", [], "line 3 has event 'tap'; an event is 'tap I'"),
      ("wide-nan.csv", "t,highlight.offset\n0,0\n0.1,x\n", [], "malformed number 'x'"),
      (
        "grid.csv", "bounce,duration,overshoot_fraction\n0,0.5,0\n0.5,0.5,0.2\n0.5,1,0.2\n", [],
        "is not a complete grid"
      ),
      ("curve.csv", "t,value,velocity\n0,0,0\n1,1,0\n", ["--size", "1200x"], "--size must be"),
    ] as [(String, String?, [String], String)])
  func badInput(name: String, contents: String?, extra: [String], phrase: String) throws {
    try withTemporaryDirectory { directory in
      if let contents { try write(contents, to: directory + "/" + name) }
      let out = directory + "/plots"
      let result = try runMotionBench(["plot", directory + "/" + name, "--out", out] + extra)
      #expect(result.status == (contents == nil ? 66 : extra.isEmpty ? 65 : 64), "\(name)")
      #expect(
        result.stderr.first?.hasPrefix("Error: ") == true && result.stderr.first?.contains(phrase) == true,
        "\(result.stderr)")
      #expect(result.stderr.filter { $0.hasPrefix("Error:") }.count == 1)
      #expect(access(out, F_OK) != 0)
    }
  }

  @Test("Without gnuplot: exit 69, as preview without ffmpeg; one Error: line naming gnuplot-nox, nothing written")
  func gnuplotMissing() throws {
    try withTemporaryDirectory { directory in
      try write("t,value,velocity\n0,0,0\n1,1,0\n", to: directory + "/c.csv")
      let result = try runMotionBench(
        ["plot", directory + "/c.csv", "--out", directory + "/plots"], path: "/nonexistent")
      #expect(result.status == 69)
      #expect(
        result.stderr.count == 1 && result.stderr[0].hasPrefix("Error: ") && result.stderr[0].contains("gnuplot-nox"),
        "\(result.stderr)")
      #expect(access(directory + "/plots", F_OK) != 0)
    }
  }

  /// File names, solver names and channel names that try every way gnuplot has of running a
  /// command: backquotes, system(), a `!` line, macros, quotes that close the string, line breaks.
  @Test("A hostile file name, solver and channel still draw pictures and run nothing")
  func hostileNames() throws {
    try withTemporaryDirectory { directory in
      let marker = directory + "/pwned"
      let evil =
        "x'`touch \(marker)1`\"$(touch \(marker)2)\" system(\"touch \(marker)3\") @ARG0\n!touch \(marker)4\n' . system('touch \(marker)5') . '"
      let csvField = "\"" + evil.replacing("\"", with: "\"\"") + "\""
      // File names cannot hold '/': these commands would touch files in gnuplot's working folder.
      let curve = directory + "/" + "c'`touch pwned6`$(touch pwned7)\nname.csv"
      try write(
        "t,value,velocity,solver,value_error,velocity_error\n0,0,0,\(csvField),1e-9,1e-8\n0.5,0.9,1,\(csvField),2e-9,1e-8\n1,1,0,\(csvField),1e-9,0\n",
        to: curve)
      let trace = directory + "/trace'`touch pwned8`.csv"
      let event = "event." + evil.replacing("\n", with: " ").replacing("\"", with: "")
      try write(
        "t,channel,value\n0,\(csvField),0\n0,\(event),1\n0,option0.dot.scale,1\n1,\(csvField),1\n1,option0.dot.scale,0.5\n",
        to: trace)
      let out = directory + "/out"
      let result = try runMotionBench(["plot", curve, trace, "--out", out])
      #expect(result.status == 0, "\(result.stderr)")
      let pictures = try FileList(out).names.filter { $0.hasSuffix(".png") }.sorted()
      #expect(pictures.count == 4, "\(pictures)")
      for picture in pictures { #expect(try isPNG(out + "/" + picture)) }
      #expect(try FileList(directory).names.filter { $0.hasPrefix("pwned") } == [])
      #expect(try FileList(out).names.filter { $0.hasPrefix("pwned") || $0.hasPrefix(".plot-") } == [])
      #expect(
        try text(out + "/" + (pictures.first { $0.hasSuffix("-value.png") } ?? "").replacing(".png", with: ".gp"))
          .contains("touch"))
    }
  }
}

@Suite("motion-bench plot: names", .tags(.integration))
struct PlotCommandNameTests {
  @Test("Files that share a name get numbered pictures; a very long name is cut, not fatal")
  func names() throws {
    try withTemporaryDirectory { directory in
      for folder in ["a", "b"] { #expect(mkdir(directory + "/" + folder, 0o755) == 0) }
      let long = String(repeating: "x", count: 200)
      for path in ["a/seg.csv", "b/seg.csv", "a/\(long).csv"] {
        #expect(
          MotionBenchMain.main([
            "trace", "segmented", "--hz", "20", "--seconds", "0.5", "--out", directory + "/" + path,
          ])
            == 0)
      }
      let out = directory + "/out"
      let result = try runMotionBench([
        "plot", directory + "/a/seg.csv", directory + "/b/seg.csv", directory + "/a/\(long).csv", "--out", out,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      try expectPictures(["seg-trace", "seg-2-trace", String(repeating: "x", count: 64) + "-trace"], in: out)
    }
  }

  @Test("Two history metrics whose names clash as file names are a data error (65), with nothing written")
  func clash() throws {
    try withTemporaryDirectory { directory in
      let header = PlotCommandOptionTests.historyColumns.joined(separator: ",")
      let meta = "2026-12-01T10:00:00Z,aaaaaaa,Swift,CPU,2,Linux,release,avx2,,f1"
      try write(
        "\(header)\n\(meta),timing,s,,,a b,1,,,,ns,\n\(meta),timing,s,,,a_b,2,,,,ns,\n", to: directory + "/history.csv")
      let result = try runMotionBench(["plot", directory + "/history.csv", "--out", directory + "/out"])
      #expect(result.status == 65 && result.stderr.first?.contains("would be named") == true, "\(result.stderr)")
      #expect(access(directory + "/out", F_OK) != 0)
    }
  }
}

// MARK: - Helpers

/// Checks that each picture exists in `folder` with its script, that its format is right,
/// and that the script draws it again by itself from that folder.
