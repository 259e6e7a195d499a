import BenchmarkKit

extension ResultComparison {
  /// The default timing threshold: a change of less than 10 % does not count (see
  /// docs/comparing.md: the verdict's interval must lie wholly beyond it).
  static let defaultThreshold = 0.10

  /// The relative change of a deterministic metric that counts: 1 %.
  static let deterministicTolerance = 0.01

  /// The deterministic metrics of compiled code (cachegrind's), comparable only within one build.
  static let buildMetrics: Set<String> = [
    "instructions_per_sample", "d1_misses_per_sample", "ll_misses_per_sample", "estimated_cycles_per_sample",
  ]

  /// The rule for a deterministic metric, or `nil` for a metric that is not deterministic.
  /// Errors regress when they grow by more than ``deterministicTolerance`` and by more than
  /// 1e-15; cache misses when they grow by more than ``deterministicTolerance`` and by more
  /// than 0.01 per sample; visible-error samples, work, instructions and estimated cycles per
  /// sample when they grow by more than ``deterministicTolerance`` (so any visible samples
  /// where there were none regress).
  static func deterministicRule(for metric: String) -> DeterministicRule? {
    switch metric {
    case "max_error", "rms_error", "max_error_pt", "rms_error_pt":
      DeterministicRule(tolerance: deterministicTolerance, floor: 1e-15)
    case "d1_misses_per_sample", "ll_misses_per_sample":
      DeterministicRule(tolerance: deterministicTolerance, floor: 0.01)
    case "visible_error_samples", "steps_per_sample", "evaluations_per_sample", "instructions_per_sample",
      "estimated_cycles_per_sample":
      DeterministicRule(tolerance: deterministicTolerance, floor: 0)
    default:
      nil
    }
  }

  /// How a row's metric is judged, when `clock` picks the timing metrics.
  static func kind(of row: RunResults.Row, clock: Clock) -> Kind {
    if row.round != nil {
      return row.phase == RunCommand.Phase.timing.rawValue && clock.metrics.contains(row.metric) ? .timing : .info
    }
    return deterministicRule(for: row.metric) == nil ? .info : .deterministic
  }

  /// Why timing of two runs is not judged: their fingerprints differ.
  static let differentMachine = "not comparable (different machine)"
  /// Why a metric of two runs is not judged: they measured different scenes.
  static let differentScene = "not comparable (different scene)"
  /// Why cachegrind's costs of two runs are not judged: different compiled code.
  static let differentBuild = "not comparable (different build)"
}
