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
      var entry = Entry(key: model.key, unit: model.unit, kind: Self.kind(of: model, clock: policy.clock))
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
        if left[0].scene.ignoringThreads != right[0].scene.ignoringThreads {
          entry.reason = Self.differentScene
        } else if case .deterministic(let rule, let needsSameBuild)? = model.known?.definition.judgement {
          if needsSameBuild && !sameBuild {
            entry.reason = Self.differentBuild
          } else {
            entry.verdict = rule.verdict(base: left[0].value, head: right[0].value)
          }
        }
      case .timing:
        entry.counts = (left.count, right.count)
        entry.rounds = (left.map(\.value), right.map(\.value))
        if !sameMachine {
          entry.reason = Self.differentMachine
        } else if left[0].scene != right[0].scene {
          entry.reason = Self.differentScene
        } else {
          // Rounds come from parsed numbers, never NaN; an empty group does not exist.
          guard
            let timing = try? TimingComparison(
              base: left.map(\.value), head: right.map(\.value), threshold: policy.threshold)
          else { break }
          entry.pValue = timing.test.pValue
          entry.verdict = timing.verdict
        }
      }
      return entry
    }
  }

  /// A figure's rows in one run: its rounds (no occurrence), or its n-th single row.
  private struct GroupKey: Hashable {
    var figure: FigureKey
    var occurrence: Int?
  }

  /// Rows grouped by key in first-seen order: a timing metric's rounds together; other rows
  /// one by one, a key's second row (such as a second scene's peak memory) keyed apart.
  private static func groups(_ rows: [ResultRow]) -> (order: [GroupKey], rows: [GroupKey: [ResultRow]]) {
    var order: [GroupKey] = []
    var groups: [GroupKey: [ResultRow]] = [:]
    var occurrences: [FigureKey: Int] = [:]
    for row in rows {
      let key: GroupKey
      if row.round != nil {
        key = GroupKey(figure: row.key, occurrence: nil)
      } else {
        let occurrence = occurrences[row.key, default: 0]
        occurrences[row.key] = occurrence + 1
        key = GroupKey(figure: row.key, occurrence: occurrence)
      }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(row)
    }
    return (order, groups)
  }

  /// A group's value: the median of its rounds, or its single row's value.
  private static func value(_ rows: [ResultRow]) -> Double {
    guard rows.count > 1, let statistics = try? Statistics(rows.map(\.value)) else { return rows[0].value }
    return statistics.median
  }
}
