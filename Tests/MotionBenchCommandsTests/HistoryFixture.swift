import BenchmarkResults

/// History files (`results/history.csv`) written by hand for tests: the header of
/// ``History/columns`` and rows of one machine (`0123456789ab`: Swift on a 2-core CPU, Linux,
/// release, AVX2) on 2026-11-30, each field given as text.
enum HistoryFixture {
  /// The header line.
  static let header = History.columns.joined(separator: ",") + "\n"

  /// One figure's line, with its line break; the low, high, tolerance, run id and verdict
  /// fields are empty.
  ///
  /// - Parameters:
  ///   - time: The run's time of day, `HH:MM:SS` (UTC).
  ///   - commit: The run's commit.
  ///   - phase: The figure's phase.
  ///   - solver: Its solver.
  ///   - channel: Its channel.
  ///   - metric: Its metric.
  ///   - value: Its value.
  ///   - n: Its number of rounds.
  ///   - unit: Its unit.
  ///   - scene: Its scene.
  /// - Returns: The line.
  static func row(
    time: String = "00:00:00", commit: String = "c0", phase: String = "accuracy", solver: String = "closed-form",
    channel: String = "all", metric: String = "max_error", value: String = "1e-13", n: String = "",
    unit: String = "value", scene: String = "seed=1"
  ) -> String {
    "2026-11-30T\(time)Z,\(commit),Swift,CPU,2,Linux,release,avx2,,0123456789ab,,\(phase),\(solver),\(channel),,"
      + "\(metric),\(value),,,\(n),\(unit),,\(scene)\n"
  }
}
