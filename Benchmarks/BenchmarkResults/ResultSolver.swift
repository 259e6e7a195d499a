import MotionCurves
import SelectorSimulation

/// The `solver` column of a results row: a solver, none (a row of the machine or the run), or
/// in a file read back, whatever name it holds. Its text appears only at the CSV boundary.
package struct ResultSolver: Hashable, Sendable, CustomStringConvertible {
  /// The column's text: the solver's name, or empty.
  package let name: String

  /// A row of no solver.
  package static let none = ResultSolver(csv: "")

  /// The column as a file holds it.
  package init(csv text: String) { name = text }

  /// A registered solver.
  package init(_ solver: SolverDescriptor) { name = solver.name }

  /// The solver that made a scene's frames (its name is its descriptor's: `SolverRegistryTests`).
  package init(_ solver: any SceneSolver) { name = solver.name }

  /// The solver that sampled a curve.
  package init(_ solver: any MotionSolver) { name = solver.name }

  /// The registered solver it names, or nil (none, or a name this version does not know).
  package var descriptor: SolverDescriptor? { SolverRegistry.named(name) }

  /// Whether the row names no solver.
  package var isNone: Bool { name.isEmpty }

  package var description: String { name }
}
