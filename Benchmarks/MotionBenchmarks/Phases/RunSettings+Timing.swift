import BenchmarkKit
import BenchmarkResults
import SelectorSimulation

extension RunSettings {
  /// The `timing` phase: the machine's peaks, then every solver's throughput.
  static let timing = benchmark(
    .timing, scene: "the run's scene (GSL's solvers on --gsl-selectors selectors)",
    measures: "throughput of every solver in interleaved rounds, and its roofline bound",
    writes: [
      .nsPerSampleMedian, .nsPerSampleP10, .nsPerSampleP90, .nsPerSampleMin, .nsPerSampleMax, .runSecondsMedian,
      .selectorFramesPerSecond, .realtimeSpeedup, .boundNsPerSample, .boundComputeNsPerSample,
      .boundTransferNsPerSample, .workingSetBytes, .boundRatio, .nsPerSample, .cpuNsPerSample, .cpuLowEndSpread,
      .involuntarySwitchesPerSecond, .stealFraction, .loadAverage,
    ] + rooflineMetrics
  ) { settings, rows in try settings.measureTiming(into: &rows) }

  /// The `scaling` phase: the exact step with one thread and with all.
  static let scaling = benchmark(
    .scaling, scene: "10,000 selectors × 10 s × 120 Hz, the run's seed",
    measures: "run time of the exact step on one thread and on all, and the speed-up",
    writes: [.runSecondsMedian, .speedup]
  ) { settings, rows in try settings.measureScaling(into: &rows) }

  /// Throughput of every solver, timed in interleaved rounds, on the full scene (GSL on a
  /// subset), with each solver's roofline bound from the machine's peaks measured first.
  func measureTiming(into report: inout RunRows) throws {
    let peaks = measureRoofline(into: &report)
    let choices = solvers.filter { $0 != .reference }
    let runs = try choices.map { choice in
      var timed = scene
      if choice.takesTolerance { timed.selectors = min(gslSelectors, scene.selectors) }
      return TimedRun(solver: try choice.makeSceneSolver(tolerance: gslTolerance), scene: timed, threads: threads)
    }
    progress(
      "timing: \(choices.map(\.description).joined(separator: ", ")), \(warmup) warm-up + \(repetitions) interleaved rounds"
    )
    let before = Disturbance.now()
    let timings = try time(runs)
    let disturbance = Disturbance.now().since(before)
    for (choice, (run, timing)) in zip(choices, zip(runs, timings)) {
      let timed = run.scene
      let statistics = timing.statistics
      let samples = Double(timed.channelSamples())
      func add(_ metric: Metric, _ value: Double, round: Int? = nil) {
        var r = row(.timing, ResultSolver(choice), timed, metric: metric, value: value)
        r.tolerance = choice.takesTolerance ? gslTolerance : nil
        r.round = round
        report.add(r)
      }
      for (metric, nanoseconds) in [
        (Metric.nsPerSampleMedian, statistics.median), (.nsPerSampleP10, statistics.p10),
        (.nsPerSampleP90, statistics.p90), (.nsPerSampleMin, statistics.min), (.nsPerSampleMax, statistics.max),
      ] {
        add(metric, nanoseconds / samples)
      }
      add(.runSecondsMedian, statistics.median / 1e9)
      add(.selectorFramesPerSecond, Double(timed.selectors * timed.frameCount) / (statistics.median / 1e9))
      add(.realtimeSpeedup, timed.seconds / (statistics.median / 1e9))
      // Against CPU time: the bound is core time, and CPU time is what a shared machine disturbs least.
      let bound = try bound(choice, scene: timed, peaks: peaks)
      let cpu = (try? Statistics(timing.cpuNanoseconds))?.median ?? statistics.median
      add(.boundNsPerSample, bound.nanoseconds)
      add(.boundComputeNsPerSample, bound.computeNanoseconds)
      add(.boundTransferNsPerSample, bound.transferNanoseconds)
      add(.workingSetBytes, Double(bound.workingSetBytes))
      add(.boundRatio, cpu / samples / bound.nanoseconds)
      for (round, nanoseconds) in timing.nanoseconds.enumerated() {
        add(.nsPerSample, nanoseconds / samples, round: round + 1)
      }
      for (round, nanoseconds) in timing.cpuNanoseconds.enumerated() {
        add(.cpuNsPerSample, nanoseconds / samples, round: round + 1)
      }
      if let low = try? LowQuantile(timing.cpuNanoseconds) { add(.cpuLowEndSpread, low.lowEndSpread) }
    }
    // What other work did meanwhile: compare names it, and judges by the rounds' low end.
    report.add(row(.timing, .none, scene, metric: .involuntarySwitchesPerSecond, value: disturbance.switchesPerSecond))
    report.add(row(.timing, .none, scene, metric: .stealFraction, value: disturbance.stealFraction))
    if let load = Disturbance.loadAverage() {
      report.add(row(.timing, .none, scene, metric: .loadAverage, value: load))
    }
  }

  /// The exact step on the target scene with one thread and with all, timed in interleaved
  /// rounds: run time and speed-up.
  func measureScaling(into report: inout RunRows) throws {
    let solver = LockstepSceneSolver(.exactStep)
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
          .scaling, ResultSolver(solver), target, threads: count, metric: .runSecondsMedian,
          value: statistics.median / 1e9))
      if count > 1 {
        report.add(
          row(
            .scaling, ResultSolver(solver), target, threads: count, metric: .speedup,
            value: results[0].median / statistics.median))
      }
    }
  }
}
