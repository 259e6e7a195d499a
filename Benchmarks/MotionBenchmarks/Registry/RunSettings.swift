import BenchmarkKit
import BenchmarkResults
import MotionODE
import SelectorSimulation

/// A phase of `motion-bench run`, registered as data (``RunSettings/benchmarks``).
package typealias RunBenchmark = Benchmark<RunSettings, ResultRow>

/// The rows the phases add.
package typealias RunRows = BenchmarkRows<ResultRow>

/// What every phase of `motion-bench run` runs with: the scene, the solvers and the sizes of
/// each phase, as `run`'s options give them. The phases are ``benchmarks``; a
/// ``BenchmarkRunner`` runs the selected ones with these settings.
package struct RunSettings: Sendable {
  package var scene = SceneConfiguration()
  package var threads: Int
  package var solvers: [SolverDescriptor]
  package var steppers: [GSLStepper]
  package var tolerances: [Double]
  /// rtol = atol of the GSL solvers in the accuracy and timing phases.
  package var gslTolerance: Double
  package var repetitions: Int
  package var warmup = 1
  package var accuracySelectors: Int
  package var gslSelectors: Int
  package var sweepSelectors: Int
  package var sweepSeconds: Double
  /// A stepper's sweep stops after a tolerance whose run takes longer than this (seconds).
  package var sweepBudget: Double
  package var memorySelectors: Int
  /// Whether the run is CI-sized (`--quick`): fewer roofline rounds.
  package var quick: Bool
  /// The build's vector instruction set, whose width the roofline's kernels use.
  package var vectorISA = ""
  /// A known slowdown of one solver's timed runs (``TestSlowdown``), for tests only.
  package var slowdown: TestSlowdown?
  /// Where the phases' progress lines go (`run` writes them to standard error).
  package var progress: @Sendable (_ line: String) -> Void

  /// Settings as `run`'s options give them.
  ///
  /// - Parameters:
  ///   - scene: The timed scene.
  ///   - threads: The timed scenes' threads.
  ///   - solvers: The scene solvers compared.
  ///   - steppers: The GSL steppers of the work-precision sweep.
  ///   - tolerances: The sweep's tolerances (rtol = atol).
  ///   - gslTolerance: rtol = atol of the GSL solvers in the accuracy and timing phases.
  ///   - repetitions: Timed rounds per solver.
  ///   - accuracySelectors: Selectors in the accuracy pass.
  ///   - gslSelectors: Selectors in GSL's timing runs.
  ///   - sweepSelectors: Selectors in the work-precision sweep.
  ///   - sweepSeconds: Simulated seconds of the sweep.
  ///   - sweepBudget: The seconds after which a stepper's sweep stops.
  ///   - memorySelectors: Selectors in the peak-memory check.
  ///   - quick: Whether the run is CI-sized.
  ///   - progress: Where the phases' progress lines go.
  package init(
    scene: SceneConfiguration, threads: Int, solvers: [SolverDescriptor], steppers: [GSLStepper],
    tolerances: [Double], gslTolerance: Double, repetitions: Int, accuracySelectors: Int, gslSelectors: Int,
    sweepSelectors: Int, sweepSeconds: Double, sweepBudget: Double, memorySelectors: Int, quick: Bool,
    progress: @escaping @Sendable (_ line: String) -> Void
  ) {
    self.scene = scene
    self.threads = threads
    self.solvers = solvers
    self.steppers = steppers
    self.tolerances = tolerances
    self.gslTolerance = gslTolerance
    self.repetitions = repetitions
    self.accuracySelectors = accuracySelectors
    self.gslSelectors = gslSelectors
    self.sweepSelectors = sweepSelectors
    self.sweepSeconds = sweepSeconds
    self.sweepBudget = sweepBudget
    self.memorySelectors = memorySelectors
    self.quick = quick
    self.progress = progress
  }

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
  ///
  /// - Parameters:
  ///   - phase: The row's phase.
  ///   - solver: Its solver.
  ///   - scene: The scene measured.
  ///   - threads: The threads it ran on (default: the run's).
  ///   - metric: What was measured.
  ///   - value: The figure.
  /// - Returns: The row.
  package func row(
    _ phase: Phase, _ solver: ResultSolver, _ scene: SceneConfiguration, threads: Int? = nil, metric: Metric,
    value: Double
  ) -> ResultRow {
    ResultRow(phase: phase, solver: solver, scene: columns(scene, threads: threads), metric: metric, value: value)
  }

  /// A scene's columns, with `threads` (default: the run's).
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - threads: Its threads (default: the run's).
  /// - Returns: The row's scene columns.
  func columns(_ scene: SceneConfiguration, threads: Int? = nil) -> ResultRow.Scene {
    ResultRow.Scene(
      seed: scene.seed, selectors: scene.selectors, seconds: scene.seconds, hz: scene.hz,
      threads: threads ?? self.threads)
  }
}
