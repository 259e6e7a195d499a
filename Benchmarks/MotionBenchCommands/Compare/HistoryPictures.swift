import BenchmarkKit

/// The pictures of the history (`results/history.csv`): for each headline metric, its value
/// against the commit, one line per series (phase, solver, channel, tolerance), with the
/// p10–p90 band where the row has one and the changes `compare` flagged marked.
struct HistoryPictures: PlotPictures {
  /// One row of the history, placed in the picture.
  struct Row {
    /// The run: its position in time order.
    var run: Int
    var series: String
    var figure: History.Row
    var metric: String { figure.key.metric.text }
  }

  /// A run of the history: the rows of one run (``History/Row/run``).
  struct Run {
    var timestamp: String, commit: String, fingerprint: String
    /// The first row of the run, for its metadata.
    var row: Int
  }

  /// At most this many series share a picture; more are split over several.
  static let seriesPerPicture = 7

  var pictures: [GnuplotPicture] = []
  var notes: [String] = []

  /// Reads the history and builds its pictures.
  ///
  /// - Throws: ``UsageError`` for a malformed number.
  init(_ input: PlotInput, terminal: GnuplotTerminal) throws(UsageError) {
    let figures: [History.Row]
    do { figures = try History.rows(in: input.table, path: input.path) } catch { throw UsageError(error.description) }
    var runs: [Run] = []
    var rows: [Row] = []
    for (i, figure) in figures.enumerated() {
      let identity = figure.identity
      if runs.last.map({ figures[$0.row].run != figure.run }) ?? true {
        runs.append(
          Run(timestamp: identity.timestamp, commit: identity.gitCommit, fingerprint: identity.fingerprint, row: i))
      }
      let key = figure.key
      let tolerance = key.toleranceText
      let parts = [key.solver.name, key.channel.text, tolerance.isEmpty ? "" : "tol \(tolerance)"].filter {
        !$0.isEmpty
      }
      let series = ([key.phase].filter { $0 != .timing }.map(\.rawValue) + parts).joined(separator: " ")
      rows.append(Row(run: runs.count - 1, series: series.isEmpty ? key.metric.text : series, figure: figure))
    }
    var metricNames: [String] = []
    for row in rows where !metricNames.contains(row.metric) { metricNames.append(row.metric) }
    for metric in metricNames {
      let own = rows.filter { $0.metric == metric }
      var series: [String] = []
      for row in own where !series.contains(row.series) { series.append(row.series) }
      // gnuplot refuses a plot with nothing to draw, so a series without a value it draws is left out.
      let undrawn = series.filter { name in !own.contains { $0.series == name && Gnuplot.isDrawable($0.figure.value) } }
      if !undrawn.isEmpty {
        notes.append(
          "\(PlotInput.shown(input.fileName)): \(metric) of \(list(undrawn, conjunction: "and")) has only NaN, infinite or overflowing values: not drawn"
        )
        series.removeAll { undrawn.contains($0) }
      }
      let parts = stride(from: 0, to: series.count, by: Self.seriesPerPicture).map {
        Array(series[$0..<min(series.count, $0 + Self.seriesPerPicture)])
      }
      for (part, names) in parts.enumerated() {
        let suffix = parts.count == 1 ? "" : "-\(part + 1)"
        pictures.append(
          Self.picture(
            metric: metric, unit: own.first?.figure.unit.text ?? "", series: names,
            rows: own.filter { names.contains($0.series) },
            runs: runs,
            name: "\(input.stem)-\(Gnuplot.fileName(metric, limit: 40))\(suffix)", input: input, terminal: terminal,
            part: parts.count == 1 ? nil : (part + 1, parts.count)))
      }
    }
  }

  /// One metric's picture: a line per series over the runs, its band, its flagged changes, a
  /// dotted line where the machine's fingerprint changes, and the short commit on the x axis.
  static func picture(
    metric: String, unit: String, series: [String], rows: [Row], runs: [Run], name: String, input: PlotInput,
    terminal: GnuplotTerminal, part: (Int, Int)?
  ) -> GnuplotPicture {
    var script = GnuplotScript(name: name, terminal: terminal)
    var data = GnuplotData(name: name + ".dat", columns: ["run", "value", "low", "high", "flag"])
    var elements: [String] = []
    var bands: [String] = []
    for (index, title) in series.enumerated() {
      let block = data.startBlock(title)
      for row in rows where row.series == title {
        let verdict = row.figure.verdict
        let flag: Double = verdict == Verdict.regression.rawValue ? 1 : verdict == Verdict.improvement.rawValue ? -1 : 0
        data.row([Double(row.run), row.figure.value, row.figure.low ?? .nan, row.figure.high ?? .nan, flag])
      }
      let source = "'\(data.name)' index \(block)"
      if rows.contains(where: { $0.series == title && $0.figure.low != nil && $0.figure.high != nil }) {
        bands.append(
          "\(source) using 1:3:4 with filledcurves fillcolor \(PlotStyle.colour(index)) fillstyle transparent solid 0.2 noborder notitle"
        )
      }
      elements.append(
        "\(source) using 1:2 with linespoints linewidth 2 pointsize 1 \(PlotStyle.series(index)) title \(Gnuplot.quoted(title))"
      )
    }
    // Flagged changes: a large triangle, up for a regression and down for an improvement, outlined in black.
    var flags: [String] = []
    for (verdict, test, filled, outline, colour) in [
      ("regression", "$5 > 0", 9, 8, "#D55E00"), ("improvement", "$5 < 0", 11, 10, "#009E73"),
    ] where rows.contains(where: { $0.figure.verdict == verdict }) {
      let points = "'\(data.name)' using 1:(\(test) ? $2 : NaN) with points"
      flags.append("\(points) pointtype \(filled) pointsize 2.6 linecolor rgb '\(colour)' notitle")
      flags.append(
        "\(points) pointtype \(outline) pointsize 2.6 linewidth 1.5 linecolor rgb '#000000' title '\(verdict) flagged by compare'"
      )
    }

    var details = runs.last.map { PlotStyle.runDetails(input, row: $0.row) } ?? []
    if !details.isEmpty { details[0] = "latest: " + details[0] }
    let partText = part.map { " (\($0.0) of \($0.1))" } ?? ""
    script.add(
      PlotStyle.title(
        "History of \(metric)\(partText): \(runs.count) run\(runs.count == 1 ? "" : "s")", details))
    let values = rows.flatMap { [$0.figure.value, $0.figure.low ?? .nan, $0.figure.high ?? .nan] }
    if GnuplotLogAxis.spansDecades(values), let axis = GnuplotLogAxis(covering: values) {
      script.add("set ylabel \(Gnuplot.quoted("\(metric) (\(unit.isEmpty ? "as recorded" : unit), log scale)"))")
      script.add(contentsOf: axis.commands(axis: "y"))
    } else {
      script.add("set ylabel \(Gnuplot.quoted("\(metric)\(unit.isEmpty ? "" : " (\(unit))")"))")
    }
    let every = max(1, (runs.count + 24) / 25)
    let tics = runs.enumerated().filter { $0.offset % every == 0 }.map {
      "\(Gnuplot.quoted(String($0.element.commit.prefix(7)))) \($0.offset)"
    }
    script.add("set xtics (\(tics.joined(separator: ", "))) rotate by 45 right nomirror")
    script.add("set xrange [-0.5:\(Double(max(runs.count, 1)) - 0.5)]")
    script.add(
      "set xlabel \(Gnuplot.quoted("commit (runs in time order\(bands.isEmpty ? "" : "; shaded: p10 to p90 of the rounds"))"))"
    )
    script.add("set grid ytics")
    script.add("set key outside right top vertical Left reverse samplen 2.5")
    for k in runs.indices.dropFirst() where runs[k].fingerprint != runs[k - 1].fingerprint {
      let x = Gnuplot.number(Double(k) - 0.5)
      script.add(
        "set arrow from first \(x), graph 0 to first \(x), graph 1 nohead dashtype 3 linewidth 1.5 linecolor rgb '#555555'"
      )
      script.add(
        "set label 'machine changed' at first \(x), graph 0.98 right rotate by 90 offset character -0.4, 0 textcolor rgb '#555555' font ',10'"
      )
    }
    script.plot(bands + elements + flags)
    return GnuplotPicture(script: script, data: [data])
  }
}
