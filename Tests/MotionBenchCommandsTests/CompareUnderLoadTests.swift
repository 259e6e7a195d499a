import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `compare` on the built binary, spawned, with synthetic results files: a phase the head's run
/// recorded skipping is not judged, for that reason, and the rest is; timing is judged by the
/// low end of each process's rounds, which load does not move, and "unknown: rerun" (exit 75)
/// when a side's rounds were disturbed throughout.
@Suite("motion-bench compare: skipped phases and a busy machine", .tags(.integration))
struct CompareUnderLoadTests {
  /// A synthetic run without process noise (its rounds keep theirs), so each case's verdict
  /// follows from its construction alone.
  static func report(_ run: SyntheticRun = SyntheticRun(processSpread: 0), seed: UInt64) -> RunReport {
    var random = SeededGenerator(state: seed)
    return run.report(&random)
  }

  /// The run as a native AVX-512 build writes it: no instruction counts, and the row that
  /// says why.
  static func native(_ report: RunReport) -> RunReport {
    var native = RunReport(identity: report.identity)
    native.rows = ResultRows(report.rows.filter { $0.phase != .instructions })
    native.add(
      ResultRow(
        phase: .instructions, solver: .none, scene: .init(seed: 1, selectors: 32, seconds: 1, hz: 120, threads: 1),
        metric: .skippedAVX512, value: 1))
    return native
  }

  /// Multiplies the CPU-time rounds of `solvers` (all when empty) by `factor(round)`.
  static func disturbed(_ report: RunReport, solvers: Set<String> = [], factor: (Int) -> Double) -> RunReport {
    var result = RunReport(identity: report.identity)
    result.rows = ResultRows(
      report.rows.map { row in
        guard let round = row.round, row.measures(.cpuNsPerSample),
          solvers.isEmpty || solvers.contains(row.solver.name)
        else { return row }
        var changed = row
        changed.value *= factor(round)
        return changed
      })
    return result
  }

  func write(_ report: RunReport, _ name: String, in directory: String) throws -> String {
    try report.write(to: directory + "/" + name)
    return directory + "/" + name
  }

  @Test("A head that recorded skipping the instructions phase passes the deterministic gate, naming the phase")
  func aSkippedPhaseIsNotJudgedAndNamed() throws {
    try withTemporaryDirectory { directory in
      let base = try write(Self.report(seed: 3), "base.csv", in: directory)
      let native = try write(Self.native(Self.report(seed: 4)), "native.csv", in: directory)
      var bare = Self.native(Self.report(seed: 4))
      bare.rows = ResultRows(bare.rows.filter { !$0.measures(.skippedAVX512) })
      let unexplained = try write(bare, "unexplained.csv", in: directory)

      let gated = try ChildProcess.run(["compare", base, native, "--gate", "deterministic"], in: directory)
      #expect(gated.status == 0, "\(gated.standardError)")
      #expect(
        gated.standardOutput.contains(
          "The instructions phase is not judged (5 metrics of the base): the head's run skipped it: this build uses "
            + "AVX-512, which valgrind cannot decode"), "\(gated.standardOutput)")
      // The accuracy of all five solvers was still judged: 5 × 4 deterministic metrics.
      #expect(gated.standardOutput.contains("20 deterministic metrics judged"), "\(gated.standardOutput)")
      let all = try ChildProcess.run(["compare", base, native, "--gate", "deterministic", "--all"], in: directory)
      #expect(all.standardOutput.contains("not judged: this build uses AVX-512"))
      // Without the recorded reason, the head is still incomplete.
      #expect(try spawnMotionBench(["compare", base, unexplained, "--gate", "deterministic"]) == 65)
    }
  }

  @Test("The gate still fails on a regression it judged, and exits 65 when the skipped phase was all it had")
  func theGateJudgesWhatItCan() throws {
    try withTemporaryDirectory { directory in
      let base = Self.report(seed: 5)
      let worse = Self.native(Self.report(SyntheticRun(lessAccurate: ["exact-step": 100], processSpread: 0), seed: 6))
      #expect(
        try spawnMotionBench([
          "compare", try write(base, "base.csv", in: directory), try write(worse, "worse.csv", in: directory),
          "--gate", "deterministic",
        ]) == 2)
      var countsOnly = RunReport(identity: base.identity)
      countsOnly.rows = ResultRows(base.rows.filter { $0.phase == .instructions })
      var skipOnly = RunReport(identity: base.identity)
      skipOnly.rows = ResultRows(Self.native(base).rows.filter { $0.phase == .instructions })
      let result = try ChildProcess.run(
        [
          "compare", try write(countsOnly, "counts.csv", in: directory),
          try write(skipOnly, "skip.csv", in: directory), "--gate", "deterministic",
        ], in: directory)
      #expect(result.status == 65)
      #expect(
        result.standardError.contains("nothing judged") && result.standardError.contains("AVX-512"),
        "\(result.standardError)")
    }
  }

  @Test("Load on most rounds moves the median, not the verdict")
  func loadOnMostRoundsIsNotARegression() throws {
    try withTemporaryDirectory { directory in
      let base = try write(Self.report(seed: 7), "base.csv", in: directory)
      // Seven rounds of twelve 80 % slower, every solver: the medians move by 80 %, the five
      // fastest rounds stay.
      let loaded = Self.disturbed(Self.report(seed: 8)) { $0 % 2 == 1 && $0 < 10 ? 1 : 1.8 }
      let head = try write(loaded, "head.csv", in: directory)
      let result = try ChildProcess.run(["compare", base, head, "--all", "--format", "csv"], in: directory)
      #expect(result.status == 0, "\(result.standardOutput)")
      #expect(!result.standardOutput.contains("regression"))
    }
  }

  @Test("Rounds disturbed throughout give 'unknown: rerun' and exit 75; a real regression still exits 2")
  func disturbedRoundsAreUnknown() throws {
    try withTemporaryDirectory { directory in
      let base = try write(Self.report(seed: 9), "base.csv", in: directory)
      // exact-step's rounds 5 % slower each round than the last: the 4th fastest of 12 is 15 % above the fastest.
      let ramp: (Int) -> Double = { 1 + 0.05 * Double($0) }
      let disturbed = try write(
        Self.disturbed(Self.report(seed: 10), solvers: ["exact-step"], factor: ramp), "disturbed.csv", in: directory)
      let result = try ChildProcess.run(["compare", base, disturbed], in: directory)
      #expect(result.status == 75, "\(result.standardOutput)")
      #expect(result.standardOutput.contains("unknown: rerun"))
      #expect(result.standardOutput.contains("exact-step cpu_ns_per_sample: 0 base and 1 head process too disturbed"))
      #expect(try spawnMotionBench(["compare", base, disturbed, "--gate", "deterministic"]) == 0)
      let slowAndDisturbed = try write(
        Self.disturbed(
          Self.report(SyntheticRun(slower: ["gsl:rk8pd": 2], processSpread: 0), seed: 11), solvers: ["exact-step"],
          factor: ramp), "slow.csv", in: directory)
      #expect(try spawnMotionBench(["compare", base, slowAndDisturbed]) == 2)
    }
  }
}
