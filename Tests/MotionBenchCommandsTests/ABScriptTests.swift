import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `scripts/ab` judged by the real `compare --paired`: its timing processes are a stand-in
/// that copies generated results files, and everything else is the built `motion-bench`.
@Suite("scripts/ab with the real compare")
struct ABScriptTests {
  /// Student's t for 3 degrees of freedom at 97.5 % (four pairs).
  static let t3 = 3.182_446_305_284_263

  /// Four pairs of processes 7 % apart cannot see 5 %: the shortfall line names the solver with
  /// the largest smallest-detectable slowdown, and its figure is the paired t test's, computed
  /// here from the files' medians.
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
            let median = log((rounds[(rounds.count - 1) / 2] + rounds[rounds.count / 2]) / 2)
            if side == "base" { medians[solver, default: (0, 0)].base = median } else {
              medians[solver, default: (0, 0)].head = median
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
      #expect(ab.wait() == .exited(0), "\(try readText(ab.stderrPath))")
      let output = try readText(ab.stdoutPath)
      let prefix = "A/B target not reached: after 4 pairs (the limit) the smallest detectable slowdown is up to +"
      let line = try #require(output.split(separator: "\n").first { $0.hasPrefix(prefix) }, "\(output)")
      let figures = line.dropFirst(prefix.count).split(separator: " ")
      let printed = try #require(Double(figures[0]))
      #expect(abs(printed - worst.value) < 0.006, "\(line) against \(worst.value)")
      #expect(figures[2] == "(\(worst.key)),")
      #expect(figures[4] == "points" && figures[5...7] == ["above", "the", "5%"], "\(line)")
      #expect(abs(try #require(Double(figures[3])) - (printed - 5)) < 0.006, "\(line)")
      #expect(try readText(ab.stderrPath).contains("ab: " + line.dropFirst("A/B ".count)))
    }
  }
}
