import BenchmarkKit
import SelectorSimulation

/// A panel's drawn numbers as SVG attributes: a value that follows a channel as its frame-0
/// value (what a renderer without SMIL shows) and its animation, on the element that carries
/// `data-channel="NAME"`; a fixed value as the attribute alone.
struct PreviewChannels {
  let recording: PreviewRecording
  let timeline: SMILTimeline
  /// The one frame drawn without animation (a still, for a raster frame), or nil for frame 0's
  /// values with their SMIL animations.
  var still: Int? = nil

  /// How a field is written: its attribute, and each value's text.
  enum Form {
    /// An attribute in points, or any other number (4 decimals).
    case number(String)
    /// A size, clamped to 0 or more (a spring may overshoot below zero; SVG draws no negative size).
    case size(String)
    /// An opacity, clamped to [0, 1] as a view draws it (a tint's spring may overshoot its mix).
    case fraction(String)
    /// A colour mixed from `from` at 0 to `to` at 1 (levels 0–255), the fraction clamped to [0, 1]
    /// and each level rounded: `#RRGGBB`.
    case colour(String, from: [Double], to: [Double])
    /// A `scaleEffect` (5 decimals): uniform, or along x or y only.
    case scale, scaleX, scaleY
    /// A `rotationEffect` in degrees, clockwise about the shape's origin (4 decimals).
    case rotation

    /// The form of a drawing's field.
    init(field: String) {
      switch field {
      case "scale": self = .scale
      case "scaleX": self = .scaleX
      case "scaleY": self = .scaleY
      case "rotation": self = .rotation
      case "opacity", "fillOpacity", "strokeOpacity": self = .fraction(Self.attribute(field))
      case "r", "width", "height", "cornerRadius", "fontSize", "strokeWidth": self = .size(Self.attribute(field))
      default: self = .number(Self.attribute(field))
      }
    }

    /// The SVG attribute of a drawing's field.
    static func attribute(_ field: String) -> String {
      switch field {
      case "fillOpacity": "fill-opacity"
      case "strokeOpacity": "stroke-opacity"
      case "strokeWidth": "stroke-width"
      case "cornerRadius": "rx"
      case "fontSize": "font-size"
      case "fontWeight": "font-weight"
      case "anchor": "text-anchor"
      case "lineJoin": "stroke-linejoin"
      default: field
      }
    }

    /// A value's text.
    func text(_ value: Double) -> String {
      switch self {
      case .number: SVGText.number(value)
      case .size: SVGText.number(max(0, value))
      case .colour(_, let from, let to):
        "#"
          + (0..<3).map { c in
            let level = Int((from[c] + (to[c] - from[c]) * min(1, max(0, value))).rounded())
            let hex = String(level, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
          }.joined()
      case .fraction: SVGText.number(min(1, max(0, value)))
      case .scale: SVGText.number(value, decimals: 5)
      case .scaleX: "\(SVGText.number(value, decimals: 5)) 1"
      case .scaleY: "1 \(SVGText.number(value, decimals: 5))"
      case .rotation: SVGText.number(value)
      }
    }

    /// The attribute holding `text`.
    func attribute(_ text: String) -> String {
      switch self {
      case .number(let name), .size(let name), .fraction(let name), .colour(let name, _, _): "\(name)=\"\(text)\""
      case .scale, .scaleX, .scaleY: "transform=\"scale(\(text))\""
      case .rotation: "transform=\"rotate(\(text))\""
      }
    }

    /// The animation through `texts`, one per frame.
    func animation(_ texts: [String], _ timeline: SMILTimeline) -> String {
      switch self {
      case .number(let name), .size(let name), .fraction(let name), .colour(let name, _, _):
        timeline.animate(name, texts)
      case .scale, .scaleX, .scaleY: timeline.animateTransform("scale", texts)
      case .rotation: timeline.animateTransform("rotate", texts)
      }
    }
  }

  /// A fixed value's attribute.
  func fixed(_ form: Form, _ value: Double) -> String { form.attribute(form.text(value)) }

  /// Opening tag attributes and animation child of an element whose attribute (as `form`
  /// writes it) follows `channel` (a trace name) through `value`; for a still, that frame's
  /// value and no animation.
  func following(
    _ form: Form, channel: String, value: (Double) -> Double
  ) -> (attributes: String, animation: String) {
    let texts = recording.track(channel).map { form.text(value($0)) }
    if let still { return ("data-channel=\"\(channel)\" \(form.attribute(texts[still]))", "") }
    return ("data-channel=\"\(channel)\" \(form.attribute(texts[0]))", form.animation(texts, timeline))
  }
}
