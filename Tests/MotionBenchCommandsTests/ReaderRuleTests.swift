import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// The rules every CSV reader keeps, with the built binary: a header names each column once, a
/// file ends with a line break (one that does not was cut short), and files joined with `cat`
/// are read as the runs they hold.
@Suite("Readers: unique column names, final line breaks, joined files", .tags(.integration))
struct ReaderRuleTests {
  /// A results file of one run: ``UsageRefusalTests/smallRun`` with another row.
  static let run =
    UsageRefusalTests.smallRun
    + "2026-11-30T00:00:00Z,abc1234,Swift 6.3.1,Test CPU,2,Linux,release,avx2,,0123456789ab,"
    + "1,accuracy,exact-step,,10,1,120,2,all,,rms_error,2e-14,value\n"

  /// The smallest run that appends to the history.
  static let smallRun = HistoryConcurrencyTests.smallRun(commit: "c1")

  /// A results file cut inside its last field (`…,val` of `…,value`) is refused by `report` and
  /// `compare --gate` (65, naming the line), as `merge` refuses a cut shard.
  @Test func aResultsFileCutInsideItsLastFieldIsTruncated() throws {
    try withTemporaryDirectory { directory in
      try writeText(Self.run, to: directory + "/base.csv")
      try writeText(String(Self.run.dropLast(3)), to: directory + "/cut.csv")
      for arguments in [["report", "cut.csv"], ["compare", "base.csv", "cut.csv", "--gate", "all"]] {
        let result = try ChildProcess.run(arguments, in: directory)
        #expect(result.ending == .exited(65), "\(arguments): \(result.standardError)")
        #expect(
          result.standardErrorLines.first?.contains("'cut.csv': line 3: the file ends inside it") == true,
          "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
      }
      // The same file whole is read.
      #expect(try ChildProcess.run(["report", "base.csv"], in: directory).ending == .exited(0))
    }
  }

  /// A history cut inside its last row stops the next `run` before any work: nothing is
  /// written, the history is left as it was (the cut row is not kept as if whole).
  @Test func aCutHistoryStopsTheNextRun() throws {
    try withTemporaryDirectory { directory in
      #expect(mkdir(directory + "/results", 0o755) == 0)
      let history =
        HistoryFixture.header + HistoryFixture.row()
        + HistoryFixture.row(metric: "rms_error", value: "2e-14", scene: "seed=1 selectors=2 seconds=0.1 h").dropLast()
      let path = directory + "/results/history.csv"
      try writeText(history, to: path)
      let result = try ChildProcess.run(Self.smallRun, in: directory)
      #expect(result.ending == .exited(65), "\(result.standardError)")
      #expect(
        result.standardErrorLines.first?.contains("'results/history.csv': line 3: the file ends inside it") == true,
        "\(result.standardError)")
      #expect(try readText(path) == history)
      #expect(try FileList(directory + "/results").names.filter { !$0.hasPrefix(".") } == ["history.csv"])
    }
  }

  /// A history whose user columns repeat a name (two `note` columns, or a `value` beside the
  /// history's own) would lose a column's values on the next append: `run` refuses it (65,
  /// naming the file and the column) and changes nothing.
  @Test(arguments: [["note", "note"], ["value"]])
  func aHistoryThatNamesAColumnTwiceIsRefused(_ extra: [String]) throws {
    try withTemporaryDirectory { directory in
      #expect(mkdir(directory + "/results", 0o755) == 0)
      let history =
        (History.columns + extra).joined(separator: ",") + "\n"
        + HistoryFixture.row().dropLast() + extra.indices.map { ",mine \($0)" }.joined() + "\n"
      let path = directory + "/results/history.csv"
      try writeText(history, to: path)
      let result = try ChildProcess.run(Self.smallRun, in: directory)
      #expect(result.ending == .exited(65), "\(result.standardError)")
      #expect(
        result.standardErrorLines.first?.contains(
          "'results/history.csv': line 1: the header names column '\(extra[0])' twice") == true,
        "\(result.standardError)")
      #expect(try readText(path) == history)
      #expect(try FileList(directory + "/results").names.filter { !$0.hasPrefix(".") } == ["history.csv"])
    }
  }

  /// `cat run1.csv run2.csv`, whose second header line repeats the first, is read as the
  /// documentation says: `report` and `compare` take its newest run and say so.
  @Test func filesJoinedWithCatAreRead() throws {
    try withTemporaryDirectory { directory in
      let later = Self.run.replacing("2026-11-30T00:00:00Z", with: "2026-11-30T01:00:00Z")
        .replacing("max_error,1e-13", with: "max_error,3e-13")
      try writeText(Self.run + later, to: directory + "/joined.csv")
      try writeText(Self.run, to: directory + "/base.csv")
      let report = try ChildProcess.run(["report", "joined.csv"], in: directory)
      #expect(report.ending == .exited(0), "\(report.standardError)")
      #expect(report.standardOutput.contains("MotionBench — 2026-11-30T01:00:00Z, commit abc1234"))
      #expect(report.standardError.contains("'joined.csv' holds 2 runs; this is the newest, 2026-11-30T01:00:00Z"))
      // The newest run's max_error is three times the base's: a regression of a deterministic figure.
      let compare = try ChildProcess.run(["compare", "base.csv", "joined.csv", "--all"], in: directory)
      #expect(compare.ending == .exited(2), "\(compare.standardError)")
      #expect(compare.standardOutput.contains("max_error"))
    }
  }

  /// `report` of a results file does not read the history of the folder it runs in: one that
  /// names a column twice (or is otherwise unreadable) made it fail.
  @Test func reportDoesNotReadTheFoldersHistory() throws {
    try withTemporaryDirectory { directory in
      #expect(mkdir(directory + "/results", 0o755) == 0)
      try writeText(History.columns.joined(separator: ",") + ",note,note\n", to: directory + "/results/history.csv")
      try writeText(Self.run, to: directory + "/run.csv")
      let report = try ChildProcess.run(["report", "run.csv"], in: directory)
      #expect(report.ending == .exited(0), "\(report.standardError)")
      #expect(report.standardOutput.contains("MotionBench — 2026-11-30T00:00:00Z, commit abc1234"))
    }
  }
}
