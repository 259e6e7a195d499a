import BenchmarkKit

/// What identifies a figure across runs: the phase, solver, tolerance, channel and metric of
/// its rows, and in the history also the scene (so that a quick run is not judged against
/// full runs).
struct FigureKey: Hashable, Sendable {
  var phase: Phase
  var solver: ResultSolver
  /// GSL's rtol = atol; nil for other solvers.
  var tolerance: Double?
  var channel: ResultChannel
  /// The `metric` column (see ``ResultRow/metric``).
  var metric: ResultMetric
  /// The history's scene text (``History/sceneText(_:)``); empty when two run files are
  /// compared, whose scenes are checked apart.
  var scene = ""

  /// The tolerance as written in a file, or empty.
  var toleranceText: String { tolerance.map(CSVWriter.text) ?? "" }

  /// The solver as reports name it, with `@tolerance` for GSL (`gsl:rk8pd @1e-10`).
  var solverLabel: String { tolerance == nil ? solver.name : "\(solver) @\(toleranceText)" }
}
