import BenchmarkKit
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench plot: options and kinds")
struct PlotCommandOptionTests {
  @Test("Files, --out, --format and --size parse; the defaults are PNG at 1200×800")
  func options() throws {
    let command = try #require(
      try PlotCommand.parse(["a.csv", "b.csv", "--format", "svg", "--size", "640x480", "--out", "/tmp"]))
    #expect(command.files == ["a.csv", "b.csv"] && command.out == "/tmp")
    #expect(command.terminal == GnuplotTerminal(format: .svg, width: 640, height: 480))
    let defaults = try #require(try PlotCommand.parse(["a.csv"]))
    #expect(defaults.terminal == GnuplotTerminal(format: .png, width: 1200, height: 800) && defaults.out == nil)
  }

  @Test(
    "Bad --size, --format, --out or no file is a usage error",
    arguments: [
      (["a.csv", "--size", "1200"], "--size must be WIDTHxHEIGHT"),
      (["a.csv", "--size", "0x800"], "--size must be WIDTHxHEIGHT"),
      (["a.csv", "--size", "1200x99999"], "--size must be WIDTHxHEIGHT"),
      (["a.csv", "--size", "12ooxabc"], "--size must be WIDTHxHEIGHT"),
      (["a.csv", "--size=-5x-5"], "--size must be WIDTHxHEIGHT"),
      (["a.csv", "--format", "jpeg"], "--format must be one of 'png', 'svg'"),
      (["a.csv", "--out", "/proc/version/plots"], "is not a folder"),
      ([], "missing argument '<files>'"),
    ])
  func badUsage(arguments: [String], phrase: String) {
    do {
      _ = try PlotCommand.parse(arguments)
      Issue.record("accepted \(arguments)")
    } catch {
      #expect(error.description.contains(phrase), "\(arguments): \(error)")
    }
  }

  @Test("Kinds are told from the header's names, in any order, with extra columns")
  func kinds() {
    let run = RunReport.columns
    #expect(PlotInputKind.detect(columns: run) == .run)
    #expect(PlotInputKind.detect(columns: run.reversed() + ["vector_isa", "round"]) == .run)
    #expect(PlotInputKind.detect(columns: Self.historyColumns) == .history)
    #expect(PlotInputKind.detect(columns: ["t", "value", "velocity"]) == .curve)
    #expect(
      PlotInputKind.detect(columns: ["t", "value", "velocity", "solver", "value_error", "velocity_error"]) == .curve)
    #expect(PlotInputKind.detect(columns: ["t", "channel", "value"]) == .trace)
    #expect(PlotInputKind.detect(columns: ["bounce", "duration"] + SweepCommand.metricColumns) == .sweepWide)
    #expect(PlotInputKind.detect(columns: ["duration", "bounce", "overshoot_fraction"]) == .sweepWide)
    #expect(PlotInputKind.detect(columns: ["bounce", "duration", "metric", "value"]) == .sweepLong)
    #expect(
      PlotInputKind.detect(columns: ["duration", "bounce", "response", "overshoot_fraction"].dropFirst(2) + ["x"])
        == nil)
    #expect(PlotInputKind.detect(columns: ["metric", "value", "timestamp"]) == nil)  // a baseline
    #expect(PlotInputKind.detect(columns: ["t", "value"]) == nil)  // a device trace for tune --match
    #expect(PlotInputKind.detect(columns: []) == nil)
  }

  static let historyColumns = [
    "timestamp", "git_commit", "toolchain", "cpu_model", "cpu_cores", "kernel", "build_configuration", "vector_isa",
    "build_flags",
    "fingerprint", "phase", "solver", "channel", "tolerance", "metric", "value", "low", "high", "n", "unit", "verdict",
  ]

  @Test("Heatmap contour levels are round numbers inside the range")
  func contourLevels() {
    #expect(PlotStyle.contourLevels(low: 0, high: 73, logarithmic: false) == [20, 40, 60])
    #expect(PlotStyle.contourLevels(low: 0.13, high: 16, logarithmic: true) == [0.2, 0.5, 1, 2, 5, 10])
    #expect(PlotStyle.contourLevels(low: 1, high: 1, logarithmic: false) == [])
  }
}

@Suite("motion-bench plot: pictures")
struct PlotCommandPictureTests {
  @Test("A run of the new schema: work-precision, throughput, rounds, accuracy and scaling, with their numbers")
  func newRun() throws {
    try withTemporaryDirectory { directory in
      try write(PlotFixtures.run, to: directory + "/run.csv")
      let out = directory + "/plots"
      let result = try runMotionBench(["plot", directory + "/run.csv", "--out", out])
      #expect(result.status == 0)
      // Every key and label fits: gnuplot warns when a key's titles do not fit the picture.
      #expect(!result.stderr.contains { $0.contains("warning") }, "\(result.stderr)")
      let names = ["run-work-precision", "run-throughput", "run-rounds", "run-accuracy", "run-scaling"]
      try expectPictures(names, in: out)
      // The data hold the CSV's numbers: each solver's median, p10 and p90; each round; each
      // work-precision point; each max error; each run time of the scaling phase.
      // … and each solver's computed bound, drawn at the wall-clock median over the CPU-time ratio.
      #expect(
        try dataRows(out + "/run-throughput.dat").map { Array($0[1...3]) + Array($0[5...6]) } == [
          [7.2, 6.8, 7.6, 7.2 / 8, 8], [0.31, 0.29, 0.34, 0.31 / 2, 2],
        ])
      #expect(try dataRows(out + "/run-rounds.dat").map { $0[1] } == [7.1, 7.2, 7.9, 0.3, 0.31, 0.36])
      #expect(
        try dataRows(out + "/run-work-precision.dat")
          == canonical([
            [1e-3, 2e-4, 90], [1e-6, 3e-7, 140], [1e-9, 5e-10, 300], [.nan, 4e-16, 12.5], [.nan, 0, 420],
          ]))
      #expect(try dataRows(out + "/run-accuracy.dat").map { $0[1] } == [1.5e-14, 2.5e-13, 3e-14, 9e-15, 0])
      #expect(try dataRows(out + "/run-scaling.dat") == [[1, 0.11], [2, 0.06]])
      // Titles name the commit and the machine.
      let script = try text(out + "/run-throughput.gp")
      #expect(script.contains("commit abc1234 · Test CPU, 2 cores, avx2 · release -target-cpu native"))
    }
  }

  @Test("A run of the previous schema (no rounds) draws all but the rounds, and says so")
  func committedRun() throws {
    try withTemporaryDirectory { directory in
      let result = try runMotionBench(["plot", PlotFixtures.committedRun, "--out", directory])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.contains { $0.contains("no timing round rows") })
      #expect(!result.stderr.contains { $0.contains("warning") }, "\(result.stderr)")
      let stem = "run-previous-schema"
      try expectPictures(
        ["work-precision", "throughput", "accuracy", "scaling"].map { "\(stem)-\($0)" }, in: directory)
      #expect(access(directory + "/\(stem)-rounds.png", F_OK) != 0)
      // The medians in file order (the old probe is drawn as a solver; the file has no bounds).
      let table = try CSVTable(contentsOfFile: PlotFixtures.committedRun)
      let rows = zip(
        zip(try table.strings("phase"), try table.strings("metric")),
        zip(try table.strings("solver"), try table.doubles("value")))
      let medians = rows.filter { $0.0.0 == "timing" && $0.0.1 == "ns_per_sample_median" }.map(\.1)
      #expect(medians.count == 6)
      #expect(try dataRows(directory + "/\(stem)-throughput.dat").map { $0[1] } == medians.map(\.1))
    }
  }

  @Test("Curves overlay: value, velocity and |error|; the legend is the solver, the data are the CSV's")
  func curves() throws {
    try withTemporaryDirectory { directory in
      let dot = directory + "/dot.csv"
      let rkf = directory + "/rkf.csv"
      let smooth = directory + "/smooth.csv"
      #expect(
        MotionBenchMain.main(["curve", ".spring(duration: 0.35, bounce: 0.55)", "--errors", "--hz", "60", "--out", dot])
          == 0)
      #expect(
        MotionBenchMain.main([
          "curve", ".spring(duration: 0.35, bounce: 0.55)", "--errors", "--hz", "60", "--solver", "gsl:rkf45", "--rtol",
          "1e-6", "--atol", "1e-6",
          "--out", rkf,
        ]) == 0)
      #expect(MotionBenchMain.main(["curve", ".smooth", "--hz", "60", "--out", smooth]) == 0)
      let result = try runMotionBench(["plot", dot, rkf, smooth])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!result.stderr.contains { $0.contains("warning") }, "\(result.stderr)")
      try expectPictures(["dot+rkf+smooth-value", "dot+rkf+smooth-velocity", "dot+rkf+smooth-error"], in: directory)
      let blocks = try dataBlocks(directory + "/dot+rkf+smooth-curves.dat")
      #expect(blocks.count == 3)
      for (block, file) in zip(blocks, [dot, rkf, smooth]) {
        let table = try CSVTable(contentsOfFile: file)
        #expect(block.map { $0[0] } == (try table.doubles("t")))
        #expect(block.map { $0[1] } == (try table.doubles("value")))
        #expect(block.map { $0[2] } == (try table.doubles("velocity")))
      }
      let script = try text(directory + "/dot+rkf+smooth-value.gp")
      #expect(
        script.contains("title 'closed-form'") && script.contains("title 'gsl:rkf45'")
          && script.contains("title 'smooth.csv'"))
      // The seed dot spring settles (ε = 0.001) at 0.848 s, past its last sample: found from the fitted spring.
      #expect(script.contains("set label 'settles 0.848 s'"))
    }
  }

  @Test("A trace: the channels in groups, the events as labelled lines")
  func trace() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/seg.csv"
      #expect(
        MotionBenchMain.main([
          "trace", "segmented", "--events", "0.4:press 2; 0.5:release 2", "--hz", "30", "--seconds", "1.5", "--out",
          path,
        ]) == 0)
      let out = directory + "/out"
      #expect(MotionBenchMain.main(["plot", path, "--out", out, "--format", "svg"]) == 0)
      try expectPictures(["seg-trace"], in: out, format: .svg)
      let script = try text(out + "/seg-trace.gp")
      for title in ["highlight offset (pt)", "label tints", "press feedback", "dividers"] {
        #expect(script.contains("title '\(title)'"))
      }
      #expect(script.contains("set label 'press 2' at first 0.40000000000000002,"))
      #expect(script.contains("set label 'release 2' at first 0.5,"))
      let blocks = try dataBlocks(out + "/seg-trace.dat")
      let table = try CSVTable(contentsOfFile: path)
      let highlight = zip(try table.strings("channel"), try table.doubles("value")).filter {
        $0.0 == "highlight.offset"
      }
      .map(\.1)
      #expect(blocks.count == 20 && blocks[0].map { $0[1] } == highlight)
    }
  }

  @Test("A wide trace draws the picture of the long one: the same data, script and event labels")
  func wideTrace() throws {
    try withTemporaryDirectory { directory in
      let trace = ["trace", "radio", "--events", "0.2:tap 2; 0.4:press 1; 0.4:tap 0", "--hz", "30", "--seconds", "1"]
      #expect(MotionBenchMain.main(trace + ["--out", directory + "/long.csv"]) == 0)
      #expect(MotionBenchMain.main(trace + ["--layout", "wide", "--out", directory + "/wide.csv"]) == 0)
      let result = try runMotionBench(["plot", directory + "/long.csv", directory + "/wide.csv", "--out", directory])
      #expect(result.status == 0 && !result.stderr.contains { $0.contains("warning") }, "\(result.stderr)")
      try expectPictures(["long-trace", "wide-trace"], in: directory)
      #expect(try text(directory + "/wide-trace.dat") == (try text(directory + "/long-trace.dat")))
      let wide = try text(directory + "/wide-trace.gp")
      let long = try text(directory + "/long-trace.gp")
      #expect(wide.replacing("wide", with: "long") == long)
      for label in ["tap 2", "press 1", "tap 0"] { #expect(wide.contains("set label '\(label)'")) }
    }
  }

  @Test("Sweeps, wide and long: heatmaps of every metric, the grid's numbers in the data")
  func sweeps() throws {
    try withTemporaryDirectory { directory in
      let wide = directory + "/wide.csv"
      let long = directory + "/long.csv"
      #expect(MotionBenchMain.main(["sweep", "--bounces", "8", "--durations", "5", "--out", wide]) == 0)
      #expect(
        MotionBenchMain.main(["sweep", "--bounces", "8", "--durations", "5", "--layout", "long", "--out", long]) == 0)
      let result = try runMotionBench(["plot", wide, long, "--size", "800x600"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!result.stderr.contains { $0.contains("warning") }, "\(result.stderr)")
      let metrics = ["overshoot", "settle-time", "peak-time", "oscillations", "rise-time", "peak-velocity"]
      try expectPictures(metrics.map { "wide-\($0)" } + metrics.map { "long-\($0)" }, in: directory)
      let table = try CSVTable(contentsOfFile: wide)
      let bounce = try table.doubles("bounce")
      let duration = try table.doubles("duration")
      for stem in ["wide", "long"] {
        for (metric, picture) in zip(
          ["overshoot_fraction", "settle_time", "peak_time", "oscillations", "rise_time", "peak_velocity"], metrics)
        {
          let rows = try dataRows(directory + "/\(stem)-\(picture).dat")
          #expect(rows.map { $0[0] } == bounce && rows.map { $0[1] } == duration, "\(stem) \(metric)")
          #expect(rows.map { $0[2] } == (try table.doubles(metric)), "\(stem) \(metric)")
        }
      }
      let script = try text(directory + "/wide-peak-time.gp")
      #expect(script.contains("set label 'radio dot' at 0.55000000000000004, 0.34999999999999998"))
      #expect(script.contains("grey: infinite or undefined"))
    }
  }

  @Test("A sweep with SwiftUI's columns gets their heatmaps too")
  func swiftUISweep() throws {
    try withTemporaryDirectory { directory in
      var rows = ["bounce,duration,overshoot_fraction,swiftui_end_time,swiftui_end_jump"]
      for bounce in [0.0, 0.25, 0.5] {
        for duration in [0.3, 0.6] {
          rows.append("\(bounce),\(duration),\(bounce * 0.4),\(duration * (2 + bounce)),\(0.001 * (1 + bounce))")
        }
      }
      try write(rows.joined(separator: "\n") + "\n", to: directory + "/ui.csv")
      #expect(MotionBenchMain.main(["plot", directory + "/ui.csv"]) == 0)
      try expectPictures(["ui-overshoot", "ui-swiftui-end-time", "ui-swiftui-end-jump"], in: directory)
      let endTimes = [0.0, 0.25, 0.5].flatMap { bounce in [0.3, 0.6].map { $0 * (2 + bounce) } }
      #expect(try dataRows(directory + "/ui-swiftui-end-time.dat").map { $0[2] } == endTimes)
    }
  }

  @Test("The history: a picture per metric, with the commits, bands and flagged changes")
  func history() throws {
    try withTemporaryDirectory { directory in
      try write(PlotFixtures.history, to: directory + "/history.csv")
      #expect(MotionBenchMain.main(["plot", directory + "/history.csv"]) == 0)
      try expectPictures(["history-ns_per_sample", "history-max_error"], in: directory)
      let script = try text(directory + "/history-ns_per_sample.gp")
      #expect(script.contains("set xtics ('aaaaaaa' 0, 'bbbbbbb' 1, 'ccccccc' 2)"))
      #expect(script.contains("title 'regression flagged by compare'") && script.contains("machine changed"))
      #expect(
        try dataRows(directory + "/history-ns_per_sample.dat") == [
          [0, 7.2, 7, 7.5, 0], [1, 7.3, 7.1, 7.6, 0], [2, 9.9, 9.5, 10.4, 1],
          [0, 0.31, 0.3, 0.33, 0], [1, 0.3, 0.29, 0.32, 0], [2, 0.32, 0.31, 0.35, 0],
        ])
    }
  }

  @Test("run --plot draws the pictures of the run beside --out")
  func runPlot() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/quick.csv"
      let status = MotionBenchMain.main([
        "run", "--selectors", "16", "--seconds", "0.25", "--hz", "60", "--threads", "1", "--repetitions", "2",
        "--solvers", "closed-form,exact-step",
        "--phases", "accuracy,timing", "--out", path, "--plot",
      ])
      #expect(status == 0)
      try expectPictures(["quick-throughput", "quick-accuracy"], in: directory)
      #expect(throws: UsageError.self) { try RunCommand.parse(["--plot", "--out", "-"]) }
    }
  }
}

@Suite("motion-bench plot: bad input and safety")
struct PlotCommandSafetyTests {
  @Test(
    "An unknown CSV, a missing file, an empty one or a bad --size: exit 64, one Error: line, nothing written",
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
      #expect(result.status == 64)
      #expect(
        result.stderr.first?.hasPrefix("Error: ") == true && result.stderr.first?.contains(phrase) == true,
        "\(result.stderr)")
      #expect(result.stderr.filter { $0.hasPrefix("Error:") }.count == 1)
      #expect(access(out, F_OK) != 0)
    }
  }

  @Test("Without gnuplot: exit 1, one Error: line naming gnuplot-nox, nothing written")
  func gnuplotMissing() throws {
    try withTemporaryDirectory { directory in
      try write("t,value,velocity\n0,0,0\n1,1,0\n", to: directory + "/c.csv")
      let result = try runMotionBench(
        ["plot", directory + "/c.csv", "--out", directory + "/plots"], path: "/nonexistent")
      #expect(result.status == 1)
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

@Suite("motion-bench plot: names")
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

  @Test("Two history metrics whose names clash as file names are a usage error, with nothing written")
  func clash() throws {
    try withTemporaryDirectory { directory in
      let header = PlotCommandOptionTests.historyColumns.joined(separator: ",")
      let meta = "2026-12-01T10:00:00Z,aaaaaaa,Swift,CPU,2,Linux,release,avx2,,f1"
      try write(
        "\(header)\n\(meta),timing,s,,,a b,1,,,,ns,\n\(meta),timing,s,,,a_b,2,,,,ns,\n", to: directory + "/history.csv")
      let result = try runMotionBench(["plot", directory + "/history.csv", "--out", directory + "/out"])
      #expect(result.status == 64 && result.stderr.first?.contains("would be named") == true, "\(result.stderr)")
      #expect(access(directory + "/out", F_OK) != 0)
    }
  }
}

// MARK: - Helpers

/// Checks that each picture exists in `folder` with its script, that its format is right,
/// and that the script draws it again by itself from that folder.
func expectPictures(_ names: [String], in folder: String, format: GnuplotTerminal.Format = .png) throws {
  for name in names {
    let picture = folder + "/" + name + "." + format.rawValue
    #expect(access(folder + "/" + name + ".gp", R_OK) == 0, "\(name).gp")
    #expect(format == .png ? try isPNG(picture) : try text(picture).contains("<svg"), "\(picture)")
    #expect(unlink(picture) == 0)
    #expect(try rerun(name + ".gp", in: folder) == 0, "\(name).gp does not run by itself")
    #expect(format == .png ? try isPNG(picture) : try text(picture).contains("<svg"), "\(picture) was not redrawn")
  }
  #expect(!(try FileList(folder).names.contains { $0.hasPrefix(".plot-") }), "a staging folder was left behind")
}

/// Runs `gnuplot SCRIPT` in `folder`, the folder and script passed as arguments (never pasted
/// into a command).
func rerun(_ script: String, in folder: String) throws -> Int32 {
  try ChildProcess.run([script], in: folder, program: "gnuplot").status
}

/// Runs the built motion-bench in a fresh directory, with `PATH` replaced when given.
func runMotionBench(_ arguments: [String], path: String? = nil) throws -> (status: Int32, stderr: [String]) {
  try withTemporaryDirectory { directory in
    let result = try ChildProcess.run(arguments, in: directory, path: path)
    return (result.status, result.standardErrorLines)
  }
}

func isPNG(_ path: String) throws -> Bool {
  Array(try bytes(path).prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}

func bytes(_ path: String) throws -> [UInt8] { try readBytes(path) }

func text(_ path: String) throws -> String { try readText(path) }

func write(_ text: String, to path: String) throws {
  guard let file = fopen(path, "wb") else { throw CurveTestError.cannotOpen(path) }
  defer { fclose(file) }
  _ = Array(text.utf8).withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
}

/// The numbers of a gnuplot data file, by block (blocks are separated by two blank lines).
func dataBlocks(_ path: String) throws -> [[[Double]]] {
  var blocks: [[[Double]]] = [[]]
  var blank = 0
  for line in try text(path).split(separator: "\n", omittingEmptySubsequences: false) {
    if line.isEmpty {
      blank += 1
      continue
    }
    if blank >= 2, !(blocks.last?.isEmpty ?? true) { blocks.append([]) }
    blank = 0
    if line.hasPrefix("#") { continue }
    blocks[blocks.count - 1].append(line.split(separator: " ").map { Double($0) ?? .nan }.map { Canonical($0).value })
  }
  return blocks.filter { !$0.isEmpty }
}

/// Every row of a data file, blocks joined.
func dataRows(_ path: String) throws -> [[Double]] { try dataBlocks(path).flatMap { $0 } }

/// NaN compared equal to NaN, so rows with undefined fields compare with `==`.
struct Canonical: Equatable {
  let value: Double
  init(_ value: Double) { self.value = value.isNaN ? -.greatestFiniteMagnitude : value }
}

/// Rows with NaN made comparable, as ``dataRows(_:)`` returns them.
func canonical(_ rows: [[Double]]) -> [[Double]] { rows.map { $0.map { Canonical($0).value } } }

/// Hand-made fixtures in the schemas the branches agreed on.
enum PlotFixtures {
  /// Part of a default run of the previous schema (no rounds, no fingerprint columns), kept as
  /// a fixture beside this file.
  static var committedRun: String {
    let path = #filePath
    return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/Fixtures/run-previous-schema.csv"
  }

  static let runHeader =
    "timestamp,git_commit,toolchain,cpu_model,cpu_cores,kernel,build_configuration,vector_isa,build_flags,fingerprint,"
    + "seed,phase,solver,tolerance,selectors,seconds,hz,threads,channel,round,metric,value,unit"

  /// A small run of the new schema, every phase, three timing rounds per solver.
  static var run: String {
    let meta =
      "2026-12-01T10:00:00Z,abc1234,Swift version 6.3.1 (swift-6.3.1-RELEASE),Test CPU,2,Linux 6,release,avx2,-target-cpu native,0f0f0f0f,1"
    var rows = [runHeader]
    func add(
      _ phase: String, _ solver: String, _ tolerance: String, _ selectors: Int, _ threads: Int, _ channel: String,
      _ round: String,
      _ metric: String, _ value: Double, _ unit: String
    ) {
      rows.append(
        "\(meta),\(phase),\(solver),\(tolerance),\(selectors),10,120,\(threads),\(channel),\(round),\(metric),\(value),\(unit)"
      )
    }
    for (solver, median, p10, p90, rounds, bound, ratio) in [
      ("closed-form", 7.2, 6.8, 7.6, [7.1, 7.2, 7.9], 1.8, 8.0),
      ("exact-step", 0.31, 0.29, 0.34, [0.3, 0.31, 0.36], 0.3, 2.0),
    ] {
      add("timing", solver, "", 5000, 2, "", "", "ns_per_sample_median", median, "ns")
      add("timing", solver, "", 5000, 2, "", "", "bound_ns_per_sample", bound, "ns")
      add("timing", solver, "", 5000, 2, "", "", "bound_ratio", ratio, "x")
      add("timing", solver, "", 5000, 2, "", "", "ns_per_sample_p10", p10, "ns")
      add("timing", solver, "", 5000, 2, "", "", "ns_per_sample_p90", p90, "ns")
      for (k, value) in rounds.enumerated() {
        add("timing", solver, "", 5000, 2, "", "\(k + 1)", "ns_per_sample", value, "ns")
      }
    }
    for (solver, scale, opacity) in [("closed-form", 1.5e-14, 3e-14), ("exact-step", 2.5e-13, 9e-15)] {
      add("accuracy", solver, "", 500, 2, "dot.scale", "", "max_error", scale / 14.6, "value")
      add("accuracy", solver, "", 500, 2, "dot.scale", "", "max_error_pt", scale, "pt")
      add("accuracy", solver, "", 500, 2, "dot.scale", "", "visible_error_samples", 0, "samples")
      add("accuracy", solver, "", 500, 2, "dot.opacity", "", "max_error", opacity, "value")
      add("accuracy", solver, "", 500, 2, "all", "", "max_error", scale, "value")
    }
    add("accuracy", "exact-step", "", 500, 2, "press.opacity", "", "max_error", 0, "value")
    for (tolerance, error, time) in [
      ("0.001", 2e-4, 90.0), ("9.9999999999999995e-07", 3e-7, 140), ("1.0000000000000001e-09", 5e-10, 300),
    ] {
      add("work-precision", "gsl:rk4", tolerance, 16, 2, "", "", "max_error", error, "value")
      add("work-precision", "gsl:rk4", tolerance, 16, 2, "", "", "ns_per_sample", time, "ns")
    }
    add("work-precision", "gsl:rk4", "1e-12", 16, 2, "", "", "failed", 1, "bool")
    add("work-precision", "closed-form", "", 16, 2, "", "", "max_error", 4e-16, "value")
    add("work-precision", "closed-form", "", 16, 2, "", "", "ns_per_sample", 12.5, "ns")
    add("work-precision", "reference", "", 16, 2, "", "", "max_error", 0, "value")
    add("work-precision", "reference", "", 16, 2, "", "", "ns_per_sample", 420, "ns")
    add("scaling", "exact-step", "", 10000, 1, "", "", "run_seconds_median", 0.11, "s")
    add("scaling", "exact-step", "", 10000, 2, "", "", "run_seconds_median", 0.06, "s")
    add("scaling", "exact-step", "", 10000, 2, "", "", "speedup", 0.11 / 0.06, "x")
    return rows.joined(separator: "\n") + "\n"
  }

  /// Three runs of two timing series and one accuracy series; the third run regresses
  /// closed-form on a different machine.
  static var history: String {
    var rows = [PlotCommandOptionTests.historyColumns.joined(separator: ",")]
    let runs = [
      ("2026-12-01T10:00:00Z", "aaaaaaa1", "f1"), ("2026-12-02T10:00:00Z", "bbbbbbb2", "f1"),
      ("2026-12-03T10:00:00Z", "ccccccc3", "f2"),
    ]
    let closedForm = [(7.2, 7.0, 7.5, ""), (7.3, 7.1, 7.6, ""), (9.9, 9.5, 10.4, "regression")]
    let exactStep = [(0.31, 0.3, 0.33, ""), (0.3, 0.29, 0.32, ""), (0.32, 0.31, 0.35, "")]
    for (k, run) in runs.enumerated() {
      let meta = "\(run.0),\(run.1),Swift version 6.3.1 (swift-6.3.1-RELEASE),Test CPU,2,Linux 6,release,avx2,,\(run.2)"
      for (solver, figures) in [("closed-form", closedForm), ("exact-step", exactStep)] {
        let (value, low, high, verdict) = figures[k]
        rows.append("\(meta),timing,\(solver),,,ns_per_sample,\(value),\(low),\(high),5,ns,\(verdict)")
      }
      rows.append("\(meta),accuracy,closed-form,all,,max_error,5.68e-14,,,,value,")
    }
    return rows.joined(separator: "\n") + "\n"
  }
}
