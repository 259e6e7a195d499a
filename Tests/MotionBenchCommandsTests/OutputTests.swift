import BenchmarkKit
import Glibc
import Testing

/// Where output goes, checked on the spawned binary: `--out -` gives exactly the CSV on stdout,
/// and `run` works from any directory.
@Suite("Output")
struct OutputTests {
  /// Every line of `text` split into fields: a CSV without quoted fields.
  static func rows(_ text: String) -> [[Substring]] {
    text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
  }

  static let csvCommands: [[String]] = [
    ["curve", ".smooth", "--seconds", "0.1"],
    ["trace", "segmented", "--events", "0.1:tap 2", "--seconds", "0.2"],
    ["sweep", "--bounces", "3", "--durations", "3", "--progress"],
    ["tune", "--overshoot", "5", "--settle", "0.4", "--format", "csv"],
    [
      "run", "--selectors", "4", "--seconds", "0.2", "--solvers", "exact-step", "--phases", "accuracy,timing",
      "--accuracy-selectors", "4", "--repetitions", "1",
    ],
  ]

  @Test("--out - writes exactly the CSV to stdout; tables and progress go to stderr", arguments: csvCommands)
  func standardOutputIsCSV(arguments: [String]) throws {
    let directory = try temporaryDirectory()
    let result = try ChildProcess.run(arguments + ["--out", "-"], in: directory)
    let (ending, stdout, stderr) = (result.ending, result.standardOutput, result.standardError)
    #expect(ending == .exited(0), "\(stderr)")
    let rows = Self.rows(stdout)
    let header = try #require(rows.first)
    #expect(header.count >= 3 && header.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0 == "_" } })
    #expect(rows.count >= 2 && rows.allSatisfy { $0.count == header.count }, "\(stdout.prefix(300))")
    #expect(try FileList(directory).names == [])
    if arguments[0] == "run" { #expect(stderr.contains("Accuracy against the Float80 reference")) }
  }

  @Test("run works in a directory without results/ and creates it")
  func runCreatesResults() throws {
    let directory = try temporaryDirectory()
    let result = try ChildProcess.run(
      ["run", "--selectors", "4", "--seconds", "0.2", "--solvers", "exact-step", "--phases", "accuracy", "--accuracy-selectors", "4"],
      in: directory)
    let (ending, stderr) = (result.ending, result.standardError)
    #expect(ending == .exited(0), "\(stderr)")
    let results = try FileList(directory + "/results").names
    #expect(results.contains("latest.csv") && results.count >= 2, "\(results)")
    let table = try CSVTable(contentsOfFile: directory + "/results/latest.csv")
    #expect(try table.strings("phase").contains("accuracy"))
  }

  @Test("The memory phase reports a real, non-decreasing peak RSS")
  func memoryPhase() throws {
    let directory = try temporaryDirectory()
    let result = try ChildProcess.run(
      ["run", "--phases", "memory", "--memory-selectors", "20000", "--seconds", "0.2", "--out", "m.csv"], in: directory)
    let (ending, stderr) = (result.ending, result.standardError)
    #expect(ending == .exited(0), "\(stderr)")
    let table = try CSVTable(contentsOfFile: directory + "/m.csv")
    let rows = zip(try table.strings("metric"), try table.doubles("value"))
    let peaks = rows.filter { $0.0 == "peak_rss" }.map(\.1)
    #expect(peaks.count == 2)
    // A Swift process holds a few MiB at least; the high-water mark never falls.
    #expect(peaks[0] > Double(1 << 20) && peaks[1] >= peaks[0], "\(peaks)")
    #expect(rows.contains { $0.0 == "rss_per_selector" && $0.1.isFinite })
  }
}
