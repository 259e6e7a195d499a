/// A descriptor asked for what its solver does not do.
public enum SolverDescriptorError: Error, Equatable, CustomStringConvertible {
  /// The named solver solves scenes only.
  case solvesNoCurve(String)

  public var description: String {
    switch self {
    case .solvesNoCurve(let name): "the solver '\(name)' solves scenes only, not a single curve"
    }
  }
}
