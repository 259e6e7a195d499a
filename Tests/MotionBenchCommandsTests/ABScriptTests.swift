import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `scripts/ab` judged by the real `compare --paired`: its timing processes are a stand-in
/// that copies generated results files, and everything else is the built `motion-bench`.
@Suite("scripts/ab with the real compare", .tags(.integration))
struct ABScriptTests {
  /// Student's t for 3 degrees of freedom at 97.5 % (four pairs).
  static let t3 = 3.182_446_305_284_263

  /// A setting outside its range is bad usage (64), named in one line, before anything is built.
  @Test(
    arguments: [
      ("AB_MODE=fast", "AB_MODE must be pairs, rounds or pinned (got 'fast')"),
      ("AB_SPLIT=0", "AB_SPLIT must be a positive integer (got '0')"),
      ("AB_ROUNDS=x", "AB_ROUNDS must be a positive integer (got 'x')"),
      ("AB_CORES=1,1", "AB_CORES must be two different CPU numbers such as 0,1 (got '1,1')"),
      ("AB_CORES=9999,0", "AB_MODE=pinned cannot pin to CPU 9999 of AB_CORES=9999,0 (taskset -c 9999)"),
      ("AB_BASE_BIN=/bin/true", "AB_HEAD_BIN must be an executable (got ''); set both or neither"),
    ])
  func aBadSettingIs64(setting: String, message: String) throws {
    try withTemporaryDirectory { directory in
      let ab = try ChildProcess(
        [ConventionTests.root + "/scripts/ab", "HEAD"], in: directory, program: "/bin/bash",
        environment: (setting.hasPrefix("AB_MODE=") ? [] : ["AB_MODE=pinned"]) + ["AB_DIR=\(directory)/ab", setting])
      #expect(ab.wait() == .exited(64))
      let errors = try readText(ab.stderrPath)
      #expect(errors == "ab: \(message)\n", "\(errors)")
      #expect(access(directory + "/ab", F_OK) != 0)
    }
  }

  /// The default mode, pinned, falls back to pairs with a note when it cannot pin (here the run
  /// then stops at a later refusal, before anything is built).
  @Test func theDefaultFallsBackToPairsWhenItCannotPin() throws {
    try withTemporaryDirectory { directory in
      let ab = try ChildProcess(
        [ConventionTests.root + "/scripts/ab", "HEAD"], in: directory, program: "/bin/bash",
        environment: ["AB_CORES=0,9999", "AB_DIR=\(directory)/ab", "AB_BASE_BIN=/bin/true"])
      #expect(ab.wait() == .exited(64))
      #expect(
        try readText(ab.stderrPath)
          == "ab: cannot pin to CPU 9999 of AB_CORES=0,9999 (taskset -c 9999): AB_MODE=pairs\n"
          + "ab: AB_HEAD_BIN must be an executable (got ''); set both or neither\n")
    }
  }

  /// Four pairs of processes 7 % apart cannot see 5 %: the shortfall line names the solver with
  /// the largest smallest-detectable slowdown, and its figure is the paired t test's, computed
  /// here from the files' 10th percentiles of the rounds.
  @Test func theShortfallLineCarriesTheRealVerdict() throws {
    try withTemporaryDirectory { directory in
      let fixtures = directory + "/fixtures"
      #expect(mkdir(fixtures, 0o755) == 0)
      var random = SeededGenerator(state: 34)
      var logMedians: [String: [(base: Double, head: Double)]] = [:]
      for pair in 1...4 {
        var medians: [String: (base: Double, head: Double)] = [:]
        for side in ["base", "head"] {
          let report = SyntheticRun(commit: side).report(&random)
          try report.write(to: "\(fixtures)/\(side)-\(pair).csv")
          for solver in SyntheticRun.solvers.map(\.name) {
            let rounds = report.rows.filter {
              $0.phase == .timing && $0.solver.name == solver && $0.round != nil
                && $0.metric.description == "cpu_ns_per_sample"
            }.map(\.value).sorted()
            // The 10th percentile, NumPy's linear rule: rank 0.1·(n − 1) between x[⌊rank⌋] and the next.
            let rank = 0.1 * Double(rounds.count - 1)
            let lower = Int(rank)
            let low = log(rounds[lower] + (rank - Double(lower)) * (rounds[lower + 1] - rounds[lower]))
            if side == "base" {
              medians[solver, default: (0, 0)].base = low
            } else {
              medians[solver, default: (0, 0)].head = low
            }
          }
        }
        for (solver, median) in medians { logMedians[solver, default: []].append(median) }
      }
      // The paired test: se = sd(differences)/√k; detects (1 + θ)·exp((t + 0.8416)·se) − 1.
      let detectable = logMedians.mapValues { pairs in
        let differences = pairs.map { $0.head - $0.base }
        let mean = differences.reduce(0, +) / Double(differences.count)
        let variance = differences.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(differences.count - 1)
        let error = (variance / Double(differences.count)).squareRoot()
        return 100 * (1.02 * exp((Self.t3 + 0.8416) * error) - 1)
      }
      let worst = try #require(detectable.max { $0.value < $1.value })
      #expect(worst.value > 5)

      let repository = directory + "/repository"
      let stand = directory + "/stand-in"
      try write(
        """
        #!/bin/sh
        if [ "$1" = run ]; then
          while [ "$1" != --out ]; do shift; done
          exec cp "$AB_TEST_FIXTURES/${2##*/}" "$2"
        fi
        exec "$AB_TEST_MOTION_BENCH" "$@"

        """, to: stand)
      #expect(chmod(stand, 0o755) == 0)
      let setUp = try ChildProcess.run(
        [
          "-c",
          """
          mkdir -p "$0/scripts" && cp "$1" "$0/scripts/ab" && cd "$0" && git init -q \
          && git add scripts && git -c user.name=test -c user.email=test@example.com commit -qm base
          """,
          repository, ConventionTests.root + "/scripts/ab",
        ], in: directory, program: "/bin/sh")
      #expect(setUp.ending == .exited(0), "\(setUp.standardError)")

      let ab = try ChildProcess(
        ["\(repository)/scripts/ab", "HEAD"], in: repository, program: "/bin/bash",
        environment: [
          "AB_MODE=pairs", "AB_PAIRS=4", "AB_COUNT=0", "AB_DIR=\(directory)/ab", "AB_BASE_BIN=\(stand)",
          "AB_HEAD_BIN=\(stand)", "AB_TEST_FIXTURES=\(fixtures)", "AB_TEST_MOTION_BENCH=\(try motionBenchExecutable())",
        ])
      let ending = ab.wait()
      let errors = try readText(ab.stderrPath)
      #expect(ending == .exited(0), "\(errors)")
      let output = try readText(ab.stdoutPath)
      let prefix = "A/B target not reached: after 4 pairs (the limit) the smallest detectable slowdown is up to +"
      let line = try #require(output.split(separator: "\n").first { $0.hasPrefix(prefix) }, "\(output)")
      let figures = line.dropFirst(prefix.count).split(separator: " ")
      let printed = try #require(Double(figures[0]))
      #expect(abs(printed - worst.value) < 0.006, "\(line) against \(worst.value)")
      #expect(figures[2] == "(\(worst.key)),")
      #expect(figures[4] == "points" && figures[5...7] == ["above", "the", "5%"], "\(line)")
      #expect(abs(try #require(Double(figures[3])) - (printed - 5)) < 0.006, "\(line)")
      #expect(errors.contains("ab: " + line.dropFirst("A/B ".count)))
    }
  }
}
