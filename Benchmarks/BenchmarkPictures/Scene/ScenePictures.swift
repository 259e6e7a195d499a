import BenchmarkKit
import CrowdTuning
import SelectorSimulation
import SpringTuning

/// The pictures of a `motion-bench scene` CSV: per metric, the empirical CDF over moves (or
/// bursts) of every measured channel family, one line each, with the 95th percentile marked;
/// the solver, band, springs and crowd in the title. A file of `scene --against-spring` (its
/// `springs` column) draws both runs of a family in one colour: the command's springs solid,
/// the others dashed.
struct ScenePictures: PlotPictures {
  var pictures: [GnuplotPicture] = []
  var notes: [String] = []

  /// The most steps a CDF draws (the data stays small; beyond it every k-th step is kept).
  static let maximumSteps = 1_000

  /// Each metric's axis label.
  static func label(_ metric: SceneMetric, unit: String) -> String {
    switch metric {
    case .overshoot: "overshoot past the move's target (\(unit))"
    case .settle: "settle time from a burst's first action (s)"
    case .settleAfterLast: "settle time after a burst's last action (s)"
    case .reversals: "visible reversals in a move (count)"
    case .jump: "jump at a retarget or at SwiftUI's stop (\(unit))"
    }
  }

  /// The columns of a scene CSV that its pictures draw, which ``PlotInput`` keeps of the file.
  static let columns = (
    numbers: ["value"],
    texts: [
      "platform", "kind", "family", "metric", "unit", "spring", "solver", "band_given", "selectors", "seconds", "tail",
      "hz", "seed", "interaction", SceneSpringsColumn.name,
    ]
  )

  /// Reads a scene CSV and builds its CDFs.
  ///
  /// - Parameters:
  ///   - input: The file.
  ///   - terminal: Format and size.
  ///   - bounds: The bounds marked, each on its metric's picture (`scene --max-overshoot`, …).
  /// - Throws: ``UsageError`` for a malformed number.
  init(_ input: PlotInput, terminal: GnuplotTerminal, bounds: SceneBounds = SceneBounds()) throws(UsageError) {
    // A series per kind and family, with `--platform` per platform too, with `--against-spring`
    // per run: numbered per row.
    let (kinds, families, platforms) = (input.strings("kind"), input.strings("family"), input.strings("platform"))
    let (runs, rowSprings) = (input.strings(SceneSpringsColumn.name), input.strings("spring"))
    // The numbers of a spring's expression shortened to 6 digits.
    func shortened(_ spring: String) -> String {
      spring.replacing(/-?[0-9][0-9.e+-]*/) { match in
        Double(match.output).map { SpringExpression.format($0, significantDigits: 6) } ?? String(match.output)
      }
    }
    var names = InternedValues<String>()
    var triples: [[UInt32]: UInt32] = [:]
    let seriesNumbers: [UInt32] = kinds.indices.map { row in
      let triple = [kinds.number(at: row), families.number(at: row), platforms.number(at: row), runs.number(at: row)]
      if let number = triples[triple] { return number }
      let platform = platforms[row].isEmpty ? "" : " \(platforms[row])"
      let run =
        runs[row].isEmpty
        ? ""
        : runs[row] == SceneSpringsColumn.against
          ? ", against: \(shortened(rowSprings[row]))" : ", \(runs[row])"
      let number = names.number(of: "\(kinds[row]) \(families[row])\(platform)\(run)").number
      triples[triple] = number
      return number
    }
    // With `--against-spring`, a family's two runs share a colour.
    let hasRuns = runs.contains { !$0.isEmpty }
    func family(_ key: String) -> String { String(key.prefix { $0 != "," }) }
    let series = SeriesNames(numbers: seriesNumbers, names: names)
    let metrics = input.strings("metric")
    let units = input.strings("unit")
    let values = try input.numbers("value")
    func first(_ column: String) -> String { input.strings(column).first ?? "" }
    // The springs of the file's families, numbers shortened to 6 digits; with `--against-spring`
    // the current run's (the legend names the others).
    let springTexts =
      hasRuns
      ? rowSprings.indices.filter { runs[$0] != SceneSpringsColumn.against }.map { rowSprings[$0] }
      : Array(rowSprings)
    let springs = Set(springTexts).filter { !$0.isEmpty }.sorted().map(shortened)
    let details =
      [
        "\(hasRuns ? "current spring" : "spring") \(springs.joined(separator: ", "))",
        "solver \(first("solver")), band \(first("band_given")); \(first("selectors")) selectors × \(first("seconds")) s "
          + "(+\(first("tail")) s quiet) at \(first("hz")) Hz, seed \(first("seed"))",
      ] + SweepPictures.halves(first("interaction"))
    for metric in SceneMetric.allCases {
      let metricRows = metrics.indices.filter { metrics[$0] == metric.rawValue }
      var metricUnits: [String] = []
      for row in metricRows where !metricUnits.contains(units[row]) { metricUnits.append(units[row]) }
      // A picture per unit: points and levels of 1/255 do not share an axis.
      for unit in metricUnits {
        let rows = metricRows.filter { units[$0] == unit }
        let suffix = metricUnits.count > 1 ? "-\(unit)" : ""
        var keys: [String] = []
        // Each series' spring (of its first row): a family's against run with its current spring is not drawn.
        var keySprings: [String: String] = [:]
        for row in rows where !keys.contains(series[row]) {
          keys.append(series[row])
          keySprings[series[row]] = rowSprings[row]
        }
        if hasRuns {
          let current = ", \(SceneSpringsColumn.current)"
          keys.removeAll { key in
            key.contains(", \(SceneSpringsColumn.against): ")
              && keySprings[key] == keySprings[family(key) + current]
          }
        }
        var colours: [String] = []
        for key in keys where !colours.contains(family(key)) { colours.append(family(key)) }
        // A family's runs next to each other in the key.
        if hasRuns {
          keys = colours.flatMap { colour in keys.filter { family($0) == colour } }
        }
        let name = "\(input.stem)-\(metric.rawValue.replacing("_", with: "-"))\(suffix)-cdf"
        var data = GnuplotData(name: name + ".dat", columns: ["value", "cumulative_share"])
        var script = GnuplotScript(name: name, terminal: terminal)
        var elements: [String] = []
        for (index, key) in keys.enumerated() {
          let members = rows.filter { series[$0] == key }
          let sorted = members.map { values[$0] }.sorted()
          let block = data.startBlock(key)
          let finite = sorted.filter(\.isFinite)
          // A step per distinct value (the share at or below it), at most `maximumSteps` of them.
          var steps: [(value: Double, below: Int, atOrBelow: Int)] = []
          for (i, value) in finite.enumerated() {
            if steps.last?.value == value {
              steps[steps.count - 1].atOrBelow = i + 1
            } else {
              steps.append((value, i, i + 1))
            }
          }
          let stride = max(1, (steps.count + Self.maximumSteps - 1) / Self.maximumSteps)
          for (k, step) in steps.enumerated() where k % stride == 0 || k == steps.count - 1 {
            data.row([step.value, Double(step.below) / Double(sorted.count)])
            data.row([step.value, Double(step.atOrBelow) / Double(sorted.count)])
          }
          let never = sorted.count - finite.count
          let p95 = sorted[max(1, (95 * sorted.count + 99) / 100) - 1]
          let title =
            "\(key): p95 \(p95.isFinite ? PlotStyle.short(p95) : "never")"
            + (never > 0 ? ", \(never) never settle" : "")
          let style =
            hasRuns
            ? "linecolor \(PlotStyle.colour(colours.firstIndex(of: family(key)) ?? 0)) dashtype "
              + (key.contains(", \(SceneSpringsColumn.against): ") ? "2" : "1") : PlotStyle.line(index)
          elements.append(
            "'\(data.name)' index \(block) using 1:2 with lines linewidth 2 \(style) title \(Gnuplot.quoted(title))"
          )
        }
        script.add(PlotStyle.title("Across the crowd: \(Self.label(metric, unit: unit))", details))
        script.add("set xlabel \(Gnuplot.quoted(Self.label(metric, unit: unit)))")
        script.add("set ylabel 'share of \(metric.isPerBurst ? "bursts" : "moves") at or below'")
        // Every metric is at least 0; the key sits below the axes, since a CDF climbs through
        // every corner of the plot and a key inside would hide a curve.
        let bound = Self.bound(metric, of: bounds, unit: unit)
        let largest = rows.map { values[$0] }.filter(\.isFinite).max() ?? 0
        if let bound, bound.value > largest {
          // The bound beyond every value: the axis reaches past it.
          script.add("set xrange [0:\(Gnuplot.number(bound.value * 1.08))]")
        } else {
          script.add("set xrange [0:*]")
        }
        if let bound {
          let x = Gnuplot.number(bound.value)
          script.add(
            "set arrow from first \(x), graph 0 to first \(x), graph 1 nohead linewidth 2 dashtype 4 "
              + "linecolor rgb '#CC0000' front")
          script.add(
            "set label \(Gnuplot.quoted(bound.label)) at first \(x), graph 0.5 rotate by 90 center offset -1.2, 0 "
              + "font ',10' textcolor rgb '#CC0000' front")
        }
        script.add("set yrange [0:1.02]")
        script.add("set key below horizontal height 1.5")
        script.add("set grid")
        script.add(
          "set arrow from graph 0, first 0.95 to graph 1, first 0.95 nohead dashtype 3 linecolor rgb '#666666'")
        script.add("set label '95 %' at graph 0.01, first 0.965 font ',9'")
        script.plot(elements)
        pictures.append(GnuplotPicture(script: script, data: [data]))
      }
    }
    if pictures.isEmpty { notes.append("\(UntrustedText.shown(input.fileName)) has no scene metric rows: no CDF") }
  }

  /// The bound on `metric`'s picture: its value on the x axis and its label, or nil.
  static func bound(_ metric: SceneMetric, of bounds: SceneBounds, unit: String) -> (value: Double, label: String)? {
    switch metric {
    case .overshoot: bounds.overshoot.map { ($0, "--max-overshoot \(SceneBounds.format($0)) \(unit)") }
    case .settleAfterLast: bounds.settleP95.map { ($0, "--max-settle-p95 \(SceneBounds.format($0)) s") }
    case .reversals: bounds.reversals.map { (Double($0), "--max-reversals \($0)") }
    case .settle, .jump: nil
    }
  }

  /// Each row's series name, made on access from its number.
  private struct SeriesNames {
    let numbers: [UInt32]
    let names: InternedValues<String>
    subscript(row: Int) -> String { names[numbers[row]] }
  }
}
