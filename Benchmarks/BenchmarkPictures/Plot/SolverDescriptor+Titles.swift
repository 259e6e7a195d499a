import SelectorSimulation

extension SolverDescriptor {
  /// The title of a solver named in a file (`swiftui`, `gsl:rk8pd`), or the name itself when
  /// it names none.
  ///
  /// - Parameter name: The name as a `solver` column holds it.
  /// - Returns: E.g. `SwiftUI runtime (device)`.
  static func title(ofName name: String) -> String { SolverRegistry.named(name)?.title ?? name }

  /// The short name legends give a solver named in a file (`device` for `swiftui`), or the
  /// name itself when it names none.
  ///
  /// - Parameter name: The name as a `solver` column holds it.
  /// - Returns: E.g. `device`.
  static func legend(ofName name: String) -> String { SolverRegistry.named(name)?.legend ?? name }
}
