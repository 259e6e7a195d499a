import MotionODE
import SelectorSimulation

/// A scene solver named on the command line.
enum SceneSolverChoice: Hashable, Sendable, CustomStringConvertible {
  case closedForm
  case exactStep
  case reference
  case probe

  /// The names `--solvers` accepts besides `gsl:STEPPER` and `gsl-scene:STEPPER`.
  static let plain: [SceneSolverChoice] = [.closedForm, .exactStep, .reference, .probe]

  static let synopsis = "closed-form, exact-step, reference, roofline-probe"

  init(parsing text: String, option: String) throws(UsageError) {
    guard let choice = Self.plain.first(where: { $0.description == text }) else {
      throw UsageError("\(option) has unknown solver '\(text)'; allowed: \(Self.synopsis)")
    }
    self = choice
  }

  var description: String {
    switch self {
    case .closedForm: "closed-form"
    case .exactStep: "exact-step"
    case .reference: "reference"
    case .probe: "roofline-probe"
    }
  }

  /// Whether the solver integrates with GSL (and so has a tolerance and is slow).
  var usesGSL: Bool { false }

  func make(tolerance: Double) throws -> any SceneSolver {
    switch self {
    case .closedForm: ClosedFormSceneSolver()
    case .exactStep: ExactStepSceneSolver()
    case .reference: ReferenceSceneSolver()
    case .probe: RooflineProbe()
    }
  }
}
