import BenchmarkKit
import BenchmarkResults

extension RunSettings {
  /// The phases of `run`, in the order they run: the list that `--phases` and its help come
  /// from, one for each of ``Phase/runnable`` (which the results library, below the commands,
  /// declares). Adding a phase: its file, its name here and its `Phase`.
  package static let benchmarks: [RunBenchmark] = [
    memory, curves, accuracy, timing, scaling, workPrecision, swiftUI, instructions, scene,
  ]

  /// The runner of ``benchmarks``.
  package static let runner = BenchmarkRunner(benchmarks)

  /// Registers a phase of `run`.
  ///
  /// - Parameters:
  ///   - phase: Its name, and its rows' `phase` column.
  ///   - scene: What it runs on.
  ///   - measures: What it measures.
  ///   - writes: The metrics of its rows.
  ///   - body: The measurement.
  /// - Returns: The registered benchmark.
  static func benchmark(
    _ phase: Phase, scene: String, measures: String, writes: [Metric],
    body: @escaping @Sendable (_ settings: RunSettings, _ rows: inout RunRows) throws -> Void
  ) -> RunBenchmark {
    RunBenchmark(phase.rawValue, scene: scene, measures: measures, writes: writes.map(\.rawValue), body: body)
  }
}
