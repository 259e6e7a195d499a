import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// A history that concurrent runs cannot corrupt, and that no rewrite loses data of.
@Suite("History: concurrent runs and rewrites", .tags(.integration))
struct HistoryConcurrencyTests {
  /// The smallest run that appends to the history: one phase, two selectors.
  static func smallRun(commit: String) -> [String] {
    [
      "run", "--phases", "accuracy", "--solvers", "closed-form", "--accuracy-selectors", "2", "--selectors", "2",
      "--seconds", "0.1", "--commit", commit,
    ]
  }

  /// Eight runs started together on one history, meeting at a barrier just before their
  /// appends and each holding 200 ms between its read and its rename (the hooks of
  /// `AppendLock`): without the lock each would overwrite the others' rows.
  @Test func eightConcurrentRunsKeepEveryRowOnceAndEveryRunFile() throws {
    try withTemporaryDirectory { (directory: String) throws in
      try withTemporaryDirectory { (barrier: String) throws in
        let environment = [
          "MOTIONBENCH_TEST_APPEND_BARRIER=\(barrier):8", "MOTIONBENCH_TEST_APPEND_DELAY_MS=200",
        ]
        #expect(mkdir(directory + "/results", 0o755) == 0)
        let children = try (0..<8).map { index in
          try ChildProcess(Self.smallRun(commit: "c\(index)"), in: directory, environment: environment)
        }
        for child in children {
          let ending = child.wait()
          let stderr = try readText(child.stderrPath)
          #expect(ending == .exited(0), "\(stderr)")
        }
        let history = try CSVTable(contentsOfFile: directory + "/results/history.csv")
        let commits = try history.strings("git_commit")
        let perRun = commits.filter { $0 == "c0" }.count
        #expect(perRun > 0)
        for index in 0..<8 { #expect(commits.filter { $0 == "c\(index)" }.count == perRun, "c\(index)") }
        #expect(commits.count == 8 * perRun)
        // One results file per run, each holding that run's rows only.
        let files = try FileList(directory + "/results").names.filter { $0.hasPrefix("2") && $0.hasSuffix(".csv") }
        #expect(files.count == 8)
        for index in 0..<8 {
          let mine = files.filter { $0.contains("-c\(index)-") }
          #expect(mine.count == 1, "\(files)")
          if let file = mine.first {
            let rows = try CSVTable(contentsOfFile: directory + "/results/" + file)
            #expect(Set(try rows.strings("git_commit")) == ["c\(index)"])
          }
        }
      }
    }
  }

  /// A column the user added to the history (a note per row) keeps every value through three
  /// appends; the appended rows leave it empty.
  @Test func aUserColumnSurvivesThreeAppends() throws {
    try withTemporaryDirectory { (folder: String) throws in
      let path = folder + "/history.csv"
      var random = SeededGenerator(state: 7)
      let run = { (index: Int) in SyntheticRun(commit: "c\(index)", epochSeconds: 1_795_992_067 + index) }
      try History.append(History.rows(of: run(0).report(&random)), to: path, policy: .init())
      // The user's edit: a `note` column with one value per row.
      let original = try readText(path).split(separator: "\n").map(String.init)
      let noted = [original[0] + ",note"] + original.dropFirst().enumerated().map { $1 + ",note \($0)" }
      try writeText(noted.joined(separator: "\n") + "\n", to: path)
      for index in 1...3 { try History.append(History.rows(of: run(index).report(&random)), to: path, policy: .init()) }
      let table = try CSVTable(contentsOfFile: path)
      let notes = try table.strings("note")
      let commits = try table.strings("git_commit")
      let firstRun = original.count - 1
      #expect(Array(notes.prefix(firstRun)) == (0..<firstRun).map { "note \($0)" })
      #expect(notes.dropFirst(firstRun).allSatisfy { $0.isEmpty })
      #expect(commits.count == 4 * firstRun && Set(commits) == ["c0", "c1", "c2", "c3"])
    }
  }

  /// A read-only history and a history that is a symbolic link are errors, never replaced.
  @Test func aReadOnlyOrLinkedHistoryIsNotReplaced() throws {
    try withTemporaryDirectory { (folder: String) throws in
      var random = SeededGenerator(state: 8)
      let rows = History.rows(of: SyntheticRun().report(&random))
      let readOnly = folder + "/read-only.csv"
      try History.append(rows, to: readOnly, policy: .init())
      let before = try readText(readOnly)
      #expect(chmod(readOnly, 0o444) == 0)
      #expect(throws: AtomicFileError.readOnly(path: readOnly)) {
        try History.append(rows, to: readOnly, policy: .init())
      }
      #expect(try readText(readOnly) == before)
      let link = folder + "/linked.csv"
      #expect(symlink(readOnly, link) == 0)
      #expect(throws: AtomicFileError.symbolicLink(path: link)) { try History.append(rows, to: link, policy: .init()) }
      var status = stat()
      #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    }
  }

  /// `run` with a history it cannot append to stops before any work: no results file, and
  /// `latest.csv` is left as it was, so the two never disagree.
  @Test func aRunThatCannotAppendChangesNothing() throws {
    try withTemporaryDirectory { (directory: String) throws in
      #expect(mkdir(directory + "/results", 0o755) == 0)
      try writeText("old latest\n", to: directory + "/results/latest.csv")
      try writeText(
        "timestamp,git_commit,fingerprint,phase,solver,metric,value,n,verdict\n", to: directory + "/results/history.csv"
      )
      #expect(chmod(directory + "/results/history.csv", 0o444) == 0)
      let result = try ChildProcess.run(Self.smallRun(commit: "c0"), in: directory)
      #expect(result.ending == .exited(73))
      #expect(result.standardErrorLines.first?.contains("'results/history.csv': the file is read-only") == true)
      #expect(try readText(directory + "/results/latest.csv") == "old latest\n")
      #expect(try FileList(directory + "/results").names == ["history.csv", "latest.csv"])
    }
  }
}
