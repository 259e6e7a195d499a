import BenchmarkKit
import SelectorSimulation

extension ValueParser where Value == SolverDescriptor {
  /// A scene solver's name, as ``SolverDescriptor/init(parsing:option:solving:)`` reads it: an
  /// item of `run --solvers`. Its error names what is allowed and the nearest plain name.
  static var sceneSolver: ValueParser<SolverDescriptor> {
    ValueParser { text, name throws(ValidationError) in
      do { return try SolverDescriptor(parsing: text, option: name) } catch {
        let plain = SolverRegistry.plain.filter { $0.capabilities.isSuperset(of: .scenes) }.map(\.name)
        let hint = CommandSpec.closest(to: text, among: plain, within: 2).map { "; did you mean '\($0)'?" } ?? ""
        throw .invalidValue(
          name: name,
          expected: "one of \(SolverDescriptor.synopsis(solving: .scenes)) with "
            + "\(SolverDescriptor.parameters(solving: .scenes))\(hint)",
          got: text)
      }
    }
  }
}
