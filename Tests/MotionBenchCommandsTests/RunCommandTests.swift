import BenchmarkKit
import BenchmarkResults
import MotionBenchmarks
import MotionODE
import SelectorSimulation
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench run: options", .tags(.unit))
struct RunCommandOptionTests {
  @Test("Defaults: 5,000 selectors × 10 s × 120 Hz, all cores, the six solvers")
  func defaults() throws {
    let command = try #require(try RunCommand.parse([]))
    #expect(
      command.settings.scene.selectors == 5_000 && command.settings.scene.seconds == 10
        && command.settings.scene.hz == 120)
    #expect(
      command.settings.threads == SceneOptions.cores && command.settings.repetitions == 8 && !command.settings.quick)
    #expect(
      command.settings.solvers == [
        .closedForm, .closedFormBatched, .exactStep, .swiftUI, .gsl(.rk8pd), .gslScene(.rk8pd),
      ])
    #expect(command.settings.steppers == GSLStepper.allCases && command.settings.tolerances.count == 10)
    #expect(command.settings.tolerances.first == 1e-3 && command.settings.tolerances.last == 1e-12)
    #expect(
      command.phases == [.memory, .curves, .accuracy, .timing, .scaling, .precision, .swiftUI, .instructions, .scene])
  }

  @Test(
    "A memory figure below its resolution is shown as such, not as a measurement",
    arguments: [(0.091, true), (0.41, true), (52.0, false)])
  func memoryResolution(perSelector: Double, isBelow: Bool) throws {
    let command = try #require(try RunCommand.parse([]))
    var report = RunReport(metadata: SyntheticRun().metadata)
    let scene = SceneConfiguration(selectors: 100_000)
    report.add(
      command.settings.row(.memory, ResultSolver(.exactStep), scene, metric: .rssPerSelector, value: perSelector))
    report.add(
      command.settings.row(
        .memory, ResultSolver(.exactStep), scene, metric: .rssPerSelectorResolution, value: 524_288.0 / 90_000))
    let target = try #require(command.settings.targets(report).first { $0.name == "rss_per_selector" })
    #expect(target.passes)
    #expect(
      (target.shown == "below the resolution (5.83 bytes: 512 KiB of peak RSS)") == isBelow, "\(target.shown ?? "")")
    #expect(command.settings.summary(report).contains("below the resolution") == isBelow)
  }

  @Test(
    "scene_vs_device is the scene phase's cost over the device model's on the same channels, not the timing phase's",
    arguments: [(1.4, true), (1.6, false)])
  func sceneVsDevice(overhead: Double, met: Bool) throws {
    let command = try #require(try RunCommand.parse([]))
    var report = RunReport(metadata: SyntheticRun().metadata)
    let scene = SceneConfiguration(selectors: 1_000)
    let swiftUI = ResultSolver(.swiftUI)
    report.add(command.settings.row(.scene, swiftUI, scene, metric: .sceneCPUNsPerChannelSample, value: 4.2))
    report.add(command.settings.row(.scene, swiftUI, scene, metric: .sceneMetricsOverhead, value: overhead))
    // A timing phase 3× cheaper per channel-sample does not enter the figure.
    report.add(command.settings.row(.timing, swiftUI, scene, metric: .cpuNsPerSample, value: 1.4))
    let target = try #require(command.settings.targets(report).first { $0.name == "scene_vs_device" })
    #expect(target.value == overhead && target.passes == met)
  }

  @Test("--commit names the commit; it must be safe in a file name")
  func commitOption() throws {
    #expect(try #require(try RunCommand.parse(["--commit", "v1.2-rc1"])).commit == "v1.2-rc1")
    for bad in ["a b", "../x", ".hidden", "", String(repeating: "a", count: 65), "a,b"] {
      #expect(throws: UsageError.self, "\(bad)") { try RunCommand.parse(["--commit", bad]) }
    }
  }

  @Test("--quick sizes the run for CI; explicit options still win")
  func quick() throws {
    let quick = try #require(try RunCommand.parse(["--quick"]))
    #expect(
      quick.settings.scene.selectors == 1_000 && quick.settings.scene.seconds == 2 && quick.settings.repetitions == 10)
    #expect(quick.settings.tolerances == [1e-4, 1e-7, 1e-10] && quick.settings.memorySelectors == 100_000)
    let custom = try #require(try RunCommand.parse(["--quick", "--selectors", "300", "--repetitions", "2"]))
    #expect(
      custom.settings.scene.selectors == 300 && custom.settings.repetitions == 2 && custom.settings.scene.seconds == 2)
  }

  @Test("Every option parses")
  func options() throws {
    let command = try #require(
      try RunCommand.parse([
        "--selectors", "777", "--seconds", "3.5", "--hz", "60", "--seed", "42", "--threads", "1",
        "--solvers", "exact-step, gsl:msbdf,gsl-scene:rkf45", "--steppers", "rk4,bsimp", "--tolerances", "1e-5,1e-9",
        "--gsl-tolerance", "1e-8", "--repetitions", "9", "--phases", "accuracy,work-precision", "--out", "-",
      ]))
    #expect(
      command.settings.scene.selectors == 777 && command.settings.scene.seconds == 3.5
        && command.settings.scene.hz == 60)
    #expect(command.settings.scene.seed == 42 && command.settings.threads == 1 && command.settings.repetitions == 9)
    #expect(command.settings.solvers == [.exactStep, .gsl(.msbdf), .gslScene(.rkf45)])
    #expect(
      command.settings.steppers == [.rk4, .bsimp] && command.settings.tolerances == [1e-5, 1e-9]
        && command.settings.gslTolerance == 1e-8)
    #expect(command.phases == [.accuracy, .precision] && command.out == "-")
  }

}

@Suite("motion-bench run: results", .tags(.unit))
struct RunCommandResultTests {
  /// A small run of every phase but memory, end to end through `main`.
  @Test("A small run writes long-format CSV with metadata columns and sane figures")
  func smallRun() throws {
    let table = try runResults([
      "--selectors", "24", "--seconds", "0.5", "--hz", "60", "--threads", "2", "--repetitions", "1",
      "--solvers", "closed-form,closed-form-batched,exact-step,gsl:rkf45,gsl-scene:rk8pd",
      "--accuracy-selectors", "24", "--gsl-selectors", "8", "--sweep-selectors", "4", "--steppers", "rk8pd,rk4imp",
      "--tolerances", "1e-6,1e-10", "--phases", "accuracy,timing,work-precision",
    ])
    #expect(table.columns == RunReport.columns)
    // Every timing round is a row: 1 round of wall-clock and CPU time per solver.
    let rounds = zip(try table.strings("metric"), try table.strings("round")).filter { !$0.1.isEmpty }
    #expect(
      rounds.count == 2 * 5 && Set(rounds.map(\.0)) == ["ns_per_sample", "cpu_ns_per_sample"]
        && Set(rounds.map(\.1)) == ["1"])
    let phases = Set(try table.strings("phase"))
    let solvers = Set(try table.strings("solver"))
    #expect(phases == ["accuracy", "roofline", "timing", "work-precision", "targets"])
    #expect(
      solvers.isSuperset(of: ["closed-form", "closed-form-batched", "exact-step", "gsl:rkf45", "gsl-scene:rk8pd"]))
    #expect(Set(try table.strings("git_commit")).count == 1)
    // Every row's metric is one its phase registers (the roofline's rows are the timing phase's).
    for (phase, metric) in zip(try table.strings("phase"), try table.strings("metric")) where phase != "targets" {
      let benchmark = try #require(RunSettings.benchmarks.first { $0.name == (phase == "roofline" ? "timing" : phase) })
      #expect(benchmark.writes.contains(metric), "\(phase): \(metric)")
    }
    let figures = try ResultFigures(table)
    func value(_ phase: String, _ solver: String, _ channel: String, _ metric: String) -> Double? {
      figures.value(metric, phase: phase, solver: solver, channel: channel)
    }
    // Closed forms agree with the Float80 reference to rounding; GSL to its tolerance.
    #expect(try #require(value("accuracy", "closed-form", "all", "max_error")) <= 1e-12)
    #expect(try #require(value("accuracy", "closed-form-batched", "all", "max_error")) <= 1e-12)
    #expect(try #require(value("accuracy", "exact-step", "all", "max_error")) <= 1e-12)
    #expect(try #require(value("accuracy", "gsl:rkf45", "all", "max_error")) <= 1e-6)
    #expect(try #require(value("accuracy", "gsl:rkf45", "all", "steps_per_sample")) > 0)
    #expect(try #require(value("accuracy", "exact-step", "dot.scale", "max_error_pt")) <= 1e-10)
    #expect(try #require(value("timing", "exact-step", "", "ns_per_sample_median")) > 0)
    // The machine's peaks are plausible, and each solver's computed bound is below its measured
    // CPU time per sample (the one timing comparison the suite makes: a bound from peaks, which
    // are the best of several rounds, against a median of the same process; load slows the
    // solver's rounds at least as much as the kernels' best round).
    #expect(try #require(value("roofline", "", "", "madd_gflops")) > 0.1)
    for level in ["l1", "l2", "memory"] {
      for direction in ["load", "store"] {
        #expect(try #require(value("roofline", "", "", "\(level)_\(direction)_gbps")) > 0.1)
      }
    }
    for call in ["exp", "sincos", "expl", "vector_exp", "vector_sincos"] {
      let cost = try #require(value("roofline", "", "", "\(call)_ns_per_call"))
      #expect(cost > 0 && cost.isFinite)
    }
    for solver in ["closed-form", "closed-form-batched", "exact-step", "gsl:rkf45", "gsl-scene:rk8pd"] {
      let bound = try #require(value("timing", solver, "", "bound_ns_per_sample"))
      let ratio = try #require(value("timing", solver, "", "bound_ratio"))
      // The ratio is measured over the bound, a timing: only its sign is checked, never its size.
      #expect(bound > 0 && ratio > 0 && ratio.isFinite, "\(solver)")
    }
  }

  /// The single curve's CPU ns per sample over the scene's CPU ns per channel-sample, medians of
  /// rounds; only for solvers both phases ran.
  @Test("single_curve_vs_scene_<solver> divides the curves phase's CPU time by the timing phase's")
  func singleCurveTargets() throws {
    let command = try #require(try RunCommand.parse([]))
    var report = RunReport(metadata: SyntheticRun().metadata)
    func add(_ phase: Phase, _ solver: SolverDescriptor, _ values: [Double]) {
      for (round, value) in values.enumerated() {
        let scene = ResultRow.Scene(seed: 1, selectors: 1, seconds: 10, hz: 120, threads: 1)
        report.add(
          ResultRow(
            phase: phase, solver: ResultSolver(solver), scene: scene, round: round + 1, metric: .cpuNsPerSample,
            value: value))
      }
    }
    add(.curves, .exactStep, [0.5, 0.45, 0.9])
    add(.timing, .exactStep, [0.3, 0.4, 0.2])
    add(.curves, .closedForm, [28])
    let targets = command.settings.singleCurveTargets(report)
    #expect(targets.map(\.name) == ["single_curve_vs_scene_exact-step"])
    #expect(abs(targets[0].value - 0.5 / 0.3) <= 1e-15 && !targets[0].passes)
  }

  /// The same seed gives the same scene, so identical accuracy figures for any thread count.
  @Test("Accuracy results are identical across runs and thread counts")
  func deterministic() throws {
    func errors(threads: Int) throws -> [SolverErrors] {
      var command = try #require(try RunCommand.parse(["--threads", "\(threads)"]))
      command.settings.scene.selectors = 300
      command.settings.scene.seconds = 1
      let solvers: [(name: String, solver: any SceneSolver)] = [
        ("exact-step", LockstepSceneSolver(.exactStep)),
        ("gsl:rkf45", try GSLSceneSolver(stepper: .rkf45, relativeTolerance: 1e-8, absoluteTolerance: 1e-8)),
      ]
      return try command.settings.accuracy(
        of: solvers, scene: command.settings.scene, reference: command.settings.referenceFrames(command.settings.scene))
    }
    let one = try errors(threads: 1)
    let two = try errors(threads: 2)
    let again = try errors(threads: 2)
    for (a, b) in [(one, two), (two, again)] {
      for (x, y) in zip(a, b) {
        #expect(x.work == y.work)
        for kind in Component.builtins {
          let left = try #require(x.channels[kind])
          let right = try #require(y.channels[kind])
          for (l, r) in zip(left, right) {
            #expect(
              l.maximum == r.maximum && l.sumOfSquares == r.sumOfSquares && l.count == r.count && l.visible == r.visible
            )
          }
        }
      }
    }
  }
}

@Suite("motion-bench run: the swiftui phase", .tags(.unit))
struct RunSwiftUIPhaseTests {
  /// The figures an independent model of the runtime gives for the seeds' moves: the highlight's
  /// `.smooth` move over 79.75 pt lags by up to 0.44 pt and ends at 1.25 s (exact settling
  /// 0.735 s); the same spring ends a change of 1 at 0.825 s; the dot lags by 0.15 pt. The phase
  /// runs alone, in this process, through the runner `run` hands its settings to.
  @Test("Run alone through the runner: the runtime's lag, end time and jump for the seed moves")
  func figures() throws {
    let settings = try #require(try RunCommand.parse([])).settings
    var progress: [String] = []
    let rows = try RunSettings.runner.run(["swiftui"], with: settings) { progress.append($0) }
    let benchmark = try #require(RunSettings.benchmarks.first { $0.name == "swiftui" })
    #expect(progress.count == 2 && progress.allSatisfy { $0.hasPrefix("[1/1] swiftui: ") }, "\(progress)")
    #expect(Set(rows.map(\.phase)) == [.swiftUI] && Set(rows.map(\.metric.text)).isSubset(of: benchmark.writes))
    func value(_ channel: String, _ metric: String) throws -> Double {
      try #require(rows.first { $0.channel.text == channel && $0.metric.text == metric }?.value, "\(channel) \(metric)")
    }
    #expect(try value("highlight.offset 0 → 79.75", "end_time") == 1.25)
    #expect(try abs(value("highlight.offset 0 → 79.75", "settle_time") - 0.735) < 5e-4)
    #expect(try abs(value("highlight.offset 0 → 79.75", "max_deviation_pt") - 0.44) < 5e-3)
    #expect(try value("label.tint 0 → 1", "end_time") == 0.825)
    #expect(try abs(value("dot.scale 0.01 → 1", "max_deviation_pt") - 0.15) < 1e-2)
    let channels = Set(rows.map(\.channel.text))
    #expect(channels.count == 6)
    for channel in channels {
      let jump = try value(channel, "end_jump")
      let change = channel.hasPrefix("highlight") ? 239.25 : 1
      // The stop rule allows at most 1 % of the change still to go.
      #expect(jump > 0 && jump <= 0.01 * change, "\(channel): \(jump)")
      #expect(
        try value(channel, "end_time") > 0 && value(channel, "rms_deviation") <= value(channel, "max_deviation"))
    }
  }
}
