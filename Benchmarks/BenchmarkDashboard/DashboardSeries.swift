import BenchmarkKit
import BenchmarkResults
import Glibc

/// One figure of one machine across its runs, in commit order, with its change points and
/// noise band: what one chart of the dashboard draws.
package struct DashboardSeries: Sendable {
  /// What the chart measures, for its section of the page.
  enum Kind: String, CaseIterable, Sendable {
    case timing, instructions
    case cacheMisses = "cache misses"
    case cycles = "estimated cycles"
    case accuracy

    /// The kind of a figure.
    init(_ key: FigureKey) {
      switch key.metric.known {
      case .instructionsPerSample: self = .instructions
      case .d1MissesPerSample, .llMissesPerSample: self = .cacheMisses
      case .estimatedCyclesPerSample: self = .cycles
      default: self = key.phase == .timing ? .timing : .accuracy
      }
    }
  }

  /// One run's value, with its rounds' p10–p90 for timing.
  struct Point: Sendable, Equatable {
    /// The run's position among the machine's runs.
    var run: Int
    var value: Double
    var low: Double?
    var high: Double?
  }

  let key: FigureKey
  let unit: String
  let kind: Kind
  let points: [Point]
  /// The change points, earliest first (``SeriesChange``, as `compare --history` finds them).
  package let changes: [SeriesChange]
  /// The noise band per point: where one run of the same level is expected (95 %).
  private(set) var band: [(low: Double, high: Double)] = []

  /// A series and its analysis.
  ///
  /// - Parameters:
  ///   - key: The figure.
  ///   - unit: Its unit.
  ///   - points: Its runs in commit order.
  ///   - detector: How a timing series' change points are found.
  init(key: FigureKey, unit: String, points: [Point], detector: ChangePointDetector) {
    self.key = key
    self.unit = unit
    self.kind = Kind(key)
    self.points = points
    let values = points.map(\.value)
    changes = SeriesChange.changes(in: values, metric: key.metric.known, timing: kind == .timing, detector: detector)
    if kind == .timing {
      band = Self.timingBand(values, changes: changes.map(\.point))
    } else if let rule = key.metric.known?.deterministicRule {
      band = values.map { ($0 * (1 - rule.tolerance) - rule.floor, $0 * (1 + rule.tolerance) + rule.floor) }
    } else {
      band = values.map { ($0, $0) }
    }
  }

  /// The timing band: per segment between change points, the geometric mean times
  /// `exp(±1.96·s)`, with `s` the segment's spread between processes (from successive
  /// differences, else the whole series', else ``NoiseModel/assumedSpread``).
  private static func timingBand(_ values: [Double], changes: [Int]) -> [(low: Double, high: Double)] {
    guard values.allSatisfy({ $0 > 0 && $0.isFinite }) else { return values.map { ($0, $0) } }
    let whole = NoiseModel(history: values)?.spread ?? NoiseModel.assumedSpread
    let edges = [0] + changes + [values.count]
    var band: [(low: Double, high: Double)] = []
    for (start, end) in zip(edges, edges.dropFirst()) {
      let segment = Array(values[start..<end])
      let level = exp(segment.reduce(0) { $0 + log($1) } / Double(segment.count))
      let spread = NoiseModel(history: segment)?.spread ?? whole
      let half = 1.96 * spread
      band += Array(repeating: (level * exp(-half), level * exp(half)), count: segment.count)
    }
    return band
  }

  /// The chart's title: solver, channel, metric, e.g. `closed-form · cpu_ns_per_sample`.
  var title: String {
    [key.solverLabel, key.channel.description, key.metric.description].filter { !$0.isEmpty }
      .joined(separator: " · ")
  }

  /// A stable identifier for anchors and element ids: a hash of the figure's key.
  var anchor: String {
    let text = [
      key.phase.rawValue, key.solver.description, key.toleranceText, key.channel.description,
      key.metric.description, key.scene,
    ]
    .joined(separator: "\u{1F}")
    return "s" + String(FNV1a.hash(text.utf8), radix: 16)
  }
}
