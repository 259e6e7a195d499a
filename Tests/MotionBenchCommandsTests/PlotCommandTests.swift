import BenchmarkKit
import BenchmarkResults
import Glibc
import MotionCurves
import TestSupport
import Testing

@testable import BenchmarkPictures
@testable import MotionBenchCommands

@Suite("motion-bench plot: options and kinds", .tags(.integration))
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
    // A wide trace of any component: its own channel names, then maybe events, and the solver.
    #expect(PlotInputKind.detect(columns: ["t", "pill.offset", "tab0.label.tint", "event", "solver"]) == .trace)
    #expect(PlotInputKind.detect(columns: ["t", "thumb.offset", "solver"]) == .trace)
    #expect(PlotInputKind.detect(columns: ["t", "event", "solver"]) == nil)
    #expect(PlotInputKind.detect(columns: ["t", "highlight.offset"]) == .trace)
    #expect(PlotInputKind.detect(columns: ["bounce", "duration"] + SweepColumns.metrics) == .sweepWide)
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

  @Test(
    "CPU names in titles lose trademark marks and the words CPU and Processor",
    arguments: [
      ("Intel(R) Xeon(R) Processor (family 6 model 207)", "Intel Xeon (family 6 model 207)"),
      ("AMD EPYC 7B13 64-Core Processor", "AMD EPYC 7B13 64-Core"),
      ("Intel(R) Core(TM) i7-8700 CPU @ 3.20GHz", "Intel Core i7-8700 @ 3.20GHz"),
      ("Apple M2", "Apple M2"),
    ])
  func cpuName(model: String, shown: String) {
    #expect(PlotStyle.cpuName(model) == shown)
  }

  @Test("Heatmap contour levels are round numbers inside the range")
  func contourLevels() {
    #expect(PlotStyle.contourLevels(low: 0, high: 73, logarithmic: false) == [20, 40, 60])
    #expect(PlotStyle.contourLevels(low: 0.13, high: 16, logarithmic: true) == [0.2, 0.5, 1, 2, 5, 10])
    #expect(PlotStyle.contourLevels(low: 1, high: 1, logarithmic: false) == [])
  }
}

@Suite("motion-bench plot: pictures", .tags(.integration))
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
      // Titles name the commit and the machine on one line, the build on the next.
      let script = try text(out + "/run-throughput.gp")
      #expect(script.contains(#"commit abc1234 · Test, 2 cores, avx2' . "\n" . 'release -target-cpu native"#))
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
        MotionBenchMain.main([
          "curve", ".spring(duration: 0.35, bounce: 0.55)", "--errors", "--hz", "60", "--epsilon", "0.001",
          "--solver", "closed-form", "--out", dot,
        ]) == 0)
      #expect(
        MotionBenchMain.main([
          "curve", ".spring(duration: 0.35, bounce: 0.55)", "--errors", "--hz", "60", "--solver", "gsl:rkf45", "--rtol",
          "1e-6", "--atol", "1e-6", "--epsilon", "0.001",
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
      // One spring by two solvers, and a file that records no solver: every legend names what it can.
      let spring = ".spring(duration: 0.35, bounce: 0.55)"
      #expect(
        script.contains("title '\(spring) — closed form'") && script.contains("title '\(spring) — GSL rkf45'")
          && script.contains("title 'smooth.csv — solver not recorded'"))
      #expect(script.contains("'Closed form, GSL rkf45 and solver not recorded at 60 Hz: 3 animations'"))
      // The seed dot spring settles (ε = 0.001) at 0.8482 s exactly, as the closed form's settling time says.
      let settle = try Spring(duration: 0.35, bounce: 0.55).settlingDuration(epsilon: 0.001)
      #expect(abs(settle - 0.8482) < 1e-4)
      #expect(script.contains("set label 'settled from 0.848 s'"))
      // smooth.csv records no settling: its settle time is read from its samples, and stderr says so.
      #expect(script.contains("set label 'settled from ") && script.contains(" s (samples)'"))
      #expect(result.stderr.contains { $0.hasPrefix("plot: smooth.csv records no settle time") }, "\(result.stderr)")
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

  @Test(
    "A wide trace draws the picture of the long one: the same data, script and event labels",
    arguments: [
      ("radio", "0.2:tap 2; 0.4:press 1; 0.4:tap 0", ["tap 2", "press 1", "tap 0"]),
      (ComponentSceneTests.directory + "tab-bar.json", "0.2:tap 4; 0.4:tap 1", ["tap 4", "tap 1"]),
      (ComponentSceneTests.directory + "pop-button.json", "0.2:press 0; 0.3:release 0", ["press 0", "release 0"]),
    ])
  func wideTrace(component: String, events: String, labels: [String]) throws {
    try withTemporaryDirectory { directory in
      let trace = ["trace", component, "--events", events, "--hz", "30", "--seconds", "1"]
      #expect(MotionBenchMain.main(trace + ["--out", directory + "/long.csv"]) == 0)
      #expect(MotionBenchMain.main(trace + ["--layout", "wide", "--out", directory + "/wide.csv"]) == 0)
      let result = try runMotionBench(["plot", directory + "/long.csv", directory + "/wide.csv", "--out", directory])
      #expect(result.status == 0 && !result.stderr.contains { $0.contains("warning") }, "\(result.stderr)")
      try expectPictures(["long-trace", "wide-trace"], in: directory)
      #expect(try text(directory + "/wide-trace.dat") == (try text(directory + "/long-trace.dat")))
      let wide = try text(directory + "/wide-trace.gp")
      let long = try text(directory + "/long-trace.gp")
      #expect(wide.replacing("wide", with: "long") == long)
      for label in labels { #expect(wide.contains("set label '\(label)'")) }
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
