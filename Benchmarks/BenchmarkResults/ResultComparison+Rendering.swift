import BenchmarkKit
import MotionCurves

extension ResultComparison {
  /// How `compare` prints its findings.
  package enum Format: String, CaseIterable, Sendable {
    /// A fixed-width table for a terminal.
    case text
    /// A GitHub-flavoured Markdown table, e.g. for a pull-request comment.
    case markdown
    /// Comma-separated values with a header row.
    case csv
  }

  /// The columns of `--format csv`.
  package static let csvColumns = [
    "phase", "solver", "channel", "tolerance", "metric", "unit", "kind", "base", "head", "change_fraction",
    "change_fraction_low",
    "change_fraction_high", "p_value", "base_n", "head_n", "noise_fraction", "noise_source", "detectable_fraction",
    "verdict",
  ]

  /// The entries to print: every one with `all`, else those with a regression, an
  /// improvement or a borderline change.
  package func shown(all: Bool) -> [Entry] {
    all ? entries : entries.filter { $0.verdict != nil && $0.verdict != .unchanged }
  }

  /// One line: how many regressions and improvements, and under which rules.
  package var headline: String {
    func count(_ verdict: Verdict) -> Int { entries.filter { $0.verdict == verdict }.count }
    let regressions = count(.regression)
    let improvements = count(.improvement)
    let borderline = count(.borderline)
    let unknown = count(.unknown)
    return
      "\(regressions) regression\(regressions == 1 ? "" : "s"), \(improvements) improvement\(improvements == 1 ? "" : "s")"
      + (borderline == 0 ? "" : ", \(borderline) borderline")
      + (unknown == 0 ? "" : ", \(unknown) unknown (too disturbed: rerun)")
  }

  /// What was judged and how: counts per kind, the threshold, and what was not comparable.
  package var notes: [String] {
    let timing = entries.filter { $0.kind == .timing }
    let deterministic = entries.filter { $0.kind == .deterministic }
    let clock = policy.clock.metrics.map(\.rawValue).sorted().joined(separator: " and ")
    var lines = [
      "\(timing.filter { $0.verdict != nil }.count) timing metrics judged (\(clock), between processes; a change "
        + "counts when its 95 % interval lies wholly beyond \(formatted(policy.threshold * 100)) %, borderline when "
        + "it straddles it\(policy.paired ? "; files paired" : ""))"
        + "\(policy.gate == .deterministic ? ", reported, not gated" : ""); "
        + "\(deterministic.filter { $0.verdict != nil }.count) deterministic metrics judged "
        + "(\(formatted(Self.deterministicTolerance * 100)) % tolerance)."
    ]
    lines += disturbance
    for entry in entries {
      guard let effect = entry.effect, effect.disturbedBase + effect.disturbedHead > 0 else { continue }
      let limit = formatted(LowQuantile.disturbanceLimit * 100)
      lines.append(
        "\(entry.key.solverLabel) \(entry.key.metric): \(effect.disturbedBase) base and \(effect.disturbedHead) head "
          + "process\(effect.disturbedBase + effect.disturbedHead == 1 ? "" : "es") too disturbed (fastest rounds spread "
          + "beyond \(limit) %, up to \(formatted(effect.largestLowEndSpread * 100)) %)"
          + (entry.verdict == .unknown ? ": unknown, rerun." : ", left out."))
    }
    let reasons = Set(entries.filter { $0.kind != .info && $0.verdict == nil }.map(\.reason))
    if reasons.contains(Self.differentMachine) {
      lines.append(
        "Timing: not comparable (different machine: \(base.machineDescription) [\(base.fingerprint)] vs "
          + "\(head.machineDescription) [\(head.fingerprint)]).")
    }
    for (phase, reason) in skippedPhases {
      let count = entries.filter { $0.key.phase == phase && $0.base != nil && $0.head == nil }.count
      lines.append(
        "The \(phase.rawValue) phase is not judged (\(count) metric\(count == 1 ? "" : "s") of the base): the head's run "
          + "skipped it: \(reason).")
    }
    let skippedReasons = Set(skippedPhases.map { "not judged: \($0.reason)" })
    for reason in reasons.sorted() where reason != Self.differentMachine && !skippedReasons.contains(reason) {
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
  ///   - incompleteness: What the head lacks of the base (``headIncompleteness``), named
  ///     first when given.
  /// - Returns: The text to print on standard output.
  package func rendered(_ format: Format, all: Bool, incompleteness: String? = nil) -> String {
    let rows = shown(all: all)
    guard format != .csv else { return csv(rows) }
    let markdown = format == .markdown
    let notes = (incompleteness.map { ["Incomplete head: \($0)."] } ?? []) + self.notes
    var text =
      markdown
      ? "### motion-bench compare: \(headline)\n\n"
        + "Base \(markdownEscaped(base.gitCommit)) → head \(markdownEscaped(head.gitCommit)) on "
        + markdownEscaped(head.machineDescription) + ". " + markdownEscaped(notes.joined(separator: " ")) + "\n\n"
      : "motion-bench compare: \(headline)\n"
        + "base: \(baseSource) (\(describe(base)))\nhead: \(headSource) (\(describe(head)))\n"
        + notes.joined(separator: "\n") + "\n"
    let noise = noiseRows
    if !noise.isEmpty, markdown {
      text += "<details><summary>Timing noise and the smallest slowdown detected</summary>\n\n"
      text += "| solver | metric | noise | from | detects |\n|---|---|---:|---|---:|\n"
      text += noise.map { "| " + $0.map(markdownEscaped).joined(separator: " | ") + " |\n" }.joined()
      text += "\n</details>\n\n"
    } else if !noise.isEmpty {
      var table = TextTable("solver", "metric", "noise", "from", "detects", leftAligned: 2)
      table.rows = noise
      text += "\nTiming noise (spread of one process's median; detects: the smallest slowdown flagged 4 times in 5):\n"
      text += table.rendered
    }
    if !steps.isEmpty {
      text +=
        markdown
        ? "Steps in the history:\n\n" + steps.map { "- \(markdownEscaped($0))\n" }.joined() + "\n"
        : "\nSteps in the history:\n" + steps.map { "  \($0)\n" }.joined()
    }
    guard !rows.isEmpty else { return text + (markdown ? "" : "\n") + "Nothing changed beyond noise.\n" }
    return text + (markdown ? markdownTable(rows) : "\n" + textTable(rows))
  }

  /// The rows as a text table.
  private func textTable(_ rows: [Entry]) -> String {
    var table = TextTable(
      "phase", "solver", "channel", "metric", "base", "head", "change", "95 % interval", "p", "verdict",
      leftAligned: 4)
    for row in rows { table.rows.append(cells(row)) }
    return table.rendered
  }

  /// The rows as a Markdown table, verdicts that flag in bold.
  private func markdownTable(_ rows: [Entry]) -> String {
    var text = "| phase | solver | channel | metric | base | head | change | 95 % interval | p | verdict |\n"
    text += "|---|---|---|---|---:|---:|---:|---:|---:|---|\n"
    for row in rows {
      var fields = cells(row).map(markdownEscaped)
      if row.verdict == .regression || row.verdict == .improvement { fields[9] = "**\(fields[9])**" }
      text += "| " + fields.joined(separator: " | ") + " |\n"
    }
    return text
  }

  /// The rows as CSV, ``csvColumns`` first.
  private func csv(_ rows: [Entry]) -> String {
    var text = CSVWriter.record(Self.csvColumns) + "\n"
    for row in rows {
      func number(_ value: Double?) -> String { value.map(CSVWriter.text) ?? "" }
      let interval = row.interval
      text +=
        CSVWriter.record(
          [
            row.key.phase.rawValue, row.key.solver.name, row.key.channel.text, row.key.toleranceText,
            row.key.metric.text, row.unit.text, row.kind.rawValue,
            number(row.base), number(row.head), number(row.change), number(interval?.low), number(interval?.high),
            number(row.pValue), row.counts.map { String($0.base) } ?? "", row.counts.map { String($0.head) } ?? "",
            number(row.effect?.noise.spread), row.effect?.noise.source.description ?? "",
            number(row.effect?.smallestDetectable), row.status,
          ].map(Self.neutralised)) + "\n"
    }
    return text
  }

  /// Per judged timing figure: solver, metric, the noise, where it came from, and the
  /// smallest slowdown the comparison detects.
  private var noiseRows: [[String]] {
    entries.compactMap { entry in
      guard let effect = entry.effect else { return nil }
      return [
        entry.key.solverLabel, entry.key.metric.text, formatted(effect.noise.spread * 100) + " %",
        effect.noise.source.description,
        "+" + formatted(effect.smallestDetectable * 100) + " %",
      ]
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
    return [
      key.phase.rawValue, key.solverLabel, key.channel.text, key.metric.text, row.base.map { formatted($0) } ?? "",
      row.head.map { formatted($0) } ?? "",
      row.change.map(percent) ?? "", row.interval.map { "\(percent($0.low)) … \(percent($0.high))" } ?? "",
      row.pValue.map { formatted($0, digits: 2) } ?? "", row.status,
    ]
  }
}

extension ResultComparison {
  /// A cell of `--format csv` that a spreadsheet cannot run: text that starts with `=`, `+`,
  /// `-`, `@`, a tab or a carriage return and is not a number gets a leading `'` (OWASP's
  /// advice against CSV injection). Numbers such as `-0.05` pass unchanged; what is a number is
  /// ``DecimalText``'s rule, so `-inf` and `-0x10` are text.
  ///
  /// - Parameter cell: The cell's text.
  /// - Returns: The cell as written.
  package static func neutralised(_ cell: String) -> String {
    guard let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
      DecimalText.parse(cell) == nil
    else { return cell }
    return "'" + cell
  }
}

/// Text for a Markdown table or paragraph that cannot break out of it: `\`, `|`, `` ` `` and
/// `[` are escaped with a backslash, `<` written as `&lt;`, line breaks as spaces, so a field
/// from a file neither ends a cell nor makes a link, code or HTML.
///
/// - Parameter text: The text.
/// - Returns: The escaped text.
package func markdownEscaped(_ text: String) -> String {
  var result = ""
  for character in text {
    switch character {
    case "\\", "|", "`", "[": result += "\\" + String(character)
    case "<": result += "&lt;"
    case "\n", "\r", "\r\n": result += " "
    default: result.append(character)
    }
  }
  return result
}
