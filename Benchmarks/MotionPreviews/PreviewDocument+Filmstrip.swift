import BenchmarkKit

extension PreviewDocument {
  /// A key frame of a filmstrip: the frame and what it shows.
  struct KeyFrame: Equatable, Sendable {
    let frame: Int
    var captions: [String]
  }

  /// Tiles per row of a filmstrip at most, and the width its rows keep within, in points.
  static let filmstripColumns = (most: 4, width: 1600.0)
  /// Height of a tile's caption above it, in points.
  static let captionHeight = 22.0

  /// The frames a filmstrip shows, in order: each event of the first panel (a tap, a press: the
  /// names its timeline shows), the worst overshoot of any panel, and the settle (the first frame
  /// from which every channel of every panel stays within ``settleFraction`` of its span of its
  /// last value). Captions of one frame are joined.
  var keyFrames: [KeyFrame] {
    let first = panels[0].recording
    var keys = groupedEvents(first).map { group in
      KeyFrame(frame: group.frame, captions: [TraceEvent.wideField(group.rows) + " · " + seconds(group.frame)])
    }
    if let worst = panels.compactMap({ overshoot($0.recording) }).max(by: { $0.fraction < $1.fraction }) {
      let percent = SVGText.number(worst.fraction * 100, decimals: 1)
      keys.append(KeyFrame(frame: worst.frame, captions: ["overshoot \(percent)% · " + seconds(worst.frame)]))
    }
    let settle = panels.map { settled($0.recording) }.max() ?? 0
    keys.append(KeyFrame(frame: settle, captions: ["settled · " + seconds(settle)]))
    var merged: [KeyFrame] = []
    for key in keys.sorted(by: { $0.frame < $1.frame }) {
      if let last = merged.last, last.frame == key.frame {
        merged[merged.count - 1].captions += key.captions
      } else {
        merged.append(key)
      }
    }
    return merged
  }

  /// A frame's time in seconds of motion, `0.35 s`.
  private func seconds(_ frame: Int) -> String {
    SVGText.number(Double(frame) / panels[0].recording.hz, decimals: 3) + " s"
  }

  /// How close to its last value a channel counts as settled: this fraction of its span.
  static let settleFraction = 1e-3

  /// The first frame from which every channel stays within ``settleFraction`` of its span of
  /// its last value (frame 0 when nothing moves).
  ///
  /// - Parameter recording: A panel's recording.
  /// - Returns: The frame, at most the last.
  func settled(_ recording: PreviewRecording) -> Int {
    var settle = 0
    for channel in recording.kind.channels {
      let track = recording.track(channel.name)
      guard let low = track.min(), let high = track.max(), high > low, let last = track.last else { continue }
      let band = (high - low) * Self.settleFraction
      let lastOutside = track.lastIndex { abs($0 - last) > band }
      settle = max(settle, lastOutside.map { $0 + 1 } ?? 0)
    }
    return min(settle, recording.frames - 1)
  }

  /// The frame where a channel runs furthest past where it is heading, as a fraction of its
  /// move: between two events (and after the last) a channel heads from its value at the first
  /// event's frame to its value just before the next; nil when no channel overshoots by more
  /// than 0.1 %.
  ///
  /// - Parameter recording: A panel's recording.
  /// - Returns: The frame and how far past, as a fraction of the move.
  func overshoot(_ recording: PreviewRecording) -> (frame: Int, fraction: Double)? {
    let starts = [0] + groupedEvents(recording).map(\.frame).filter { $0 > 0 }
    var worst: (frame: Int, fraction: Double)?
    for channel in recording.kind.channels {
      let track = recording.track(channel.name)
      for (s, start) in starts.enumerated() {
        let end = s + 1 < starts.count ? starts[s + 1] : recording.frames
        guard end - start > 1 else { continue }
        let (from, to) = (track[start], track[end - 1])
        let travel = to - from
        guard abs(travel) > 1e-9 else { continue }
        for f in start..<end {
          let fraction = (track[f] - to) / travel
          if fraction > 1e-3, fraction > worst?.fraction ?? 0 { worst = (f, fraction) }
        }
      }
    }
    return worst
  }

  /// A filmstrip: the preview drawn still at each key frame (``keyFrames``), in rows of up to
  /// ``filmstripColumns`` tiles, each under its caption.
  ///
  /// - Returns: A standalone SVG document.
  func filmstrip() -> String {
    let keys = keyFrames
    let columns = max(1, min(Self.filmstripColumns.most, keys.count, Int(Self.filmstripColumns.width / width)))
    let rows = (keys.count + columns - 1) / columns
    let tileWidth = width + Self.gap
    let tileHeight = height + Self.captionHeight + Self.gap
    let totalWidth = Double(columns) * tileWidth + Self.gap
    let totalHeight = Double(rows) * tileHeight + Self.gap
    var text = """
      <svg xmlns="http://www.w3.org/2000/svg" class="motion-filmstrip" width="\(SVGText.number(totalWidth))" \
      height="\(SVGText.number(totalHeight))" viewBox="0 0 \(SVGText.number(totalWidth)) \(SVGText.number(totalHeight))" \
      font-family="-apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', sans-serif">
      <rect width="100%" height="100%" fill="#F2F2F7"/>

      """
    for (k, key) in keys.enumerated() {
      let x = Self.gap + Double(k % columns) * tileWidth
      let y = Self.gap + Double(k / columns) * tileHeight
      let caption = key.captions.joined(separator: "; ")
      text += """
        <g data-key-frame="\(key.frame)" transform="translate(\(SVGText.number(x)) \(SVGText.number(y)))">
        <text x="0" y="15" font-size="14" font-weight="600" fill="#1C1C1E">\(SVGText.escaped(caption))</text>
        <g transform="translate(0 \(SVGText.number(Self.captionHeight)))">
        \(svg(rate: 1, still: key.frame))</g>
        </g>

        """
    }
    return text + "</svg>\n"
  }
}
