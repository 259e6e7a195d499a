import BenchmarkKit
import BenchmarkResults
import MotionText
import SelectorSimulation

/// The pictures of one `motion-bench sweep` file, wide or long: a heatmap over bounce ×
/// duration per metric, with contour lines and the seeds' springs marked.
struct SweepPictures: PlotPictures {
  /// How one metric is drawn.
  struct Metric {
    /// The column (wide) or `metric` value (long).
    var column: String
    /// The colour bar's label, with the unit.
    var label: String
    /// The factor from the CSV's unit to the label's (100 for a fraction shown in %).
    var scale = 1.0
    /// The format of contour labels, for gnuplot's `sprintf`.
    var format = "%g"
    /// Contour levels in the label's unit; empty picks round levels for the range.
    var levels: [Double] = []
    /// The column holding this metric's bound (`sweep --scene`), drawn as a contour of its own.
    var bound: String?
    /// Whether the metric is 1 (yes) or 0 (no): two colours, named, and no contour lines.
    var isYesNo = false

    /// The picture's name after the file's stem: `overshoot`, `settle-time`.
    var pictureName: String {
      (column.hasSuffix("_fraction") ? String(column.dropLast("_fraction".count)) : column).replacing("_", with: "-")
    }
  }

  /// The metrics drawn, in order, when the file has them.
  static let metrics = [
    Metric(
      column: "overshoot_fraction", label: "overshoot (% of the change)", scale: 100, format: "%g %%",
      levels: [1, 5, 10, 20, 40, 60]),
    Metric(column: "settle_time", label: "settle time (s)", format: "%g s"),
    Metric(column: "peak_time", label: "peak time (s)", format: "%g s"),
    Metric(column: "oscillations", label: "visible oscillations (count)", levels: [1, 2, 3, 5, 10]),
    Metric(column: "rise_time", label: "rise time, 10 % to 90 % (s)", format: "%g s"),
    Metric(column: "peak_velocity", label: "peak velocity (changes per second)", format: "%g"),
    Metric(column: "swiftui_end_time", label: "SwiftUI's end time (s)", format: "%g s"),
    Metric(column: "swiftui_end_jump", label: "SwiftUI's end jump (of the change)"),
    Metric(
      column: "overshoot_max", label: "worst move's overshoot across the crowd (pt or levels)",
      bound: "bound_overshoot_max"),
    Metric(
      column: "settle_after_last_p95", label: "settle after the last action, p95 across the crowd (s)",
      format: "%g s", bound: "bound_settle_after_last_p95"),
    Metric(column: "settle_p95", label: "settle from a burst's first action, p95 (s)", format: "%g s"),
    Metric(
      column: "reversals_max", label: "visible reversals, worst move (count)", levels: [0.5, 1.5, 2.5],
      bound: "bound_reversals_max"),
    Metric(column: "jump_max", label: "largest jump across the crowd (pt or levels)"),
    Metric(column: "meets_bounds", label: "meets every bound", isYesNo: true),
  ]

  /// A spring marked on every heatmap.
  struct Seed {
    var label: String
    var duration: Double, bounce: Double
  }

  /// SwiftUI's presets.
  static let presets = [
    Seed(label: ".smooth", duration: 0.5, bounce: 0),
    Seed(label: ".snappy", duration: 0.5, bounce: 0.15),
    Seed(label: ".bouncy", duration: 0.5, bounce: 0.3),
  ]

  /// The seeds' springs (the radio dot and the segmented highlight, which is `.smooth`) and
  /// SwiftUI's other presets.
  static let seeds =
    [
      Seed(label: "radio dot", duration: 0.35, bounce: 0.55),
      Seed(label: ".smooth: highlight", duration: 0.5, bounce: 0),
    ]
    + presets.dropFirst()

  /// The springs a file's heatmaps mark, and how their titles say so: for a `sweep --scene`
  /// file, SwiftUI's presets and the spring its component's description gives the swept
  /// channels, labelled with the component (beside a preset's name where they coincide); for a
  /// sweep from rest, the seeds' springs and the presets.
  static func marks(_ input: PlotInput) -> (springs: [Seed], title: String) {
    guard input.columns.contains("meets_bounds") else {
      return (seeds, "marked: the seeds' springs and SwiftUI's presets")
    }
    let component = input.strings("component").first ?? ""
    guard !component.isEmpty, let bounce = Double(input.strings("described_bounce").first ?? ""),
      let duration = Double(input.strings("described_duration").first ?? ""), bounce.isFinite, duration.isFinite
    else { return (presets, "marked: SwiftUI's presets") }
    var springs = presets
    let title = "marked: SwiftUI's presets and the description's spring (\(component))"
    if let i = springs.firstIndex(where: { abs($0.bounce - bounce) < 1e-9 && abs($0.duration - duration) < 1e-9 }) {
      springs[i].label += ": \(component)"
    } else {
      springs.append(Seed(label: component, duration: duration, bounce: bounce))
    }
    return (springs, title)
  }

  var pictures: [GnuplotPicture] = []
  var notes: [String] = []

  /// The text columns a `sweep --scene` file's title is made of (their first row's fields).
  static let crowdColumns = [
    "channels", "selectors", "seconds", "tail", "hz", "seed", "solver", "band_given", "interaction", "component",
    "described_bounce", "described_duration",
  ]

  /// The columns of a sweep that its heatmaps draw, which ``PlotInput`` keeps of the file.
  ///
  /// - Parameter kind: ``PlotInputKind/sweepWide`` or ``PlotInputKind/sweepLong``.
  /// - Returns: The columns kept as numbers and as text.
  static func columns(of kind: PlotInputKind) -> (numbers: [String], texts: [String]) {
    let grid = ["bounce", "duration"]
    guard kind == .sweepWide else { return (grid + ["value"], ["metric"] + crowdColumns) }
    return (grid + metrics.map(\.column) + metrics.compactMap(\.bound), crowdColumns)
  }

  /// Reads a sweep and builds its heatmaps.
  ///
  /// - Throws: ``UsageError`` for a malformed number, or when the points do not form a
  ///   complete bounce × duration grid.
  init(_ input: PlotInput, terminal: GnuplotTerminal) throws(UsageError) {
    let bounce = try input.numbers("bounce")
    let duration = try input.numbers("duration")
    var columns: [String: [Double]] = [:]
    let present: [Metric]
    var bounces: [Double] = []
    var durations: [Double] = []
    var position: [Int] = []
    if input.kind == .sweepLong {
      let metric = input.strings("metric")
      let value = try input.numbers("value")
      present = Self.metrics.filter { metric.contains($0.column) }
      guard !present.isEmpty else {
        notes.append("\(UntrustedText.shown(input.fileName)) has no metric that plot draws: no heatmap")
        return
      }
      let grid = try Self.grid(
        bounce: bounce, duration: duration, only: metric.indices.filter { metric[$0] == present.first?.column },
        input: input)
      (bounces, durations) = (grid.bounces, grid.durations)
      let count = bounces.count * durations.count
      for m in present { columns[m.column] = Array(repeating: .nan, count: count) }
      let bounceIndex = Dictionary(bounces.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
      let durationIndex = Dictionary(durations.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
      for i in metric.indices where columns[metric[i]] != nil {
        guard let b = bounceIndex[bounce[i]], let d = durationIndex[duration[i]] else {
          throw UsageError(
            "\(UntrustedText.shown(input.path)): line \(input.line(ofRow: i)) lies off the bounce × duration grid of the other rows"
          )
        }
        columns[metric[i]]?[b * durations.count + d] = value[i]
      }
    } else {
      present = Self.metrics.filter { input.columns.contains($0.column) }
      let grid = try Self.grid(bounce: bounce, duration: duration, only: Array(bounce.indices), input: input)
      (bounces, durations, position) = (grid.bounces, grid.durations, grid.position)
      for m in present {
        let values = try input.numbers(m.column)
        var column = Array(repeating: Double.nan, count: values.count)
        for (i, p) in position.enumerated() { column[p] = values[i] }
        columns[m.column] = column
      }
    }
    guard bounces.count >= 2, durations.count >= 2 else {
      notes.append(
        "\(UntrustedText.shown(input.fileName)) has \(bounces.count) bounce(s) × \(durations.count) duration(s): a heatmap needs at least 2 × 2"
      )
      return
    }
    // Cells smaller than 2 × 2 pixels do not show, and gnuplot keeps about 0.4 KB of each point
    // it is given: a finer grid is drawn from every k-th bounce and duration.
    let strides = (
      Self.stride(bounces.count, pixels: terminal.width), Self.stride(durations.count, pixels: terminal.height)
    )
    if strides.0 > 1 || strides.1 > 1 {
      let keptBounces = Array(Swift.stride(from: 0, to: bounces.count, by: strides.0))
      let keptDurations = Array(Swift.stride(from: 0, to: durations.count, by: strides.1))
      for (name, values) in columns {
        columns[name] = keptBounces.flatMap { b in keptDurations.map { d in values[b * durations.count + d] } }
      }
      notes.append(
        "\(UntrustedText.shown(input.fileName)): \(bounces.count) bounces × \(durations.count) durations, drawn from 1 "
          + "bounce in \(strides.0) and 1 duration in \(strides.1) (\(keptBounces.count) × \(keptDurations.count)): "
          + "cells of at least 2 × 2 pixels")
      bounces = keptBounces.map { bounces[$0] }
      durations = keptDurations.map { durations[$0] }
    }

    for metric in present {
      let values = columns[metric.column] ?? []
      let name = "\(input.stem)-\(metric.pictureName)"
      // Each heatmap reads its own data, so that any one of them can be kept and redrawn alone.
      var data = GnuplotData(name: name + ".dat", columns: ["bounce", "duration", metric.column])
      data.grid(rows: bounces, columns: durations, values: values)
      let bound = metric.bound.flatMap { column in try? input.numbers(column).first { $0.isFinite } } ?? nil
      if let picture = Self.heatmap(
        metric, values: values.map { $0 * metric.scale }, bounces: bounces, durations: durations, data: data,
        name: name, file: input.fileName, terminal: terminal, bound: bound.map { $0 * metric.scale },
        crowd: Self.crowdLines(input), marks: Self.marks(input))
      {
        pictures.append(picture)
      } else {
        notes.append("\(UntrustedText.shown(input.fileName)): \(metric.column) has no finite value: no heatmap")
      }
    }
  }

  /// The step between the grid lines drawn along an axis of `count` lines and `pixels` pixels:
  /// at least 2 pixels a cell.
  ///
  /// - Parameters:
  ///   - count: The grid lines along the axis.
  ///   - pixels: The picture's size along it.
  /// - Returns: 1 to draw every line, k to draw every k-th.
  static func stride(_ count: Int, pixels: Int) -> Int {
    let cells = Swift.max(2, pixels / 2)
    return (count + cells - 1) / cells
  }

  /// The title lines of a `sweep --scene` file: the channel, solver, band and crowd, and the
  /// interaction model; none for a sweep of moves from rest.
  static func crowdLines(_ input: PlotInput) -> [String] {
    guard input.columns.contains("meets_bounds") else { return [] }
    func first(_ column: String) -> String { input.strings(column).first ?? "" }
    let component = first("component").isEmpty ? "" : " of \(first("component"))"
    return [
      "\(first("channels"))\(component) across \(first("selectors")) selectors × \(first("seconds")) s (+\(first("tail")) s) at "
        + "\(first("hz")) Hz, seed \(first("seed")); solver \(first("solver")), band \(first("band_given"))"
    ] + Self.halves(first("interaction"))
  }

  /// A long `;`-separated text as two lines, split at its middle clause.
  static func halves(_ text: String) -> [String] {
    let clauses = text.split(separator: "; ").map(String.init)
    let half = (clauses.count + 1) / 2
    return [clauses.prefix(half).joined(separator: "; "), clauses.dropFirst(half).joined(separator: "; ")].filter {
      !$0.isEmpty
    }
  }

  /// The distinct bounces and durations, sorted, and each row's position `b · D + d` in the
  /// grid.
  ///
  /// - Throws: ``UsageError`` unless the rows hold every grid point exactly once.
  static func grid(bounce: [Double], duration: [Double], only rows: [Int], input: PlotInput) throws(UsageError)
    -> (bounces: [Double], durations: [Double], position: [Int])
  {
    let bounces = Array(Set(rows.map { bounce[$0] })).sorted()
    let durations = Array(Set(rows.map { duration[$0] })).sorted()
    guard bounces.allSatisfy(\.isFinite), durations.allSatisfy(\.isFinite),
      bounces.count * durations.count == rows.count
    else {
      throw UsageError(
        "\(UntrustedText.shown(input.path)) is not a complete grid: \(rows.count) points for \(bounces.count) bounces × \(durations.count) durations"
      )
    }
    let bounceIndex = Dictionary(uniqueKeysWithValues: bounces.enumerated().map { ($1, $0) })
    let durationIndex = Dictionary(uniqueKeysWithValues: durations.enumerated().map { ($1, $0) })
    var seen = Array(repeating: false, count: rows.count)
    var position: [Int] = []
    for row in rows {
      let p = (bounceIndex[bounce[row]] ?? 0) * durations.count + (durationIndex[duration[row]] ?? 0)
      guard !seen[p] else {
        throw UsageError(
          "\(UntrustedText.shown(input.path)): the point bounce \(bounce[row]), duration \(duration[row]) appears twice"
        )
      }
      seen[p] = true
      position.append(p)
    }
    return (bounces, durations, position)
  }

  /// One heatmap: the metric as colour over bounce (x) × duration (y), log-coloured when it
  /// spans more than two decades, white contour lines at round levels with their values,
  /// grey where the metric is infinite or undefined, and `marks`' springs marked.
  static func heatmap(
    _ metric: Metric, values: [Double], bounces: [Double], durations: [Double], data: GnuplotData, name: String,
    file: String, terminal: GnuplotTerminal, bound: Double?, crowd: [String], marks: (springs: [Seed], title: String)
  ) -> GnuplotPicture? {
    let finite = values.filter(\.isFinite)
    guard let low = finite.min(), let high = finite.max() else { return nil }
    let logarithmic = low > 0 && GnuplotLogAxis.spansDecades(finite)
    var script = GnuplotScript(name: name, terminal: terminal)
    let subject = String(metric.label.prefix { $0 != "(" && $0 != "," }.trimmingTrailingWhitespace())
    let headline = "\(subject.prefix(1).uppercased() + subject.dropFirst()) over bounce × duration: \(file)"
    let marked = marks.title
    let details =
      crowd.isEmpty
      ? ["springs released from rest; \(marked)"]
      : crowd + [
        "\(marked)"
          + (bound.map { "; orange line: the bound \(metric.format.replacing("%g", with: PlotStyle.short($0)))" } ?? "")
      ]
    script.add(PlotStyle.title(headline, details))
    script.add("SCALE = \(Gnuplot.number(metric.scale))")
    script.add("finite(v) = abs(v) < 1e300 ? v : NaN")
    script.add("set xlabel 'bounce'")
    script.add("set ylabel 'duration (s)'")
    script.add("set cblabel \(Gnuplot.quoted(metric.label))")
    let halfBounce = (bounces[1] - bounces[0]) / 2
    let halfDuration = (durations[1] - durations[0]) / 2
    script.add(
      "set xrange [\(Gnuplot.number(bounces[0] - halfBounce)):\(Gnuplot.number(bounces[bounces.count - 1] + halfBounce))]"
    )
    script.add(
      "set yrange [\(Gnuplot.number(durations[0] - halfDuration)):\(Gnuplot.number(durations[durations.count - 1] + halfDuration))]"
    )
    script.add("set tics out nomirror")
    // Room on the right for the colour box's tic labels and its label.
    script.add("set rmargin 17")
    script.add("unset grid")
    script.add(PlotStyle.viridis)
    if logarithmic, let axis = GnuplotLogAxis(covering: finite) {
      script.add(contentsOf: axis.commands(axis: "cb"))
    }
    if metric.isYesNo {
      // Viridis's two ends, one for each half of the bar.
      script.add("set palette defined (0 '#440154', 0.5 '#440154', 0.5 '#FDE725', 1 '#FDE725')")
      script.add("set cbrange [0:1]")
      script.add("set cbtics ('no' 0.25, 'yes' 0.75) scale 0")
    } else {
      // The colours span the data, not whole decades.
      script.add("set cbrange [\(Gnuplot.number(low)):\(Gnuplot.number(high > low ? high : low + 1))]")
    }
    if finite.count < values.count {
      script.add(
        "set object 1 rectangle from graph 0, graph 0 to graph 1, graph 1 behind fillcolor rgb '#BDBDBD' fillstyle solid noborder"
      )
      script.add("set label 'grey: infinite or undefined' at graph 0.99, graph -0.09 right font ',10'")
    }
    let levels =
      metric.isYesNo
      ? []
      : metric.levels.isEmpty
        ? PlotStyle.contourLevels(low: low, high: high, logarithmic: logarithmic)
        : metric.levels.filter { $0 > low && $0 < high }
    let z = "(finite($3 * SCALE))"
    // A label where each contour starts (a point it always has), and about one more along a
    // contour that crosses the whole grid.
    let labelStep = max(15, (bounces.count + durations.count) / 2)
    if !levels.isEmpty {
      script.add("# Contour lines, computed into a datablock.")
      script.add("set contour base")
      script.add("set cntrparam levels discrete \(levels.map(Gnuplot.number).joined(separator: ", "))")
      script.add("unset surface")
      script.add("set table $CONTOURS")
      script.add("splot '\(data.name)' using 1:2:\(z) with lines notitle")
      script.add("unset table")
      script.add("unset contour")
      script.add("set surface")
    }
    if let bound, bound > low, bound < high {
      script.add("# The bound's contour.")
      script.add("set contour base")
      script.add("set cntrparam levels discrete \(Gnuplot.number(bound))")
      script.add("unset surface")
      script.add("set table $BOUND")
      script.add("splot '\(data.name)' using 1:2:\(z) with lines notitle")
      script.add("unset table")
      script.add("unset contour")
      script.add("set surface")
    }
    script.add("set style textbox opaque fillcolor rgb '#FFFFFF' noborder margins 2, 1")
    for (index, seed) in marks.springs.enumerated()
    where (bounces[0]...bounces[bounces.count - 1]).contains(seed.bounce)
      && (durations[0]...durations[durations.count - 1]).contains(seed.duration)
    {
      let position = "\(Gnuplot.number(seed.bounce)), \(Gnuplot.number(seed.duration))"
      // Alternate the labels above and below their markers, so neighbours at one duration do not collide.
      let offset = index % 2 == 0 ? "character 0, character 1.3" : "character 0, character -1.3"
      script.add(
        "set label \(Gnuplot.quoted(seed.label)) at \(position) center offset \(offset) boxed front font ',10'")
      script.add("set label at \(position) point pointtype 7 pointsize 1.6 linecolor rgb '#FFFFFF' front")
      script.add("set label at \(position) point pointtype 6 pointsize 1.6 linecolor rgb '#000000' front")
    }
    var elements = ["'\(data.name)' using 1:2:\(z) with image notitle"]
    if !levels.isEmpty {
      elements.append("$CONTOURS using 1:2 with lines linewidth 1.2 linecolor rgb '#FFFFFF' notitle")
      elements.append(
        "$CONTOURS using 1:2:(sprintf('\(metric.format)', $3)) every \(labelStep) with labels boxed font ',9' textcolor rgb '#000000' notitle"
      )
    }
    if let bound, bound > low, bound < high {
      elements.append(
        "$BOUND using 1:2 with lines linewidth 3 linecolor rgb '#D55E00' notitle"
      )
    }
    script.plot(elements)
    return GnuplotPicture(script: script, data: [data])
  }
}
