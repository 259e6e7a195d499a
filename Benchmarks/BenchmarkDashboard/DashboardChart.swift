import BenchmarkKit
import BenchmarkResults
import Glibc

/// The SVG chart of one series across a machine's commits: the noise band, each run's
/// p10–p90 interval, the values joined by a line and marked by dots, and the change points
/// as labelled vertical lines. x is the run's position among the machine's runs, so every
/// chart of a page puts a commit at the same x.
struct DashboardChart {
  /// The SVG's size.
  static let width = 760.0
  static let height = 210.0
  /// The plot area's edges: room for the value ticks on the left and the commits below.
  static let plotLeft = 64.0
  static let plotRight = width - 12
  static let plotTop = 12.0
  static let plotBottom = height - 30

  let series: DashboardSeries
  /// The machine's commits, by run position.
  let commits: [String]

  /// The x of a run's position.
  func x(_ run: Int) -> Double { x0 + dx * Double(run) }
  private var dx: Double { (Self.plotRight - Self.plotLeft) / Double(max(1, commits.count)) }
  private var x0: Double { Self.plotLeft + dx / 2 }

  /// The value range drawn: every finite value, interval and band, padded by 5 %. A range
  /// flatter than a billionth of its values (all values equal) is padded by 5 % of their
  /// magnitude instead, and the range stays finite.
  private var range: (low: Double, high: Double) {
    var values = series.points.flatMap { [$0.value, $0.low ?? $0.value, $0.high ?? $0.value] }
    values += series.band.flatMap { [$0.low, $0.high] }
    values = values.filter(\.isFinite)
    let low = values.min() ?? 0
    let high = values.max() ?? 1
    let magnitude = max(abs(low), abs(high))
    // Halves, so that the span of two huge values of opposite signs does not overflow.
    let halfSpan = high / 2 - low / 2
    let halfPad = halfSpan > magnitude * 1e-9 ? halfSpan * 0.05 : max(magnitude * 0.05, 1e-12) / 2
    let limit = Double.greatestFiniteMagnitude
    return (max(-limit, low - 2 * halfPad), min(limit, high + 2 * halfPad))
  }

  /// The y of a value.
  private func y(_ value: Double, _ range: (low: Double, high: Double)) -> Double {
    Self.plotBottom - (value / 2 - range.low / 2) / (range.high / 2 - range.low / 2) * (Self.plotBottom - Self.plotTop)
  }

  /// The chart as an `<svg>` element.
  var svg: String {
    let range = self.range
    func n(_ value: Double) -> String { SVGText.number(value, decimals: 1) }
    func point(_ run: Int, _ value: Double) -> String { n(x(run)) + "," + n(y(value, range)) }
    var parts: [String] = []
    parts.append(
      "<svg class=\"plot\" viewBox=\"0 0 \(n(Self.width)) \(n(Self.height))\" role=\"img\" "
        + "data-x0=\"\(SVGText.number(x0, decimals: 6))\" data-dx=\"\(SVGText.number(dx, decimals: 9))\" "
        + "data-ymin=\"\(range.low)\" data-ymax=\"\(range.high)\" data-top=\"\(n(Self.plotTop))\" "
        + "data-bottom=\"\(n(Self.plotBottom))\">")
    parts.append(
      "<rect class=\"frame\" x=\"\(n(Self.plotLeft))\" y=\"\(n(Self.plotTop))\" width=\"\(n(Self.plotRight - Self.plotLeft))\" "
        + "height=\"\(n(Self.plotBottom - Self.plotTop))\"/>")
    parts += axis(range)
    // The band, one polygon per run of equal bounds.
    var band = ""
    var start = 0
    let points = series.points
    while start < points.count {
      var end = start
      while end + 1 < points.count && series.band[end + 1] == series.band[start] { end += 1 }
      let (low, high) = series.band[start]
      let (a, b) = (x(points[start].run) - dx / 2, x(points[end].run) + dx / 2)
      band +=
        "M\(n(a)),\(n(y(high, range)))H\(n(b))V\(n(y(low, range)))H\(n(a))Z"
      start = end + 1
    }
    parts.append("<path class=\"band\" d=\"\(band)\"/>")
    let intervals = points.compactMap { point -> String? in
      guard let low = point.low, let high = point.high else { return nil }
      return "M\(n(x(point.run))),\(n(y(low, range)))V\(n(y(high, range)))"
    }
    if !intervals.isEmpty { parts.append("<path class=\"interval\" d=\"\(intervals.joined())\"/>") }
    parts.append(
      "<polyline class=\"line\" points=\"\(points.map { point($0.run, $0.value) }.joined(separator: " "))\"/>")
    parts.append("<path class=\"dots\" d=\"\(points.map { "M" + point($0.run, $0.value) + "h0" }.joined())\"/>")
    for change in series.changes {
      let run = points[change.point].run
      let label = DashboardText.percent(change.ratio)
      parts.append(
        "<g class=\"change \(change.verdict.rawValue)\" data-run=\"\(run)\" "
          + "data-commit=\"\(DashboardText.escaped(commits[run]))\" data-ratio=\"\(change.ratio)\">"
          + "<line x1=\"\(n(x(run) - dx / 2))\" x2=\"\(n(x(run) - dx / 2))\" y1=\"\(n(Self.plotTop))\" "
          + "y2=\"\(n(Self.plotBottom))\"/>"
          + "<text x=\"\(n(x(run) - dx / 2 + 3))\" y=\"\(n(Self.plotTop + 11))\">\(DashboardText.escaped(label))</text>"
          + "<title>\(DashboardText.escaped("\(label) at commit \(commits[run]) (\(DashboardText.interval(change)))"))</title>"
          + "</g>")
    }
    parts.append(
      "<line class=\"cursor\" x1=\"0\" x2=\"0\" y1=\"\(n(Self.plotTop))\" y2=\"\(n(Self.plotBottom))\" "
        + "visibility=\"hidden\"/>")
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// The value ticks of a range: round numbers, steps of 1, 2 or 5 × 10ⁿ, at most
  /// ``maximumTicks``, each finite and distinct; none for a range that is not finite and
  /// increasing, or too narrow for its magnitude to hold two distinct round numbers.
  ///
  /// - Parameters:
  ///   - low: The range's low end.
  ///   - high: The range's high end.
  /// - Returns: The ticks, increasing.
  static func ticks(low: Double, high: Double) -> [Double] {
    guard low.isFinite, high.isFinite, low < high else { return [] }
    let quarter = high / 4 - low / 4  // the span over 4, without overflow
    let power = pow(10, floor(log10(quarter)))
    guard let step = [1.0, 2, 5, 10].map({ $0 * power }).first(where: { quarter / $0 <= 1.25 }), step > 0,
      step.isFinite
    else { return [] }
    let first = ceil(low / step)
    let last = floor(high / step)
    // Beyond 2^52, consecutive multiples of the step are no longer distinct numbers.
    guard first.isFinite, last.isFinite, max(abs(first), abs(last)) < 0x1p52, first <= last,
      last - first < Double(maximumTicks)
    else { return [] }
    return stride(from: first, through: last, by: 1).map { $0 * step }.filter(\.isFinite)
  }

  /// The most value ticks of a chart.
  static let maximumTicks = 6

  /// The value ticks (``ticks(low:high:)``) with grid lines, and the first and last commit
  /// under the x axis.
  private func axis(_ range: (low: Double, high: Double)) -> [String] {
    func n(_ value: Double) -> String { SVGText.number(value, decimals: 1) }
    var parts: [String] = []
    let ticks = Self.ticks(low: range.low, high: range.high)
    let step = ticks.count > 1 ? ticks[1] - ticks[0] : 0
    for value in ticks {
      let at = n(y(value, range))
      parts.append(
        "<line class=\"grid\" x1=\"\(n(Self.plotLeft))\" x2=\"\(n(Self.plotRight))\" y1=\"\(at)\" y2=\"\(at)\"/>"
          + "<text class=\"tick\" x=\"\(n(Self.plotLeft - 4))\" y=\"\(at)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
          + "\(DashboardText.escaped(DashboardText.value(abs(value) < step * 1e-9 ? 0 : value)))</text>")
    }
    if let first = commits.first, let last = commits.last {
      let baseline = n(Self.plotBottom + 16)
      parts.append(
        "<text class=\"tick\" x=\"\(n(Self.plotLeft))\" y=\"\(baseline)\">\(DashboardText.escaped(first))</text>"
          + "<text class=\"tick\" x=\"\(n(Self.plotRight))\" y=\"\(baseline)\" text-anchor=\"end\">"
          + "\(DashboardText.escaped(last))</text>"
          + "<text class=\"tick\" x=\"\(n((Self.plotLeft + Self.plotRight) / 2))\" y=\"\(baseline)\" "
          + "text-anchor=\"middle\">\(commits.count) commit\(commits.count == 1 ? "" : "s") →</text>")
    }
    return parts
  }
}
