/// The picture format and size a script draws.
public struct GnuplotTerminal: Sendable, Equatable {
  /// The picture's file format.
  public enum Format: String, CaseIterable, Sendable {
    /// PNG through cairo (`pngcairo`).
    case png
    /// SVG (`svg`).
    case svg
  }

  public var format: Format
  /// Width and height in pixels.
  public var width: Int, height: Int

  /// The sizes ``GnuplotTerminal`` accepts, per side, in pixels.
  public static let sizes = 200...10_000

  public init(format: Format = .png, width: Int = 1200, height: Int = 800) {
    self.format = format
    self.width = width
    self.height = height
  }

  /// The base font size in points: 12 at 1200 × 800, scaled with the picture's smaller
  /// relative side so that text keeps its share of the picture, and never below 8.
  public var fontSize: Int {
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
