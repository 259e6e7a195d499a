import BenchmarkKit

/// What `motion-bench compare` found: one entry per metric of two runs (or of a history's
/// newest run against its earlier runs), each with its verdict, and the exit code.
package struct ResultComparison {
  /// How a metric is judged.
  package enum Kind: String {
    /// Rounds of time, judged between processes (``TimingEffect``).
    case timing
    /// A deterministic figure, judged with a tight tolerance (``DeterministicRule``).
    case deterministic
    /// Reported, not judged.
    case info
  }

  /// Which timing metric is judged.
  package enum Clock: String, CaseIterable, Sendable {
    /// CPU time per sample (``Metric/cpuNsPerSample``), which a busy machine disturbs least.
    case cpu
    /// Wall-clock time per sample (``Metric/nsPerSample``), which also sees threads waiting.
    case wall
    /// Every timing metric.
    case both

    /// The round metrics judged.
    package var metrics: Set<Metric> {
      switch self {
      case .cpu: [.cpuNsPerSample]
      case .wall: [.nsPerSample]
      case .both: Set(Metric.allCases.filter { $0.definition.judgement == .timing })
      }
    }

    /// Whether the clock judges a row's metric as timing.
    package func judges(_ metric: ResultMetric) -> Bool { metric.known.map(metrics.contains) ?? false }
  }

  /// How a comparison judges.
  package struct Policy {
    /// The relative timing change below which nothing counts.
    package var threshold = ResultComparison.defaultThreshold
    /// Which verdicts decide the exit code.
    package var gate = Gate.all
    /// Which timing metric is judged.
    package var clock = Clock.cpu
    /// Whether the i-th base file ran next to the i-th head file (judge the pairs).
    package var paired = false
    /// Earlier runs' medians per machine and figure, from a history, for the noise of a
    /// comparison with too few processes.
    package var noiseHistory: [NoiseKey: [Double]] = [:]

    /// A policy: each value left out takes its default.
    package init(
      threshold: Double = ResultComparison.defaultThreshold, gate: Gate = .all, clock: Clock = .cpu,
      paired: Bool = false, noiseHistory: [NoiseKey: [Double]] = [:]
    ) {
      self.threshold = threshold
      self.gate = gate
      self.clock = clock
      self.paired = paired
      self.noiseHistory = noiseHistory
    }
  }

  /// A timing figure of one machine among a history's noise estimates.
  package struct NoiseKey: Hashable {
    package var fingerprint: String
    /// The figure, with its scene as the history writes it (``History/sceneText(_:)``).
    package var figure: FigureKey

    /// The key of a figure of a history.
    package init(fingerprint: String, figure: FigureKey) {
      self.fingerprint = fingerprint
      self.figure = figure
    }

    /// The key of a results file's row, measured on the machine `fingerprint`.
    package init(fingerprint: String, row: ResultRow) {
      var figure = row.key
      figure.scene = History.sceneText(row.scene)
      self.init(fingerprint: fingerprint, figure: figure)
    }
  }

  /// Which verdicts decide the exit code.
  package enum Gate: String, CaseIterable, Sendable {
    /// Timing and deterministic metrics.
    case all
    /// Deterministic metrics only; timing is reported but does not change the exit code.
    case deterministic
  }

  /// One metric of the comparison.
  package struct Entry {
    /// The figure (with its scene when a history is judged).
    package var key: FigureKey
    package var unit = MetricUnit.none
    package var kind = Kind.info
    /// The base's value (for rounds, the 10th percentile of each process's rounds, their
    /// geometric mean over processes), or `nil` when only the head has it.
    package var base: Double?
    /// The head's value (as the base's), or `nil` when only the base has it.
    package var head: Double?
    /// The effect between processes, its interval and noise (timing only).
    package var effect: TimingEffect?
    /// Rounds (or earlier runs) behind the base and head values (timing only).
    package var counts: (base: Int, head: Int)?
    /// The verdict, or `nil` when the metric was not judged.
    package var verdict: Verdict?
    /// Why it was not judged, e.g. `not comparable (different machine)`.
    package var reason = "not judged"

    /// `head / base − 1` (for a judged timing figure, its effect's estimate), or `nil` without
    /// both values or with a base of zero.
    package var change: Double? {
      if let effect { return effect.estimate.ratio - 1 }
      guard let base, let head, base != 0 else { return nil }
      return head / base - 1
    }

    /// The 95 % interval of `head / base − 1` (timing only).
    package var interval: (low: Double, high: Double)? { effect.map { ($0.estimate.low - 1, $0.estimate.high - 1) } }

    /// The two-sided p-value of "no change" (timing only).
    package var pValue: Double? { effect?.pValue }

    /// The verdict's name, or the reason it has none.
    package var status: String { verdict?.rawValue ?? reason }
  }

  /// The base run (or the reference of a history comparison).
  package let base: RunIdentity
  /// The head run (or a history's newest run).
  package let head: RunIdentity
  /// Where the base came from (files or a history).
  package let baseSource: String
  /// Where the head came from.
  package let headSource: String
  /// How the comparison judges.
  package let policy: Policy
  /// Every metric compared, in the order of the base file.
  package var entries: [Entry]
  /// For a history: the steps found in its series, one line each.
  package var steps: [String] = []
  /// The phases the head's run could not run, with the reason it recorded
  /// (``Metric/skipReason``): their metrics are not judged, and the head is not incomplete
  /// for lacking them.
  package var skippedPhases: [(phase: Phase, reason: String)] = []
  /// What disturbed each run's timing, as its file recorded it (``disturbance(of:)``), one
  /// line a side; empty for files written before the figures were.
  package var disturbance: [String] = []

  /// The entries that decide the exit code.
  package var gated: [Entry] { entries.filter { policy.gate == .all || $0.kind != .timing } }

  /// ``ExitCode/regression`` when a gated metric regressed, else
  /// ``ExitCode/temporaryFailure`` when one was too disturbed to judge (``Verdict/unknown``),
  /// else ``ExitCode/improvement`` when one improved, else ``ExitCode/success``.
  package var exitCode: ExitCode {
    if gated.contains(where: { $0.verdict == .regression }) { return .regression }
    if gated.contains(where: { $0.verdict == .unknown }) { return .temporaryFailure }
    if gated.contains(where: { $0.verdict == .improvement }) { return .improvement }
    return .success
  }
}

extension ResultComparison {
  /// What the head lacks of the base when that is much: the phases the base has and the head
  /// has none of, and the share of the base's metrics missing from the head when over half;
  /// nil when the head has (nearly) all of the base. A phase the head's run recorded skipping
  /// (``skippedPhases``) is not missing.
  package var headIncompleteness: String? {
    let inBase = entries.filter { $0.base != nil }
    guard !inBase.isEmpty else { return nil }
    let headPhases = Set(entries.filter { $0.head != nil }.map(\.key.phase)).union(skippedPhases.map(\.phase))
    var missingPhases: [Phase] = []
    for entry in inBase where !headPhases.contains(entry.key.phase) && !missingPhases.contains(entry.key.phase) {
      missingPhases.append(entry.key.phase)
    }
    let skipped = Set(skippedPhases.map(\.phase))
    let missing = inBase.filter { $0.head == nil && !skipped.contains($0.key.phase) }.count
    guard !missingPhases.isEmpty || 2 * missing > inBase.count else { return nil }
    var parts: [String] = []
    if !missingPhases.isEmpty {
      parts.append(
        "the head has no \(missingPhases.map(\.rawValue).joined(separator: ", ")) "
          + "phase\(missingPhases.count == 1 ? "" : "s") that the base has")
    }
    parts.append("\(missing) of the base's \(inBase.count) metrics are only in base")
    return parts.joined(separator: "; ")
  }
}
