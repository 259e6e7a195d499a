import BenchmarkKit
import Glibc

/// A known slowdown of one solver's timed runs, for measuring what `compare` can see
/// (`scripts/noise`): `MOTIONBENCH_TEST_SLOWDOWN=exact-step:2` makes every timed run of
/// `exact-step` cost twice its CPU time. Each thread that simulates spins after its share of the
/// work until its own CPU time is `factor` times what the work took, so the extra time follows
/// the work's, also when the machine is busy. Never set it for a real measurement.
package struct TestSlowdown: Sendable, Equatable {
  /// The environment variable that sets it.
  package static let variable = "MOTIONBENCH_TEST_SLOWDOWN"
  /// The largest factor accepted.
  package static let maximumFactor = 100.0

  /// The solver slowed, by name (`exact-step`, `gsl:rk8pd`, …).
  package var solver: String
  /// Its CPU time is multiplied by this (1…100).
  package var factor: Double

  /// A slowdown of one solver.
  ///
  /// - Parameters:
  ///   - solver: The solver's name.
  ///   - factor: What its CPU time is multiplied by, from 1 to ``maximumFactor``.
  package init(solver: String, factor: Double) {
    self.solver = solver
    self.factor = factor
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
