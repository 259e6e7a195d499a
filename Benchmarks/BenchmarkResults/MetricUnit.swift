/// The `unit` column of a results row. A ``Metric`` and a ``PerformanceTarget`` carry theirs;
/// a file read back keeps whatever unit it holds. Its text appears only at the CSV boundary.
package struct MetricUnit: Hashable, Sendable, CustomStringConvertible {
  /// The column's text.
  package let text: String

  /// The column as a file holds it.
  package init(csv text: String) { self.text = text }

  /// No unit (a row of an older file that wrote none).
  package static let none = MetricUnit(csv: "")
  package static let bytes = MetricUnit(csv: "bytes")
  package static let nanoseconds = MetricUnit(csv: "ns")
  package static let seconds = MetricUnit(csv: "s")
  package static let perSecond = MetricUnit(csv: "1/s")
  /// A ratio, printed with `×`.
  package static let ratio = MetricUnit(csv: "x")
  /// The animated value's own units.
  package static let value = MetricUnit(csv: "value")
  package static let points = MetricUnit(csv: "pt")
  package static let samples = MetricUnit(csv: "samples")
  package static let steps = MetricUnit(csv: "steps")
  package static let evaluations = MetricUnit(csv: "evaluations")
  /// 1 or 0.
  package static let bool = MetricUnit(csv: "bool")
  package static let gflops = MetricUnit(csv: "GFLOP/s")
  package static let gigabytesPerSecond = MetricUnit(csv: "GB/s")
  package static let bits = MetricUnit(csv: "bits")
  package static let instructions = MetricUnit(csv: "instructions")
  package static let misses = MetricUnit(csv: "misses")
  package static let cycles = MetricUnit(csv: "cycles")
  /// Runnable tasks (a load average).
  package static let tasks = MetricUnit(csv: "tasks")

  package var description: String { text }
}
