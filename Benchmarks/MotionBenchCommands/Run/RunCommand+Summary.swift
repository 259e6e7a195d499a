import BenchmarkKit
import SelectorSimulation

extension RunCommand {
  /// A performance target of the benchmark, checked against this run's figures.
  struct Target {
    let name: String
    let value: Double
    let unit: String
    let passes: Bool
    let goal: String
    /// How the measured value is shown, when not as `value unit`.
    var shown: String? = nil
  }

  /// The targets this run has the figures for.
  func targets(_ report: RunReport) -> [Target] {
    var result: [Target] = []
    for (solver, name, goal) in [
      ("exact-step", "exact_step_vs_bound", 2.0), ("swiftui", "swiftui_vs_bound", 2),
      ("closed-form-batched", "batched_closed_form_vs_bound", 2.5),
    ] {
      if let ratio = report.value("bound_ratio", phase: "timing", solver: solver) {
        result.append(
          Target(name: name, value: ratio, unit: "x", passes: ratio <= goal, goal: "≤ \(formatted(goal))×"))
      }
    }
    if let scalar = report.value("ns_per_sample_median", phase: "timing", solver: "closed-form"),
      let batched = report.value("ns_per_sample_median", phase: "timing", solver: "closed-form-batched")
    {
      let speedup = scalar / batched
      result.append(
        Target(name: "batched_closed_form_speedup", value: speedup, unit: "x", passes: speedup >= 4, goal: "≥ 4×"))
    }
    if let scalar = report.value("ns_per_sample", phase: "work-precision", solver: "closed-form") {
      let reaching = report.rows.filter { $0.phase == "work-precision" && $0.metric == "max_error" && $0.value <= 1e-9 }
      let costs = reaching.compactMap { hit in
        report.rows.first {
          $0.phase == hit.phase && $0.solver == hit.solver && $0.tolerance == hit.tolerance
            && $0.metric == "ns_per_sample"
        }?.value
      }
      if let cheapest = costs.min() {
        let ratio = cheapest / scalar
        result.append(
          Target(name: "closed_form_vs_cheapest_gsl_1e-9", value: ratio, unit: "x", passes: ratio >= 10, goal: "≥ 10×"))
      }
    }
    if let seconds = report.value("run_seconds_median", phase: "scaling", solver: "exact-step", threads: 1) {
      result.append(
        Target(name: "exact_step_10k_one_core", value: seconds, unit: "s", passes: seconds < 0.5, goal: "< 0.5 s"))
    }
    if threads > 1, let speedup = report.value("speedup", phase: "scaling", solver: "exact-step") {
      result.append(
        Target(name: "exact_step_thread_speedup", value: speedup, unit: "x", passes: speedup >= 1.7, goal: "≥ 1.7×"))
    }
    if let bytes = report.value("rss_per_selector", phase: "memory") {
      var target = Target(name: "rss_per_selector", value: bytes, unit: "bytes", passes: bytes <= 1024, goal: "≤ 1 KiB")
      if let resolution = report.value("rss_per_selector_resolution", phase: "memory"), bytes < resolution {
        target.shown =
          "below the resolution (\(formatted(resolution)) bytes: \(Self.peakMemoryResolution / 1024) KiB of peak RSS)"
      }
      result.append(target)
    }
    result += singleCurveTargets(report)
    return result
  }

  /// `single_curve_vs_scene_<solver>`: the single curve's CPU ns per sample (curves phase, one
  /// thread) over the scene's CPU ns per channel-sample (timing phase, all threads: a per-core
  /// cost), medians over rounds, for the solvers both phases ran; goal ≤ 1.5×.
  func singleCurveTargets(_ report: RunReport) -> [Target] {
    ["closed-form", "closed-form-batched", "exact-step"].compactMap { solver in
      func median(_ phase: String) -> Double? {
        let rounds = report.rows.filter { $0.phase == phase && $0.solver == solver && $0.metric == "cpu_ns_per_sample" }
        return (try? Statistics(rounds.map(\.value)))?.median
      }
      guard let single = median("curves"), let scene = median("timing"), scene > 0 else { return nil }
      let ratio = single / scene
      return Target(
        name: "single_curve_vs_scene_\(solver)", value: ratio, unit: "x", passes: ratio <= 1.5, goal: "≤ 1.5×")
    }
  }

  func addTargets(to report: inout RunReport) {
    for target in targets(report) {
      report.add(row(.targets, "", scene, metric: target.name, value: target.value, unit: target.unit))
      report.add(row(.targets, "", scene, metric: target.name + "_met", value: target.passes ? 1 : 0, unit: "bool"))
    }
  }

  /// The tables printed at the end of a run.
  func summary(_ report: RunReport) -> String {
    var text =
      "\nMotionBench — \(report.metadata.timestamp), commit \(report.metadata.gitCommit), \(report.metadata.cpuModel)\n"
    let curveRows = report.rows.filter { $0.phase == "curves" && $0.metric == "ns_per_sample_median" }
    if !curveRows.isEmpty {
      var table = TextTable("solver", "ns/sample p10", "median", "p90", "max error")
      for r in curveRows {
        func v(_ metric: String) -> String {
          formatted(report.value(metric, phase: "curves", solver: r.solver) ?? .nan)
        }
        table.add(r.solver, v("ns_per_sample_p10"), v("ns_per_sample_median"), v("ns_per_sample_p90"), v("max_error"))
      }
      text += "\nOne curve, .spring(duration: 0.35, bounce: 0.55) over 10 s at 120 Hz (1 thread):\n" + table.rendered
    }
    let accuracyRows = report.rows.filter { $0.phase == "accuracy" && $0.channel == "all" && $0.metric == "max_error" }
    if !accuracyRows.isEmpty {
      var table = TextTable("solver", "max error", "max error (pt)", "visible samples", "steps/sample")
      for r in accuracyRows {
        let points =
          report.rows.filter { $0.phase == "accuracy" && $0.solver == r.solver && $0.metric == "max_error_pt" }
          .map(\.value).max() ?? 0
        let visible = report.value("visible_error_samples", phase: "accuracy", solver: r.solver, channel: "all") ?? 0
        let steps = report.value("steps_per_sample", phase: "accuracy", solver: r.solver, channel: "all") ?? 0
        table.add(r.solver, formatted(r.value), formatted(points), formatted(visible), formatted(steps))
      }
      text += "\nAccuracy against the Float80 reference (\(accuracyRows[0].selectors) selectors):\n" + table.rendered
    }
    if let table = rooflineSummary(report) { text += table }
    let timingSolvers = report.rows.filter { $0.phase == "timing" && $0.metric == "ns_per_sample_median" }
    if !timingSolvers.isEmpty {
      var table = TextTable(
        "solver", "selectors", "ns/sample p10", "median", "p90", "CPU ns/sample", "bound ns", "× bound", "limit",
        "× real time")
      for r in timingSolvers {
        func v(_ metric: String) -> String {
          formatted(report.value(metric, phase: "timing", solver: r.solver) ?? .nan)
        }
        let cpu = try? Statistics(
          report.rows.filter { $0.phase == "timing" && $0.solver == r.solver && $0.metric == "cpu_ns_per_sample" }.map(
            \.value))
        table.add(
          r.solver, "\(r.selectors)", v("ns_per_sample_p10"), v("ns_per_sample_median"), v("ns_per_sample_p90"),
          formatted(cpu?.median ?? .nan), v("bound_ns_per_sample"), v("bound_ratio"), limit(report, r.solver),
          v("realtime_speedup"))
      }
      text +=
        "\nThroughput (\(threads) threads; \(warmup) warm-up, then \(repetitions) interleaved rounds; "
        + "medians of wall-clock time, and of CPU time of all threads):\n" + table.rendered
    }
    let precision = report.rows.filter {
      $0.phase == "work-precision" && $0.metric == "max_error" && $0.solver.hasPrefix("gsl")
    }
    if !precision.isEmpty {
      var table = TextTable("stepper", "tolerance", "max error", "ns/sample", "evals/sample", "steps/sample")
      for r in precision {
        func v(_ metric: String) -> String {
          formatted(
            report.rows.first {
              $0.phase == r.phase && $0.solver == r.solver && $0.tolerance == r.tolerance && $0.metric == metric
            }?.value ?? .nan)
        }
        table.add(
          r.solver, formatted(r.tolerance ?? .nan), formatted(r.value), v("ns_per_sample"), v("evaluations_per_sample"),
          v("steps_per_sample"))
      }
      text +=
        "\nGSL work-precision (\(precision[0].selectors) selectors × \(formatted(precision[0].seconds)) s):\n"
        + table.rendered
    }
    if let table = swiftUISummary(report) { text += table }
    let counts = report.rows.filter { $0.phase == "instructions" && $0.metric == "instructions_per_sample" }
    if let first = counts.first {
      var table = TextTable("solver", "instructions/sample")
      for r in counts { table.add(r.solver, formatted(r.value, digits: 4)) }
      text +=
        "\nInstructions (cachegrind, \(first.selectors) selectors × \(formatted(first.seconds)) s, one thread):\n"
        + table.rendered
    }
    let goals = targets(report)
    if !goals.isEmpty {
      var table = TextTable("target", "measured", "goal", "met")
      for goal in goals {
        table.add(
          goal.name, goal.shown ?? "\(formatted(goal.value)) \(goal.unit)", goal.goal, goal.passes ? "yes" : "NO")
      }
      text += "\nTargets:\n" + table.rendered
    }
    return text
  }
}
