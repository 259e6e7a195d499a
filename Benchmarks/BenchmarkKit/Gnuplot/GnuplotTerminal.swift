/// The picture format and size a script draws.
package struct GnuplotTerminal: Sendable, Equatable {
  /// The picture's file format.
  package enum Format: String, CaseIterable, Sendable {
    /// PNG through cairo (`pngcairo`).
    case png
    /// SVG (`svg`).
    case svg
  }

  package var format: Format
  /// Width and height in pixels.
  package var width: Int, height: Int

  /// The sizes ``GnuplotTerminal`` accepts, per side, in pixels.
  package static let sizes = 200...10_000

  package init(format: Format = .png, width: Int = 1200, height: Int = 800) {
    self.format = format
    self.width = width
    self.height = height
  }

  /// The base font size in points: 12 at 1200 × 800, scaled with the picture's smaller
  /// relative side so that text keeps its share of the picture, and never below 8.
  package var fontSize: Int {
    max(8, Int((12 * min(Double(width) / 1200, Double(height) / 800)).rounded()))
  }

  /// The `set terminal` command.
  var command: String {
    let font = Gnuplot.quoted("DejaVu Sans,\(fontSize)")
    switch format {
    case .png: return "set terminal pngcairo size \(width),\(height) noenhanced font \(font) background rgb 'white'"
    case .svg: return "set terminal svg size \(width),\(height) noenhanced font \(font) background rgb 'white'"
    }
  }
}
