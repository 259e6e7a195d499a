import BenchmarkKit
import MotionODE
import SelectorSimulation

extension RunSettings {
  /// The `work-precision` phase: GSL's steppers × tolerances.
  static let workPrecision = benchmark(
    .precision, scene: "the run's scene with --sweep-selectors selectors over the sweep's seconds",
    measures: "GSL's work-precision sweep over --steppers × --tolerances",
    writes: [.nsPerSample, .maxError, .evaluationsPerSample, .stepsPerSample, .failed]
  ) { settings, rows in try settings.measureWorkPrecision(into: &rows) }

  /// GSL's work-precision sweep: every stepper × tolerance on a small scene → max error
  /// against the reference, ns per sample, evaluations and steps per sample. The scalar
  /// closed form is timed on the same scene, for the cost comparison.
  ///
  /// A stepper stops at the first tolerance it cannot meet within the step budget, or whose
  /// timed run takes longer than ``sweepBudget``: tighter tolerances would only cost more.
  func measureWorkPrecision(into report: inout RunRows) throws {
    var sweep = scene
    sweep.selectors = min(sweepSelectors, scene.selectors)
    sweep.seconds = min(sweepSeconds, scene.seconds)
    let closedForm = LockstepSceneSolver(.closedForm)
    let baseline = try time(closedForm, scene: sweep, threads: threads, repetitions: max(3, repetitions)).statistics
    let samples = Double(sweep.channelSamples())
    let reference = try referenceFrames(sweep)
    report.add(
      row(.precision, ResultSolver(closedForm), sweep, metric: .nsPerSample, value: baseline.median / samples))
    for stepper in steppers {
      for tolerance in tolerances {
        let solver = try SolverDescriptor.gsl(stepper).makeSceneSolver(tolerance: tolerance)
        func add(_ metric: Metric, _ value: Double) {
          var r = row(.precision, ResultSolver(solver), sweep, metric: metric, value: value)
          r.tolerance = tolerance
          report.add(r)
        }
        progress("work-precision: \(solver.name) at \(formatted(tolerance))")
        let errors: SolverErrors
        let statistics: Statistics
        do {
          errors = try accuracy(of: [(solver.name, solver)], scene: sweep, reference: reference)[0]
          statistics = try time(solver, scene: sweep, threads: threads, repetitions: 1, warmup: 0).statistics
        } catch let error as ODEError {
          progress("work-precision: \(solver.name) at \(formatted(tolerance)) failed: \(error)")
          add(.failed, 1)
          break
        }
        let maximum = errors.families.map(\.errors.maximum).max() ?? .nan
        add(.maxError, maximum)
        add(.nsPerSample, statistics.median / samples)
        add(.evaluationsPerSample, Double(errors.work.functionEvaluations) / samples)
        add(.stepsPerSample, Double(errors.work.steps) / samples)
        if statistics.median > sweepBudget * 1e9 {
          progress(
            "work-precision: \(solver.name) took \(formatted(statistics.median / 1e9)) s; skipping tighter tolerances")
          break
        }
      }
    }
  }
}
