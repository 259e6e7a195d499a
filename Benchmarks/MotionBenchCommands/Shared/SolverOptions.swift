import BenchmarkKit
import SelectorSimulation

/// `--solver` and `--against`, declared once for every command that takes a solver: the name,
/// placeholder and parser (``ValueParser/solver(solving:)``) live here, the help and default
/// with each command.
enum SolverOptions {
  /// `--solver S`.
  ///
  /// - Parameters:
  ///   - help: What the solver does in this command.
  ///   - defaultName: The solver when none is given, as a user types it.
  ///   - use: What the solver must do: `.scenes` (the default) or `.curves`.
  /// - Returns: The option, read as a ``SolverDescriptor``.
  static func solver(help: String, default defaultName: String, solving use: SolverDescriptor.Capabilities = .scenes)
    -> Option<SolverDescriptor>
  {
    Option("solver", valueName: "S", help: help, default: defaultName, .solver(solving: use))
  }

  /// `--against S`, a second scene solver to compare with; nil unless given.
  ///
  /// - Parameter help: What the comparison shows in this command.
  /// - Returns: The option.
  static func against(help: String) -> Option<SolverDescriptor?> {
    Option("against", valueName: "S", help: help, .solver())
  }
}
