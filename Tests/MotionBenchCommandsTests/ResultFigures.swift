import BenchmarkKit
import TestSupport
import Testing

@testable import MotionBenchCommands

/// The figures of a results CSV as the tests look them up: each row's phase, solver, channel,
/// metric and value, read by column name (not through the writer's own types).
struct ResultFigures {
  /// One row's keys and value.
  struct Figure {
    let phase: String, solver: String, channel: String, metric: String
    let value: Double
  }

  /// The rows, in the file's order.
  let figures: [Figure]

  /// Reads the figures of `table`.
  ///
  /// - Parameter table: A results table with `phase`, `solver`, `channel`, `metric` and `value` columns.
  /// - Throws: When a column is missing or a value is not a number.
  init(_ table: CSVTable) throws {
    let phases = try table.strings("phase")
    let solvers = try table.strings("solver")
    let channels = try table.strings("channel")
    let metrics = try table.strings("metric")
    let values = try table.doubles("value")
    figures = phases.indices.map {
      Figure(phase: phases[$0], solver: solvers[$0], channel: channels[$0], metric: metrics[$0], value: values[$0])
    }
  }

  /// The values of `metric` in file order, restricted to the keys that are given.
  ///
  /// - Parameters:
  ///   - metric: The metric's name.
  ///   - phase: The phase, or nil for any.
  ///   - solver: The solver, or nil for any.
  ///   - channel: The channel, or nil for any.
  /// - Returns: The matching rows' values.
  func values(_ metric: String, phase: String? = nil, solver: String? = nil, channel: String? = nil) -> [Double] {
    figures.filter {
      $0.metric == metric && (phase ?? $0.phase) == $0.phase && (solver ?? $0.solver) == $0.solver
        && (channel ?? $0.channel) == $0.channel
    }.map(\.value)
  }

  /// The first value of `metric` with the keys that are given, or nil when there is none.
  ///
  /// - Parameters:
  ///   - metric: The metric's name.
  ///   - phase: The phase, or nil for any.
  ///   - solver: The solver, or nil for any.
  ///   - channel: The channel, or nil for any.
  /// - Returns: The first matching row's value.
  func value(_ metric: String, phase: String? = nil, solver: String? = nil, channel: String? = nil) -> Double? {
    values(metric, phase: phase, solver: solver, channel: channel).first
  }
}

/// Runs `motion-bench run` in this process with `arguments` and `--out FILE` in a fresh folder,
/// expects exit 0, and reads FILE.
///
/// - Parameters:
///   - arguments: The arguments after `run`, without `--out`.
///   - sourceLocation: Where a failure is reported.
/// - Returns: The results file as a table.
/// - Throws: When the file cannot be read.
func runResults(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> CSVTable {
  try withTemporaryDirectory { directory in
    let path = directory + "/run.csv"
    #expect(MotionBenchMain.main(["run"] + arguments + ["--out", path]) == 0, sourceLocation: sourceLocation)
    return try CSVTable(contentsOfFile: path)
  }
}
