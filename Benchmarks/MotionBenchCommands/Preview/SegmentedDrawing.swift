import SelectorSimulation

/// The segmented selector of the seed drawn at one SVG unit per point on the 393 pt screen:
/// a rounded background 25 pt from the edges, four 79.75 pt modes inside 12 + 2 pt of padding,
/// the highlight behind the selected one, and 55 pt dividers between them.
enum SegmentedDrawing {
  static let titles = ["Enabled", "Reduced", "Disabled", "Extra"]
  /// The background's inset from the screen edge, and the padding inside it.
  static let inset = 25.0
  static let padding = 12.0
  /// Where the first mode starts (the highlight's zero offset).
  static let origin = (x: inset + padding + 2, y: inset + padding)
  /// The drawing's height: the background and the inset above and below.
  static let height = 2 * inset + 2 * padding + DrawingGeometry.segmentHeight

  /// Mode `i`'s centre.
  static func centre(_ i: Int) -> (x: Double, y: Double) {
    (origin.x + DrawingGeometry.segment * (Double(i) + 0.5), origin.y + DrawingGeometry.segmentHeight / 2)
  }

  /// Where a touch on mode `i` lands.
  static func touch(_ i: Int) -> (x: Double, y: Double) { centre(i) }

  /// The drawing, its top left at the origin, 393 pt wide.
  static func draw(_ channels: PreviewChannels) -> String {
    let width = DrawingGeometry.screen - 2 * inset
    let highlight = channels.points("highlight.offset", attribute: "x")
    var svg = """
      <rect x="\(SVGText.number(inset))" y="\(SVGText.number(inset))" width="\(SVGText.number(width))" \
      height="\(SVGText.number(height - 2 * inset))" rx="18" fill="#FFFFFF" fill-opacity="0.6" \
      stroke="#000000" stroke-opacity="0.08" stroke-width="1.2"/>
      <g transform="translate(\(SVGText.number(origin.x)) \(SVGText.number(origin.y)))">
      <rect \(highlight.attributes) y="0" width="\(SVGText.number(DrawingGeometry.segment))" \
      height="\(SVGText.number(DrawingGeometry.segmentHeight))" rx="10" fill="\(PreviewDocument.tint)" \
      fill-opacity="0.1">\(highlight.animation)</rect>
      </g>

      """
    for d in 0..<3 {
      let divider = channels.opacity("divider\(d).opacity")
      let x = SVGText.number(origin.x + DrawingGeometry.segment * Double(d + 1))
      let y = centre(0).y
      svg += """
        <line \(divider.attributes) x1="\(x)" x2="\(x)" y1="\(SVGText.number(y - 27.5))" y2="\(SVGText.number(y + 27.5))" \
        stroke="#C6C6C8" stroke-width="1">\(divider.animation)</line>

        """
    }
    for i in 0..<4 {
      let (x, y) = centre(i)
      let fade = channels.opacity("mode\(i).press.opacity")
      let scaleX = channels.scale("mode\(i).press.scaleX", axis: .x)
      let scaleY = channels.scale("mode\(i).press.scaleY", axis: .y)
      let tint = channels.opacity("mode\(i).label.tint")
      svg += """
        <g data-mode="\(i)" transform="translate(\(SVGText.number(x)) \(SVGText.number(y)))">
        <g \(fade.attributes)>\(fade.animation)<g \(scaleX.attributes)>\(scaleX.animation)\
        <g \(scaleY.attributes)>\(scaleY.animation)
        <g fill="#000000" color="#000000">\(label(i))</g>
        <g \(tint.attributes) fill="\(PreviewDocument.tint)" color="\(PreviewDocument.tint)">\(tint.animation)\(label(i))</g>
        </g></g></g>
        </g>

        """
    }
    return svg
  }

  /// Mode `i`'s symbol and title around its centre: as many bars as the mode animates
  /// (three for Enabled, none for Disabled's single dot), a cube outline for Extra.
  static func label(_ i: Int) -> String {
    let title = "<text x=\"0\" y=\"22\" font-size=\"12\" text-anchor=\"middle\">\(titles[i])</text>"
    let symbol: String
    switch i {
    case 0, 1:
      let bars = 3 - i
      symbol = (0..<bars).map { b in
        let height = 8.0 + 5 * Double(b)
        let x = SVGText.number(Double(b) * 7 - Double(bars - 1) * 3.5 - 2.5)
        return
          "<rect x=\"\(x)\" y=\"\(SVGText.number(-4 - height))\" width=\"5\" height=\"\(SVGText.number(height))\" rx=\"1.5\"/>"
      }.joined()
    case 2:
      symbol = "<circle cx=\"0\" cy=\"-11\" r=\"4\"/>"
    default:
      symbol =
        "<path d=\"M0 -22 L9 -17 L9 -7 L0 -2 L-9 -7 L-9 -17 Z M0 -12 L0 -2 M0 -12 L9 -17 M0 -12 L-9 -17\" "
        + "fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\" stroke-linejoin=\"round\"/>"
    }
    return symbol + title
  }
}
