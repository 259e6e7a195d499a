import BenchmarkKit

extension ResultComparison {
  /// Compares two runs (each possibly pooled from several files).
  ///
  /// Timing rounds are judged when both runs share a fingerprint and a scene; deterministic
  /// metrics whenever the scene is the same (instruction counts only within one build).
  ///
  /// - Parameters:
  ///   - base: The earlier run.
  ///   - head: The run under test.
  ///   - policy: The threshold, the gate and the clock judged.
  init(base: RunResults, head: RunResults, policy: Policy) {
    self.base = base.identity
    self.head = head.identity
    baseSource = base.source
    headSource = head.source
    self.policy = policy
    let sameMachine = base.identity.isSameMachine(as: head.identity)
    let sameBuild = base.identity.isSameBuild(as: head.identity)
    let baseGroups = Self.groups(base.rows)
    let headGroups = Self.groups(head.rows)
    let keys = baseGroups.order + headGroups.order.filter { baseGroups.rows[$0] == nil }
    entries = keys.compactMap { key in
      let left = baseGroups.rows[key]
      let right = headGroups.rows[key]
      guard let model = (left ?? right)?.first else { return nil }
      var entry = Entry(
        phase: model.phase, solver: model.solver, channel: model.channel, tolerance: model.tolerance,
        metric: model.metric, unit: model.unit, kind: Self.kind(of: model, clock: policy.clock))
      entry.base = left.map(Self.value)
      entry.head = right.map(Self.value)
      guard let left, let right else {
        entry.reason = left == nil ? "only in head" : "only in base"
        return entry
      }
      switch entry.kind {
      case .info:
        break
      case .deterministic:
        if left[0].scene != right[0].scene {
          entry.reason = Self.differentScene
        } else if Self.buildMetrics.contains(model.metric) && !sameBuild {
          entry.reason = Self.differentBuild
        } else {
          entry.verdict = Self.deterministicRule(for: model.metric)?.verdict(base: left[0].value, head: right[0].value)
        }
      case .timing:
        entry.counts = (left.count, right.count)
        if !sameMachine {
          entry.reason = Self.differentMachine
        } else if left[0].scene != right[0].scene || left[0].threads != right[0].threads {
          entry.reason = Self.differentScene
        } else {
          // Rounds come from parsed numbers, never NaN; an empty group does not exist.
          let prior = NoiseModel(
            history: policy.noiseHistory[Self.noiseKey(fingerprint: head.identity.fingerprint, of: model)] ?? [])
          entry.effect = try? TimingEffect(
            base: Self.processes(left), head: Self.processes(right), paired: policy.paired, prior: prior,
            threshold: policy.threshold)
          entry.verdict = entry.effect?.verdict
          if entry.effect == nil { entry.reason = "not judged (a median round is not positive)" }
        }
      }
      return entry
    }
  }

  /// Rows grouped by key in first-seen order: a timing metric's rounds together; other rows
  /// one by one, a key's second row (such as a second scene's peak memory) keyed apart.
  private static func groups(_ rows: [RunResults.Row]) -> (order: [String], rows: [String: [RunResults.Row]]) {
    var order: [String] = []
    var groups: [String: [RunResults.Row]] = [:]
    var occurrences: [String: Int] = [:]
    for row in rows {
      let key: String
      if row.round != nil {
        key = row.key + "\u{1F}rounds"
      } else {
        let occurrence = occurrences[row.key, default: 0]
        occurrences[row.key] = occurrence + 1
        key = row.key + "\u{1F}\(occurrence)"
      }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(row)
    }
    return (order, groups)
  }

  /// A timing group's rounds, one array per process (file), in file order.
  private static func processes(_ rows: [RunResults.Row]) -> [[Double]] {
    Dictionary(grouping: rows, by: \.process).sorted { $0.key < $1.key }.map { $0.value.map(\.value) }
  }

  /// The key of a run file's timing figure among a history's noise estimates: the machine and
  /// the history's figure key (phase, solver, tolerance, channel, metric, scene).
  static func noiseKey(fingerprint: String, of row: RunResults.Row) -> String {
    let scene =
      zip(["seed", "selectors", "seconds", "hz"], row.scene.split(separator: ",", omittingEmptySubsequences: false))
      .map { "\($0)=\($1)" } + ["threads=\(row.threads)"]
    let key = [row.phase, row.solver, row.tolerance, row.channel, row.metric, scene.joined(separator: " ")]
    return noiseKey(fingerprint: fingerprint, historyKey: key.joined(separator: "\u{1F}"))
  }

  /// The key of a figure among a history's noise estimates.
  static func noiseKey(fingerprint: String, historyKey: String) -> String { fingerprint + "\u{1F}" + historyKey }

  /// A group's value: the median of its rounds, or its single row's value.
  private static func value(_ rows: [RunResults.Row]) -> Double {
    guard rows.count > 1, let statistics = try? Statistics(rows.map(\.value)) else { return rows[0].value }
    return statistics.median
  }
}
