import BenchmarkKit
import SelectorSimulation

/// A component's drawing as SVG for one panel: every node of its description's `drawing`
/// repeated per element where it says so, its fixed numbers evaluated for the element and the
/// numbers that follow a channel animated frame by frame from the panel's recording.
struct DrawingRenderer {
  let component: Component
  let drawing: ComponentDrawing
  let channels: PreviewChannels

  /// Each shape's SVG element and the fields it writes after the common ones, in order.
  static let layout: [ComponentDrawing.Shape: (tag: String, fields: [String])] = [
    .group: ("g", ["fill", "color"]),
    .circle: ("circle", ["cx", "cy", "r", "fill", "fillOpacity", "stroke", "strokeOpacity", "strokeWidth"]),
    .rectangle: (
      "rect",
      ["x", "y", "width", "height", "cornerRadius", "fill", "fillOpacity", "stroke", "strokeOpacity", "strokeWidth"]
    ),
    .capsule: ("rect", ["x", "y", "width", "height", "fill", "fillOpacity", "stroke", "strokeOpacity", "strokeWidth"]),
    .line: ("line", ["x1", "x2", "y1", "y2", "stroke", "strokeOpacity", "strokeWidth"]),
    .path: ("path", ["d", "fill", "fillOpacity", "stroke", "strokeOpacity", "strokeWidth", "lineJoin"]),
    .text: ("text", ["x", "y", "fontSize", "fontWeight", "anchor", "fill", "fillOpacity"]),
  ]
  /// The fields every shape may have, written before its own.
  static let common = ["opacity", "scale", "scaleX", "scaleY", "rotation"]

  /// The drawing's SVG, its top left at the origin: each top-level shape on its own line.
  func svg() -> String {
    drawing.shapes.flatMap { instances($0, index: 0) }.map { $0.svg + "\n" }.joined()
  }

  /// A node drawn for each element it repeats over (or for the enclosing `index`), where its
  /// `only` holds; with whether each is a group.
  func instances(_ node: ComponentDrawing.Node, index: Int) -> [(svg: String, isGroup: Bool)] {
    let indices =
      node.per.flatMap { name in component.source.elements.first { $0.name == name } }.map { 0..<$0.count }
      ?? index..<(index + 1)
    return indices.compactMap { i in
      if let only = node.only, only.evaluate(index: i, counts: drawing.counts) == 0 { return nil }
      return (draw(node, index: i), node.shape == .group)
    }
  }

  /// How a node's field is written: a colour mix where the node mixes it, else by the field.
  func form(_ node: ComponentDrawing.Node, _ field: String) -> PreviewChannels.Form {
    node.mix(field).map { .colour(PreviewChannels.Form.attribute(field), from: $0.from, to: $0.to) }
      ?? .init(field: field)
  }

  /// The trace name of a channel family's channel for element `index`.
  func channelName(_ family: String, index: Int) -> String {
    component.family(named: family)?.channelName(index) ?? family
  }

  /// One node for element `index`.
  func draw(_ node: ComponentDrawing.Node, index: Int) -> String {
    let (tag, fields) = Self.layout[node.shape]!
    var attributes = node.data.map {
      "data-\($0.name)=\"\(SVGText.number($0.value.evaluate(index: index, counts: drawing.counts)))\""
    }
    var animation = ""
    let followed = node.channel
    if let followed, let family = followed.value.channel {
      let bound = channels.following(form(node, followed.field), channel: channelName(family, index: index)) {
        followed.value.evaluate(index: index, counts: drawing.counts, channelValue: $0)
      }
      attributes.append(bound.attributes)
      if let mix = node.mix(followed.field) {
        let ends = [mix.from, mix.to].map { PreviewChannels.Form.colour("", from: $0, to: $0).text(0) }
        attributes.append("data-mix=\"\(ends.joined(separator: " "))\"")
      }
      animation = bound.animation
    }
    func fixed(_ field: String) -> Double? {
      guard let value = node.number(field), value.channel == nil else { return nil }
      return value.evaluate(index: index, counts: drawing.counts)
    }
    for field in Self.common { if let x = fixed(field) { attributes.append(channels.fixed(form(node, field), x)) } }
    if node.shape == .group, node.number("x") != nil || node.number("y") != nil {
      attributes.append(
        "transform=\"translate(\(SVGText.number(fixed("x") ?? 0)) \(SVGText.number(fixed("y") ?? 0)))\"")
    }
    for field in fields {
      if node.shape == .group, field == "x" || field == "y" { continue }
      if let text = node.string(field) {
        attributes.append("\(PreviewChannels.Form.attribute(field))=\"\(SVGText.escaped(text))\"")
      } else if let x = fixed(field) {
        attributes.append(channels.fixed(form(node, field), x))
      }
    }
    if node.shape == .capsule, let width = fixed("width"), let height = fixed("height") {
      attributes.append(channels.fixed(.init(field: "cornerRadius"), min(width, height) / 2))
    }
    let open = "<\(tag) \(attributes.joined(separator: " "))>"
    switch node.shape {
    case .group:
      let children = node.children.flatMap { instances($0, index: index) }
      let isMoved = node.number("x") != nil || node.number("y") != nil
      if isMoved || (children.count > 1 && children.contains { $0.isGroup }) {
        return open + animation + "\n" + children.map { $0.svg + "\n" }.joined() + "</g>"
      }
      return open + animation + children.map(\.svg).joined() + "</g>"
    case .text:
      let text = node.text.count == 1 ? node.text[0] : node.text[index]
      return open + animation + SVGText.escaped(text) + "</text>"
    default:
      return followed == nil ? "<\(tag) \(attributes.joined(separator: " "))/>" : open + animation + "</\(tag)>"
    }
  }
}
