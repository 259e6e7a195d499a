import BenchmarkKit
import Glibc
import MotionCurves
import MotionODE
import SelectorSimulation

extension RunCommand {
  /// The scene the performance targets are stated for: 10,000 selectors × 10 s × 120 Hz.
  var targetScene: SceneConfiguration {
    var target = scene
    target.selectors = 10_000
    target.seconds = 10
    target.hz = 120
    return target
  }

  func run() throws -> ExitCode {
    let gnuplot = plot ? try Gnuplot.locate() : nil
    let metadata = RunMetadata.current(commit: commit)
    var report = RunReport(metadata: metadata, seed: scene.seed)
    let started = MonotonicClock.nanoseconds()
    progress(
      "\(scene.selectors) selectors × \(formatted(scene.seconds)) s × \(formatted(scene.hz)) Hz, seed \(scene.seed), "
        + "\(threads) thread\(threads == 1 ? "" : "s"), \(metadata.buildConfiguration) build")
    if phases.contains(.memory) { try measureMemory(into: &report) }
    if phases.contains(.curves) { try measureCurves(into: &report) }
    if phases.contains(.accuracy) { try measureAccuracy(into: &report) }
    if phases.contains(.timing) { try measureTiming(into: &report) }
    if phases.contains(.scaling) { try measureScaling(into: &report) }
    if phases.contains(.precision) { try measureWorkPrecision(into: &report) }
    if phases.contains(.swiftUI) { try measureSwiftUI(into: &report) }
    if phases.contains(.instructions) { try measureInstructions(into: &report) }
    addTargets(to: &report)
    try save(report, metadata: metadata)
    printSummary(summary(report))
    if let gnuplot { try plotResults(gnuplot: gnuplot) }
    progress("done in \(formatted(Double(MonotonicClock.nanoseconds() - started) / 1e9)) s")
    return .success
  }

  // MARK: Phases

  /// The smallest difference of peak RSS that means something. One scene's peak varies between
  /// runs of one build by up to about 300 KiB (glibc's two worker arenas grow and trim in steps
  /// of 128 KiB and more, depending on the threads' timing; 8 runs of the default memory phase
  /// gave differences of 0 to 312 KiB with no dependence on the selector count).
  static let peakMemoryResolution = 512 * 1024

  /// Peak RSS after a 10,000-selector run and after a `memorySelectors` run: the slope is
  /// the memory each selector costs beyond the fixed overhead. Runs first, before other
  /// phases raise the high-water mark.
  func measureMemory(into report: inout RunReport) throws {
    let solver = ExactStepSceneSolver()
    var small = scene
    small.selectors = min(10_000, memorySelectors)
    small.seconds = min(scene.seconds, 1)
    var large = small
    large.selectors = memorySelectors
    var peaks: [Int] = []
    for memoryScene in [small, large] {
      progress("memory: exact step, \(memoryScene.selectors) selectors × \(formatted(memoryScene.seconds)) s")
      _ = try time(solver, scene: memoryScene, threads: threads, repetitions: 1, warmup: 0, streaming: true)
      guard let peak = ResourceUsage.peakResidentBytes() else {
        // No figure, so no target verdict: an unmeasured peak must not pass.
        progress("memory: peak RSS is unavailable here (no /proc/self/status VmHWM, getrusage failed); phase skipped")
        return
      }
      peaks.append(peak)
      report.add(row(.memory, solver.name, memoryScene, metric: "peak_rss", value: Double(peak), unit: "bytes"))
    }
    let extra = Double(large.selectors - small.selectors)
    let perSelector = extra > 0 ? Double(peaks[1] - peaks[0]) / extra : 0
    report.add(row(.memory, solver.name, large, metric: "rss_per_selector", value: perSelector, unit: "bytes"))
    if extra > 0 {
      let resolution = Double(Self.peakMemoryResolution) / extra
      report.add(
        row(.memory, solver.name, large, metric: "rss_per_selector_resolution", value: resolution, unit: "bytes"))
    }
  }

  /// Errors of every solver against the Float80 reference, per channel family.
  func measureAccuracy(into report: inout RunReport) throws {
    var accuracyScene = scene
    accuracyScene.selectors = min(accuracySelectors, scene.selectors)
    let entries = try solvers.filter { $0 != .reference }.map { choice in
      (name: choice.description, solver: try choice.make(tolerance: gslTolerance))
    }
    progress(
      "accuracy: \(entries.map(\.name).joined(separator: ", ")) vs reference, \(accuracyScene.selectors) selectors")
    let results = try accuracy(of: entries, scene: accuracyScene, reference: referenceFrames(accuracyScene))
    for (entry, errors) in zip(entries, results) {
      let tolerance = entry.name.hasPrefix("gsl") ? gslTolerance : nil
      var all = ChannelErrors()
      for (family, info, e) in errors.families {
        all.merge(e)
        func add(_ metric: String, _ value: Double, _ unit: String) {
          var r = row(.accuracy, entry.name, accuracyScene, metric: metric, value: value, unit: unit)
          r.channel = family
          r.tolerance = tolerance
          report.add(r)
        }
        add("max_error", e.maximum, "value")
        add("rms_error", e.rms, "value")
        if let scale = info.pointsPerUnit {
          add("max_error_pt", e.maximum * scale, "pt")
          add("rms_error_pt", e.rms * scale, "pt")
        }
        add("visible_error_samples", Double(e.visible), "samples")
        add("samples", Double(e.count), "samples")
      }
      for (metric, value, unit) in [
        ("max_error", all.maximum, "value"), ("visible_error_samples", Double(all.visible), "samples"),
        ("steps_per_sample", Double(errors.work.steps) / Double(max(1, all.count)), "steps"),
        ("evaluations_per_sample", Double(errors.work.functionEvaluations) / Double(max(1, all.count)), "evaluations"),
      ] {
        var r = row(.accuracy, entry.name, accuracyScene, metric: metric, value: value, unit: unit)
        r.channel = "all"
        r.tolerance = tolerance
        report.add(r)
      }
    }
  }

  /// Throughput of every solver, timed in interleaved rounds, on the full scene (GSL on a
  /// subset), with each solver's roofline bound from the machine's peaks measured first.
  func measureTiming(into report: inout RunReport) throws {
    let peaks = measureRoofline(into: &report, vectorISA: report.metadata.vectorISA)
    let choices = solvers.filter { $0 != .reference }
    let runs = try choices.map { choice in
      var timed = scene
      if choice.usesGSL { timed.selectors = min(gslSelectors, scene.selectors) }
      return TimedRun(solver: try choice.make(tolerance: gslTolerance), scene: timed, threads: threads)
    }
    progress(
      "timing: \(choices.map(\.description).joined(separator: ", ")), \(warmup) warm-up + \(repetitions) interleaved rounds"
    )
    let timings = try time(runs)
    for (choice, (run, timing)) in zip(choices, zip(runs, timings)) {
      let timed = run.scene
      let statistics = timing.statistics
      let samples = Double(timed.channelSamples())
      func add(_ metric: String, _ value: Double, _ unit: String, round: Int? = nil) {
        var r = row(.timing, choice.description, timed, metric: metric, value: value, unit: unit)
        r.tolerance = choice.usesGSL ? gslTolerance : nil
        r.round = round
        report.add(r)
      }
      for (name, nanoseconds) in [
        ("median", statistics.median), ("p10", statistics.p10), ("p90", statistics.p90), ("min", statistics.min),
        ("max", statistics.max),
      ] {
        add("ns_per_sample_\(name)", nanoseconds / samples, "ns")
      }
      add("run_seconds_median", statistics.median / 1e9, "s")
      add("selector_frames_per_second", Double(timed.selectors * timed.frameCount) / (statistics.median / 1e9), "1/s")
      add("realtime_speedup", timed.seconds / (statistics.median / 1e9), "x")
      // Against CPU time: the bound is core time, and CPU time is what a shared machine disturbs least.
      let bound = try bound(choice, scene: timed, peaks: peaks)
      let cpu = (try? Statistics(timing.cpuNanoseconds))?.median ?? statistics.median
      add("bound_ns_per_sample", bound.nanoseconds, "ns")
      add("bound_compute_ns_per_sample", bound.computeNanoseconds, "ns")
      add("bound_transfer_ns_per_sample", bound.transferNanoseconds, "ns")
      add("working_set_bytes", Double(bound.workingSetBytes), "bytes")
      add("bound_ratio", cpu / samples / bound.nanoseconds, "x")
      for (round, nanoseconds) in timing.nanoseconds.enumerated() {
        add("ns_per_sample", nanoseconds / samples, "ns", round: round + 1)
      }
      for (round, nanoseconds) in timing.cpuNanoseconds.enumerated() {
        add("cpu_ns_per_sample", nanoseconds / samples, "ns", round: round + 1)
      }
    }
  }

  /// The exact step on the target scene with one thread and with all, timed in interleaved
  /// rounds: run time and speed-up.
  func measureScaling(into report: inout RunReport) throws {
    let solver = ExactStepSceneSolver()
    let target = targetScene
    let counts = Set([1, threads]).sorted()
    progress(
      "scaling: exact step, \(target.selectors) selectors × 10 s × 120 Hz, \(counts.map(String.init).joined(separator: " and ")) threads"
    )
    // Reported, not compared: five rounds (as before raw rounds were kept) give a stable median.
    let runs = counts.map { TimedRun(solver: solver, scene: target, threads: $0) }
    let results = try time(runs, repetitions: min(repetitions, 5)).map(\.statistics)
    for (count, statistics) in zip(counts, results) {
      report.add(
        row(
          .scaling, solver.name, target, threads: count, metric: "run_seconds_median", value: statistics.median / 1e9,
          unit: "s"))
      if count > 1 {
        report.add(
          row(
            .scaling, solver.name, target, threads: count, metric: "speedup",
            value: results[0].median / statistics.median, unit: "x"))
      }
    }
  }

  // MARK: Output

  /// Prints the summary tables: on stdout, or on stderr when the CSV itself goes to stdout.
  func printSummary(_ text: String) {
    if out.map(AtomicFile.isStandardOutput) == true { printError(text) } else { printOutput(text) }
  }

  func row(
    _ phase: Phase, _ solver: String, _ scene: SceneConfiguration, threads: Int? = nil, metric: String, value: Double,
    unit: String
  ) -> ResultRow {
    ResultRow(
      phase: phase.rawValue, solver: solver, tolerance: nil, selectors: scene.selectors, seconds: scene.seconds,
      hz: scene.hz, threads: threads ?? self.threads, metric: metric, value: value, unit: unit)
  }

  /// Writes `--out`, or results/<timestamp>-<commit>.csv and results/latest.csv.
  func save(_ report: RunReport, metadata: RunMetadata) throws {
    if let out {
      try report.write(to: out)
      progress("wrote \(out)")
      return
    }
    try AtomicFile.createDirectory("results")
    let path = "results/\(metadata.compactTimestamp)-\(metadata.gitCommit).csv"
    try report.write(to: path)
    try report.write(to: "results/latest.csv")
    let verdicts = try History.append(History.rows(of: report), to: History.defaultPath, policy: .init())
    progress(
      "wrote \(path) and results/latest.csv; appended to \(History.defaultPath) (\(verdicts.headline) against earlier runs)"
    )
  }
}
