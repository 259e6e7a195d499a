import BenchmarkKit
import BenchmarkResults
import MotionCurves
import SelectorSimulation

extension RunSettings {
  /// A performance target checked against this run's figures.
  package struct Target {
    /// The target.
    package let target: PerformanceTarget
    /// The run's figure, in the target's unit.
    package let value: Double
    /// How the measured value is shown, when not as `value unit`.
    package var shown: String? = nil

    /// The target's name (``PerformanceTarget/name``).
    package var name: String { target.name }
    /// Whether the figure meets the target.
    package var passes: Bool { target.isMet(by: value) }
  }

  /// The targets this run has the figures for.
  ///
  /// - Parameter report: The run's rows.
  /// - Returns: Each target with its figure, in ``PerformanceTarget/all``'s order.
  package func targets(_ report: RunReport) -> [Target] {
    let exactStep = ResultSolver(.exactStep)
    let closedForm = ResultSolver(.closedForm)
    var result: [Target] = []
    for (solver, target) in [
      (SolverDescriptor.exactStep, PerformanceTarget.exactStepVsBound), (.swiftUI, .swiftUIVsBound),
      (.closedFormBatched, .closedFormBatchedVsBound),
    ] {
      if let ratio = report.value(.boundRatio, phase: .timing, solver: ResultSolver(solver)) {
        result.append(Target(target: target, value: ratio))
      }
    }
    if let scalar = report.value(.nsPerSampleMedian, phase: .timing, solver: closedForm),
      let batched = report.value(
        .nsPerSampleMedian, phase: .timing, solver: ResultSolver(.closedFormBatched))
    {
      result.append(Target(target: .closedFormBatchedSpeedup, value: scalar / batched))
    }
    if let scalar = report.value(.nsPerSample, phase: .precision, solver: closedForm) {
      let reaching = report.rows.filter { $0.phase == .precision && $0.measures(.maxError) && $0.value <= 1e-9 }
      let costs = reaching.compactMap { hit in
        report.rows.firstRow(describedBy: {
          $0.phase == hit.phase && $0.solver == hit.solver && $0.tolerance == hit.tolerance && $0.measures(.nsPerSample)
        }).map { (row: hit, cost: $0.value) }
      }
      if let cheapest = costs.min(by: { $0.cost < $1.cost }) {
        // The stepper and tolerance are named beside the figure: they change from run to run.
        let ratio = cheapest.cost / scalar
        let stepper = "\(cheapest.row.solver) at rtol = atol = \(cheapest.row.tolerance.map(MotionLimits.format) ?? "")"
        result.append(
          Target(
            target: .closedFormVsCheapestGSL, value: ratio,
            shown: "\(formatted(ratio)) x (\(stepper), max error \(formatted(cheapest.row.value)))"))
      }
    }
    if let seconds = report.value(.runSecondsMedian, phase: .scaling, solver: exactStep, threads: 1) {
      result.append(Target(target: .exactStepOneCore, value: seconds))
    }
    if threads > 1, let speedup = report.value(.speedup, phase: .scaling, solver: exactStep) {
      result.append(Target(target: .exactStepThreadSpeedup, value: speedup))
    }
    if let bytes = report.value(.rssPerSelector, phase: .memory) {
      var target = Target(target: .rssPerSelector, value: bytes)
      if let resolution = report.value(.rssPerSelectorResolution, phase: .memory), bytes < resolution {
        target.shown =
          "below the resolution (\(formatted(resolution)) bytes: \(Self.peakMemoryResolution / 1024) KiB of peak RSS)"
      }
      result.append(target)
    }
    // Against the same simulation without the metrics, not the timing phase's channel-sample:
    // that one averages every channel of both selectors, most at rest, where the scene's samples
    // are the dots it measures, which run after nearly every tap.
    if let overhead = report.value(.sceneMetricsOverhead, phase: .scene) {
      result.append(Target(target: .sceneVsDevice, value: overhead))
    }
    result += singleCurveTargets(report)
    return result
  }

  /// `single_curve_vs_scene_<solver>`: the single curve's CPU ns per sample (curves phase, one
  /// thread) over the scene's CPU ns per channel-sample (timing phase, all threads: a per-core
  /// cost), medians over rounds, for the solvers both phases ran.
  ///
  /// - Parameter report: The run's rows.
  /// - Returns: The targets, in ``PerformanceTarget/singleCurveSolvers``' order.
  package func singleCurveTargets(_ report: RunReport) -> [Target] {
    PerformanceTarget.singleCurveSolvers.compactMap { choice in
      let solver = ResultSolver(choice)
      guard let single = report.medianOfRounds(.cpuNsPerSample, phase: .curves, solver: solver),
        let scene = report.medianOfRounds(.cpuNsPerSample, phase: .timing, solver: solver), scene > 0
      else { return nil }
      return Target(target: .singleCurveVsScene(choice), value: single / scene)
    }
  }

  /// Adds each target's figure and whether it was met (1 or 0) as `targets` rows.
  ///
  /// - Parameter report: The run's rows, which receive the targets'.
  package func addTargets(to report: inout RunReport) {
    let columns = columns(scene)
    for measured in targets(report) {
      let target = measured.target
      report.add(
        ResultRow(
          phase: .targets, solver: .none, scene: columns, metric: .named(target.name), value: measured.value,
          unit: target.unit))
      report.add(
        ResultRow(
          phase: .targets, solver: .none, scene: columns, metric: .named(target.metName),
          value: measured.passes ? 1 : 0,
          unit: .bool))
    }
  }
}
