import BenchmarkKit

extension ResultComparison {
  /// The default timing threshold: a change of less than 10 % does not count (see README:
  /// it is above the between-process noise measured for every solver).
  static let defaultThreshold = 0.10

  /// The relative change of a deterministic metric that counts: 1 %.
  static let deterministicTolerance = 0.01

  /// The rule for a deterministic metric, or `nil` for a metric that is not deterministic.
  /// Errors regress when they grow by more than ``deterministicTolerance`` and by more than
  /// 1e-15; visible-error samples and work per sample when they grow by more than
  /// ``deterministicTolerance`` (so any visible samples where there were none regress).
  static func deterministicRule(for metric: String) -> DeterministicRule? {
    switch metric {
    case "max_error", "rms_error", "max_error_pt", "rms_error_pt":
      DeterministicRule(tolerance: deterministicTolerance, floor: 1e-15)
    case "visible_error_samples", "steps_per_sample", "evaluations_per_sample", "instructions_per_sample":
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
  /// Why instruction counts of two runs are not judged: different compiled code.
  static let differentBuild = "not comparable (different build)"
}
