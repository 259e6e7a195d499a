import BenchmarkKit
import BenchmarkResults
import MotionODE
import SelectorSimulation

extension RunSettings {
  /// The `work-precision` phase: GSL's steppers × tolerances.
  static let workPrecision = benchmark(
    .precision, scene: "the run's scene with --sweep-selectors selectors over the sweep's seconds",
    measures: "GSL's work-precision sweep over --steppers × --tolerances",
    writes: [.nsPerSample, .maxError, .evaluationsPerSample, .stepsPerSample, .failed]
  ) { settings, rows in try settings.measureWorkPrecision(into: &rows) }

  /// The work-precision sweep's scene: the run's, with `--sweep-selectors` selectors over the
  /// sweep's seconds.
  var sweepScene: SceneConfiguration {
    var sweep = scene
    sweep.selectors = min(sweepSelectors, scene.selectors)
    sweep.seconds = min(sweepSeconds, scene.seconds)
    return sweep
  }

  /// GSL's work-precision sweep: every stepper × tolerance on a small scene → max error
  /// against the reference, ns per sample, evaluations and steps per sample. The scalar
  /// closed form is timed on the same scene, for the cost comparison.
  ///
  /// A stepper stops at the first tolerance it cannot meet within the step budget, or whose
  /// timed run takes longer than ``sweepBudget``: tighter tolerances would only cost more.
  func measureWorkPrecision(into report: inout RunRows) throws {
    let sweep = sweepScene
    addBaselineRow(try precisionBaseline(), into: &report)
    let reference = try referenceFrames(sweep)
    for stepper in steppers {
      for tolerance in tolerances {
        let point = try measure(stepper, at: tolerance, reference: reference)
        try addPrecisionRows(point, stepper: stepper, tolerance: tolerance, into: &report)
        guard let point else { break }
        let seconds = point.nsPerSample * Double(sweep.channelSamples()) / 1e9
        if seconds > sweepBudget {
          progress(
            "work-precision: \(SolverDescriptor.gsl(stepper)) took \(formatted(seconds)) s; skipping tighter tolerances"
          )
          break
        }
      }
    }
  }

  /// The scalar closed form's median time on ``sweepScene``, per channel-sample, in nanoseconds.
  func precisionBaseline() throws -> Double {
    let sweep = sweepScene
    let closedForm = LockstepSceneSolver(.closedForm)
    let baseline = try time(closedForm, scene: sweep, threads: threads, repetitions: max(3, repetitions)).statistics
    return baseline.median / Double(sweep.channelSamples())
  }

  /// The closed form's row of the sweep.
  ///
  /// - Parameters:
  ///   - nsPerSample: Its time per channel-sample (``precisionBaseline()``).
  ///   - report: Receives the row.
  package func addBaselineRow(_ nsPerSample: Double, into report: inout RunRows) {
    report.add(
      row(
        .precision, ResultSolver(LockstepSceneSolver(.closedForm)), sweepScene, metric: .nsPerSample,
        value: nsPerSample))
  }

  /// One point of the sweep: the stepper's errors against the reference's frames of
  /// ``sweepScene``, and one timed run.
  ///
  /// - Parameters:
  ///   - stepper: The GSL stepper.
  ///   - tolerance: Its rtol = atol.
  ///   - reference: The reference's frames of ``sweepScene`` (all its units).
  /// - Returns: The point, or nil when the stepper failed (``ODEError``) at this tolerance.
  func measure(
    _ stepper: GSLStepper, at tolerance: Double, reference: [[(block: SelectorBlock, frames: [Double])]]
  ) throws -> PrecisionPoint? {
    let sweep = sweepScene
    let solver = try SolverDescriptor.gsl(stepper).makeSceneSolver(tolerance: tolerance)
    progress("work-precision: \(solver.name) at \(formatted(tolerance))")
    let errors: SolverErrors
    let statistics: Statistics
    do {
      errors = try accuracy(of: [(solver.name, solver)], scene: sweep, reference: reference)[0]
      statistics = try time(solver, scene: sweep, threads: threads, repetitions: 1, warmup: 0).statistics
    } catch let error as ODEError {
      progress("work-precision: \(solver.name) at \(formatted(tolerance)) failed: \(error)")
      return nil
    }
    let samples = Double(sweep.channelSamples())
    return PrecisionPoint(
      maxError: errors.families.map(\.errors.maximum).max() ?? .nan, nsPerSample: statistics.median / samples,
      evaluationsPerSample: Double(errors.work.functionEvaluations) / samples,
      stepsPerSample: Double(errors.work.steps) / samples)
  }

  /// A point's rows: its four metrics, or `failed` for a stepper that failed.
  ///
  /// - Parameters:
  ///   - point: The point, nil when the stepper failed.
  ///   - stepper: The GSL stepper.
  ///   - tolerance: Its rtol = atol.
  ///   - report: Receives the rows.
  /// - Throws: What making the stepper's solver throws.
  package func addPrecisionRows(
    _ point: PrecisionPoint?, stepper: GSLStepper, tolerance: Double, into report: inout RunRows
  ) throws {
    let solver = try SolverDescriptor.gsl(stepper).makeSceneSolver(tolerance: tolerance)
    func add(_ metric: Metric, _ value: Double) {
      var r = row(.precision, ResultSolver(solver), sweepScene, metric: metric, value: value)
      r.tolerance = tolerance
      report.add(r)
    }
    guard let point else { return add(.failed, 1) }
    add(.maxError, point.maxError)
    add(.nsPerSample, point.nsPerSample)
    add(.evaluationsPerSample, point.evaluationsPerSample)
    add(.stepsPerSample, point.stepsPerSample)
  }
}
