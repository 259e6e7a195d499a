import SelectorSimulation

/// The radio group of the seed drawn at one SVG unit per point: three 44 pt rows 4 pt apart on
/// a rounded card, each a 26 pt indicator (outline, dot, pulse ring) and its label.
enum RadioDrawing {
  static let titles = ["Standard delivery", "Express delivery", "Pick up in store"]
  /// The card's inset from the panel and its padding.
  static let inset = 24.0
  static let rowSpacing = 4.0
  /// The drawing's height: the card (padding, rows) and its inset above and below.
  static let height = 4 * inset + 3 * DrawingGeometry.row + 2 * rowSpacing
  /// The indicator's centre in row `i`.
  static func indicatorCentre(_ i: Int) -> (x: Double, y: Double) {
    (
      2 * inset + DrawingGeometry.indicator / 2,
      2 * inset + Double(i) * (DrawingGeometry.row + rowSpacing) + DrawingGeometry.row / 2
    )
  }
  /// Where a touch on row `i` lands: at the row's far end, clear of the indicator and label.
  static func touch(_ i: Int) -> (x: Double, y: Double) {
    let centre = indicatorCentre(i)
    return (DrawingGeometry.screen - 2 * inset - 24, centre.y)
  }

  /// The drawing, its top left at the origin, 393 pt wide.
  static func draw(_ channels: PreviewChannels) -> String {
    var svg = """
      <rect x="\(SVGText.number(inset))" y="\(SVGText.number(inset))" width="\(SVGText.number(DrawingGeometry.screen - 2 * inset))" \
      height="\(SVGText.number(height - 2 * inset))" rx="28" fill="#FFFFFF" fill-opacity="0.78"/>

      """
    let r = DrawingGeometry.indicator / 2
    for i in 0..<3 {
      let (x, y) = indicatorCentre(i)
      let ring = channels.scale("option\(i).ring.scale")
      let ringOpacity = channels.opacity("option\(i).ring.opacity")
      let tint = channels.opacity("option\(i).outline.tint")
      let dot = channels.scale("option\(i).dot.scale")
      let dotOpacity = channels.opacity("option\(i).dot.opacity")
      svg += """
        <g data-row="\(i)" transform="translate(\(SVGText.number(x)) \(SVGText.number(y)))">
        <g \(ring.attributes)>\(ring.animation)<circle \(ringOpacity.attributes) r="\(SVGText.number(r))" \
        fill="none" stroke="\(PreviewDocument.tint)" stroke-width="2">\(ringOpacity.animation)</circle></g>
        <circle r="\(SVGText.number(r - 1))" fill="none" stroke="\(PreviewDocument.secondary)" stroke-width="2"/>
        <circle \(tint.attributes) r="\(SVGText.number(r - 1))" fill="none" stroke="\(PreviewDocument.tint)" \
        stroke-width="2">\(tint.animation)</circle>
        <g \(dot.attributes)>\(dot.animation)<circle \(dotOpacity.attributes) \
        r="\(SVGText.number(DrawingGeometry.dot / 2))" fill="\(PreviewDocument.tint)">\(dotOpacity.animation)</circle></g>
        <text x="\(SVGText.number(r + 14))" y="6" font-size="17" fill="#000000">\(titles[i])</text>
        </g>

        """
    }
    return svg
  }
}
