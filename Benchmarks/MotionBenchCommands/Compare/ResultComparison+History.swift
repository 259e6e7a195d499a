import BenchmarkKit

extension ResultComparison {
  /// Judges the newest run of a history against the earlier runs with the same fingerprint
  /// (the most recent ``History/depth`` of them), figure by figure on the same scene.
  ///
  /// A timing figure (the median of a run's rounds) is judged by
  /// ``TimingComparison/verdict(newest:earlier:threshold:)`` against the earlier runs'
  /// medians; a deterministic figure by its ``DeterministicRule`` against the most recent
  /// earlier run that has it.
  ///
  /// - Parameters:
  ///   - rows: The history's rows in file (time) order; the last row's run is the newest.
  ///   - source: The history file, for messages.
  ///   - policy: The threshold, the gate and the clock judged.
  init(history rows: [History.Row], source: String, policy: Policy) {
    let newestRun = rows.last?.run ?? []
    let newest = rows.filter { $0.run == newestRun }
    let identity = newest.first?.identity ?? .unknown
    var runs: [[String]: [FigureKey: History.Row]] = [:]  // run → figure → row
    var order: [[String]] = []
    for row in rows where row.run != newestRun && row.identity.fingerprint == identity.fingerprint {
      if runs[row.run] == nil { order.append(row.run) }
      runs[row.run, default: [:]][row.key] = row
    }
    let earlier = order.suffix(History.depth).compactMap { runs[$0] }
    head = identity
    base = earlier.last?.values.first?.identity ?? .unknown
    headSource = "\(source), newest run"
    baseSource =
      "\(source), \(earlier.count) earlier run\(earlier.count == 1 ? "" : "s") on fingerprint \(identity.fingerprint)"
    self.policy = policy
    entries = newest.map { row in
      var entry = Entry(key: row.key, unit: row.unit, head: row.value)
      let values = earlier.compactMap { $0[row.key]?.value }
      let isTiming = row.key.phase == .timing && policy.clock.judges(row.key.metric) && row.n != nil
      if isTiming {
        entry.kind = .timing
        entry.base = try? Statistics(values).median
        entry.counts = (values.count, row.n ?? 0)
        if let verdict = TimingComparison.verdict(newest: row.value, earlier: values, threshold: policy.threshold) {
          entry.verdict = verdict
        } else {
          entry.reason = "not judged (fewer than \(TimingComparison.minimumHistory) earlier runs on this machine)"
        }
      } else if let rule = Metric(rawValue: row.key.metric)?.deterministicRule {
        entry.kind = .deterministic
        entry.base = values.last
        if let previous = values.last {
          entry.verdict = rule.verdict(base: previous, head: row.value)
        } else {
          entry.reason = "not judged (no earlier run on this machine)"
        }
      }
      return entry
    }
  }
}
