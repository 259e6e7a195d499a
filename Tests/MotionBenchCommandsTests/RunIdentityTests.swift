import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// A run is its commit, its time and a random run id: two runs of one commit in one second, with
/// one process id, are two runs; a run never loses its rows to a name clash; and a copy of a run
/// cannot pass for another process's.
@Suite("Run identity: unique, never lost to a name clash, never copied", .tags(.integration))
struct RunIdentityTests {
  /// Whether this machine runs a process in a new PID namespace (`unshare -r -p -f`), where its
  /// process id is 1, as in a container.
  static let canUnshare: Bool = {
    (try? Subprocess.run(["unshare", "-r", "-p", "-f", "true"], capturing: .nothing))?.exitCode == 0
  }()

  /// Two runs of one commit with the same process id in the same second (containers) named their
  /// files alike: the second exited 73 after all its work and its rows never reached the history.
  /// Here the run is process 1 of its PID namespace and every name `<second>-same-1.csv` of the
  /// ten minutes around it is taken: the run still writes its own file and appends its rows.
  @Test(.enabled(if: canUnshare, "needs unshare -r -p -f (user and PID namespaces)"))
  func aRunOfTheSameProcessIDAndSecondKeepsItsRows() throws {
    try withTemporaryDirectory { directory in
      #expect(mkdir(directory + "/results", 0o755) == 0)
      let now = time(nil)
      var taken: [String] = []
      for second in (now - 10)...(now + 600) {
        let metadata = RunMetadata(
          epochSeconds: second, gitCommit: "same", toolchain: "", cpuModel: "", coreCount: 1, kernel: "",
          buildConfiguration: "", vectorISA: "", buildFlags: "")
        let name = "\(metadata.compactTimestamp)-same-1.csv"
        try writeText("another run's file\n", to: directory + "/results/" + name)
        taken.append(name)
      }
      let result = try ChildProcess.run(
        ["-r", "-p", "-f", try motionBenchExecutable()] + HistoryConcurrencyTests.smallRun(commit: "same"),
        in: directory, program: "/usr/bin/unshare")
      #expect(result.ending == .exited(0), "\(result.standardError)")
      let rows = try History.read(directory + "/results/history.csv")
      #expect(!rows.isEmpty && Set(rows.map(\.identity.gitCommit)) == ["same"])
      #expect(Set(rows.map(\.run)).count == 1 && rows[0].identity.runID.count == 12)
      let names = try FileList(directory + "/results").names.filter { $0.hasSuffix(".csv") }
      let own = names.filter { !taken.contains($0) && $0 != "history.csv" && $0 != "latest.csv" }
      #expect(own.count == 1 && own.first?.hasSuffix("-same-\(rows[0].identity.runID).csv") == true, "\(own)")
      for name in taken { #expect(try readText(directory + "/results/" + name) == "another run's file\n") }
    }
  }

  /// A file of the run's name that exists (another run drew the same id) makes the run draw
  /// another id, and write its rows under it; the other file is left as it was.
  @Test func aNameClashDrawsAnotherRunID() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 5)
      var report = SyntheticRun(runID: "aaaaaaaaaaaa").report(&random)
      try writeText("another run's file\n", to: directory + "/aaaaaaaaaaaa.csv")
      let path = try report.writeNew(named: { directory + "/\($0).csv" }, newRunID: { "bbbbbbbbbbbb" })
      #expect(path == directory + "/bbbbbbbbbbbb.csv")
      #expect(report.identity.runID == "bbbbbbbbbbbb")
      #expect(Set(try CSVTable(contentsOfFile: path).strings("run_id")) == ["bbbbbbbbbbbb"])
      #expect(try readText(directory + "/aaaaaaaaaaaa.csv") == "another run's file\n")
      // Every id taken: after RunReport.nameAttempts tries, the clash is an error, and nothing is replaced.
      #expect(throws: AtomicFileError.exists(path: directory + "/bbbbbbbbbbbb.csv")) {
        try report.writeNew(named: { directory + "/\($0).csv" }, newRunID: { "bbbbbbbbbbbb" })
      }
    }
  }

  /// Two runs of one commit in one second appended to one history: `compare --history` saw one
  /// run with every figure twice (exit 65, nothing to compare) and `dashboard` refused the
  /// history for ever (`max_error twice`). With run ids they are two runs; a history written
  /// before run ids (without the column) is read as it was appended (a figure that repeats
  /// starts the next run).
  @Test(arguments: [("", ""), ("0000000000a1", "0000000000b2")])
  func twoRunsOfOneCommitAndSecondAreTwoRuns(_ ids: (String, String)) throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/history.csv"
      var random = SeededGenerator(state: 6)
      for id in [ids.0, ids.1] {
        let run = SyntheticRun(commit: "same", runID: id)
        try History.append(History.rows(of: run.report(&random)), to: path, policy: .init())
      }
      if ids.0.isEmpty {
        let table = try CSVTable(contentsOfFile: path)
        let column = try #require(table.columns.firstIndex(of: "run_id"))
        let lines = ([table.columns] + table.rows).map { fields in
          fields.indices.filter { $0 != column }.map { fields[$0] }.joined(separator: ",")
        }
        try writeText(lines.joined(separator: "\n") + "\n", to: path)
        #expect(try CSVTable(contentsOfFile: path).columns == History.columns.filter { $0 != "run_id" })
      }
      #expect(Set(try History.read(path).map(\.run)).count == 2)
      let compare = try ChildProcess.run(["compare", "--history", "history.csv"], in: directory)
      #expect(compare.ending == .exited(0), "\(compare.standardError)")
      #expect(compare.standardOutput.contains("1 earlier run on fingerprint"), "\(compare.standardOutput)")
      let dashboard = try ChildProcess.run(["dashboard", "history.csv", "--out", "site"], in: directory)
      #expect(dashboard.ending == .exited(0), "\(dashboard.standardError)")
    }
  }

  /// `compare C,C2,C3 A,A2,A3` with C2, C3 copies of C and A2, A3 of A showed 0 % noise and
  /// called a 4 % slowdown a regression at p = 2.5e-56: a copy is refused (65), whether it
  /// carries the run's id or, written before run ids, the same timing rounds.
  @Test(arguments: ["", "0123456789ab"])
  func copiesOfARunAreNotProcesses(_ runID: String) throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 12)
      try SyntheticRun(runID: runID).write(to: directory + "/C.csv", &random)
      var slower = SyntheticRun(commit: "head", runID: runID.isEmpty ? "" : "fedcba987654")
      slower.slower = ["*": 1.04]
      try slower.write(to: directory + "/A.csv", &random)
      for (file, copies) in [("C", ["C2", "C3"]), ("A", ["A2", "A3"])] {
        for copy in copies { try writeText(try readText("\(directory)/\(file).csv"), to: "\(directory)/\(copy).csv") }
      }
      let result = try ChildProcess.run(["compare", "C.csv,C2.csv,C3.csv", "A.csv,A2.csv,A3.csv"], in: directory)
      #expect(result.ending == .exited(65), "\(result.standardOutput)")
      #expect(
        result.standardErrorLines.first?.contains("<base> 'C2.csv' is a copy of 'C.csv' (the same ") == true,
        "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
      // Three processes of each side, each its own run, are compared.
      for (index, name) in ["C2", "C3"].enumerated() {
        try SyntheticRun(runID: runID.isEmpty ? "" : "00000000000\(index)").write(
          to: "\(directory)/\(name).csv", &random)
      }
      for (index, name) in ["A2", "A3"].enumerated() {
        var run = slower
        run.runID = runID.isEmpty ? "" : "10000000000\(index)"
        try run.write(to: "\(directory)/\(name).csv", &random)
      }
      let honest = try ChildProcess.run(["compare", "C.csv,C2.csv,C3.csv", "A.csv,A2.csv,A3.csv"], in: directory)
      #expect([0, 2, 4].contains(honest.status), "\(honest.standardError)")
    }
  }
}
