import BenchmarkKit

/// What identifies a figure across runs: the phase, solver, tolerance, channel and metric of
/// its rows, and in the history also the scene (so that a quick run is not judged against
/// full runs).
package struct FigureKey: Hashable, Sendable {
  package var phase: Phase
  package var solver: ResultSolver
  /// GSL's rtol = atol; nil for other solvers.
  package var tolerance: Double?
  package var channel: ResultChannel
  /// The `metric` column (see ``ResultRow/metric``).
  package var metric: ResultMetric
  /// The history's scene text (``History/sceneText(_:)``); empty when two run files are
  /// compared, whose scenes are checked apart.
  package var scene = ""

  /// A key of its parts.
  package init(
    phase: Phase, solver: ResultSolver, tolerance: Double? = nil, channel: ResultChannel, metric: ResultMetric,
    scene: String = ""
  ) {
    self.phase = phase
    self.solver = solver
    self.tolerance = tolerance
    self.channel = channel
    self.metric = metric
    self.scene = scene
  }

  /// The tolerance as written in a file, or empty.
  package var toleranceText: String { tolerance.map(CSVWriter.text) ?? "" }

  /// The solver as reports name it, with `@tolerance` for GSL (`gsl:rk8pd @1e-10`).
  package var solverLabel: String { tolerance == nil ? solver.name : "\(solver) @\(toleranceText)" }
}
