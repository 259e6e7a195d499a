import BenchmarkKit
import Glibc
import MotionCurves
import TestSupport
import Testing

/// Where output goes, checked on the spawned binary: `--out -` gives exactly the CSV on stdout,
/// and `run` works from any directory.
@Suite("Output", .tags(.integration))
struct OutputTests {
  /// Every line of `text` split into fields: a CSV without quoted fields.
  static func rows(_ text: String) -> [[Substring]] {
    text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
  }

  static let csvCommands: [[String]] = [
    ["curve", ".smooth", "--seconds", "0.1"],
    ["trace", "segmented", "--events", "0.1:tap 2", "--seconds", "0.2"],
    ["sweep", "--bounces", "3", "--durations", "3", "--progress"],
    ["tune", "--overshoot", "5%", "--settle", "0.4", "--format", "csv"],
    [
      "run", "--selectors", "4", "--seconds", "0.2", "--solvers", "exact-step", "--phases", "accuracy,timing",
      "--accuracy-selectors", "4", "--repetitions", "1",
    ],
  ]

  @Test("--out - writes exactly the CSV to stdout; tables and progress go to stderr", arguments: csvCommands)
  func standardOutputIsCSV(arguments: [String]) throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(arguments + ["--out", "-"], in: directory)
      let (ending, stdout, stderr) = (result.ending, result.standardOutput, result.standardError)
      #expect(ending == .exited(0), "\(stderr)")
      let rows = Self.rows(stdout)
      let header = try #require(rows.first)
      #expect(header.count >= 3 && header.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0 == "_" } })
      #expect(rows.count >= 2 && rows.allSatisfy { $0.count == header.count }, "\(stdout.prefix(300))")
      #expect(try FileList(directory).names == [])
      if arguments[0] == "run" {
        let reference = ReferenceSolver.isExtendedPrecision ? "the Float80 reference" : "a Double reference"
        #expect(stderr.contains("Accuracy against \(reference)"))
      }
    }
  }

  @Test("run works in a directory without results/ and creates it")
  func runCreatesResults() throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(
        [
          "run", "--selectors", "4", "--seconds", "0.2", "--solvers", "exact-step", "--phases", "accuracy",
          "--accuracy-selectors", "4",
        ],
        in: directory)
      let (ending, stderr) = (result.ending, result.standardError)
      #expect(ending == .exited(0), "\(stderr)")
      let results = try FileList(directory + "/results").names
      #expect(results.contains("latest.csv") && results.count >= 2, "\(results)")
      let table = try CSVTable(contentsOfFile: directory + "/results/latest.csv")
      #expect(try table.strings("phase").contains("accuracy"))
    }
  }

  @Test("Outside a git checkout, --commit or MOTIONBENCH_COMMIT names the commit; --commit wins")
  func commitOutsideGit() throws {
    let arguments = [
      "run", "--selectors", "4", "--seconds", "0.2", "--solvers", "exact-step", "--phases", "accuracy",
      "--accuracy-selectors", "4",
    ]
    func commit(_ result: ChildProcess.Result, in directory: String) throws -> (column: String, files: [String]) {
      #expect(result.ending == .exited(0), "\(result.standardError)")
      let table = try CSVTable(contentsOfFile: directory + "/results/latest.csv")
      return (try table.strings("git_commit")[0], try FileList(directory + "/results").names)
    }
    try withTemporaryDirectory { plain in
      #expect(try commit(ChildProcess.run(arguments, in: plain), in: plain).column == "unknown")
      try withTemporaryDirectory { given in
        let byOption = try commit(ChildProcess.run(arguments + ["--commit", "v1.2-rc1"], in: given), in: given)
        #expect(
          byOption.column == "v1.2-rc1" && byOption.files.contains { $0.hasPrefix("2") && $0.contains("-v1.2-rc1-") },
          "\(byOption)")
        try withTemporaryDirectory { exported in
          let environment = ["MOTIONBENCH_COMMIT=export-42", try motionBenchExecutable()]
          let byEnvironment = try commit(
            ChildProcess.run(environment + arguments, in: exported, program: "/usr/bin/env"), in: exported)
          #expect(byEnvironment.column == "export-42")
          try withTemporaryDirectory { both in
            #expect(
              try commit(
                ChildProcess.run(environment + arguments + ["--commit", "cli"], in: both, program: "/usr/bin/env"),
                in: both
              ).column == "cli")
            let bad = try ChildProcess.run(
              ["MOTIONBENCH_COMMIT=a/b", try motionBenchExecutable()] + arguments, in: both,
              program: "/usr/bin/env")
            #expect(
              bad.ending == .exited(64)
                && bad.standardErrorLines.first?.hasPrefix("Error: MOTIONBENCH_COMMIT must be") == true,
              "\(bad.standardError)")
          }
        }
      }
    }
  }

  @Test("The memory phase reports a real, non-decreasing peak RSS")
  func memoryPhase() throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(
        ["run", "--phases", "memory", "--memory-selectors", "20000", "--seconds", "0.2", "--out", "m.csv"],
        in: directory)
      let (ending, stderr) = (result.ending, result.standardError)
      #expect(ending == .exited(0), "\(stderr)")
      let figures = try ResultFigures(try CSVTable(contentsOfFile: directory + "/m.csv"))
      let peaks = figures.values("peak_rss")
      #expect(peaks.count == 2)
      // A Swift process holds a few MiB at least; the high-water mark never falls.
      #expect(peaks[0] > Double(1 << 20) && peaks[1] >= peaks[0], "\(peaks)")
      #expect(figures.values("rss_per_selector").contains { $0.isFinite })
      // 10,000 and 20,000 selectors: 512 KiB of peak RSS over 10,000 selectors.
      let resolution = try #require(figures.value("rss_per_selector_resolution"))
      #expect(resolution == 524_288.0 / 10_000)
      let perSelector = try #require(figures.value("rss_per_selector"))
      let summary = result.standardOutput
      #expect(
        summary.contains(perSelector < resolution ? "below the resolution (52.4 bytes: 512 KiB of peak RSS)" : "bytes"),
        "\(summary)")
    }
  }
}
