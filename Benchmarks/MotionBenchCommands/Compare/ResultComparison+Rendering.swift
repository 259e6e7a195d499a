import BenchmarkKit

extension ResultComparison {
  /// How `compare` prints its findings.
  enum Format: String, CaseIterable, Sendable {
    /// A fixed-width table for a terminal.
    case text
    /// A GitHub-flavoured Markdown table, e.g. for a pull-request comment.
    case markdown
    /// Comma-separated values with a header row.
    case csv
  }

  /// The columns of `--format csv`.
  static let csvColumns = [
    "phase", "solver", "channel", "tolerance", "metric", "unit", "kind", "base", "head", "change_fraction",
    "change_fraction_low",
    "change_fraction_high", "p_value", "base_n", "head_n", "verdict",
  ]

  /// The entries to print: every one with `all`, else those with a regression or improvement.
  func shown(all: Bool) -> [Entry] {
    all ? entries : entries.filter { $0.verdict == .regression || $0.verdict == .improvement }
  }

  /// One line: how many regressions and improvements, and under which rules.
  var headline: String {
    func count(_ verdict: Verdict) -> Int { entries.filter { $0.verdict == verdict }.count }
    let regressions = count(.regression)
    let improvements = count(.improvement)
    return
      "\(regressions) regression\(regressions == 1 ? "" : "s"), \(improvements) improvement\(improvements == 1 ? "" : "s")"
  }

  /// What was judged and how: counts per kind, the threshold, and what was not comparable.
  var notes: [String] {
    let timing = entries.filter { $0.kind == .timing }
    let deterministic = entries.filter { $0.kind == .deterministic }
    let clock = policy.clock.metrics.map(\.rawValue).sorted().joined(separator: " and ")
    var lines = [
      "\(timing.filter { $0.verdict != nil }.count) timing metrics judged (\(clock); a change counts when "
        + "Mann-Whitney p < \(formatted(TimingComparison.significanceLevel)) and the median moved by more than "
        + "\(formatted(policy.threshold * 100)) %)\(policy.gate == .deterministic ? ", reported, not gated" : ""); "
        + "\(deterministic.filter { $0.verdict != nil }.count) deterministic metrics judged "
        + "(\(formatted(Self.deterministicTolerance * 100)) % tolerance)."
    ]
    let reasons = Set(entries.filter { $0.kind != .info && $0.verdict == nil }.map(\.reason))
    if reasons.contains(Self.differentMachine) {
      lines.append(
        "Timing: not comparable (different machine: \(base.machineDescription) [\(base.fingerprint)] vs "
          + "\(head.machineDescription) [\(head.fingerprint)]).")
    }
    for reason in reasons.sorted() where reason != Self.differentMachine {
      let count = entries.filter { $0.kind != .info && $0.verdict == nil && $0.reason == reason }.count
      lines.append("\(count) metric\(count == 1 ? "" : "s") \(reason).")
    }
    return lines
  }

  /// The comparison in the given format.
  ///
  /// - Parameters:
  ///   - format: Text, Markdown or CSV.
  ///   - all: Every metric rather than only those that changed.
  /// - Returns: The text to print on standard output.
  func rendered(_ format: Format, all: Bool) -> String {
    let rows = shown(all: all)
    switch format {
    case .text:
      var text = "motion-bench compare: \(headline)\n"
      text += "base: \(baseSource) (\(describe(base)))\nhead: \(headSource) (\(describe(head)))\n"
      text += notes.joined(separator: "\n") + "\n"
      guard !rows.isEmpty else { return text + "Nothing changed beyond noise.\n" }
      var table = TextTable(
        "phase", "solver", "channel", "metric", "base", "head", "change", "95 % interval", "p", "verdict",
        leftAligned: 4)
      for row in rows { table.rows.append(cells(row)) }
      return text + "\n" + table.rendered
    case .markdown:
      var text = "### motion-bench compare: \(headline)\n\n"
      text += "Base `\(base.gitCommit)` → head `\(head.gitCommit)` on \(head.machineDescription). "
      text += notes.joined(separator: " ") + "\n\n"
      guard !rows.isEmpty else { return text + "Nothing changed beyond noise.\n" }
      text += "| phase | solver | channel | metric | base | head | change | 95 % interval | p | verdict |\n"
      text += "|---|---|---|---|---:|---:|---:|---:|---:|---|\n"
      for row in rows {
        var fields = cells(row).map { $0.replacingAll("|", with: "\\|") }
        if row.verdict == .regression || row.verdict == .improvement { fields[9] = "**\(fields[9])**" }
        text += "| " + fields.joined(separator: " | ") + " |\n"
      }
      return text
    case .csv:
      var text = CSVWriter.record(Self.csvColumns) + "\n"
      for row in rows {
        func number(_ value: Double?) -> String { value.map(CSVWriter.text) ?? "" }
        let interval = row.interval
        text +=
          CSVWriter.record([
            row.key.phase.rawValue, row.key.solver, row.key.channel, row.key.toleranceText, row.key.metric, row.unit,
            row.kind.rawValue,
            number(row.base), number(row.head), number(row.change), number(interval?.low), number(interval?.high),
            number(row.pValue), row.counts.map { String($0.base) } ?? "", row.counts.map { String($0.head) } ?? "",
            row.status,
          ]) + "\n"
      }
      return text
    }
  }

  private func describe(_ run: RunIdentity) -> String {
    var parts = ["commit \(run.gitCommit.isEmpty ? "unknown" : run.gitCommit)"]
    if !run.timestamp.isEmpty { parts.append(run.timestamp) }
    if !run.machineDescription.isEmpty { parts.append(run.machineDescription) }
    parts.append("fingerprint \(run.fingerprint.isEmpty ? "unknown" : run.fingerprint)")
    return parts.joined(separator: ", ")
  }

  private func cells(_ row: Entry) -> [String] {
    func percent(_ value: Double) -> String { (value >= 0 ? "+" : "") + formatted(value * 100) + " %" }
    let key = row.key
    let solver = key.tolerance == nil ? key.solver : "\(key.solver) @\(key.toleranceText)"
    return [
      key.phase.rawValue, solver, key.channel, key.metric, row.base.map { formatted($0) } ?? "",
      row.head.map { formatted($0) } ?? "",
      row.change.map(percent) ?? "", row.interval.map { "\(percent($0.low)) … \(percent($0.high))" } ?? "",
      row.pValue.map { formatted($0, digits: 2) } ?? "", row.status,
    ]
  }
}

extension String {
  /// The string with every occurrence of `target` replaced.
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self { if character == target { result += replacement } else { result.append(character) } }
    return result
  }
}
