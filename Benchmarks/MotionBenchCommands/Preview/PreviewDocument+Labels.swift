import SelectorSimulation

extension PreviewDocument {
  /// The labels' font sizes and line height, in points.
  static let labelFont = (first: 12.0, other: 11.0, line: 14.0)
  /// The labels' margin from a panel's edges.
  static let labelMargin = 12.0
  /// A generous average glyph width of the label font, in ems, for fitting a line.
  static let glyphWidth = 0.6

  /// Space above a panel's selector: room for the longest label.
  var header: Double { 4 + Self.labelFont.line * Double(panels.map(\.label.lines.count).max() ?? 2) }

  /// A label's lines as SVG text, each inside the panel: a line that may be wider than the
  /// panel is drawn smaller (down to 8 pt), and at the panel's width (`textLength`) if even
  /// that may not fit, so it is never cut off.
  ///
  /// - Parameter label: The panel's label.
  /// - Returns: One `<text data-label>` per line.
  func labelText(_ label: PreviewLabel) -> String {
    let room = SeedGeometry.screen - 2 * Self.labelMargin
    return label.lines.enumerated().map { index, line in
      let ems = Double(line.count) * Self.glyphWidth
      let size = min(index == 0 ? Self.labelFont.first : Self.labelFont.other, max(8, room / ems))
      let fit = ems * size > room ? " textLength=\"\(SVGText.number(room))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
      let y = Self.labelFont.line * Double(index + 1)
      return """
        <text data-label="\(index)" x="\(SVGText.number(Self.labelMargin))" y="\(SVGText.number(y))" \
        font-size="\(SVGText.number(size))" fill="\(index == 0 ? "#3C3C43" : Self.secondary)"\(fit)>\
        \(SVGText.escaped(line))</text>
        """
    }.joined(separator: "\n")
  }
}
