import BenchmarkKit
import MotionODE
import SelectorSimulation

extension SolverChoice {
  /// The scene solvers' names besides `gsl:STEPPER` and `gsl-scene:STEPPER`, in help order.
  static let plain: [SolverChoice] = [.closedForm, .closedFormBatched, .exactStep, .swiftUI, .reference]

  /// The scene solvers' names in help, comma-separated.
  static let sceneSynopsis = plain.map(\.description).joined(separator: ", ")

  /// Parses a scene solver's name.
  ///
  /// - Parameters:
  ///   - text: The name.
  ///   - option: The option it came with, for the message.
  /// - Throws: ``UsageError`` listing what is allowed.
  init(parsingScene text: String, option: String) throws(UsageError) {
    if let choice = Self.plain.first(where: { $0.description == text }) {
      self = choice
      return
    }
    for (prefix, make) in [("gsl:", Self.gsl), ("gsl-scene:", Self.gslScene)] where text.hasPrefix(prefix) {
      let name = text.dropFirst(prefix.count)
      guard let stepper = GSLStepper(rawValue: String(name)) else { throw Self.unknownStepper(name, option: option) }
      self = make(stepper)
      return
    }
    let hint =
      CommandSpec.closest(to: text, among: Self.plain.map(\.description), within: 2).map { " did you mean '\($0)'?" }
      ?? ""
    throw UsageError(
      "\(option) has unknown solver '\(text)';\(hint) allowed: \(Self.sceneSynopsis), gsl:STEPPER, gsl-scene:STEPPER")
  }

  /// Makes the scene solver; `tolerance` is GSL's rtol = atol.
  func make(tolerance: Double) throws -> any SceneSolver {
    switch self {
    case .closedForm: LockstepSceneSolver(.closedForm)
    case .closedFormBatched: LockstepSceneSolver(.batchedClosedForm)
    case .exactStep: LockstepSceneSolver(.exactStep)
    case .reference: LockstepSceneSolver(.reference)
    case .swiftUI: LockstepSceneSolver(.swiftUI)
    case .gsl(let stepper):
      try GSLSceneSolver(stepper: stepper, relativeTolerance: tolerance, absoluteTolerance: tolerance)
    case .gslScene(let stepper):
      try GSLSceneSolver(
        stepper: stepper, relativeTolerance: tolerance, absoluteTolerance: tolerance, grouping: .wholeScene)
    }
  }
}
