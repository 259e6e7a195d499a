import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench compare: options", .tags(.integration))
struct CompareCommandOptionTests {
  @Test func defaults() throws {
    let command = try #require(try CompareCommand.parse(["a.csv", "b.csv"]))
    #expect(command.basePaths == ["a.csv"] && command.headPaths == ["b.csv"] && command.history == nil)
    #expect(command.policy.threshold == ResultComparison.defaultThreshold && !command.all)
    #expect(command.format == .text && command.policy.gate == .all && command.policy.clock == .cpu)
  }

  @Test func everyOptionParses() throws {
    let command = try #require(
      try CompareCommand.parse([
        "a.csv,b.csv", "c.csv", "--threshold", "5%", "--all", "--format", "markdown", "--gate", "deterministic",
        "--timing", "both",
      ]))
    #expect(command.basePaths == ["a.csv", "b.csv"] && command.headPaths == ["c.csv"])
    #expect(abs(command.policy.threshold - 0.05) < 1e-15 && command.all && command.format == .markdown)
    #expect(command.policy.gate == .deterministic && command.policy.clock == .both)
    #expect(try CompareCommand.parse(["--history", "h.csv", "--threshold", "0.2"])?.policy.threshold == 0.2)
  }
}

@Suite("motion-bench compare: verdicts", .tags(.integration))
struct CompareVerdictTests {
  /// Compares two synthetic runs through the files, as `compare` reads them.
  func compare(_ base: SyntheticRun, _ head: SyntheticRun, seed: UInt64, policy: ResultComparison.Policy = .init())
    throws -> ResultComparison
  {
    return try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: seed)
      try base.write(to: directory + "/base.csv", &random)
      try head.write(to: directory + "/head.csv", &random)
      return ResultComparison(
        base: try RunResults(contentsOfFile: directory + "/base.csv"),
        head: try RunResults(contentsOfFile: directory + "/head.csv"),
        policy: policy)
    }
  }

  @Test func aFileComparedWithItselfExitsZero() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 1)
      try SyntheticRun().write(to: directory + "/run.csv", &random)
      #expect(MotionBenchMain.main(["compare", directory + "/run.csv", directory + "/run.csv"]) == 0)
      let comparison = ResultComparison(
        base: try RunResults(contentsOfFile: directory + "/run.csv"),
        head: try RunResults(contentsOfFile: directory + "/run.csv"),
        policy: .init())
      #expect(comparison.entries.filter { $0.kind == .timing && $0.verdict != nil }.count == 5)
      #expect(comparison.entries.filter { $0.kind == .deterministic && $0.verdict == .unchanged }.count == 25)
    }
  }

  @Test("Roofline rows and bounds are never judged: absent from the base, or halved, the gate passes")
  func rooflineRowsAreNotJudged() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 3)
      try SyntheticRun().write(to: directory + "/base.csv", &random)
      try SyntheticRun(peaks: 1).write(to: directory + "/head.csv", &random)
      try SyntheticRun(peaks: 0.5).write(to: directory + "/slow.csv", &random)
      for (base, head) in [("base", "head"), ("head", "slow")] {
        let comparison = ResultComparison(
          base: try RunResults(contentsOfFile: directory + "/\(base).csv"),
          head: try RunResults(contentsOfFile: directory + "/\(head).csv"), policy: .init())
        let roofline = comparison.entries.filter { $0.key.phase == .roofline || $0.key.metric.text.hasPrefix("bound_") }
        #expect(!roofline.isEmpty && roofline.allSatisfy { $0.kind == .info && $0.verdict == nil })
        let files = [directory + "/\(base).csv", directory + "/\(head).csv"]
        #expect(MotionBenchMain.main(["compare"] + files + ["--gate", "deterministic"]) == 0)
      }
    }
  }

  /// Single runs a side, a between-process spread of 7 % (as measured on a busy machine), the
  /// assumed noise: noise alone passes.
  @Test func noiseAloneExitsZeroInAtLeast99Of100Trials() throws {
    var passes = 0
    for trial in 0..<100 {
      let comparison = try compare(SyntheticRun(), SyntheticRun(commit: "head"), seed: 1000 + UInt64(trial))
      if comparison.exitCode == .success { passes += 1 }
    }
    #expect(passes >= 99, "\(passes) of 100 noise-only trials exited 0")
  }

  /// One run a side whose medians differ by 50 % (no noise between the processes): exit 2,
  /// naming the solver; 20 % is within the assumed noise.
  @Test func aFiftyPercentShiftInASingleRunExitsTwoAndIsNamed() throws {
    let comparison = try compare(
      SyntheticRun(processSpread: 0), SyntheticRun(commit: "head", slower: ["exact-step": 1.5], processSpread: 0),
      seed: 7)
    #expect(comparison.exitCode == .regression)
    let regressions = comparison.entries.filter { $0.verdict == .regression }
    #expect(
      regressions.map(\.key.solver.name) == ["exact-step"]
        && regressions.map(\.key.metric.text) == ["cpu_ns_per_sample"])
    let text = comparison.rendered(.text, all: false)
    let changed = text.split(separator: "\n").filter { $0.hasPrefix("timing ") }
    #expect(changed.count == 1 && changed[0].contains("exact-step") && changed[0].hasSuffix("regression"))
    #expect(text.contains("8.5 %") && text.contains("assumed: no estimate"))
    let noise = try compare(
      SyntheticRun(processSpread: 0), SyntheticRun(commit: "head", slower: ["*": 1.2], processSpread: 0), seed: 7)
    #expect(noise.exitCode == .success && noise.entries.allSatisfy { $0.verdict != .borderline })
  }

  /// With the processes' own 7 % noise on top, one run a side sees a 50 % slowdown most of
  /// the time, not always: the honest power of a single-run comparison (measured: 79 of 100).
  @Test func aFiftyPercentSlowdownAmidProcessNoiseIsUsuallyFlagged() throws {
    var flagged = 0
    for trial in 0..<100 {
      let head = SyntheticRun(commit: "head", slower: ["exact-step": 1.5])
      let comparison = try compare(SyntheticRun(), head, seed: 5000 + UInt64(trial))
      let regressions = comparison.entries.filter { $0.verdict == .regression }
      #expect(regressions.allSatisfy { $0.key.solver.name == "exact-step" })
      if !regressions.isEmpty { flagged += 1 }
    }
    #expect(flagged >= 60, "flagged in \(flagged) of 100")
  }

  /// Five base/head pairs run next to each other share the machine's load (a factor of
  /// `exp(0.07·z)` per pair) beyond a 1.5 % spread of their own: judged as pairs at the A/B
  /// threshold of 5 %, a 10 % slowdown of one solver is a regression, and nothing else is.
  @Test func tenPercentAcrossFivePairedFilesExitsTwo() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 41)
      var arguments: [[String]] = [[], []]
      for pair in 0..<5 {
        let load = exp(0.07 * random.normal())
        for (side, slower) in [(0, 1.0), (1, 1.1)] {
          let path = directory + "/\(side)-\(pair).csv"
          try SyntheticRun(
            commit: "c\(side)", slower: ["gsl:rk8pd": slower], processSpread: 0.015, load: load
          ).write(to: path, &random)
          arguments[side].append(path)
        }
      }
      let files = arguments.map { $0.joined(separator: ",") }
      #expect(MotionBenchMain.main(["compare"] + files + ["--paired", "--threshold", "5%"]) == 2)
      let comparison = ResultComparison(
        base: RunResults(pooling: try arguments[0].map(RunResults.init(contentsOfFile:))),
        head: RunResults(pooling: try arguments[1].map(RunResults.init(contentsOfFile:))),
        policy: .init(threshold: 0.05, paired: true))
      let flagged = comparison.entries.filter { $0.verdict != nil && $0.verdict != .unchanged }
      #expect(flagged.map(\.key.solver.name) == ["gsl:rk8pd"] && flagged.map(\.verdict) == [.regression])
      #expect(flagged.first?.effect?.noise.source == .pairs(5))
      // Unpaired, the shared load counts as noise and the same files prove nothing.
      #expect(MotionBenchMain.main(["compare"] + files + ["--threshold", "5%"]) == 0)
    }
  }

  @Test func aStraddlingIntervalIsBorderlineAndExitsZero() throws {
    // A 30 % slowdown in one run a side: the interval (+4 % … +62 % at the assumed noise)
    // excludes no change but straddles the 10 % threshold.
    let comparison = try compare(
      SyntheticRun(processSpread: 0), SyntheticRun(commit: "head", slower: ["closed-form": 1.3], processSpread: 0),
      seed: 31)
    let entry = try #require(
      comparison.entries.first { $0.key.solver.name == "closed-form" && $0.key.metric.text == "cpu_ns_per_sample" })
    let interval = try #require(entry.interval)
    #expect(entry.verdict == .borderline && interval.low > 0 && interval.low < 0.1 && interval.high > 0.1)
    #expect(comparison.exitCode == .success)
    #expect(comparison.rendered(.text, all: false).contains("borderline"))
  }

  @Test func everythingFasterExitsFour() throws {
    let comparison = try compare(SyntheticRun(), SyntheticRun(commit: "head", slower: ["*": 0.5]), seed: 11)
    #expect(comparison.exitCode == .improvement)
    #expect(comparison.entries.filter { $0.verdict == .improvement }.count == 5)
  }

  @Test func wallClockIsJudgedOnRequest() throws {
    let head = SyntheticRun(commit: "head", slower: ["closed-form": 1.8])
    let both = try compare(SyntheticRun(), head, seed: 29, policy: .init(clock: .both))
    #expect(
      both.entries.filter { $0.verdict == .regression }.map(\.key.metric.text).sorted() == [
        "cpu_ns_per_sample", "ns_per_sample",
      ])
    let wall = try compare(SyntheticRun(), head, seed: 29, policy: .init(clock: .wall))
    #expect(wall.entries.filter { $0.verdict == .regression }.map(\.key.metric.text) == ["ns_per_sample"])
  }

  @Test func accuracyLostHundredfoldExitsTwo() throws {
    let comparison = try compare(
      SyntheticRun(), SyntheticRun(commit: "head", lessAccurate: ["gsl:rk8pd": 100]), seed: 13)
    #expect(comparison.exitCode == .regression)
    let regressions = comparison.entries.filter { $0.verdict == .regression }
    #expect(
      regressions.map(\.key.solver.name) == ["gsl:rk8pd", "gsl:rk8pd"]
        && regressions.allSatisfy { $0.key.metric.text == "max_error" })
  }

  @Test func anotherFingerprintGivesNoTimingVerdictButJudgesAccuracy() throws {
    let other = SyntheticRun(cpuModel: "Intel Xeon", commit: "head", slower: ["exact-step": 1.3])
    let comparison = try compare(SyntheticRun(), other, seed: 17)
    let timing = comparison.entries.filter { $0.kind == .timing }
    #expect(
      timing.count == 5 && timing.allSatisfy { $0.verdict == nil && $0.reason == "not comparable (different machine)" })
    #expect(comparison.exitCode == .success)
    #expect(comparison.rendered(.text, all: false).contains("Timing: not comparable (different machine"))
    var worse = other
    worse.lessAccurate = ["closed-form": 100]
    #expect(try compare(SyntheticRun(), worse, seed: 17).exitCode == .regression)
  }

  @Test func theDeterministicGateReportsTimingWithoutFailing() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 5)
      try SyntheticRun().write(to: directory + "/base.csv", &random)
      try SyntheticRun(commit: "head", slower: ["closed-form": 1.8]).write(to: directory + "/head.csv", &random)
      let files = [directory + "/base.csv", directory + "/head.csv"]
      #expect(MotionBenchMain.main(["compare"] + files) == 2)
      #expect(MotionBenchMain.main(["compare"] + files + ["--gate", "deterministic"]) == 0)
    }
  }

  @Test func pooledRoundsComeFromEveryFile() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 9)
      var paths: [String] = []
      for index in 0..<3 {
        paths.append(directory + "/base-\(index).csv")
        try SyntheticRun(rounds: 5).write(to: paths[index], &random)
      }
      let pooled = RunResults(pooling: try paths.map(RunResults.init(contentsOfFile:)))
      let rounds = pooled.rows.filter {
        $0.solver.name == "exact-step" && $0.metric.text == "ns_per_sample" && $0.round != nil
      }
      #expect(rounds.count == 15)
      #expect(pooled.rows.filter { $0.key.metric.text == "max_error" && $0.channel == .all }.count == 5)
    }
  }

  @Test func formats() throws {
    let comparison = try compare(SyntheticRun(), SyntheticRun(commit: "head", slower: ["gsl:rk8pd": 1.8]), seed: 19)
    let markdown = comparison.rendered(.markdown, all: false)
    #expect(markdown.hasPrefix("### motion-bench compare: 1 regression, 0 improvements"))
    #expect(
      markdown.contains("| timing | gsl:rk8pd @1e-10 |  | cpu_ns_per_sample |") && markdown.contains("**regression**"))
    let csv = try CSVTable(parsing: comparison.rendered(.csv, all: true))
    #expect(csv.columns == ResultComparison.csvColumns)
    #expect(csv.rows.count == comparison.entries.count)
    let verdicts = Dictionary(
      zip(try csv.strings("solver"), try csv.strings("verdict")).map { ($0, $1) },
      uniquingKeysWith: { a, b in a == "regression" ? a : b })
    #expect(verdicts["gsl:rk8pd"] == "regression")
  }
}

@Suite("motion-bench compare: files", .tags(.integration))
struct CompareFileTests {
  /// Junk, a missing file, an empty file, the old baseline schema and a malformed number
  /// are each refused with exit 65 (a missing file with 66).
  @Test func unusableFilesExit65() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 1)
      let good = directory + "/good.csv"
      try SyntheticRun().write(to: good, &random)
      let files: [(String, String)] = [
        ("junk.csv", "\u{7F}ELF binary junk\0\u{1}\u{2}"),
        ("empty.csv", ""),
        ("old-baseline.csv", "metric,value,timestamp\nexact-step.ns_per_sample,0.3,2026-11-30T00:30:54Z\n"),
        ("bad-number.csv", "phase,solver,metric,value\ntiming,exact-step,ns_per_sample,fast\n"),
        ("header-only.csv", "phase,solver,metric,value\n"),
      ]
      for (name, text) in files {
        let path = directory + "/" + name
        try writeText(text, to: path)
        #expect(MotionBenchMain.main(["compare", good, path]) == 65, "\(name)")
        #expect(MotionBenchMain.main(["compare", path, good]) == 65, "\(name)")
        #expect(throws: ResultsFileError.self) { try RunResults(contentsOfFile: path) }
      }
      #expect(MotionBenchMain.main(["compare", good, directory + "/missing.csv"]) == 66)
      #expect(MotionBenchMain.main(["compare", "--history", directory + "/missing.csv"]) == 66)
      #expect(MotionBenchMain.main(["compare", "--history", good]) == 65)  // a run file is not a history
    }
  }

  /// Every form of "nothing compared" exits 65: a gate never passes without judging.
  @Test func nothingComparedExits65() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 2)
      let run = directory + "/run.csv"
      try SyntheticRun().write(to: run, &random)
      func write(_ name: String, _ report: RunReport) throws -> String {
        try report.write(to: directory + "/" + name)
        return directory + "/" + name
      }
      let full = SyntheticRun().report(&random)
      var timingOnly = RunReport(identity: full.identity)
      var accuracyOnly = RunReport(identity: full.identity)
      for row in full.rows { if row.phase == .timing { timingOnly.add(row) } else { accuracyOnly.add(row) } }
      let timing = try write("timing.csv", timingOnly)
      let accuracy = try write("accuracy.csv", accuracyOnly)
      let other = directory + "/other.csv"
      try SyntheticRun(cpuModel: "Intel Xeon").write(to: other, &random)
      var otherReport = SyntheticRun(cpuModel: "Intel Xeon").report(&random)
      otherReport.rows = ResultRows(otherReport.rows.filter { $0.phase == .timing })
      let otherTiming = try write("other-timing.csv", otherReport)
      let history = directory + "/history.csv"
      #expect(MotionBenchMain.main(["compare", "--history", history]) == 66)  // missing
      try History.append(History.rows(of: SyntheticRun().report(&random)), to: history, policy: .init())
      let cases: [[String]] = [
        [accuracy, timing],  // no figure in common
        [timing, otherTiming],  // timing of two machines, nothing else
        [timing, timing, "--gate", "deterministic"],  // the gate judges nothing
        [run, history],  // a history where a run file belongs
        [history, run],
        ["--history", history],  // its only run has no earlier run
      ]
      for arguments in cases {
        #expect(MotionBenchMain.main(["compare"] + arguments) == 65, "\(arguments)")
      }
      #expect(try spawnMotionBench(["compare", accuracy, timing]) == 65)
      #expect(MotionBenchMain.main(["compare", run, other]) == 0)  // accuracy is judged across machines
    }
  }

  /// The required cases on the built binary, spawned.
  @Test func exitCodesOfTheBuiltBinary() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 23)
      let base = directory + "/base.csv"
      let slow = directory + "/slow.csv"
      let fast = directory + "/fast.csv"
      try SyntheticRun().write(to: base, &random)
      try SyntheticRun(commit: "head", slower: ["closed-form-batched": 1.8]).write(to: slow, &random)
      try SyntheticRun(commit: "head", slower: ["*": 0.5]).write(to: fast, &random)
      let junk = directory + "/junk.csv"
      try writeText("not,a,results\nfile,at,all\n", to: junk)
      #expect(try spawnMotionBench(["compare", base, base]) == 0)
      #expect(try spawnMotionBench(["compare", base, slow]) == 2)
      #expect(try spawnMotionBench(["compare", base, fast]) == 4)
      #expect(try spawnMotionBench(["compare", base, junk]) == 65)
      #expect(try spawnMotionBench(["compare", base, directory + "/missing.csv"]) == 66)
    }
  }
}

/// Runs the built `motion-bench` with its output discarded, optionally in another directory
/// and with environment variables set (`NAME=value`).
///
/// - Returns: The exit status, or -1 when it did not exit normally.
func spawnMotionBench(_ arguments: [String], in directory: String? = nil, environment: [String] = []) throws -> Int32 {
  let outcome = try Subprocess.run(
    [try motionBenchExecutable()] + arguments, capturing: .nothing, in: directory, environment: environment)
  return outcome.exitCode ?? -1
}
