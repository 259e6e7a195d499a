import BenchmarkKit

extension PreviewDocument {
  /// The labels' font sizes (a spring's line, the solver's) and line height, in points.
  static let labelFont = (spring: 12.0, solver: 11.0, line: 14.0)
  /// The labels' margin from a panel's edges.
  static let labelMargin = 12.0
  /// A generous average glyph width of the label font, in ems, for fitting a line.
  static let glyphWidth = 0.6
  /// The width a label line may take.
  var labelRoom: Double { screen - 2 * Self.labelMargin }

  /// Space above a panel's selector: room for the longest label.
  var header: Double { 4 + Self.labelFont.line * Double(panels.map { drawnLines($0.label).count }.max() ?? 2) }

  /// A label's lines as drawn: each spring line wrapped between words to the panel's width, then
  /// the solver's line.
  ///
  /// - Parameter label: The panel's label.
  /// - Returns: Each drawn line, and whether it is the solver's.
  func drawnLines(_ label: PreviewLabel) -> [(text: String, isSolver: Bool)] {
    let budget = Int(labelRoom / (Self.labelFont.spring * Self.glyphWidth))
    var lines: [(text: String, isSolver: Bool)] = []
    for spring in label.springs {
      var line = ""
      for word in spring.split(separator: " ") {
        if !line.isEmpty && line.count + 1 + word.count > budget {
          lines.append((line, false))
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append((line, false))
    }
    return lines + [(label.solver, true)]
  }

  /// A label's lines as SVG text, each inside the panel: a line that may still be wider than
  /// the panel (one long word) is drawn smaller, down to 8 pt, and at the panel's width
  /// (`textLength`) if even that may not fit, so it is never cut off.
  ///
  /// - Parameter label: The panel's label.
  /// - Returns: One `<text data-label>` per drawn line.
  func labelText(_ label: PreviewLabel) -> String {
    let room = labelRoom
    return drawnLines(label).enumerated().map { index, line in
      let ems = Double(line.text.count) * Self.glyphWidth
      let size = min(line.isSolver ? Self.labelFont.solver : Self.labelFont.spring, max(8, room / ems))
      let fit = ems * size > room ? " textLength=\"\(SVGText.number(room))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
      let y = Self.labelFont.line * Double(index + 1)
      return """
        <text data-label="\(index)" x="\(SVGText.number(Self.labelMargin))" y="\(SVGText.number(y))" \
        font-size="\(SVGText.number(size))" fill="\(line.isSolver ? Self.secondary : "#3C3C43")"\(fit)>\
        \(SVGText.escaped(line.text))</text>
        """
    }.joined(separator: "\n")
  }
}
