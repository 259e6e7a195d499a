/// A benchmark registered as data, as package-benchmark registers its benchmarks: what it is
/// called, what it runs on, what it measures and writes, and the closure that measures.
/// A ``BenchmarkRunner`` runs the selected ones; nothing else decides what a run contains.
///
/// ```swift
/// static let memory = Benchmark<Settings, Row>(
///   "memory", scene: "10,000 selectors, then --memory-selectors", measures: "peak RSS",
///   writes: ["peak_rss"]) { settings, rows in try settings.measureMemory(into: &rows) }
/// ```
package struct Benchmark<Configuration, Row>: Sendable {
  /// The name a selection (`--phases`) uses, and the rows' phase.
  package let name: String
  /// The scene or configuration it runs on, for a reader of the registry.
  package let scene: String
  /// What it measures, in a sentence.
  package let measures: String
  /// The metrics its rows carry.
  package let writes: [String]
  /// Measures on `configuration` and adds the rows.
  package let body: @Sendable (_ configuration: Configuration, _ rows: inout BenchmarkRows<Row>) throws -> Void

  /// Registers a benchmark.
  ///
  /// - Parameters:
  ///   - name: The selection's name.
  ///   - scene: What it runs on.
  ///   - measures: What it measures.
  ///   - writes: The metrics of its rows.
  ///   - body: The measurement.
  package init(
    _ name: String, scene: String, measures: String, writes: [String],
    body: @escaping @Sendable (_ configuration: Configuration, _ rows: inout BenchmarkRows<Row>) throws -> Void
  ) {
    self.name = name
    self.scene = scene
    self.measures = measures
    self.writes = writes
    self.body = body
  }
}

/// The rows benchmarks add, in the order they add them; later benchmarks may read earlier rows.
package struct BenchmarkRows<Row> {
  /// Every row so far.
  package private(set) var rows: [Row] = []

  /// An empty collection.
  package init() {}

  /// Adds a row.
  ///
  /// - Parameter row: The observation.
  package mutating func add(_ row: Row) { rows.append(row) }
}
