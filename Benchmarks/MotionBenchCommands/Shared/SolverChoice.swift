import BenchmarkKit
import MotionODE

/// A solver named on the command line: `closed-form`, `closed-form-batched`, `exact-step`,
/// `reference`, `swiftui`, `gsl:STEPPER`, or for a scene also `gsl-scene:STEPPER`.
///
/// One choice names both the curve solver `curve` runs (``makeSolver(relativeTolerance:absoluteTolerance:components:)``)
/// and the scene solver `run`, `trace` and `simulate` run (``make(tolerance:)``).
enum SolverChoice: Hashable, Sendable, CustomStringConvertible {
  case closedForm
  /// The closed form with its transcendentals over SIMD lanes.
  case closedFormBatched
  case exactStep
  case reference
  /// SwiftUI's runtime model of fluid springs: what the device shows.
  case swiftUI
  /// GSL, one small system per channel.
  case gsl(GSLStepper)
  /// GSL, every spring channel of a block as one system (scenes only).
  case gslScene(GSLStepper)

  /// The names without a stepper, in `curve`'s help order.
  static let curvePlain: [SolverChoice] = [.closedForm, .closedFormBatched, .exactStep, .reference, .swiftUI]

  /// Every choice `curve` takes, GSL steppers included, in help order.
  static let all: [SolverChoice] = curvePlain + GSLStepper.allCases.map { .gsl($0) }

  /// `curve`'s spelling in help.
  static let synopsis = (curvePlain.map(\.description) + ["gsl:STEPPER"]).joined(separator: "|")

  /// Parses a solver name for `curve`.
  /// - Throws: ``UsageError`` listing what is allowed.
  init(parsing text: String, option: String = "--solver") throws(UsageError) {
    guard let choice = Self.all.first(where: { $0.description == text }) else {
      if text.hasPrefix("gsl:") { throw Self.unknownStepper(text.dropFirst(4), option: option) }
      let plain = Self.curvePlain.map(\.description)
      let hint = CommandSpec.closest(to: text, among: plain, within: 2).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError(
        "\(option) must be \(plain.joined(separator: ", ")) or gsl:STEPPER with STEPPER one of \(Self.stepperNames) (got '\(text)')\(hint)"
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

  /// The GSL steppers, comma-separated.
  static var stepperNames: String { GSLStepper.allCases.map(\.rawValue).joined(separator: ", ") }

  /// The error for a `gsl:` or `gsl-scene:` name whose stepper is unknown.
  static func unknownStepper(_ name: Substring, option: String) -> UsageError {
    UsageError("\(option) has unknown GSL stepper '\(name)'; allowed: \(stepperNames)")
  }
}
