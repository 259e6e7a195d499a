import BenchmarkKit
import SelectorSimulation

/// The picture of one `motion-bench trace` file: the channels as small multiples, grouped as
/// the selector groups them (each radio option's dot and its pulse ring; the segmented
/// highlight, label tints, press feedback and dividers), with the events (rows whose channel
/// starts with `event.`) as vertical lines labelled above the top panels.
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
      switch info?.family {
      case .ringProgress, .ringScale, .ringOpacity: (group, groupTitle) = ("\(owner) ring", "option \(index): ring")
      case .dotScale, .dotOpacity, .outlineTint: (group, groupTitle) = ("\(owner) dot", "option \(index): dot")
      case .pressScaleX, .pressScaleY, .pressOpacity: (group, groupTitle) = ("press", "press feedback")
      case .labelTint: (group, groupTitle) = ("labels", "label tints")
      case .dividerOpacity: (group, groupTitle) = ("dividers", "dividers")
      case .highlightOffset: (group, groupTitle) = ("highlight", "highlight offset (pt)")
      case nil: (group, groupTitle) = (owner, owner)
      }
    }
  }

  /// Every channel of both kinds, by trace name.
  private static let channels = Dictionary(
    uniqueKeysWithValues: SelectorKind.allCases.flatMap(\.channels).map { ($0.name, $0) })

  /// An event row.
  struct Event {
    var t: Double
    var kind: String
    var value: Double

    /// The label: `tap 2`, `press 1`, `auto → 1`, `auto (stopped)`.
    var label: String {
      let index = value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : PlotStyle.short(value)
      switch kind {
      case "autoplay": return value < 0 ? "auto (stopped)" : "auto → \(index)"
      default: return "\(kind) \(index)"
      }
    }
  }

  var pictures: [GnuplotPicture] = []
  var notes: [String] = []

  /// Reads a trace and builds its picture.
  ///
  /// - Throws: ``UsageError`` for a malformed number.
  init(_ input: PlotInput, terminal: GnuplotTerminal) throws(UsageError) {
    let t = try input.finiteNumbers("t")
    var channels: [Channel] = []
    var samples: [String: (t: [Double], value: [Double])] = [:]
    var events: [Event] = []
    if input.table.columns.contains("channel") {
      let values = try input.numbers("value")
      for (i, name) in input.strings("channel").enumerated() {
        if name.hasPrefix("event.") {
          events.append(Event(t: t[i], kind: String(name.dropFirst(6)), value: values[i]))
          continue
        }
        if samples[name] == nil {
          channels.append(Channel(name))
          samples[name] = ([], [])
        }
        samples[name]?.t.append(t[i])
        samples[name]?.value.append(values[i])
      }
    } else {
      // The wide layout: a column per channel, and the frame's events in one field.
      for name in input.table.columns where PlotInputKind.traceChannels.contains(name) {
        channels.append(Channel(name))
        samples[name] = (t, try input.numbers(name))
      }
      for (i, field) in input.strings("event").enumerated() {
        do {
          events += try TraceCommand.wideEvents(in: field).map { Event(t: t[i], kind: $0.kind, value: $0.value) }
        } catch {
          throw UsageError(
            "\(PlotInput.shown(input.path)): line \(input.table.line(ofRow: i)) has event \(PlotInput.shown(error.text)); "
              + "an event is 'tap I', 'press I', 'release I' or 'autoplay I'")
        }
      }
    }
    guard !channels.isEmpty else {
      notes.append("\(PlotInput.shown(input.fileName)) has events but no channels: no trace picture")
      return
    }
    var groups: [(key: String, title: String, channels: [Channel])] = []
    for channel in channels {
      if let index = groups.firstIndex(where: { $0.key == channel.group }) {
        groups[index].channels.append(channel)
      } else {
        groups.append((channel.group, channel.groupTitle, [channel]))
      }
    }

    var script = GnuplotScript(name: "\(input.stem)-trace", terminal: terminal)
    var data = GnuplotData(name: script.name + ".dat", columns: ["t", "value"])
    var blocks: [String: Int] = [:]
    for channel in channels {
      blocks[channel.name] = data.startBlock(channel.name)
      let series = samples[channel.name] ?? ([], [])
      for (time, value) in zip(series.t, series.value) { data.row([time, value]) }
    }
    let columns = groups.count == 1 ? 1 : groups.count <= 8 ? 2 : 3
    let rows = (groups.count + columns - 1) / columns
    let times = t
    let tMin = times.min() ?? 0
    let tMax = times.max() ?? 1
    let panelWidth = Double(terminal.width) / Double(columns) * 0.66
    let levels = Self.labelLevels(
      events, range: tMin...max(tMax, tMin + 1), panelWidth: panelWidth, fontSize: Self.eventFontSize)
    let eventLines = (levels.max() ?? -1) + 1
    let headline =
      "Trace: \(input.fileName), \(channels.count) channels\(events.isEmpty ? "" : ", \(events.count) events")"
    script.add("set multiplot title \(Gnuplot.quoted(headline)) font ',13'")
    script.add("set xrange [\(Gnuplot.number(tMin)):\(Gnuplot.number(tMax > tMin ? tMax : tMin + 1))]")
    script.add("set grid xtics ytics")
    // Each panel: a cell of the grid, leaving room at the top for the title and the event labels.
    let top = 1 - (0.045 + 0.028 * Double(eventLines)) * 800 / Double(terminal.height) - 0.02
    let bottom = 0.06
    let cellHeight = (top - bottom) / Double(rows)
    for (g, group) in groups.enumerated() {
      let row = g / columns
      let column = g % columns
      let left = Double(column) / Double(columns)
      script.add("# Panel \(g + 1)")
      let panelTop = top - Double(row) * cellHeight - 0.012
      let panelRight = left + 0.74 / Double(columns)
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
          "set arrow from first \(x), graph 0 to first \(x), graph 1 nohead dashtype 2 linewidth 1 linecolor \(Self.eventColour(event.kind, alpha: "60")) back"
        )
        if row == 0 {
          let offset = Gnuplot.number(0.5 + 1.15 * Double(levels[e]))
          script.add(
            "set label \(Gnuplot.quoted(event.label)) at first \(x), graph 1 center offset 0, character \(offset) "
              + "font ',\(Self.eventFontSize)' textcolor \(Self.eventColour(event.kind)) front"
          )
        }
      }
      let owners = group.channels.reduce(into: [String]()) { if !$0.contains($1.owner) { $0.append($1.owner) } }
      let fields = group.channels.reduce(into: [String]()) { if !$0.contains($1.field) { $0.append($1.field) } }
      let byOwner = owners.count > 1
      // A prefix all fields share (press., ring.) says nothing in the legend.
      let shared = fields.count > 1 ? fields.map { $0.split(separator: ".").first.map(String.init) ?? "" } : []
      let strip =
        !shared.isEmpty && Set(shared).count == 1 && fields.allSatisfy { $0.contains(".") } ? shared[0].count + 1 : 0
      var elements: [String] = []
      for channel in group.channels {
        guard let block = blocks[channel.name] else { continue }
        let fieldIndex = fields.firstIndex(of: channel.field) ?? 0
        let colour = byOwner ? owners.firstIndex(of: channel.owner) ?? 0 : fieldIndex
        let dash = fieldIndex % 5 + 1
        let field = String(channel.field.dropFirst(strip))
        let legend =
          byOwner
          ? (fields.count > 1 ? "\(channel.owner) \(field)" : channel.owner) : (field.isEmpty ? channel.name : field)
        elements.append(
          "'\(data.name)' index \(block) using 1:2 with lines linewidth 2 linecolor \(PlotStyle.colour(colour)) dashtype \(dash) title \(Gnuplot.quoted(legend))"
        )
      }
      script.plot(elements)
    }
    script.add("unset multiplot")
    pictures = [GnuplotPicture(script: script, data: [data])]
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
  static func labelLevels(_ events: [Event], range: ClosedRange<Double>, panelWidth: Double, fontSize: Int) -> [Int] {
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
