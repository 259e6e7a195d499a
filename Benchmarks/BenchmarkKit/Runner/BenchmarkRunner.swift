/// Runs registered ``Benchmark``s: the selected ones, in the registry's order, each once, with
/// a line of progress before and after each, and collects their rows.
package struct BenchmarkRunner<Configuration, Row>: Sendable {
  /// The registry, in the order benchmarks run.
  package let benchmarks: [Benchmark<Configuration, Row>]

  /// A runner of a registry.
  ///
  /// - Parameter benchmarks: The registered benchmarks; names must be unique (a programming error otherwise).
  package init(_ benchmarks: [Benchmark<Configuration, Row>]) {
    let names = benchmarks.map(\.name)
    precondition(Set(names).count == names.count, "duplicate benchmark name in \(names)")
    self.benchmarks = benchmarks
  }

  /// Runs the benchmarks named in `selection` (all when nil), in registry order.
  ///
  /// - Parameters:
  ///   - selection: The names to run; each a registered name (a programming error otherwise).
  ///   - configuration: What every benchmark runs with.
  ///   - progress: Receives the progress lines, for standard error.
  /// - Returns: The rows, in the order the benchmarks added them.
  /// - Throws: The first error a benchmark throws; the run stops there.
  package func run(
    _ selection: Set<String>? = nil, with configuration: Configuration,
    progress: (String) -> Void
  ) throws -> [Row] {
    if let selection {
      let unknown = selection.subtracting(benchmarks.map(\.name))
      precondition(unknown.isEmpty, "no benchmark is registered as \(unknown.sorted())")
    }
    let selected = benchmarks.filter { selection?.contains($0.name) ?? true }
    var rows = BenchmarkRows<Row>()
    for (index, benchmark) in selected.enumerated() {
      progress("[\(index + 1)/\(selected.count)] \(benchmark.name): \(benchmark.measures)")
      let started = MonotonicClock.nanoseconds()
      let before = rows.rows.count
      try benchmark.body(configuration, &rows)
      let seconds = Double(MonotonicClock.nanoseconds() - started) / 1e9
      progress(
        "[\(index + 1)/\(selected.count)] \(benchmark.name): \(rows.rows.count - before) rows in "
          + "\((seconds * 100).rounded() / 100) s")
    }
    return rows.rows
  }
}
