/// The `metric` column of a results row: a ``Metric``, or a name outside it: a
/// ``PerformanceTarget``'s figure or verdict, or in an older file, a name this version no
/// longer writes. Its text appears only at the CSV boundary.
package enum ResultMetric: Hashable, Sendable, CustomStringConvertible {
  case metric(Metric)
  /// A target's row (``PerformanceTarget/name``, ``PerformanceTarget/metName``) or an old name.
  case named(String)

  /// The column as a file holds it.
  package init(csv text: String) { self = Metric(rawValue: text).map(Self.metric) ?? .named(text) }

  /// The metric, or nil for a target's row or an old name.
  package var known: Metric? {
    if case .metric(let metric) = self { return metric }
    return nil
  }

  /// The column's text.
  package var text: String {
    switch self {
    case .metric(let metric): metric.rawValue
    case .named(let name): name
    }
  }

  package var description: String { text }

  /// Rows of the same text are of the same metric, however they were made.
  package static func == (a: ResultMetric, b: ResultMetric) -> Bool { a.text == b.text }
  package func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
