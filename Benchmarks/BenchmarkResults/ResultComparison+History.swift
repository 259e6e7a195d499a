import BenchmarkKit

extension ResultComparison {
  /// Judges the newest run of a history against the earlier runs with the same fingerprint
  /// (the most recent ``History/depth`` of them), figure by figure on the same scene, and
  /// finds where each judged figure's series of that fingerprint stepped.
  ///
  /// A timing figure (the median of a run's rounds) is judged by
  /// ``TimingEffect/init(newest:earlier:threshold:)`` against the earlier runs' medians; a
  /// deterministic figure by its ``DeterministicRule`` against the most recent earlier run
  /// that has it. Steps: for timing the latest change point of ``ChangePointDetector`` (the
  /// dashboard's) whose interval lies wholly beyond the threshold, for a deterministic figure
  /// the latest change beyond the rule.
  ///
  /// Only the newest run's figures are followed through the earlier runs, so the comparison
  /// costs the history's rows (compacted) and one series per figure of that run.
  ///
  /// - Parameters:
  ///   - rows: The history's rows in file (time) order; the last row's run is the newest.
  ///   - source: The history file, for messages.
  ///   - policy: The threshold, the gate and the clock judged.
  package init(history rows: HistoryRows, source: String, policy: Policy) {
    let newestRun = rows.last?.run ?? []
    let newest = rows.filter { $0.run == newestRun }
    let identity = newest.first?.identity ?? .unknown
    let figures = Set(newest.map(\.key))
    // Every run of the machine in order of first appearance, the newest last; per figure of the
    // newest run, its row's position in each run that has it (the last in the file): 8 bytes a
    // row, the rows themselves made only when judged.
    var numbering = RunNumbering()
    var found: [FigureKey: [(run: Int32, position: Int32)]] = [:]
    for position in rows.indices where rows.identity(ofRow: position).fingerprint == identity.fingerprint {
      let run = numbering.number(of: rows.identity(ofRow: position))
      let key = rows.key(ofRow: position)
      if figures.contains(key) { found[key, default: []].append((Int32(run), Int32(position))) }
    }
    // In run order, the last row of each run (a stable sort keeps the file's order within a run).
    let series = found.mapValues { places in
      places.enumerated().sorted { ($0.element.run, $0.offset) < ($1.element.run, $1.offset) }.map(\.element)
        .reduce(into: [(run: Int, position: Int)]()) { kept, place in
          if kept.last?.run == Int(place.run) { kept.removeLast() }
          kept.append((Int(place.run), Int(place.position)))
        }
    }
    let identities = numbering.identities
    let earlier = identities.indices.dropLast().suffix(History.depth)
    head = identity
    base = earlier.last.map { identities[$0] } ?? .unknown
    headSource = "\(source), newest run"
    baseSource =
      "\(source), \(earlier.count) earlier run\(earlier.count == 1 ? "" : "s") on fingerprint \(identity.fingerprint)"
      + " (\(identities.count) run\(identities.count == 1 ? "" : "s") of it in all)"
    self.policy = policy
    entries = newest.map { row in
      var entry = Entry(key: row.key, unit: row.unit, head: row.value)
      let values = (series[row.key] ?? []).filter { earlier.contains($0.run) }.map { rows[$0.position].value }
      if Self.isTiming(row, clock: policy.clock) {
        entry.kind = .timing
        entry.base = try? Statistics(values).median
        entry.counts = (values.count, row.n ?? 0)
        entry.effect = TimingEffect(newest: row.value, earlier: values, threshold: policy.threshold)
        entry.verdict = entry.effect?.verdict
        if entry.effect == nil {
          entry.reason = "not judged (fewer than \(NoiseModel.minimumHistory) earlier runs on this machine)"
        }
      } else if let rule = row.key.metric.known?.deterministicRule {
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
    steps = newest.compactMap { row in
      Self.step(of: row, in: (series[row.key] ?? []).map { rows[$0.position] }, policy: policy)
    }
  }

  /// Whether a history row is a timing figure that `clock` judges.
  private static func isTiming(_ row: History.Row, clock: Clock) -> Bool {
    row.key.phase == .timing && clock.judges(row.key.metric) && row.n != nil
  }

  /// Where a figure's series over the machine's runs stepped, as a line such as
  /// `closed-form cpu_ns_per_sample: +31 % (+24 % … +38 %) at commit c7 (run 8 of 12)`.
  ///
  /// - Parameters:
  ///   - row: The newest run's row of the figure.
  ///   - series: The figure's rows over the machine's runs, in run order.
  ///   - policy: The threshold and the clock.
  private static func step(of row: History.Row, in series: [History.Row], policy: Policy) -> String? {
    guard series.count >= 2 else { return nil }
    func percent(_ ratio: Double) -> String { (ratio >= 1 ? "+" : "") + formatted((ratio - 1) * 100) + " %" }
    let key = row.key
    let name = [key.solverLabel, key.channel.text, key.metric.text].filter { !$0.isEmpty }.joined(separator: " ")
    func at(_ index: Int) -> String {
      "at commit \(series[index].identity.gitCommit) (run \(index + 1) of \(series.count) on this machine)"
    }
    let timing = isTiming(row, clock: policy.clock)
    let changes = SeriesChange.changes(in: series.map(\.value), metric: key.metric.known, timing: timing)
    guard let step = changes.last(where: { $0.isBeyond(policy.threshold) }) else { return nil }
    if timing {
      return "\(name): \(percent(step.ratio)) (\(percent(step.low)) … \(percent(step.high))) " + at(step.point)
    }
    return "\(name): \(step.ratio.isFinite ? percent(step.ratio) : "changed") \(at(step.point))"
  }

  /// Every earlier run's median per machine and figure, in time order, for the noise of a
  /// comparison of two files (``Policy/noiseHistory``).
  ///
  /// - Parameter rows: A history's rows.
  /// - Returns: The medians by machine and figure.
  package static func noiseHistory(_ rows: HistoryRows) -> [NoiseKey: [Double]] {
    var medians: [NoiseKey: [Double]] = [:]
    for row in rows where row.n != nil && row.key.phase == .timing {
      medians[NoiseKey(fingerprint: row.identity.fingerprint, figure: row.key), default: []].append(row.value)
    }
    return medians
  }
}
