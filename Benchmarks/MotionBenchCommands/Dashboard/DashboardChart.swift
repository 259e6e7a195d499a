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

  /// The value range drawn: every value, interval and band, padded by 5 %.
  private var range: (low: Double, high: Double) {
    var values = series.points.flatMap { [$0.value, $0.low ?? $0.value, $0.high ?? $0.value] }
    values += series.band.flatMap { [$0.low, $0.high] }
    let low = values.min() ?? 0
    let high = values.max() ?? 1
    let pad = high > low ? (high - low) * 0.05 : max(abs(high) * 0.05, 1e-12)
    return (low - pad, high + pad)
  }

  /// The y of a value.
  private func y(_ value: Double, _ range: (low: Double, high: Double)) -> Double {
    Self.plotBottom - (value - range.low) / (range.high - range.low) * (Self.plotBottom - Self.plotTop)
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
          + "data-commit=\"\(SVGText.escaped(commits[run]))\" data-ratio=\"\(change.ratio)\">"
          + "<line x1=\"\(n(x(run) - dx / 2))\" x2=\"\(n(x(run) - dx / 2))\" y1=\"\(n(Self.plotTop))\" "
          + "y2=\"\(n(Self.plotBottom))\"/>"
          + "<text x=\"\(n(x(run) - dx / 2 + 3))\" y=\"\(n(Self.plotTop + 11))\">\(SVGText.escaped(label))</text>"
          + "<title>\(SVGText.escaped("\(label) at commit \(commits[run]) (\(DashboardText.interval(change)))"))</title>"
          + "</g>")
    }
    parts.append(
      "<line class=\"cursor\" x1=\"0\" x2=\"0\" y1=\"\(n(Self.plotTop))\" y2=\"\(n(Self.plotBottom))\" "
        + "visibility=\"hidden\"/>")
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// Value ticks at round numbers (steps of 1, 2 or 5 × 10ⁿ, at most six) with grid lines,
  /// and the first and last commit under the x axis.
  private func axis(_ range: (low: Double, high: Double)) -> [String] {
    func n(_ value: Double) -> String { SVGText.number(value, decimals: 1) }
    var parts: [String] = []
    let raw = (range.high - range.low) / 4
    let power = pow(10, floor(log10(raw)))
    let step = [1.0, 2, 5, 10].map { $0 * power }.first { (range.high - range.low) / $0 <= 5 } ?? 10 * power
    var value = ceil(range.low / step) * step
    while value <= range.high && step > 0 && value.isFinite {
      let at = n(y(value, range))
      parts.append(
        "<line class=\"grid\" x1=\"\(n(Self.plotLeft))\" x2=\"\(n(Self.plotRight))\" y1=\"\(at)\" y2=\"\(at)\"/>"
          + "<text class=\"tick\" x=\"\(n(Self.plotLeft - 4))\" y=\"\(at)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
          + "\(SVGText.escaped(DashboardText.value(abs(value) < step * 1e-9 ? 0 : value)))</text>")
      value += step
    }
    if let first = commits.first, let last = commits.last {
      let baseline = n(Self.plotBottom + 16)
      parts.append(
        "<text class=\"tick\" x=\"\(n(Self.plotLeft))\" y=\"\(baseline)\">\(SVGText.escaped(first))</text>"
          + "<text class=\"tick\" x=\"\(n(Self.plotRight))\" y=\"\(baseline)\" text-anchor=\"end\">"
          + "\(SVGText.escaped(last))</text>"
          + "<text class=\"tick\" x=\"\(n((Self.plotLeft + Self.plotRight) / 2))\" y=\"\(baseline)\" "
          + "text-anchor=\"middle\">\(commits.count) commit\(commits.count == 1 ? "" : "s") →</text>")
    }
    return parts
  }
}
