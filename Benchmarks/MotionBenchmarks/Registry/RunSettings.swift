import BenchmarkKit
import BenchmarkResults
import MotionODE
import SelectorSimulation

/// A phase of `motion-bench run`, registered as data (``RunSettings/benchmarks``).
typealias RunBenchmark = Benchmark<RunSettings, ResultRow>

/// The rows the phases add.
typealias RunRows = BenchmarkRows<ResultRow>

/// What every phase of `motion-bench run` runs with: the scene, the solvers and the sizes of
/// each phase, as `run`'s options give them. The phases are ``benchmarks``; a
/// ``BenchmarkRunner`` runs the selected ones with these settings.
struct RunSettings: Sendable {
  var scene = SceneConfiguration()
  var threads: Int
  var solvers: [SolverDescriptor]
  var steppers: [GSLStepper]
  var tolerances: [Double]
  /// rtol = atol of the GSL solvers in the accuracy and timing phases.
  var gslTolerance: Double
  var repetitions: Int
  var warmup = 1
  var accuracySelectors: Int
  var gslSelectors: Int
  var sweepSelectors: Int
  var sweepSeconds: Double
  /// A stepper's sweep stops after a tolerance whose run takes longer than this (seconds).
  var sweepBudget: Double
  var memorySelectors: Int
  /// Whether the run is CI-sized (`--quick`): fewer roofline rounds.
  var quick: Bool
  /// The build's vector instruction set, whose width the roofline's kernels use.
  var vectorISA = ""
  /// A known slowdown of one solver's timed runs (``TestSlowdown``), for tests only.
  var slowdown: TestSlowdown?

  /// The run's scene (its seed, mix and timing combination) at another size.
  ///
  /// - Parameters:
  ///   - selectors: The selectors.
  ///   - seconds: The simulated seconds.
  ///   - hz: The frame rate.
  /// - Returns: The resized scene.
  func scene(selectors: Int, seconds: Double, hz: Double) -> SceneConfiguration {
    var resized = scene
    resized.selectors = selectors
    resized.seconds = seconds
    resized.hz = hz
    return resized
  }

  /// The scene the performance targets are stated for: 10,000 selectors × 10 s × 120 Hz.
  var targetScene: SceneConfiguration { scene(selectors: 10_000, seconds: 10, hz: 120) }

  /// A row of a metric measured on `scene` with `threads` (default: the run's).
  func row(
    _ phase: Phase, _ solver: ResultSolver, _ scene: SceneConfiguration, threads: Int? = nil, metric: Metric,
    value: Double
  ) -> ResultRow {
    ResultRow(phase: phase, solver: solver, scene: columns(scene, threads: threads), metric: metric, value: value)
  }

  /// A scene's columns, with `threads` (default: the run's).
  func columns(_ scene: SceneConfiguration, threads: Int? = nil) -> ResultRow.Scene {
    ResultRow.Scene(
      seed: scene.seed, selectors: scene.selectors, seconds: scene.seconds, hz: scene.hz,
      threads: threads ?? self.threads)
  }
}
