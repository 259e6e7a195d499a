extension SolverChoice {
  /// What the solver renders, in words for picture titles and legends: `SwiftUI runtime (device)`,
  /// `closed form`, `Float80 reference`, `GSL rkf45`.
  var title: String {
    switch self {
    case .reference: "Float80 reference"
    case .swiftUI: "SwiftUI runtime (device)"
    case .gsl(let stepper): "GSL \(stepper.rawValue)"
    case .gslScene(let stepper): "GSL \(stepper.rawValue), whole scene"
    case .closedFormBatched: "closed form (batched)"
    // closed form, exact step
    default: description.replacing("-", with: " ")
    }
  }

  /// The title of a solver named in a file (`swiftui`, `gsl:rkf45`), or the name itself when it
  /// names none.
  static func title(ofName name: String) -> String {
    (try? SolverChoice(parsingScene: name, option: "solver"))?.title ?? name
  }

  /// The short name legends give a solver named in a file: `device` for `swiftui`, else as
  /// ``title`` (`closed form`, `Float80 reference`), or the name itself when it names none.
  static func legend(ofName name: String) -> String {
    guard let choice = try? SolverChoice(parsingScene: name, option: "solver") else { return name }
    return choice == .swiftUI ? "device" : choice.title
  }
}
