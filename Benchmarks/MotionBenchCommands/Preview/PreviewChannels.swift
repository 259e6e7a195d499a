/// A panel's channels as SVG attributes: each channel's frame-0 value as the static attribute
/// (what a renderer without SMIL shows) and its animation, for the element that carries
/// `data-channel="NAME"`.
struct PreviewChannels {
  let recording: PreviewRecording
  let timeline: SMILTimeline

  /// Opening tag attributes and animation child of an element whose opacity shows `name`,
  /// clamped to [0, 1] as a view draws it (a tint's spring may overshoot its mix).
  func opacity(_ name: String) -> (attributes: String, animation: String) {
    let values = recording.track(name).map { SVGText.number(min(1, max(0, $0))) }
    return ("data-channel=\"\(name)\" opacity=\"\(values[0])\"", timeline.animate("opacity", values))
  }

  /// The same for a `scaleEffect`: uniform, or along x or y only.
  func scale(_ name: String, axis: Axis = .both) -> (attributes: String, animation: String) {
    let values = recording.track(name).map { value in
      let s = SVGText.number(value, decimals: 5)
      switch axis {
      case .both: return s
      case .x: return "\(s) 1"
      case .y: return "1 \(s)"
      }
    }
    return ("data-channel=\"\(name)\" transform=\"scale(\(values[0]))\"", timeline.animateTransform("scale", values))
  }

  /// The same for an attribute holding the value in points (the highlight's `x`).
  func points(_ name: String, attribute: String) -> (attributes: String, animation: String) {
    let values = recording.track(name).map { SVGText.number($0) }
    return ("data-channel=\"\(name)\" \(attribute)=\"\(values[0])\"", timeline.animate(attribute, values))
  }

  /// Which way a scale acts.
  enum Axis {
    case both, x, y
  }
}
