import BenchmarkKit
import BenchmarkResults
import Glibc
import MotionText

/// The look shared by every picture of `motion-bench plot`: series styles, titles, the
/// heatmap palette, contour levels and short numbers.
enum PlotStyle {
  /// Point types for the first seven series (filled) and the next seven (open).
  private static let filledPoints = [7, 5, 9, 13, 11, 15, 3]
  private static let openPoints = [6, 4, 8, 12, 10, 14, 2]

  /// The colours of lines and points: Okabe–Ito without its yellow, which is too pale on
  /// white for a line.
  static let colours = Array(Gnuplot.okabeIto.prefix(7))

  /// The gnuplot style of series `index`: colour `index mod 7` of ``colours``; from the eighth
  /// series on, open points and a dashed line, so no two of fourteen series look alike.
  ///
  /// - Parameter index: The series' position, from 0.
  /// - Returns: `linecolor … pointtype … dashtype …`.
  static func series(_ index: Int) -> String {
    let round = (index / colours.count) % 2
    let point = round == 0 ? filledPoints[index % colours.count] : openPoints[index % colours.count]
    return "linecolor \(colour(index)) pointtype \(point) dashtype \(round == 0 ? 1 : 2)"
  }

  /// The style of series `index` drawn as a line only: ``series(_:)`` without the point type.
  static func line(_ index: Int) -> String {
    "linecolor \(colour(index)) dashtype \((index / colours.count) % 2 == 0 ? 1 : 2)"
  }

  /// The line type (of the script preamble's Okabe–Ito line types) with the colour of series
  /// `index`, for `linecolor variable`.
  static func lineType(_ index: Int) -> Int { index % colours.count + 1 }

  /// The colour of series `index`, as `rgb '#…'`.
  static func colour(_ index: Int) -> String { "rgb '\(colours[index % colours.count])'" }

  /// The `set title` command: a headline, then a smaller second line with details (what was
  /// run, commit, machine) when there are any.
  ///
  /// - Parameters:
  ///   - headline: The picture's subject.
  ///   - details: Further lines, e.g. from ``runDetails(_:)``.
  /// - Returns: The command; all text is quoted.
  static func title(_ headline: String, _ details: [String] = []) -> String {
    "set title \(Gnuplot.quoted(lines: [headline] + details.filter { !$0.isEmpty })) font ',13'"
  }

  /// The metadata of a run or history row on two lines, from whichever columns the file has:
  /// commit and machine; build, toolchain and time. On one line a long CPU name made it wider than
  /// the picture, and gnuplot cut it off at both sides.
  ///
  /// - Parameter identity: The row's run (a column the file lacks is empty).
  /// - Returns: E.g. `commit 96653c5 · AMD EPYC, 2 cores, avx2` and `release · Swift 6.3.1 ·
  ///   2026-11-30T00:47:09Z`.
  static func runDetails(_ identity: RunIdentity) -> [String] {
    func field(_ column: RunMetadata.Column) -> String { identity[column] }
    var machine = [cpuName(field(.cpuModel))]
    if !field(.cpuCores).isEmpty { machine.append("\(field(.cpuCores)) cores") }
    machine.append(field(.vectorISA))
    let build = [field(.buildConfiguration), field(.buildFlags)].filter { !$0.isEmpty }.joined(separator: " ")
    var toolchain = field(.toolchain)
    if toolchain.hasPrefix("Swift version "), let version = toolchain.dropFirst(14).split(separator: " ").first {
      toolchain = "Swift \(version)"
    }
    let commit = field(.gitCommit).isEmpty ? "" : "commit \(field(.gitCommit))"
    return [
      [commit, machine.filter { !$0.isEmpty }.joined(separator: ", ")], [build, toolchain, field(.timestamp)],
    ].map { $0.filter { !$0.isEmpty }.joined(separator: " · ") }.filter { !$0.isEmpty }
  }

  /// A CPU model name without trademark marks and the words `CPU` and `Processor`:
  /// `Intel(R) Xeon(R) Processor (family 6 model 207)` is `Intel Xeon (family 6 model 207)`.
  static func cpuName(_ model: String) -> String {
    var name = model
    for mark in ["(R)", "(r)", "(TM)", "(tm)"] { name = name.replacing(mark, with: "") }
    let words = name.split(separator: " ").filter { $0 != "CPU" && $0 != "Processor" }
    return words.joined(separator: " ")
  }

  /// A colour-blind-safe sequential palette for heatmaps (viridis, dark blue to yellow).
  static let viridis =
    "set palette defined (0 '#440154', 1 '#482878', 2 '#3E4989', 3 '#31688E', 4 '#26828E', 5 '#1F9E89', 6 '#35B779', 7 '#6ECE58', 8 '#B5DE2B', 9 '#FDE725')"

  /// Round contour levels inside `[low, high]`: 1-2-5 steps per decade on a log scale, or
  /// about six evenly spaced round numbers on a linear one.
  ///
  /// - Parameters:
  ///   - low: The smallest value.
  ///   - high: The largest value.
  ///   - logarithmic: Whether the colour scale is logarithmic.
  /// - Returns: Levels strictly inside the range, ascending.
  static func contourLevels(low: Double, high: Double, logarithmic: Bool) -> [Double] {
    guard low.isFinite, high.isFinite, high > low else { return [] }
    var levels: [Double] = []
    if logarithmic {
      guard low > 0 else { return [] }
      var exponent = Int(log10(low).rounded(.down))
      let decades = log10(high / low)
      let multiples: [Double] = decades > 6 ? [1] : decades > 3 ? [1, 3] : [1, 2, 5]
      while levels.count < 100 {
        let decade = Double("1e\(exponent)") ?? pow(10, Double(exponent))
        if decade > high { break }
        levels += multiples.map { $0 * decade }.filter { $0 > low && $0 < high }
        exponent += 1
      }
    } else {
      let raw = (high - low) / 6
      let magnitude = pow(10, log10(raw).rounded(.down))
      let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
      var level = (low / step).rounded(.down) * step
      while level < high, levels.count < 100 {
        if level > low { levels.append(level) }
        level += step
      }
    }
    return levels
  }

  /// A number for a label: `%.3g` with a short exponent (`0.182`, `12.5`, `1e-12`, `2.5e4`).
  static func short(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "n/a" : value > 0 ? "∞" : "-∞" }
    var text = NumberText.printf("%.3g", value)
    for (long, short) in [("e+0", "e"), ("e-0", "e-"), ("e+", "e")] { text = text.replacing(long, with: short) }
    return text
  }
}
