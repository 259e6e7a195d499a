import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport

@testable import MotionBenchCommands

/// A results file like `run --quick` writes, from a noise model of the rounds, written with
/// the real writer (``RunReport``) so that the schema is the one `compare` reads.
///
/// Noise model (per solver and timing metric), from the CPU times measured on a busy 2-core
/// machine (the medians of six processes of one build spread by 18–30 %, max/min): each
/// process is off by a factor `load·exp(processSpread·z)` (`processSpread` 0.07 by default),
/// each round by `exp(0.015·z)`, and one round in twenty is 10–50 % slower (a neighbour).
/// `load` is the machine's state shared by processes that run next to each other.
struct SyntheticRun {
  static let solvers: [(name: String, nanoseconds: Double, maxError: Double, steps: Double, instructions: Double)] = [
    ("closed-form", 7.2, 5.7e-14, 0, 124), ("closed-form-batched", 3.0, 5.7e-14, 0, 69),
    ("exact-step", 0.31, 2.6e-13, 0, 15), ("gsl:rk8pd", 187, 2.9e-10, 0.334, 1211),
    ("gsl-scene:rk8pd", 125, 2.9e-10, 0.751, 1252),
  ]

  var cpuModel = "AMD EPYC"
  var commit = "base"
  var rounds = 12
  /// Factors on the time of solvers by name; `*` applies to every solver.
  var slower: [String: Double] = [:]
  /// Factors on the max error of solvers by name.
  var lessAccurate: [String: Double] = [:]
  var epochSeconds = 1_795_992_067
  /// The run id, empty as in files written before run ids.
  var runID = ""
  /// The standard deviation of a process's log factor, independent between processes.
  var processSpread = 0.07
  /// A factor shared with the processes that ran next to this one (the machine's load).
  var load = 1.0
  /// When set, the machine's roofline rows and each solver's bound, with the peaks scaled by it.
  var peaks: Double?

  var metadata: RunMetadata {
    RunMetadata(
      epochSeconds: epochSeconds, gitCommit: commit, toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)",
      cpuModel: cpuModel, coreCount: 2, kernel: "Linux 6.8.0", buildConfiguration: "release", vectorISA: "avx2",
      buildFlags: "-target-cpu znver3", runID: runID)
  }

  /// The run's report, with rounds drawn from `random`.
  func report(_ random: inout SeededGenerator) -> RunReport {
    var report = RunReport(metadata: metadata)
    func row(
      _ phase: Phase, _ solver: String, _ metric: String, _ value: Double, _ unit: String, channel: String = "",
      round: Int? = nil
    ) -> ResultRow {
      let scene = ResultRow.Scene(
        seed: 1, selectors: solver.hasPrefix("gsl") ? 40 : 1000, seconds: 2, hz: 120, threads: 2)
      return ResultRow(
        phase: phase, solver: ResultSolver(csv: solver), tolerance: solver.hasPrefix("gsl") ? 1e-10 : nil, scene: scene,
        channel: ResultChannel(csv: channel), round: round, metric: ResultMetric(csv: metric), value: value,
        unit: MetricUnit(csv: unit))
    }
    for solver in Self.solvers {
      let factor = (slower[solver.name] ?? 1) * (slower["*"] ?? 1)
      for metric in ["ns_per_sample", "cpu_ns_per_sample"] {
        let process = load * exp(processSpread * random.normal())
        var values: [Double] = []
        for round in 1...rounds {
          var value = solver.nanoseconds * factor * process * exp(0.015 * random.normal())
          if random.unit() < 0.05 { value *= 1.1 + 0.4 * random.unit() }
          values.append(value)
          report.add(row(.timing, solver.name, metric, value, "ns", round: round))
        }
        if metric == "ns_per_sample", let statistics = try? Statistics(values) {
          report.add(row(.timing, solver.name, "ns_per_sample_median", statistics.median, "ns"))
        }
      }
    }
    if let peaks {
      for (metric, value, unit) in [
        ("madd_gflops", 51.0, "GFLOP/s"), ("l1_load_gbps", 190, "GB/s"), ("memory_store_gbps", 20, "GB/s"),
      ] {
        report.add(row(.roofline, "", metric, value * peaks, unit))
      }
      for solver in Self.solvers {
        report.add(row(.timing, solver.name, "bound_ns_per_sample", 0.1 / peaks, "ns"))
        report.add(row(.timing, solver.name, "bound_ratio", solver.nanoseconds / (0.1 / peaks), "x"))
      }
    }
    for solver in Self.solvers {
      let error = solver.maxError * (lessAccurate[solver.name] ?? 1)
      report.add(row(.accuracy, solver.name, "max_error", error, "value", channel: "dot.scale"))
      report.add(row(.accuracy, solver.name, "max_error", error, "value", channel: "all"))
      report.add(row(.accuracy, solver.name, "visible_error_samples", 0, "samples", channel: "all"))
      report.add(row(.accuracy, solver.name, "steps_per_sample", solver.steps, "steps", channel: "all"))
      report.add(row(.instructions, solver.name, "instructions_per_sample", solver.instructions, "instructions"))
    }
    return report
  }

  /// Writes the run to `path`.
  func write(to path: String, _ random: inout SeededGenerator) throws {
    try report(&random).write(to: path)
  }
}
