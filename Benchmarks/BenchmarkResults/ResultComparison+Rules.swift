import BenchmarkKit

extension ResultComparison {
  /// The default timing threshold: a change of less than 10 % does not count (see
  /// docs/comparing.md: the verdict's interval must lie wholly beyond it).
  package static let defaultThreshold = 0.10

  /// The relative change of a deterministic metric that counts (``Metric/deterministicTolerance``).
  package static let deterministicTolerance = Metric.deterministicTolerance

  /// How a row's metric is judged, when `clock` picks the timing metrics.
  package static func kind(of row: ResultRow, clock: Clock) -> Kind {
    if row.round != nil { return row.phase == .timing && clock.judges(row.metric) ? .timing : .info }
    return row.known?.deterministicRule == nil ? .info : .deterministic
  }

  /// Why timing of two runs is not judged: their fingerprints differ.
  package static let differentMachine = "not comparable (different machine)"
  /// Why a metric of two runs is not judged: they measured different scenes.
  package static let differentScene = "not comparable (different scene)"
  /// Why cachegrind's costs of two runs are not judged: different compiled code.
  package static let differentBuild = "not comparable (different build)"
}
