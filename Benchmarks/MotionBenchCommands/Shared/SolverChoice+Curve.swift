import MotionCurves
import MotionODE

extension SolverChoice {
  /// Makes the curve solver; tolerances apply to GSL only, components to `swiftui` only. One
  /// curve is one system, so `gsl-scene:STEPPER` is `gsl:STEPPER`.
  func makeSolver(relativeTolerance: Double, absoluteTolerance: Double, components: Int = 1) throws -> any MotionSolver
  {
    switch self {
    case .closedForm: ClosedFormSolver()
    case .closedFormBatched: BatchedClosedFormSolver()
    case .exactStep: ExactStepSolver()
    case .reference: ReferenceSolver()
    case .swiftUI: try SwiftUIRuntimeSolver(components: components)
    case .gsl(let stepper), .gslScene(let stepper):
      try GSLSolver(stepper: stepper, relativeTolerance: relativeTolerance, absoluteTolerance: absoluteTolerance)
    }
  }
}
