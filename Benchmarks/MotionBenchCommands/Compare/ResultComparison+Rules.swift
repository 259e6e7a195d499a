import BenchmarkKit

extension ResultComparison {
  /// The default timing threshold: a change of less than 10 % does not count (see README:
  /// it is above the between-process noise measured for every solver).
  static let defaultThreshold = 0.10

  /// The relative change of a deterministic metric that counts (``Metric/deterministicTolerance``).
  static let deterministicTolerance = Metric.deterministicTolerance

  /// How a row's metric is judged, when `clock` picks the timing metrics.
  static func kind(of row: ResultRow, clock: Clock) -> Kind {
    if row.round != nil { return row.phase == .timing && clock.judges(row.metric) ? .timing : .info }
    return row.known?.deterministicRule == nil ? .info : .deterministic
  }

  /// Why timing of two runs is not judged: their fingerprints differ.
  static let differentMachine = "not comparable (different machine)"
  /// Why a metric of two runs is not judged: they measured different scenes.
  static let differentScene = "not comparable (different scene)"
  /// Why instruction counts of two runs are not judged: different compiled code.
  static let differentBuild = "not comparable (different build)"
}
