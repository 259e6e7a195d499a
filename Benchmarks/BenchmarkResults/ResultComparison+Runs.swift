import BenchmarkKit
import Glibc

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
  package init(base: RunResults, head: RunResults, policy: Policy) {
    self.base = base.identity
    self.head = head.identity
    baseSource = base.source
    headSource = head.source
    self.policy = policy
    let sameMachine = base.identity.isSameMachine(as: head.identity)
    let sameBuild = base.identity.isSameBuild(as: head.identity)
    let baseGroups = Self.groups(base)
    let headGroups = Self.groups(head)
    let keys = baseGroups.order + headGroups.order.filter { baseGroups.groups[$0] == nil }
    entries = keys.compactMap { key in
      let leftGroup = baseGroups.groups[key]
      let rightGroup = headGroups.groups[key]
      guard let model = (leftGroup ?? rightGroup)?.first else { return nil }
      var entry = Entry(key: model.key, unit: model.unit, kind: Self.kind(of: model, clock: policy.clock))
      entry.base = leftGroup.map(\.value)
      entry.head = rightGroup.map(\.value)
      guard let leftGroup, let rightGroup else {
        entry.reason = leftGroup == nil ? "only in head" : "only in base"
        return entry
      }
      let (left, right) = (leftGroup.first, rightGroup.first)
      switch entry.kind {
      case .info:
        break
      case .deterministic:
        if left.scene.ignoringThreads != right.scene.ignoringThreads {
          entry.reason = Self.differentScene
        } else if case .deterministic(let rule, let needsSameBuild)? = model.known?.definition.judgement {
          if needsSameBuild && !sameBuild {
            entry.reason = Self.differentBuild
          } else {
            entry.verdict = rule.verdict(base: left.value, head: right.value)
          }
        }
      case .timing:
        entry.counts = (leftGroup.values.count, rightGroup.values.count)
        if !sameMachine {
          entry.reason = Self.differentMachine
        } else if left.scene != right.scene {
          entry.reason = Self.differentScene
        } else {
          // Rounds come from parsed numbers, never NaN; an empty group does not exist.
          let prior = NoiseModel(
            history: policy.noiseHistory[NoiseKey(fingerprint: head.identity.fingerprint, row: model)] ?? [])
          entry.effect = try? TimingEffect(
            base: leftGroup.processes, head: rightGroup.processes, paired: policy.paired, prior: prior,
            threshold: policy.threshold)
          entry.verdict = entry.effect?.verdict
          if entry.effect == nil { entry.reason = "not judged (a round is not positive)" }
        }
      }
      return entry
    }
    skippedPhases = Self.skippedPhases(head)
    disturbance = [("base", base), ("head", head)].compactMap { side, run in
      Self.disturbance(of: run).map { "Disturbance of the \(side)'s timing: \($0)." }
    }
    for (phase, reason) in skippedPhases {
      for index in entries.indices where entries[index].key.phase == phase && entries[index].head == nil {
        entries[index].reason = "not judged: \(reason)"
      }
    }
  }

  /// The disturbance figures a run recorded in its timing phase (``Metric/involuntarySwitchesPerSecond``,
  /// ``Metric/stealFraction``, ``Metric/loadAverage``, per solver ``Metric/cpuLowEndSpread``), in
  /// words; nil when it recorded none.
  ///
  /// - Parameter results: The run (of pooled files, the first).
  /// - Returns: E.g. `412 involuntary context switches/s, steal 0 %, load average 3.1, fastest
  ///   rounds spread up to 2.3 % (exact-step)`.
  package static func disturbance(of results: RunResults) -> String? {
    var parts: [String] = []
    var widest: (spread: Double, solver: String)?
    let rows = results.rows
    for position in rows.indices where rows.round(at: position) == nil {
      let row = rows[position]
      guard row.phase == .timing, let metric = row.known else { continue }
      switch metric {
      case .involuntarySwitchesPerSecond: parts.append("\(formatted(row.value)) involuntary context switches/s")
      case .stealFraction: parts.append("steal \(formatted(row.value * 100)) %")
      case .loadAverage: parts.append("load average \(formatted(row.value))")
      case .cpuLowEndSpread where row.value > (widest?.spread ?? -1):
        widest = (row.value, row.key.solverLabel)
      default: break
      }
    }
    if let widest {
      parts.append("fastest rounds spread up to \(formatted(widest.spread * 100)) % (\(widest.solver))")
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// The phases a run recorded skipping, with why (``Metric/skipReason``), in file order.
  ///
  /// - Parameter results: The run.
  /// - Returns: Each skipped phase once, with its reason.
  package static func skippedPhases(_ results: RunResults) -> [(phase: Phase, reason: String)] {
    var skipped: [(phase: Phase, reason: String)] = []
    let rows = results.rows
    for position in rows.indices where rows.round(at: position) == nil {
      let row = rows[position]
      guard let reason = row.known?.skipReason, !skipped.contains(where: { $0.phase == row.phase }) else { continue }
      skipped.append((row.phase, reason))
    }
    return skipped
  }

  /// A figure's rows in one run: its rounds (no occurrence), or its n-th single row.
  private struct GroupKey: Hashable {
    package var figure: FigureKey
    package var occurrence: Int?
  }

  /// The rows of one ``GroupKey``: the first, and every row's value with the pooled file
  /// (process) it came from.
  private struct Group {
    package var first: ResultRow
    package var values: [Double] = []
    /// Parallel to ``values``: which of the pooled files (processes) each row came from.
    package var files: [Int] = []

    /// The rounds, one array per process (file), in file order.
    package var processes: [[Double]] {
      var rounds: [Int: [Double]] = [:]
      for (value, file) in zip(values, files) { rounds[file, default: []].append(value) }
      return rounds.keys.sorted().compactMap { rounds[$0] }
    }

    /// For rounds, the geometric mean of each process's 10th percentile (``LowQuantile``);
    /// else the single row's value.
    package var value: Double {
      guard values.count > 1 else { return first.value }
      let lows = processes.compactMap { try? LowQuantile($0).value }
      guard !lows.isEmpty, lows.allSatisfy({ $0 > 0 }) else { return first.value }
      return exp(lows.reduce(0) { $0 + log($1) } / Double(lows.count))
    }
  }

  /// Rows grouped by key in first-seen order: a timing metric's rounds together; other rows
  /// one by one, a key's second row (such as a second scene's peak memory) keyed apart. A
  /// round joins its group by the number of its description, so a run's millions of rounds are
  /// grouped without making their rows.
  private static func groups(_ results: RunResults) -> (order: [GroupKey], groups: [GroupKey: Group]) {
    let rows = results.rows
    var order: [GroupKey] = []
    var found: [Group] = []
    var index: [GroupKey: Int] = [:]
    var roundGroups: [UInt32: Int] = [:]
    var occurrences: [FigureKey: Int] = [:]
    for position in rows.indices {
      let group: Int
      if rows.round(at: position) != nil, let known = roundGroups[rows.descriptionNumber(at: position)] {
        group = known
      } else {
        let row = rows[position]
        let key: GroupKey
        if row.round != nil {
          key = GroupKey(figure: row.key, occurrence: nil)
        } else {
          let occurrence = occurrences[row.key, default: 0]
          occurrences[row.key] = occurrence + 1
          key = GroupKey(figure: row.key, occurrence: occurrence)
        }
        group =
          index[key]
          ?? {
            index[key] = found.count
            order.append(key)
            found.append(Group(first: row))
            return found.count - 1
          }()
        if row.round != nil { roundGroups[rows.descriptionNumber(at: position)] = group }
      }
      found[group].values.append(rows.value(at: position))
      found[group].files.append(results.file(ofRow: position))
    }
    return (order, index.mapValues { found[$0] })
  }
}
