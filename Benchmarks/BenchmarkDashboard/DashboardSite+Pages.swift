import BenchmarkKit
import BenchmarkResults

extension DashboardSite {
  /// Every change point of every machine, newest first.
  var regressions: String {
    struct Entry {
      let machine: DashboardHistory.Machine
      let series: DashboardSeries
      let change: SeriesChange
      var run: Int { series.points[change.point].run }
    }
    var entries: [Entry] = []
    for machine in history.machines {
      for series in machine.series {
        entries += series.changes.map { Entry(machine: machine, series: series, change: $0) }
      }
    }
    entries.sort {
      let (a, b) = ($0.machine.runs[$0.run], $1.machine.runs[$1.run])
      if a.timestamp != b.timestamp { return a.timestamp > b.timestamp }
      if $0.machine.fingerprint != $1.machine.fingerprint { return $0.machine.fingerprint < $1.machine.fingerprint }
      return $0.series.anchor < $1.series.anchor
    }
    var body = "<h1>Change points</h1>\n"
    body +=
      "<p>\(entries.count) change point\(entries.count == 1 ? "" : "s"), newest first. Timing: E-Divisive means "
      + "with a t test on the noise between processes, at least 6 runs a side and a 1 % change of the median; "
      + "deterministic figures: a change beyond compare's rule.</p>\n"
    body += "<table id=\"changes\"><tr><th>when</th><th>commit</th><th>machine</th><th>figure</th>"
    body += "<th class=\"num\">change</th><th>95 % interval</th><th class=\"num\">p</th></tr>\n"
    for entry in entries {
      let run = entry.machine.runs[entry.run]
      let subject = message(run.gitCommit).map { "<br><span class=\"muted\">\(DashboardText.escaped($0))</span>" } ?? ""
      body +=
        "<tr class=\"\(entry.change.verdict.rawValue)\" data-commit=\"\(DashboardText.escaped(run.gitCommit))\">"
        + "<td>\(DashboardText.escaped(run.timestamp))</td><td>\(commitLink(run.gitCommit))\(subject)</td>"
        + "<td><a href=\"\(Self.page(of: entry.machine))\"><code>\(DashboardText.escaped(entry.machine.fingerprint))</code></a></td>"
        + "<td><a href=\"\(Self.page(of: entry.machine))#\(entry.series.anchor)\">\(DashboardText.escaped(entry.series.title))</a></td>"
        + "<td class=\"num change\">\(DashboardText.percent(entry.change.ratio))</td>"
        + "<td>\(DashboardText.interval(entry.change))</td>"
        + "<td class=\"num\">\(entry.change.pValue.map(DashboardText.value) ?? "—")</td></tr>\n"
    }
    body += "</table>\n"
    return DashboardPage.document(title: "Change points", body: body, script: false)
  }

  /// A machine's page: its charts by kind, their change points, and the comparison of two runs,
  /// in pieces: each chart is one, made when it is written.
  func pieces(of machine: DashboardHistory.Machine) -> [() -> String] {
    let commits = machine.runs.map(\.gitCommit)
    var body = "<h1>Machine <code>\(DashboardText.escaped(machine.fingerprint))</code></h1>\n"
    body +=
      "<p>\(DashboardText.escaped(machine.description)); \(machine.runs.count) run\(machine.runs.count == 1 ? "" : "s"), "
      + "\(DashboardText.escaped(machine.runs.first?.timestamp ?? "")) to \(DashboardText.escaped(machine.runs.last?.timestamp ?? "")). "
      + "Toolchain: \(DashboardText.escaped(machine.runs.last?[.toolchain] ?? "")). The band is where one run of the "
      + "same level is expected (95 %): for timing the spread between processes of each segment between change "
      + "points, for a deterministic figure compare's rule. Hover a chart for each run's values.</p>\n"
    let kinds = DashboardSeries.Kind.allCases.filter { kind in machine.series.contains { $0.kind == kind } }
    body +=
      "<p>"
      + (kinds.map { "<a href=\"#\($0.anchor)\">\($0.rawValue)</a>" } + ["<a href=\"#compare\">compare two runs</a>"])
      .joined(separator: " · ") + "</p>\n"
    var pieces: [() -> String] = [{ [body] in DashboardPage.head(title: "Machine \(machine.fingerprint)") + body }]
    for kind in kinds {
      let heading =
        "<section id=\"\(kind.anchor)\"><h2>\(kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())</h2>\n"
      pieces.append { heading }
      for series in machine.series where series.kind == kind {
        pieces.append { chart(series, commits: commits) }
      }
      pieces.append { "</section>\n" }
    }
    pieces.append { comparison(machine) }
    pieces.append {
      let runs = machine.runs.map { run in
        "["
          + [run.gitCommit, run.timestamp, message(run.gitCommit) ?? ""].map(DashboardText.json).joined(separator: ",")
          + "]"
      }
      return "<script type=\"application/json\" id=\"runs\">[\(runs.joined(separator: ",\n"))]</script>\n"
        + DashboardPage.tail(script: true)
    }
    return pieces
  }

  /// One figure: caption, chart, its values as inline data, and its change points.
  private func chart(_ series: DashboardSeries, commits: [String]) -> String {
    var html =
      "<figure class=\"chart\" id=\"\(series.anchor)\" data-unit=\"\(DashboardText.escaped(series.unit))\" "
      + "data-points=\"\(series.points.count)\" data-changes=\"\(series.changes.count)\" "
      + [
        ("phase", series.key.phase.rawValue), ("solver", series.key.solver.description),
        ("tolerance", series.key.toleranceText), ("channel", series.key.channel.description),
        ("metric", series.key.metric.description), ("scene", series.key.scene),
      ].map { "data-\($0.0)=\"\(DashboardText.escaped($0.1))\"" }.joined(separator: " ") + ">\n"
      + "<figcaption>\(DashboardText.escaped(series.title)) <span class=\"scene\">(\(DashboardText.escaped(series.unit)); "
      + "\(DashboardText.escaped(series.key.scene)))</span></figcaption>\n"
    html += DashboardChart(series: series, commits: commits).svg + "\n"
    let points = series.points.map {
      "[\($0.run),\(DashboardText.json($0.value)),\(DashboardText.json($0.low)),\(DashboardText.json($0.high))]"
    }
    html += "<script type=\"application/json\" class=\"points\">[\(points.joined(separator: ","))]</script>\n"
    if !series.changes.isEmpty {
      html += "<table class=\"changes\"><tr><th>commit</th><th class=\"num\">change</th><th>95 % interval</th>"
      html += "<th class=\"num\">p</th><th class=\"num\">run</th></tr>\n"
      for change in series.changes.reversed() {
        let run = series.points[change.point].run
        html +=
          "<tr class=\"\(change.verdict.rawValue)\" data-run=\"\(run)\"><td>\(commitLink(commits[run]))"
          + "\(message(commits[run]).map { " <span class=\"muted\">\(DashboardText.escaped($0))</span>" } ?? "")</td>"
          + "<td class=\"num change\">\(DashboardText.percent(change.ratio))</td><td>\(DashboardText.interval(change))</td>"
          + "<td class=\"num\">\(change.pValue.map(DashboardText.value) ?? "—")</td>"
          + "<td class=\"num\">\(run + 1) of \(commits.count)</td></tr>\n"
      }
      html += "</table>\n"
    }
    return html + "</figure>\n"
  }

  /// Two runs side by side: every figure's value in each and their ratio; the newest run and
  /// the one before it until another pair is chosen.
  private func comparison(_ machine: DashboardHistory.Machine) -> String {
    let count = machine.runs.count
    let (a, b) = (max(0, count - 2), count - 1)
    func options(selected: Int) -> String {
      machine.runs.enumerated().reversed().map { index, run in
        "<option value=\"\(index)\"\(index == selected ? " selected" : "")>\(DashboardText.escaped(run.gitCommit)) "
          + "(\(DashboardText.escaped(run.timestamp)))</option>"
      }.joined(separator: "\n")
    }
    var html = "<section id=\"compare\"><h2>Compare two runs</h2>\n"
    html += "<p><label>A <select id=\"run-a\">\(options(selected: a))</select></label> "
    html += "<label>B <select id=\"run-b\">\(options(selected: b))</select></label></p>\n"
    html +=
      "<table><tr><th>figure</th><th class=\"num\">A</th><th class=\"num\">B</th><th class=\"num\">B/A − 1</th></tr>\n"
    for series in machine.series {
      let va = series.points.first { $0.run == a }?.value
      let vb = series.points.first { $0.run == b }?.value
      let ratio = va.flatMap { va in vb.map { va != 0 ? SVGText.number(($0 / va - 1) * 100, decimals: 2) + " %" : "—" }
      }
      html +=
        "<tr data-series=\"\(series.anchor)\"><td>\(DashboardText.escaped(series.title))</td>"
        + "<td class=\"num\">\(va.map { "\($0)" } ?? "—")</td><td class=\"num\">\(vb.map { "\($0)" } ?? "—")</td>"
        + "<td class=\"num\">\(ratio ?? "—")</td></tr>\n"
    }
    return html + "</table></section>\n"
  }
}

extension DashboardSeries.Kind {
  /// The section's element id.
  var anchor: String { rawValue.replacing(" ", with: "-") }
}
