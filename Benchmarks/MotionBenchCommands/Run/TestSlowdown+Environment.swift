import BenchmarkKit
import Glibc
import MotionBenchmarks
import SelectorSimulation

extension TestSlowdown {
  /// Parses `SOLVER:FACTOR`.
  ///
  /// - Parameter text: The variable's value, e.g. `exact-step:1.5`.
  /// - Returns: The slowdown.
  /// - Throws: ``UsageError`` naming the variable, what it got and what it takes.
  static func parse(_ text: String) throws(UsageError) -> TestSlowdown {
    let expected = "SOLVER:FACTOR, a solver's name and a factor from 1 to \(Int(maximumFactor)), e.g. exact-step:2"
    guard let colon = text.lastIndex(of: ":"), case let solver = String(text[..<colon]),
      SolverRegistry.named(solver) != nil,
      let factor = Double(text[text.index(after: colon)...]), factor.isFinite, (1...maximumFactor).contains(factor)
    else {
      throw UsageError("\(variable) must be \(expected) (got '\(text)')")
    }
    return TestSlowdown(solver: solver, factor: factor)
  }

  /// The slowdown the environment sets, or nil when the variable is unset or empty.
  ///
  /// - Throws: ``UsageError`` for a value ``parse(_:)`` refuses.
  static func fromEnvironment() throws(UsageError) -> TestSlowdown? {
    guard let pointer = getenv(variable), case let text = String(cString: pointer), !text.isEmpty else { return nil }
    return try parse(text)
  }
}
