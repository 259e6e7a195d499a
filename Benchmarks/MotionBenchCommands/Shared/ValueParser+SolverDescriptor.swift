import BenchmarkKit
import SelectorSimulation

extension ValueParser where Value == SolverDescriptor {
  /// A solver's name: the one parser of every `--solver`, `--solvers` and `--against`, an option
  /// or an item of a list. It accepts a registered solver that does `use` (`closed-form`,
  /// `gsl:rk8pd`); its one message lists what is allowed and the nearest plain name:
  /// `--solver must be one of closed-form, … or gsl:STEPPER with STEPPER one of rk2, …; did you
  /// mean 'exact-step'? (got 'exact_step')`.
  ///
  /// - Parameter use: What the solver must do: `.scenes` (the default) or `.curves`.
  /// - Returns: The parser.
  static func solver(solving use: SolverDescriptor.Capabilities = .scenes) -> ValueParser<SolverDescriptor> {
    ValueParser { text, name throws(ValidationError) in
      if let solver = SolverRegistry.named(text), solver.capabilities.isSuperset(of: use) { return solver }
      let plain = SolverRegistry.plain.filter { $0.capabilities.isSuperset(of: use) }.map(\.name)
      let hint = CommandSpec.closest(to: text, among: plain, within: 2).map { "; did you mean '\($0)'?" } ?? ""
      throw .invalidValue(
        name: name,
        expected: "one of \(SolverDescriptor.synopsis(solving: use)) with \(SolverDescriptor.parameters(solving: use))"
          + hint,
        got: text)
    }
  }
}
