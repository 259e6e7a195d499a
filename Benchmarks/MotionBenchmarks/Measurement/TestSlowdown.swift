import BenchmarkKit
import Glibc
import SelectorSimulation

/// A known slowdown of one solver's timed runs, for measuring what `compare` can see
/// (`scripts/noise`): `MOTIONBENCH_TEST_SLOWDOWN=exact-step:2` makes every timed run of
/// `exact-step` cost twice its CPU time. Each thread that simulates spins after its share of the
/// work until its own CPU time is `factor` times what the work took, so the extra time follows
/// the work's, also when the machine is busy. Never set it for a real measurement.
struct TestSlowdown: Sendable, Equatable {
  /// The environment variable that sets it.
  static let variable = "MOTIONBENCH_TEST_SLOWDOWN"
  /// The largest factor accepted.
  static let maximumFactor = 100.0

  /// The solver slowed, by name (`exact-step`, `gsl:rk8pd`, …).
  var solver: String
  /// Its CPU time is multiplied by this (1…100).
  var factor: Double

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

  /// Runs `work`, then spins until this thread's CPU time since the start is ``factor`` times
  /// what `work` took.
  ///
  /// - Parameter work: A thread's share of a timed run.
  /// - Returns: What `work` returns.
  /// - Throws: What `work` throws.
  func stretch<T>(_ work: () throws -> T) rethrows -> T {
    let start = Self.threadNanoseconds()
    let result = try work()
    let spent = Self.threadNanoseconds() - start
    let end = start + UInt64((Double(spent) * factor).rounded())
    var spin = 0.0
    while Self.threadNanoseconds() < end {
      for step in 0..<1000 { spin += Double(step) * 1e-9 }
    }
    blackHole(spin)
    return result
  }

  /// This thread's CPU time, in nanoseconds.
  private static func threadNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
