import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("History: appended by run, judged by compare --history", .tags(.integration))
struct HistoryTests {
  /// Appends synthetic runs one second apart; returns the comparison made for the last.
  @discardableResult
  func append(_ runs: [SyntheticRun], to path: String, seed: UInt64) throws -> ResultComparison? {
    var random = SeededGenerator(state: seed)
    var last: ResultComparison?
    for run in runs {
      last = try History.append(History.rows(of: run.report(&random)), to: path, policy: .init())
    }
    return last
  }

  func runs(_ count: Int, from start: Int = 0) -> [SyntheticRun] {
    (0..<count).map { SyntheticRun(commit: "c\(start + $0)", epochSeconds: 1_795_992_067 + start + $0) }
  }

  @Test func headlineFiguresOfARun() throws {
    var random = SeededGenerator(state: 1)
    let rows = History.rows(of: SyntheticRun(rounds: 10).report(&random))
    let timing = rows.filter { $0.key.phase == .timing }
    #expect(timing.count == 10 && timing.allSatisfy { $0.n == 10 && $0.low! <= $0.value && $0.value <= $0.high! })
    #expect(Set(timing.map(\.key.metric.text)) == ["ns_per_sample", "cpu_ns_per_sample"])
    let accuracy = rows.filter { $0.key.phase == .accuracy }
    #expect(accuracy.count == 15 && accuracy.allSatisfy { $0.key.channel.text == "all" && $0.n == nil })
    #expect(rows.filter { $0.key.metric.text == "instructions_per_sample" }.count == 5)
    #expect(
      rows.allSatisfy {
        $0.key.scene.hasPrefix("seed=1 selectors=") && $0.identity.fingerprint == SyntheticRun().metadata.fingerprint
      })
  }

  @Test func noiseIsNotFlaggedAndASlowdownIs() throws {
    try withTemporaryDirectory { folder in
      let path = folder + "/history.csv"
      let first = try #require(try append(runs(8), to: path, seed: 3))
      #expect(first.exitCode == .success)
      #expect(first.entries.filter { $0.kind == .timing && $0.verdict != nil }.count == 5)
      #expect(first.entries.filter { $0.effect?.noise.source == .history(runs: 7) }.count == 5)
      var slow = SyntheticRun(commit: "slow", epochSeconds: 1_795_992_067 + 10)
      slow.slower = ["gsl-scene:rk8pd": 2]
      try append([slow], to: path, seed: 4)
      let rows = try History.read(path)
      var random = SeededGenerator(state: 1)
      #expect(rows.count == 9 * History.rows(of: slow.report(&random)).count)
      let flagged = rows.filter { $0.verdict == "regression" }
      #expect(
        Set(flagged.map(\.key.solver.name)) == ["gsl-scene:rk8pd"]
          && flagged.allSatisfy { $0.identity.gitCommit == "slow" })
      #expect(MotionBenchMain.main(["compare", "--history", path]) == 2)
      #expect(MotionBenchMain.main(["compare", "--history", path, "--gate", "deterministic"]) == 0)
    }
  }

  /// Eight runs, then eight with closed-form 60 % slower: the history names the commit of the
  /// step and how many runs of the machine it had; no other series steps. (The detector needs
  /// six runs on each side of a change point.)
  @Test func theHistoryNamesTheCommitOfAStep() throws {
    try withTemporaryDirectory { folder in
      let path = folder + "/history.csv"
      var later = runs(8, from: 8)
      for index in later.indices { later[index].slower = ["closed-form": 1.6] }
      let comparison = try #require(try append(runs(8) + later, to: path, seed: 8))
      #expect(comparison.steps.count == 1)
      let step = try #require(comparison.steps.first)
      #expect(
        step.hasPrefix("closed-form cpu_ns_per_sample: +")
          && step.hasSuffix("at commit c8 (run 9 of 16 on this machine)")
      )
      let text = comparison.rendered(.text, all: false)
      #expect(text.contains("Steps in the history:") && text.contains("(16 runs of it in all)"))
    }
  }

  /// Two files compared with a history's noise: the history's spread of that machine and
  /// scene, named as the source.
  @Test func aComparisonTakesItsNoiseFromTheHistory() throws {
    try withTemporaryDirectory { directory in
      let history = directory + "/history.csv"
      var quiet = runs(10)
      for index in quiet.indices { quiet[index].processSpread = 0.01 }
      try append(quiet, to: history, seed: 12)
      var random = SeededGenerator(state: 13)
      try SyntheticRun(processSpread: 0.01).write(to: directory + "/base.csv", &random)
      try SyntheticRun(commit: "head", slower: ["exact-step": 1.25], processSpread: 0.01)
        .write(to: directory + "/head.csv", &random)
      let files = [directory + "/base.csv", directory + "/head.csv"]
      #expect(MotionBenchMain.main(["compare"] + files) == 0)  // the assumed 8.5 %: borderline at most
      #expect(MotionBenchMain.main(["compare"] + files + ["--noise-history", history]) == 2)
      var policy = ResultComparison.Policy()
      policy.noiseHistory = ResultComparison.noiseHistory(try History.read(history))
      let comparison = ResultComparison(
        base: try RunResults(contentsOfFile: files[0]), head: try RunResults(contentsOfFile: files[1]), policy: policy)
      let timing = comparison.entries.filter { $0.effect != nil }
      #expect(timing.count == 5 && timing.allSatisfy { $0.effect?.noise.source == .history(runs: 10) })
      #expect(comparison.entries.filter { $0.verdict == .regression }.map(\.key.solver.name) == ["exact-step"])
    }
  }

  @Test func onlyRunsOfTheSameMachineCount() throws {
    try withTemporaryDirectory { folder in
      let path = folder + "/history.csv"
      var others = runs(3)
      for index in others.indices { others[index].cpuModel = "Intel Xeon" }
      try append(others + runs(2, from: 3), to: path, seed: 5)
      let comparison = ResultComparison(history: try History.read(path), source: path, policy: .init())
      let timing = comparison.entries.filter { $0.kind == .timing }
      #expect(timing.allSatisfy { $0.verdict == nil && $0.counts?.base == 1 })
      #expect(comparison.entries.filter { $0.kind == .deterministic }.allSatisfy { $0.verdict == .unchanged })
    }
  }

  @Test func accuracyLossIsARegressionAgainstThePreviousRun() throws {
    try withTemporaryDirectory { folder in
      let path = folder + "/history.csv"
      var worse = SyntheticRun(commit: "worse", epochSeconds: 1_795_992_067 + 5)
      worse.lessAccurate = ["exact-step": 100]
      let comparison = try #require(try append(runs(1) + [worse], to: path, seed: 6))
      #expect(comparison.exitCode == .regression)
      #expect(comparison.entries.filter { $0.verdict == .regression }.map(\.key.metric.text) == ["max_error"])
    }
  }

  /// A history that cannot be read stops the run before any work, and stays as it was.
  @Test func anUnreadableHistoryIsRefusedUpFront() throws {
    try withTemporaryDirectory { directory in
      #expect(mkdir(directory + "/results", 0o755) == 0)
      let path = directory + "/results/history.csv"
      try writeText("timestamp,value\n\"unterminated\n", to: path)
      #expect(try spawnMotionBench(["run", "--phases", "accuracy", "--selectors", "8"], in: directory) == 65)
      #expect(try FileList(directory + "/results").names.filter { !$0.hasPrefix(".") } == ["history.csv"])
    }
  }

  /// Two tiny real runs in a fresh directory: each writes results/ and appends to the history. A
  /// run is its timestamp and commit, and the two may start within one second, so each names its
  /// own commit (`MOTIONBENCH_COMMIT`).
  @Test func runAppendsToTheHistory() throws {
    try withTemporaryDirectory { directory in
      let arguments = [
        "run", "--selectors", "16", "--seconds", "0.25", "--hz", "60", "--phases", "accuracy,timing", "--solvers",
        "exact-step",
        "--repetitions", "2", "--accuracy-selectors", "16",
      ]
      for commit in ["first", "second"] {
        #expect(try spawnMotionBench(arguments, in: directory, environment: ["MOTIONBENCH_COMMIT=" + commit]) == 0)
      }
      let rows = try History.read(directory + "/results/history.csv")
      #expect(Set(rows.map(\.run)).count == 2)
      #expect(Set(rows.map(\.identity.gitCommit)) == ["first", "second"])
      #expect(
        rows.contains {
          $0.key.phase == .timing && $0.key.solver.name == "exact-step" && $0.key.metric.text == "ns_per_sample"
            && $0.n == 2
        }
      )
      #expect(try spawnMotionBench(["compare", "--history", "results/history.csv"], in: directory) == 0)
      #expect(try CSVTable(contentsOfFile: directory + "/results/history.csv").columns == History.columns)
    }
  }
}
