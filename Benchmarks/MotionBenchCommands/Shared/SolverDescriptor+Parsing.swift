import BenchmarkKit
import SelectorSimulation

extension SolverDescriptor {
  /// The names a command accepts for solvers that do `use`, in help order: the plain
  /// solvers' names, then each family's synopsis (`gsl:STEPPER`).
  static func names(solving use: Capabilities) -> [String] {
    SolverRegistry.plain.filter { $0.capabilities.isSuperset(of: use) }.map(\.name)
      + families(solving: use).map(\.synopsis)
  }

  /// The families with a member that does `use`.
  static func families(solving use: Capabilities) -> [SolverFamily] {
    SolverRegistry.families.filter { $0.members.contains { $0.capabilities.isSuperset(of: use) } }.map(\.family)
  }

  /// The accepted names in a sentence: `closed-form, …, swiftui, gsl:STEPPER or gsl-scene:STEPPER`.
  static func synopsis(solving use: Capabilities) -> String {
    let names = names(solving: use)
    guard let last = names.last, names.count > 1 else { return names.last ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }

  /// The accepted names as a usage line shows them: `closed-form|…|gsl:STEPPER`.
  static func usage(solving use: Capabilities) -> String { names(solving: use).joined(separator: "|") }

  /// What each family's parameter may be: `STEPPER is one of rk2, rk4, …`.
  static func parameters(solving use: Capabilities) -> String {
    var seen: [String] = []
    var clauses: [String] = []
    for family in families(solving: use) where !seen.contains(family.placeholder) {
      seen.append(family.placeholder)
      clauses.append("\(family.placeholder) one of \(family.parameters.joined(separator: ", "))")
    }
    return clauses.joined(separator: "; ")
  }
}
