import BenchmarkKit
import MotionExport
import SelectorSimulation

/// A preview's picture: one panel per recording side by side, each with its label, the selector,
/// its events marked as they happen and a timeline; as an animated SVG or an HTML page.
package struct PreviewDocument: Sendable {
  /// The component drawn (one with a drawing).
  let kind: Component
  /// The panels, left to right.
  let panels: [PreviewPanel]
  /// Playback rate of the SVG's animations (the page applies its own).
  let speed: Double

  /// A preview of recordings of one component.
  ///
  /// - Parameters:
  ///   - kind: The component; a programming error if its description has no drawing.
  ///   - panels: One or more panels, left to right, each a recording of `kind`.
  ///   - speed: Playback rate of the SVG's animations: 0.25 plays at quarter speed.
  package init(kind: Component, panels: [PreviewPanel], speed: Double) {
    precondition(kind.source.drawing != nil && !panels.isEmpty, "a preview draws a component's drawing, in panels")
    self.kind = kind
    self.panels = panels
    self.speed = speed
  }

  /// The seeds' tint (`Color.indigo`) and the outline's secondary colour.
  static let tint = "#5856D6"
  static let secondary = "#8E8E93"
  /// Space below a panel's selector (events, timeline).
  static let footer = 52.0
  static let gap = 16.0
  /// How long an event's mark stays when no other event follows sooner, in seconds of motion.
  static let markSeconds = 0.6

  /// The component's drawing (the command refuses a component without one).
  var drawing: ComponentDrawing { kind.source.drawing! }
  /// A panel's width: the drawing's.
  var screen: Double { drawing.width }
  var selectorHeight: Double { drawing.height }
  var width: Double { Double(panels.count) * screen + Double(panels.count - 1) * Self.gap }
  var height: Double { header + selectorHeight + Self.footer }

  /// The animated SVG, its animations at `rate` times the speed of the motion; or one frame of
  /// it as a still SVG (the same drawing with that frame's values, no SMIL), for raster frames.
  ///
  /// - Parameters:
  ///   - rate: The playback rate (the page draws at 1 and scales time itself).
  ///   - still: The frame to draw without animation, or nil for the animated SVG.
  /// - Returns: A standalone SVG document.
  package func svg(rate: Double? = nil, still: Int? = nil) -> String {
    let rate = rate ?? speed
    let first = panels[0].recording
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" class="motion-preview" width="\(SVGText.number(width))" \
      height="\(SVGText.number(height))" viewBox="0 0 \(SVGText.number(width)) \(SVGText.number(height))" \
      data-selector="\(kind.name)" data-hz="\(SVGText.number(first.hz, decimals: 9))" \
      data-frames="\(first.frames)" data-speed="\(SVGText.number(rate, decimals: 9))" \
      font-family="-apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', sans-serif">
      <defs><linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">\
      <stop offset="0" stop-color="#5856D6" stop-opacity="0.2"/><stop offset="1" stop-color="#00C7BE" \
      stop-opacity="0.14"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="#FFFFFF"/>

      """
    for (p, panel) in panels.enumerated() {
      let timeline = SMILTimeline(frames: panel.recording.frames, hz: panel.recording.hz, speed: rate)
      let x = Double(p) * (screen + Self.gap)
      svg += """
        <g data-panel="\(p)" data-trace="\(SVGText.escaped(Self.json(panel.traceArguments)))" \
        transform="translate(\(SVGText.number(x)) 0)">
        <rect width="\(SVGText.number(screen))" height="\(SVGText.number(height))" fill="url(#backdrop)"/>
        \(labelText(panel.label))
        <g transform="translate(0 \(SVGText.number(header)))">

        """
      let frame = still.map { min($0, panel.recording.frames - 1) }
      let channels = PreviewChannels(recording: panel.recording, timeline: timeline, still: frame)
      svg += DrawingRenderer(component: kind, drawing: drawing, channels: channels).svg()
      svg += touches(panel.recording, timeline: timeline, still: frame)
      svg += "</g>\n"
      svg += marks(panel.recording, timeline: timeline, still: frame)
      svg += "</g>\n"
    }
    return svg + "</svg>\n"
  }

  /// Strings as a JSON array, for an attribute (a panel's `data-trace`).
  ///
  /// - Parameter strings: The strings.
  /// - Returns: `["a","b"]`, each string quoted as a design token quotes it.
  static func json(_ strings: [String]) -> String {
    "[" + strings.map(DesignToken.quoted).joined(separator: ",") + "]"
  }

  /// The events grouped by frame, with the frame each one's mark ends at.
  func groupedEvents(_ recording: PreviewRecording) -> [(frame: Int, end: Int, rows: [TraceEvent])] {
    var groups: [(frame: Int, end: Int, rows: [TraceEvent])] = []
    for row in recording.events {
      if let last = groups.last, last.frame == row.frame {
        groups[groups.count - 1].rows.append(row)
      } else {
        groups.append((row.frame, 0, [row]))
      }
    }
    let hold = Int((Self.markSeconds * recording.hz).rounded())
    for g in groups.indices {
      let next = g + 1 < groups.count ? groups[g + 1].frame : recording.frames
      groups[g].end = min(next, groups[g].frame + hold, recording.frames)
    }
    return groups
  }

  /// Per frame, "1" inside `start..<end` and "0" outside.
  private func window(_ start: Int, _ end: Int, frames: Int) -> [String] {
    (0..<frames).map { (start..<end).contains($0) ? "1" : "0" }
  }

  /// An element's opacity shown inside `start..<end`: for the animated SVG, frame 0's opacity
  /// and its animation; for a still, that frame's opacity alone.
  private func shown(
    _ start: Int, _ end: Int, timeline: SMILTimeline, still: Int?
  ) -> (opacity: String, animation: String) {
    if let still { return ((start..<end).contains(still) ? "1" : "0", "") }
    let frames = timeline.frames
    return (start == 0 ? "1" : "0", timeline.animate("opacity", window(start, end, frames: frames)))
  }

  /// The events' names appearing below the selector as they happen ("tap 1"), ticks on a
  /// timeline whose bar runs with the animation.
  private func marks(_ recording: PreviewRecording, timeline: SMILTimeline, still: Int?) -> String {
    let top = header + selectorHeight
    let left = 24.0
    let length = screen - 2 * left
    let bar =
      still.map {
        "width=\"\(SVGText.number(length * Double($0) / Double(recording.frames)))\" height=\"3\" rx=\"1.5\" "
          + "fill=\"\(Self.tint)\"/>"
      }
      ?? "width=\"0\" height=\"3\" rx=\"1.5\" fill=\"\(Self.tint)\"><animate attributeName=\"width\" "
      + "dur=\"\(timeline.durationText)\" repeatCount=\"indefinite\" calcMode=\"linear\" "
      + "values=\"0;\(SVGText.number(length))\"/></rect>"
    var svg = """
      <g data-events="" font-size="13">
      <rect x="\(SVGText.number(left))" y="\(SVGText.number(top + 34))" width="\(SVGText.number(length))" height="3" \
      rx="1.5" fill="#000000" fill-opacity="0.12"/>
      <rect x="\(SVGText.number(left))" y="\(SVGText.number(top + 34))" \(bar)

      """
    for group in groupedEvents(recording) {
      let x = left + length * Double(group.frame) / Double(recording.frames)
      let name = TraceEvent.wideField(group.rows)
      let shown = shown(group.frame, group.end, timeline: timeline, still: still)
      svg += """
        <rect x="\(SVGText.number(x - 0.75))" y="\(SVGText.number(top + 29))" width="1.5" height="13" \
        fill="#3C3C43"/>
        <text data-event="\(SVGText.escaped(name))" data-frame="\(group.frame)" x="\(SVGText.number(left))" \
        y="\(SVGText.number(top + 20))" fill="\(Self.tint)" font-weight="600" \
        opacity="\(shown.opacity)">\(SVGText.escaped(name))\(shown.animation)</text>

        """
    }
    return svg + "</g>\n"
  }

  /// A finger's mark on the touched row or mode: a tap's while its name shows, a press's until
  /// its release.
  private func touches(_ recording: PreviewRecording, timeline: SMILTimeline, still: Int?) -> String {
    var svg = ""
    let groups = groupedEvents(recording)
    for group in groups {
      for row in group.rows where row.channel != "event.autoplay" && row.channel != "event.release" {
        let index = Int(row.value)
        var end = group.end
        if row.channel == "event.press" {
          let release = recording.events.first { $0.frame > row.frame && $0.channel == "event.release" }
          end = release?.frame ?? recording.frames
        }
        let x = drawing.touch.x.evaluate(index: index, counts: drawing.counts)
        let y = drawing.touch.y.evaluate(index: index, counts: drawing.counts)
        let shown = shown(group.frame, end, timeline: timeline, still: still)
        svg += """
          <circle data-touch="\(row.channel.dropFirst("event.".count)) \(index)" cx="\(SVGText.number(x))" \
          cy="\(SVGText.number(y))" r="18" fill="#000000" fill-opacity="0.14" \
          opacity="\(shown.opacity)">\(shown.animation)</circle>

          """
      }
    }
    return svg
  }
}
