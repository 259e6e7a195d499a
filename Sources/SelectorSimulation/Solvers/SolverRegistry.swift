import MotionODE

/// Every solver, once, in help order: what the command line parses and lists, what pictures
/// title and what the benchmark runs. Adding a solver is its descriptor beside its kernel and
/// its line here (docs/contributing.md).
public enum SolverRegistry {
  /// The solvers named alone.
  public static let plain: [SolverDescriptor] = [.closedForm, .closedFormBatched, .exactStep, .reference, .swiftUI]

  /// The families and their members.
  public static let families: [(family: SolverFamily, members: [SolverDescriptor])] = [
    (.gsl, GSLStepper.allCases.map(SolverDescriptor.gsl)),
    (.gslScene, GSLStepper.allCases.map(SolverDescriptor.gslScene)),
  ]

  /// Every solver: the plain ones, then each family's.
  public static let all: [SolverDescriptor] = plain + families.flatMap(\.members)

  /// The solver named `name`, or nil.
  public static func named(_ name: String) -> SolverDescriptor? { all.first { $0.name == name } }
}
