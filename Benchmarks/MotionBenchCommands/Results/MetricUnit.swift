/// The `unit` column of a results row. A ``Metric`` and a ``PerformanceTarget`` carry theirs;
/// a file read back keeps whatever unit it holds. Its text appears only at the CSV boundary.
struct MetricUnit: Hashable, Sendable, CustomStringConvertible {
  /// The column's text.
  let text: String

  /// The column as a file holds it.
  init(csv text: String) { self.text = text }

  /// No unit (a row of an older file that wrote none).
  static let none = MetricUnit(csv: "")
  static let bytes = MetricUnit(csv: "bytes")
  static let nanoseconds = MetricUnit(csv: "ns")
  static let seconds = MetricUnit(csv: "s")
  static let perSecond = MetricUnit(csv: "1/s")
  /// A ratio, printed with `×`.
  static let ratio = MetricUnit(csv: "x")
  /// The animated value's own units.
  static let value = MetricUnit(csv: "value")
  static let points = MetricUnit(csv: "pt")
  static let samples = MetricUnit(csv: "samples")
  static let steps = MetricUnit(csv: "steps")
  static let evaluations = MetricUnit(csv: "evaluations")
  /// 1 or 0.
  static let bool = MetricUnit(csv: "bool")
  static let gflops = MetricUnit(csv: "GFLOP/s")
  static let gigabytesPerSecond = MetricUnit(csv: "GB/s")
  static let bits = MetricUnit(csv: "bits")
  static let instructions = MetricUnit(csv: "instructions")
  static let misses = MetricUnit(csv: "misses")
  static let cycles = MetricUnit(csv: "cycles")
  /// Runnable tasks (a load average).
  static let tasks = MetricUnit(csv: "tasks")

  var description: String { text }
}
