import BenchmarkKit
import BenchmarkResults

/// The pictures of the history (`results/history.csv`): for each headline metric, its value
/// against the commit, one line per series (phase, solver, channel, tolerance), with the
/// p10–p90 band where the row has one and the changes `compare` flagged marked.
struct HistoryPictures: PlotPictures {
  /// A run of the history: the rows of one run (``History/Row/run``).
  struct Run {
    var timestamp: String, commit: String, fingerprint: String
    /// The run's identity, for its metadata.
    var identity: RunIdentity
  }

  /// At most this many series share a picture; more are split over several.
  static let seriesPerPicture = 7

  var pictures: [GnuplotPicture] = []
  var notes: [String] = []

  /// Builds the pictures of a history's rows: each row is placed by the numbers of its run,
  /// series and metric (12 bytes a row), and read where it is stored when drawn.
  ///
  /// - Throws: ``UsageError`` for an input that is not a history.
  init(_ input: PlotInput, terminal: GnuplotTerminal) throws(UsageError) {
    guard case .history(let history) = input.content else {
      throw UsageError("\(UntrustedText.shown(input.path)) is not a history of motion-bench run")
    }
    var runs: [Run] = []
    var seriesNames = InternedValues<String>()
    var metricNames = InternedValues<String>()
    // A figure's series and metric, by its number in the history.
    var placed: [UInt32: (series: UInt32, metric: UInt32)] = [:]
    var runOf: [UInt32] = []
    var seriesOf: [UInt32] = []
    var metricOf: [UInt32] = []
    for position in history.indices {
      let identity = history.identity(ofRow: position)
      if runs.last.map({ $0.identity.run != identity.run }) ?? true {
        runs.append(
          Run(
            timestamp: identity.timestamp, commit: identity.gitCommit, fingerprint: identity.fingerprint,
            identity: identity))
      }
      let figure = history.keyNumber(ofRow: position)
      let place =
        placed[figure]
        ?? {
          let key = history.key(ofRow: position)
          let tolerance = key.toleranceText
          let parts = [key.solver.name, key.channel.text, tolerance.isEmpty ? "" : "tol \(tolerance)"].filter {
            !$0.isEmpty
          }
          let series = ([key.phase].filter { $0 != .timing }.map(\.rawValue) + parts).joined(separator: " ")
          let place = (
            series: seriesNames.number(of: series.isEmpty ? key.metric.text : series).number,
            metric: metricNames.number(of: key.metric.text).number
          )
          placed[figure] = place
          return place
        }()
      runOf.append(UInt32(runs.count - 1))
      seriesOf.append(place.series)
      metricOf.append(place.metric)
    }
    for (metricNumber, metric) in metricNames.values.enumerated() {
      let own = metricOf.indices.filter { metricOf[$0] == UInt32(metricNumber) }
      var series: [UInt32] = []
      var drawn: Set<UInt32> = []
      for position in own {
        if !series.contains(seriesOf[position]) { series.append(seriesOf[position]) }
        if Gnuplot.isDrawable(history[position].value) { drawn.insert(seriesOf[position]) }
      }
      // gnuplot refuses a plot with nothing to draw, so a series without a value it draws is left out.
      let undrawn = series.filter { !drawn.contains($0) }
      if !undrawn.isEmpty {
        notes.append(
          "\(UntrustedText.shown(input.fileName)): \(metric) of \(list(undrawn.map { seriesNames[$0] }, conjunction: "and")) has only NaN, infinite or overflowing values: not drawn"
        )
        series.removeAll { undrawn.contains($0) }
      }
      let parts = stride(from: 0, to: series.count, by: Self.seriesPerPicture).map {
        Array(series[$0..<min(series.count, $0 + Self.seriesPerPicture)])
      }
      for (part, numbers) in parts.enumerated() {
        let suffix = parts.count == 1 ? "" : "-\(part + 1)"
        let rows = own.filter { numbers.contains(seriesOf[$0]) }.map { position in
          Row(run: Int(runOf[position]), series: numbers.firstIndex(of: seriesOf[position]) ?? 0, history[position])
        }
        pictures.append(
          Self.picture(
            metric: metric, unit: own.first.map { history[$0].unit.text } ?? "",
            series: numbers.map { seriesNames[$0] }, rows: rows, runs: runs,
            name: "\(input.stem)-\(Gnuplot.fileName(metric, limit: 40))\(suffix)", terminal: terminal,
            part: parts.count == 1 ? nil : (part + 1, parts.count)))
      }
    }
  }

  /// One row of a picture: its run's position in time order, its series' index among the
  /// picture's, and what is drawn of it.
  struct Row {
    var run: Int
    var series: Int
    var value: Double
    var low: Double?
    var high: Double?
    /// The verdict the history recorded, if it is one that is marked.
    var verdict: Verdict?

    init(run: Int, series: Int, _ row: History.Row) {
      (self.run, self.series, value, low, high) = (run, series, row.value, row.low, row.high)
      verdict = Verdict(rawValue: row.verdict).flatMap { [.regression, .improvement].contains($0) ? $0 : nil }
    }
  }

  /// One metric's picture: a line per series over the runs, its band, its flagged changes, a
  /// dotted line where the machine's fingerprint changes, and the short commit on the x axis.
  static func picture(
    metric: String, unit: String, series: [String], rows: [Row], runs: [Run], name: String,
    terminal: GnuplotTerminal, part: (Int, Int)?
  ) -> GnuplotPicture {
    var script = GnuplotScript(name: name, terminal: terminal)
    var data = GnuplotData(name: name + ".dat", columns: ["run", "value", "low", "high", "flag"])
    var elements: [String] = []
    var bands: [String] = []
    for (index, title) in series.enumerated() {
      let block = data.startBlock(title)
      for row in rows where row.series == index {
        let flag: Double = row.verdict == .regression ? 1 : row.verdict == .improvement ? -1 : 0
        data.row([Double(row.run), row.value, row.low ?? .nan, row.high ?? .nan, flag])
      }
      let source = "'\(data.name)' index \(block)"
      if rows.contains(where: { $0.series == index && $0.low != nil && $0.high != nil }) {
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
    ] where rows.contains(where: { $0.verdict?.rawValue == verdict }) {
      let points = "'\(data.name)' using 1:(\(test) ? $2 : NaN) with points"
      flags.append("\(points) pointtype \(filled) pointsize 2.6 linecolor rgb '\(colour)' notitle")
      flags.append(
        "\(points) pointtype \(outline) pointsize 2.6 linewidth 1.5 linecolor rgb '#000000' title '\(verdict) flagged by compare'"
      )
    }

    var details = runs.last.map { PlotStyle.runDetails($0.identity) } ?? []
    if !details.isEmpty { details[0] = "latest: " + details[0] }
    let partText = part.map { " (\($0.0) of \($0.1))" } ?? ""
    script.add(
      PlotStyle.title(
        "History of \(metric)\(partText): \(runs.count) run\(runs.count == 1 ? "" : "s")", details))
    let values = rows.flatMap { [$0.value, $0.low ?? .nan, $0.high ?? .nan] }
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
