import BenchmarkKit
import MotionBenchmarks
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `MOTIONBENCH_TEST_SLOWDOWN`, the test-only slowdown `scripts/noise` measures power with.
@Suite("The test-only slowdown of one solver", .tags(.integration))
struct TestSlowdownTests {
  @Test func parses() throws {
    #expect(try TestSlowdown.parse("exact-step:2") == TestSlowdown(solver: "exact-step", factor: 2))
    // A GSL solver's name has a colon of its own: the factor follows the last.
    #expect(try TestSlowdown.parse("gsl:rk8pd:1.35") == TestSlowdown(solver: "gsl:rk8pd", factor: 1.35))
    #expect(try TestSlowdown.parse("closed-form:100").factor == 100)
  }

  @Test(arguments: [
    "exact-step", "exact-step:", "exact-step:0.5", "exact-step:nan", "exact-step:inf", ":2",
    "exact-step:101", "no-such-solver:2", "exact-step:2x",
  ])
  func refuses(_ text: String) {
    #expect(throws: UsageError.self, "\(text)") { try TestSlowdown.parse(text) }
  }

  /// A bad value stops `run` before any work, with an `Error:` line naming the variable.
  @Test func aBadValueIsAUsageError() throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(
        ["run", "--quick", "--phases", "timing", "--out", directory + "/out.csv"], in: directory,
        environment: ["MOTIONBENCH_TEST_SLOWDOWN=exact-step:0"])
      #expect(result.status == 64)
      #expect(
        result.standardErrorLines.first
          == "Error: MOTIONBENCH_TEST_SLOWDOWN must be SOLVER:FACTOR, a solver's name and a factor from 1 to 100, "
          + "e.g. exact-step:2 (got 'exact-step:0')", "\(result.standardError)")
      #expect(try FileList(directory).names.isEmpty)
    }
  }
}
