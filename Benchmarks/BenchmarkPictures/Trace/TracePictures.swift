import BenchmarkKit
import SelectorSimulation

/// The pictures of `motion-bench trace` files: the channels as small multiples, grouped as
/// the selector groups them (each radio option's dot and its pulse ring; the segmented
/// highlight, label tints, press feedback and dividers; a description's channels by family, its
/// elements as the lines), with the events (rows whose channel
/// starts with `event.`) as vertical lines labelled above the top panels. Traces of different
/// solvers overlay, each legend entry naming its solver; a file with errors gets a picture of
/// its `error_pt` too.
struct TracePictures: PlotPictures {
  /// A channel split into its owner (`option0`, `mode2`, `divider1`, `highlight`) and field.
  struct Channel {
    var name: String
    var owner: String, field: String
    /// The panel the channel goes to, and the panel's title.
    var group: String, groupTitle: String

    init(_ name: String) {
      self.name = name
      let parts = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      owner = parts[0]
      field = parts.count > 1 ? parts[1] : ""
      let info = TracePictures.channels[name]
      let index = info?.element ?? 0
      switch info?.family.name {
      case "ring.progress", "ring.scale", "ring.opacity":
        (group, groupTitle) = ("\(owner) ring", "option \(index): ring")
      case "dot.scale", "dot.opacity", "outline.tint": (group, groupTitle) = ("\(owner) dot", "option \(index): dot")
      case "press.scaleX", "press.scaleY", "press.opacity": (group, groupTitle) = ("press", "press feedback")
      case "label.tint": (group, groupTitle) = ("labels", "label tints")
      case "divider.opacity": (group, groupTitle) = ("dividers", "dividers")
      case "highlight.offset": (group, groupTitle) = ("highlight", "highlight offset (pt)")
      default:
        // Another component's channel: one panel per family over its elements, the family told by
        // the name (`row2.body.height` is element 2 of `row*.body.height`, as a pattern names it).
        let element = owner.prefix { !("0"..."9").contains($0) }
        let isElement =
          !element.isEmpty && element.count < owner.count && !field.isEmpty
          && owner.dropFirst(element.count).allSatisfy { ("0"..."9").contains($0) }
        let family = isElement ? "\(element)*.\(field)" : name
        (group, groupTitle) = (family, family)
      }
    }
  }

  /// Every channel of the built-in components, by trace name.
  private static let channels = Dictionary(
    uniqueKeysWithValues: Component.builtins.flatMap(\.channels).map { ($0.name, $0) })

  var pictures: [GnuplotPicture] = []
  var notes: [String] = []

  /// The pictures of one overlay (``TraceFile/overlays(_:)``): every file's channels on one
  /// set of panels, and a picture of `error_pt` for each file with errors.
  ///
  /// - Parameters:
  ///   - files: The traces, the first drawn solid and thick, later ones dashed on top.
  ///   - terminal: Format and size.
  init(_ files: [TraceFile], terminal: GnuplotTerminal) {
    let first = files[0]
    guard !first.channels.isEmpty else {
      notes.append("\(UntrustedText.shown(first.input.fileName)) has events but no channels: no trace picture")
      return
    }
    let channels = first.channels.map(Channel.init)
    var events: [TraceFile.Event] = []
    var seen: Set<TraceFile.Event> = []
    for file in files { for event in file.events where seen.insert(event).inserted { events.append(event) } }
    events.sort { $0.t < $1.t }
    let spans = files.compactMap(\.span)
    let range = (spans.map(\.lowerBound).min() ?? 0)...(spans.map(\.upperBound).max() ?? 1)
    // A channel of more than a few samples per half pixel column is drawn from its M4 samples.
    let grid = CurvePictures.M4Grid(spans: [(range.lowerBound, range.upperBound)], width: terminal.width)
    // More events than half pixel columns: one line per column and kind is all that shows.
    if let grid, events.count > grid.buckets {
      var shown: Set<String> = []
      let all = events.count
      events = events.filter { shown.insert("\(grid.bucket(of: $0.t)) \($0.kind)").inserted }
      notes.append(
        "\(UntrustedText.shown(first.input.fileName)): \(all) events, drawn from the \(events.count) that are first of "
          + "their kind in their half pixel column")
    }
    func drawn(_ series: [String: TraceFile.Series], of file: TraceFile) -> [String: TraceFile.Series] {
      guard let grid, series.values.contains(where: { grid.reduces(count: $0.t.count) }) else { return series }
      let reduced = series.mapValues { grid.reduces(count: $0.t.count) ? $0.reduced(on: grid) : $0 }
      let (samples, kept) = (series.values.map(\.t.count).reduce(0, +), reduced.values.map(\.t.count).reduce(0, +))
      notes.append(CurvePictures.reductionNote(UntrustedText.shown(file.input.fileName), samples: samples, drawn: kept))
      return reduced
    }
    let samples = files.map { drawn($0.samples, of: $0) }
    let counts =
      "\(channels.count) channels" + (events.isEmpty ? "" : ", \(events.count) event\(events.count == 1 ? "" : "s")")
    if files.count == 1, !first.againstSamples.isEmpty {
      // `trace --against-spring`: the command's springs and the others, on the same taps.
      pictures.append(
        Self.panels(
          name: "\(first.input.stem)-trace",
          headline: "\(first.input.fileName): \(first.source) · current (wide, pale) and --against-spring (dashed), "
            + "the same taps · \(counts)",
          series: [samples[0], drawn(first.againstSamples, of: first)], legends: ["current", "against"],
          channels: channels, events: events, range: range, terminal: terminal, againstSprings: first.againstSprings))
    } else if files.count == 1 {
      pictures.append(
        Self.panels(
          name: "\(first.input.stem)-trace", headline: "\(first.input.fileName): \(first.source) · \(counts)",
          series: [samples[0]], legends: [first.source], channels: channels, events: events, range: range,
          terminal: terminal))
    } else {
      let styles = ["solid", "dashed", "dotted", "dash-dot"]
      let sources = files.enumerated().map { i, file in
        "\(file.input.fileName): \(file.source), \(styles[min(i, styles.count - 1)])"
      }
      pictures.append(
        Self.panels(
          name: PlotInput.overlayStem(files.map(\.input.stem)) + "-trace",
          headline: (sources + [counts]).joined(separator: " · "), series: samples,
          legends: files.map { $0.solver.map(SolverDescriptor.legend(ofName:)) ?? $0.input.stem },
          channels: channels, events: events, range: range, terminal: terminal))
    }
    for file in files where !file.errors.isEmpty {
      let against = file.against.map(SolverDescriptor.title(ofName:)) ?? "the reference"
      pictures.append(
        Self.panels(
          name: "\(file.input.stem)-trace-error",
          headline:
            "\(file.input.fileName): \(file.source) minus \(against) · error in pt, opacities and tints in levels of 1/255",
          series: [drawn(file.errors, of: file)], legends: [file.source], channels: channels, events: events,
          range: range,
          terminal: terminal, errors: true))
    }
  }

  /// One picture of small multiples: the channels grouped into panels, each series' samples
  /// of every channel drawn in its panel, the events as labelled vertical lines.
  ///
  /// - Parameters:
  ///   - name: The picture's name.
  ///   - headline: The title above the panels.
  ///   - series: Per file, each channel's samples.
  ///   - legends: Per file, what its legend entries end with.
  ///   - channels: The channels, in the order drawn.
  ///   - events: The events to mark.
  ///   - range: The time axis.
  ///   - terminal: Format and size.
  ///   - errors: Whether the values are errors: panels titled in their units, the zero line drawn.
  ///   - againstSprings: With `trace --against-spring`, the second series' spring of each channel:
  ///     its legend names the springs of the panel's channels, below its own line.
  /// - Returns: The picture.
  static func panels(
    name: String, headline: String, series: [[String: TraceFile.Series]], legends: [String], channels: [Channel],
    events: [TraceFile.Event], range: ClosedRange<Double>, terminal: GnuplotTerminal, errors: Bool = false,
    againstSprings: [String: String] = [:]
  ) -> GnuplotPicture {
    var groups: [(key: String, title: String, channels: [Channel])] = []
    for channel in channels {
      if let index = groups.firstIndex(where: { $0.key == channel.group }) {
        groups[index].channels.append(channel)
      } else {
        groups.append((channel.group, channel.groupTitle, [channel]))
      }
    }
    var script = GnuplotScript(name: name, terminal: terminal)
    var data = GnuplotData(name: script.name + ".dat", columns: ["t", errors ? "error_pt" : "value"])
    var blocks: [[String: Int]] = Array(repeating: [:], count: series.count)
    for (f, samples) in series.enumerated() {
      for channel in channels {
        guard let values = samples[channel.name] else { continue }
        blocks[f][channel.name] = data.startBlock(series.count == 1 ? channel.name : "\(channel.name) \(f + 1)")
        for (time, value) in zip(values.t, values.value) { data.row([time, value]) }
      }
    }
    let overlay = series.count > 1
    let columns = groups.count == 1 ? 1 : groups.count <= 8 ? 2 : 3
    let rows = (groups.count + columns - 1) / columns
    let (tMin, tMax) = (range.lowerBound, max(range.upperBound, range.lowerBound + 1e-9))
    // The legend needs more room for the solvers' lines or the errors' units.
    let plotWidth = (!againstSprings.isEmpty ? 0.48 : overlay || errors ? 0.66 : 0.74) / Double(columns)
    let levels = labelLevels(
      events, range: tMin...tMax, panelWidth: Double(terminal.width) * plotWidth * 0.9, fontSize: eventFontSize)
    let eventLines = (levels.max() ?? -1) + 1
    script.add("set multiplot title \(Gnuplot.quoted(headline)) font ',13'")
    script.add("set xrange [\(Gnuplot.number(tMin)):\(Gnuplot.number(tMax))]")
    script.add("set grid xtics ytics")
    // Each panel: a cell of the grid, leaving room at the top for the title and the event labels.
    let top = 1 - (0.045 + 0.028 * Double(eventLines)) * 800 / Double(terminal.height) - 0.02
    let bottom = 0.06
    let cellHeight = (top - bottom) / Double(rows)
    for (g, group) in groups.enumerated() {
      let row = g / columns
      let left = Double(g % columns) / Double(columns)
      script.add("# Panel \(g + 1)")
      let panelTop = top - Double(row) * cellHeight - 0.012
      let panelRight = left + plotWidth
      script.add("set lmargin at screen \(Gnuplot.number(left + 0.06 / Double(columns) + 0.02))")
      script.add("set rmargin at screen \(Gnuplot.number(panelRight))")
      script.add("set tmargin at screen \(Gnuplot.number(panelTop))")
      script.add("set bmargin at screen \(Gnuplot.number(top - Double(row + 1) * cellHeight + 0.035))")
      let keyPosition = "screen \(Gnuplot.number(panelRight + 0.01)), screen \(Gnuplot.number(panelTop))"
      script.add(
        "set key at \(keyPosition) left top vertical Left reverse samplen 2.5 spacing 1 font ',10' title \(Gnuplot.quoted(group.title)) left"
      )
      let isBottom = g + columns >= groups.count
      script.add(isBottom ? "set format x '% h'" : "set format x ''")
      script.add(isBottom ? "set xlabel 't (s)'" : "unset xlabel")
      script.add("unset arrow")
      script.add("unset label")
      for (e, event) in events.enumerated() {
        let x = Gnuplot.number(event.t)
        script.add(
          "set arrow from first \(x), graph 0 to first \(x), graph 1 nohead dashtype 2 linewidth 1 linecolor \(eventColour(event.kind, alpha: "60")) back"
        )
        if row == 0 {
          let offset = Gnuplot.number(0.5 + 1.15 * Double(levels[e]))
          script.add(
            "set label \(Gnuplot.quoted(event.label)) at first \(x), graph 1 center offset 0, character \(offset) "
              + "font ',\(eventFontSize)' textcolor \(eventColour(event.kind)) front"
          )
        }
      }
      var panelLegends = legends
      if !againstSprings.isEmpty {
        var springs: [String] = []
        for channel in group.channels {
          if let spring = againstSprings[channel.name], !springs.contains(spring) { springs.append(spring) }
        }
        panelLegends[1] += ":\n" + springs.joined(separator: "; ")
      }
      script.plot(
        elements(group.channels, data: data.name, blocks: blocks, legends: panelLegends, units: errors)
          + (errors ? ["0 with lines linewidth 1 linecolor rgb '#888888' notitle"] : []))
    }
    script.add("unset multiplot")
    return GnuplotPicture(script: script, data: [data])
  }

  /// The plot elements of one panel: each file's line for each channel, with `units` each
  /// legend entry ending in its error's unit (`pt` or `levels`).
  ///
  /// Alone, a channel's colour tells its owner (or field) and its dash its field; overlaid, the
  /// colour tells the channel and the dash the file, the first drawn wide and pale under the others.
  /// A panel where only one file has a channel (a trace's `--against-spring` run sets some
  /// channels only) is drawn as alone.
  private static func elements(
    _ channels: [Channel], data: String, blocks allBlocks: [[String: Int]], legends allLegends: [String], units: Bool
  ) -> [String] {
    let drawn = allBlocks.indices.filter { f in channels.contains { allBlocks[f][$0.name] != nil } }
    let (blocks, legends) = (drawn.map { allBlocks[$0] }, drawn.map { allLegends[$0] })
    let owners = channels.reduce(into: [String]()) { if !$0.contains($1.owner) { $0.append($1.owner) } }
    let fields = channels.reduce(into: [String]()) { if !$0.contains($1.field) { $0.append($1.field) } }
    let byOwner = owners.count > 1
    // A prefix all fields share (press., ring.) says nothing in the legend.
    let shared = fields.count > 1 ? fields.map { $0.split(separator: ".").first.map(String.init) ?? "" } : []
    let strip =
      !shared.isEmpty && Set(shared).count == 1 && fields.allSatisfy { $0.contains(".") } ? shared[0].count + 1 : 0
    let overlay = blocks.count > 1
    // Overlaid, the legend keys each file's line style once, then the channels' colours.
    var elements: [String] =
      overlay
      ? legends.indices.flatMap { f in
        // A legend's later lines (a spring's expression after `against:`) go below its line, as entries without one.
        let lines = legends[f].split(separator: "\n").map(String.init)
        return [
          "NaN with lines \(lineStyle(file: f, overlay: true, colour: "000000", dash: 1)) title \(Gnuplot.quoted(lines[0]))"
        ] + lines.dropFirst().map { "NaN with lines linecolor rgb '#FF000000' title \(Gnuplot.quoted($0))" }
      } : []
    for (f, fileBlocks) in blocks.enumerated() {
      for (c, channel) in channels.enumerated() {
        guard let block = fileBlocks[channel.name] else { continue }
        let fieldIndex = fields.firstIndex(of: channel.field) ?? 0
        let colour = overlay ? c : byOwner ? owners.firstIndex(of: channel.owner) ?? 0 : fieldIndex
        let field = String(channel.field.dropFirst(strip))
        // A description's channel has no unit in the file: its panel's family name says what it is.
        let unit = units ? Self.channels[channel.name].map { " (\($0.shownUnit))" } ?? "" : ""
        let legend =
          (byOwner
            ? (fields.count > 1 ? "\(channel.owner) \(field)" : channel.owner) : (field.isEmpty ? channel.name : field))
          + unit
        let hex = String(PlotStyle.colours[colour % PlotStyle.colours.count].dropFirst())
        let style = lineStyle(file: f, overlay: overlay, colour: hex, dash: fieldIndex % 5 + 1)
        let title = f == 0 ? "title \(Gnuplot.quoted(legend))" : "notitle"
        elements.append("'\(data)' index \(block) using 1:2 with lines \(style) \(title)")
      }
    }
    return elements
  }

  /// A line's style: alone, width 2 with the field's dash; overlaid, the first file wide and
  /// pale under the others, which are dashed by file.
  ///
  /// - Parameters:
  ///   - file: The file's index.
  ///   - overlay: Whether several files are drawn.
  ///   - colour: The colour as six hex digits.
  ///   - dash: The dash type when alone.
  private static func lineStyle(file: Int, overlay: Bool, colour: String, dash: Int) -> String {
    guard overlay else { return "linewidth 2 linecolor rgb '#\(colour)' dashtype \(dash)" }
    return file == 0
      ? "linewidth 5 linecolor rgb '#A0\(colour)' dashtype 1"
      : "linewidth 2 linecolor rgb '#\(colour)' dashtype \(file + 1)"
  }

  /// The font size of the event labels, in points.
  static let eventFontSize = 9

  /// The colour of an event kind's labels, or with `alpha` (hex transparency, `00` opaque to
  /// `FF` invisible) of its lines.
  static func eventColour(_ kind: String, alpha: String = "") -> String {
    let colour =
      switch kind {
      case "tap": "000000"
      case "press": "D55E00"
      case "release": "0072B2"
      case "autoplay": "009E73"
      default: "CC79A7"
      }
    return "rgb '#\(alpha)\(colour)'"
  }

  /// The line (0, 1, …) above the panel at which each event's label goes, so that no two
  /// labels on one line overlap: each takes the lowest line whose last label ends to its left.
  ///
  /// - Parameters:
  ///   - events: The events, in time order.
  ///   - range: The time axis.
  ///   - panelWidth: The width of a panel in pixels.
  ///   - fontSize: The labels' font size in points.
  /// - Returns: One line per event.
  static func labelLevels(_ events: [TraceFile.Event], range: ClosedRange<Double>, panelWidth: Double, fontSize: Int)
    -> [Int]
  {
    let characterWidth = 0.6 * Double(fontSize) * 96 / 72
    var ends: [Double] = []
    return events.map { event in
      let x = (event.t - range.lowerBound) / (range.upperBound - range.lowerBound) * panelWidth
      let half = Double(event.label.count) * characterWidth / 2 + 4
      let level = ends.firstIndex { $0 < x - half } ?? ends.count
      if level == ends.count { ends.append(0) }
      ends[level] = x + half
      return level
    }
  }
}
