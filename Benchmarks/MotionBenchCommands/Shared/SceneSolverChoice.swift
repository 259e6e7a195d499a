import BenchmarkKit
import MotionODE
import SelectorSimulation

/// A scene solver named on the command line.
enum SceneSolverChoice: Hashable, Sendable, CustomStringConvertible {
  case closedForm
  case closedFormBatched
  case exactStep
  case reference
  /// SwiftUI's runtime stepping of its springs: what the device shows.
  case swiftUI
  /// GSL, one small system per channel.
  case gsl(GSLStepper)
  /// GSL, every spring channel of a block as one system.
  case gslScene(GSLStepper)

  /// The names accepted besides `gsl:STEPPER` and `gsl-scene:STEPPER`.
  static let plain: [SceneSolverChoice] = [.closedForm, .closedFormBatched, .exactStep, .swiftUI, .reference]

  static let synopsis = plain.map(\.description).joined(separator: ", ")

  init(parsing text: String, option: String) throws(UsageError) {
    if let choice = Self.plain.first(where: { $0.description == text }) {
      self = choice
      return
    }
    for (prefix, make) in [("gsl:", Self.gsl), ("gsl-scene:", Self.gslScene)] where text.hasPrefix(prefix) {
      let name = String(text.dropFirst(prefix.count))
      guard let stepper = GSLStepper(rawValue: name) else {
        let steppers = GSLStepper.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("\(option) has unknown GSL stepper '\(name)'; allowed: \(steppers)")
      }
      self = make(stepper)
      return
    }
    let hint =
      CommandSpec.closest(to: text, among: Self.plain.map(\.description), within: 2).map { " did you mean '\($0)'?" }
      ?? ""
    throw UsageError(
      "\(option) has unknown solver '\(text)';\(hint) allowed: \(Self.synopsis), gsl:STEPPER, gsl-scene:STEPPER")
  }

  var description: String {
    switch self {
    case .closedForm: "closed-form"
    case .closedFormBatched: "closed-form-batched"
    case .exactStep: "exact-step"
    case .reference: "reference"
    case .swiftUI: "swiftui"
    case .gsl(let stepper): "gsl:\(stepper.rawValue)"
    case .gslScene(let stepper): "gsl-scene:\(stepper.rawValue)"
    }
  }

  /// Whether the solver integrates with GSL (and so has a tolerance and is slow).
  var usesGSL: Bool {
    switch self {
    case .gsl, .gslScene: true
    default: false
    }
  }

  /// Makes the solver; `tolerance` is GSL's rtol = atol.
  func make(tolerance: Double) throws -> any SceneSolver {
    switch self {
    case .closedForm: ClosedFormSceneSolver()
    case .closedFormBatched: BatchedClosedFormSceneSolver()
    case .exactStep: ExactStepSceneSolver()
    case .reference: ReferenceSceneSolver()
    case .swiftUI: SwiftUIRuntimeSceneSolver()
    case .gsl(let stepper):
      try GSLSceneSolver(stepper: stepper, relativeTolerance: tolerance, absoluteTolerance: tolerance)
    case .gslScene(let stepper):
      try GSLSceneSolver(
        stepper: stepper, relativeTolerance: tolerance, absoluteTolerance: tolerance, grouping: .wholeScene)
    }
  }
}
