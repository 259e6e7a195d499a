import BenchmarkKit
import MotionCurves
import MotionODE

/// A solver named on the command line: `closed-form`, `closed-form-batched`, `exact-step`,
/// `reference`, `swiftui` or `gsl:STEPPER`.
enum SolverChoice: Hashable, Sendable, CustomStringConvertible {
  case closedForm
  /// The closed form with its transcendentals over SIMD lanes (``BatchedClosedFormSolver``).
  case closedFormBatched
  case exactStep
  case reference
  /// SwiftUI's runtime model of fluid springs (``SwiftUIRuntimeSolver``).
  case swiftUI
  case gsl(GSLStepper)

  /// Every choice, GSL steppers included, in help order.
  static let all: [SolverChoice] =
    [.closedForm, .closedFormBatched, .exactStep, .reference, .swiftUI] + GSLStepper.allCases.map { .gsl($0) }

  /// The spelling shown in help.
  static let synopsis = "closed-form|closed-form-batched|exact-step|reference|swiftui|gsl:STEPPER"

  /// Parses a solver name.
  /// - Throws: ``UsageError`` listing what is allowed.
  init(parsing text: String, option: String = "--solver") throws(UsageError) {
    guard let choice = Self.all.first(where: { $0.description == text }) else {
      let steppers = GSLStepper.allCases.map(\.rawValue).joined(separator: ", ")
      if text.hasPrefix("gsl:") {
        throw UsageError("\(option) has unknown GSL stepper '\(text.dropFirst(4))'; allowed: \(steppers)")
      }
      let plain = Self.all.filter { if case .gsl = $0 { false } else { true } }.map(\.description)
      let hint = CommandSpec.closest(to: text, among: plain, within: 2).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError(
        "\(option) must be closed-form, closed-form-batched, exact-step, reference, swiftui or gsl:STEPPER with STEPPER one of \(steppers) (got '\(text)')\(hint)"
      )
    }
    self = choice
  }

  var description: String {
    switch self {
    case .closedForm: "closed-form"
    case .closedFormBatched: "closed-form-batched"
    case .exactStep: "exact-step"
    case .reference: "reference"
    case .swiftUI: "swiftui"
    case .gsl(let stepper): "gsl:\(stepper.rawValue)"
    }
  }

  /// Makes the solver; tolerances apply to GSL only, components to `swiftui` only.
  func makeSolver(relativeTolerance: Double, absoluteTolerance: Double, components: Int = 1) throws -> any MotionSolver
  {
    switch self {
    case .closedForm: ClosedFormSolver()
    case .closedFormBatched: BatchedClosedFormSolver()
    case .exactStep: ExactStepSolver()
    case .reference: ReferenceSolver()
    case .swiftUI: try SwiftUIRuntimeSolver(components: components)
    case .gsl(let stepper):
      try GSLSolver(stepper: stepper, relativeTolerance: relativeTolerance, absoluteTolerance: absoluteTolerance)
    }
  }
}
