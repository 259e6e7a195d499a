import BenchmarkKit
import BenchmarkResults
import SelectorSimulation

/// A performance target of the benchmark: the name of its rows in the `targets` phase, the
/// bound a run's figure must meet, and the goal as printed (derived, e.g. `≤ 2×`).
package struct PerformanceTarget: Sendable, Equatable {
  /// How the figure must compare with the bound.
  package enum Comparison: String, Sendable {
    case atMost = "≤"
    case atLeast = "≥"
    case below = "<"
  }

  /// The `metric` of the target's figure in the `targets` phase; its verdict is ``metName``.
  package let name: String
  /// How the figure must compare with ``bound``.
  package let comparison: Comparison
  /// The bound, in ``unit``.
  package let bound: Double
  /// The unit of the figure: a ratio, seconds or bytes.
  package let unit: MetricUnit

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - name: The name of its rows.
  ///   - comparison: How the figure must compare with `bound`.
  ///   - bound: The bound, in `unit`.
  ///   - unit: A ratio, seconds or bytes.
  package init(_ name: String, _ comparison: Comparison, _ bound: Double, _ unit: MetricUnit) {
    self.name = name
    self.comparison = comparison
    self.bound = bound
    self.unit = unit
  }

  /// The `metric` of the row that says whether the target was met (1 or 0, unit `bool`).
  package var metName: String { name + "_met" }

  /// Whether a figure meets the target.
  ///
  /// - Parameter value: The figure, in ``unit``.
  /// - Returns: Whether it compares with ``bound`` as ``comparison`` says.
  package func isMet(by value: Double) -> Bool {
    switch comparison {
    case .atMost: value <= bound
    case .atLeast: value >= bound
    case .below: value < bound
    }
  }

  /// The goal as printed, e.g. `≤ 2×`, `< 0.5 s`, `≤ 1 KiB`.
  package var goal: String {
    let amount =
      switch unit {
      case .ratio: formatted(bound) + "×"
      case .bytes where bound >= 1024 && bound.truncatingRemainder(dividingBy: 1024) == 0:
        formatted(bound / 1024) + " KiB"
      default: formatted(bound) + " " + unit.text
      }
    return comparison.rawValue + " " + amount
  }

  /// The exact step's CPU time per sample over its roofline bound.
  package static let exactStepVsBound = PerformanceTarget("exact_step_vs_bound", .atMost, 2, .ratio)
  /// The SwiftUI runtime's CPU time per sample over its full-work roofline bound.
  package static let swiftUIVsBound = PerformanceTarget("swiftui_vs_bound", .atMost, 2, .ratio)
  /// The batched closed form's CPU time per sample over its full-work roofline bound.
  package static let closedFormBatchedVsBound = PerformanceTarget("batched_closed_form_vs_bound", .atMost, 2.5, .ratio)
  /// The scalar closed form's median time per sample over the batched one's.
  package static let closedFormBatchedSpeedup = PerformanceTarget("batched_closed_form_speedup", .atLeast, 4, .ratio)
  /// The cheapest GSL stepper reaching a max error of 1e-9, over the closed form's time. The stepper
  /// and its tolerance vary by run, so the name keeps only the error reached; the summary names them.
  package static let closedFormVsCheapestGSL = PerformanceTarget(
    "closed_form_vs_cheapest_gsl_1e-9", .atLeast, 10, .ratio)
  /// The exact step's run of the target scene on one thread.
  package static let exactStepOneCore = PerformanceTarget("exact_step_10k_one_core", .below, 0.5, .seconds)
  /// The exact step's speed-up on all threads over one.
  package static let exactStepThreadSpeedup = PerformanceTarget("exact_step_thread_speedup", .atLeast, 1.7, .ratio)
  /// `sweep --scene`'s CPU time per simulated channel-sample over the device model's on the same
  /// channels and taps without the metrics: what the metrics and their bookkeeping add.
  package static let sceneVsDevice = PerformanceTarget("scene_vs_device", .atMost, 1.5, .ratio)
  /// The memory each selector costs.
  package static let rssPerSelector = PerformanceTarget("rss_per_selector", .atMost, 1024, .bytes)

  /// The solvers whose single curve is compared with their scene.
  package static let singleCurveSolvers: [SolverDescriptor] = [.closedForm, .closedFormBatched, .exactStep]

  /// A solver's single-curve CPU time per sample over its scene's.
  ///
  /// - Parameter solver: One of ``singleCurveSolvers``.
  /// - Returns: The target.
  package static func singleCurveVsScene(_ solver: SolverDescriptor) -> PerformanceTarget {
    PerformanceTarget("single_curve_vs_scene_\(solver.description)", .atMost, 1.5, .ratio)
  }

  /// Every target a run can check, in the order they are reported.
  package static var all: [PerformanceTarget] {
    [
      exactStepVsBound, swiftUIVsBound, closedFormBatchedVsBound, closedFormBatchedSpeedup, closedFormVsCheapestGSL,
      exactStepOneCore, exactStepThreadSpeedup, rssPerSelector, sceneVsDevice,
    ] + singleCurveSolvers.map(singleCurveVsScene)
  }
}
