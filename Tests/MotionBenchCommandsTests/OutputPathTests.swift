import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// Every command checks each output path against the history and against every file it reads,
/// with one check (`OutputCheck`), under every spelling of the path: nothing it reads or the
/// history is ever replaced (exit 73, the file unchanged).
@Suite("Output paths: never a history, never an input", .tags(.integration))
struct OutputPathTests {
  /// Spellings of `results/history.csv` from the test's folder: relative, absolute, with `./`,
  /// through `..`, and through a symbolic link.
  static let spellings = [
    "results/history.csv", "ABSOLUTE", "./results/history.csv", "results/../results/history.csv",
    "link.csv",
  ]

  /// Every command that writes a file, with `OUT` for its output path.
  static let writers: [[String]] = [
    ["scene", "radio", "--selectors", "2", "--seconds", "0.5", "--out", "OUT"],
    ["scene", "radio", "--selectors", "2", "--seconds", "0.5", "--shard", "1/1", "--out", "OUT"],
    ["curve", ".smooth", "--out", "OUT"],
    ["trace", "radio", "--out", "OUT"],
    ["tune", "--overshoot", "5%", "--settle", "0.4", "--out", "OUT"],
    ["sweep", "--bounces", "2", "--durations", "2", "--out", "OUT"],
    ["sweep", "--bounces", "2", "--durations", "2", "--shard", "1/1", "--out", "OUT"],
    ["run", "--phases", "accuracy", "--out", "OUT"],
    ["merge", "OUT", "shard.csv"],
  ]

  /// A folder with a history at `results/history.csv`, a link to it and a shard file.
  func withHistory(_ body: (_ directory: String, _ history: String) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      #expect(mkdir(directory + "/results", 0o755) == 0)
      let history = HistoryFixture.header + HistoryFixture.row()
      try writeText(history, to: directory + "/results/history.csv")
      #expect(symlink("results/history.csv", directory + "/link.csv") == 0)
      try writeText(UsageRefusalTests.shard(1, cases: [0, 2]), to: directory + "/shard.csv")
      try body(directory, history)
    }
  }

  /// `scene --out results/history.csv` replaced the history (exit 0, with `--shard 1/1` too)
  /// while the other commands refused it: every command refuses it, however it is spelt.
  @Test(arguments: spellings)
  func noCommandReplacesTheHistory(_ spelling: String) throws {
    try withHistory { directory, history in
      let path = spelling == "ABSOLUTE" ? directory + "/results/history.csv" : spelling
      for command in Self.writers {
        let arguments = command.map { $0 == "OUT" ? path : $0 }
        let result = try ChildProcess.run(arguments, in: directory)
        #expect(result.ending == .exited(73), "\(arguments): \(result.standardError)")
        #expect(
          result.standardErrorLines.first?.contains("'\(path)' is a history of motion-bench run") == true,
          "\(arguments): \(result.standardError)")
        #expect(try readText(directory + "/results/history.csv") == history, "\(arguments)")
      }
      // preview writes .svg, .html, .gif, .mp4, .webm or .png only: a link of that name to the history.
      #expect(symlink("results/history.csv", directory + "/history.svg") == 0)
      let preview = try ChildProcess.run(["preview", "radio", "--out", "history.svg"], in: directory)
      #expect(preview.ending == .exited(73), "\(preview.standardError)")
      #expect(try readText(directory + "/results/history.csv") == history)
    }
  }

  /// An output that is a file the command reads, under another spelling, is refused (before any
  /// work, but for `--plot`'s pictures, named after the CSV is written): an events file, a trace to match, a shard (`merge ./s1.csv s1.csv s2.csv` overwrote
  /// the shard), a file `plot` draws, a description `preview` draws, a file `--plot` draws
  /// beside `--out`.
  @Test func noCommandReplacesAnInput() throws {
    try withTemporaryDirectory { directory in
      let events = "selector,time,action\n0,0.2,tap 1\n1,0.3,tap 2\n"
      try writeText(events, to: directory + "/e.csv")
      try writeText(events, to: directory + "/e.svg")
      try writeText("t,value\n0,0\n0.1,0.6\n0.2,0.9\n0.3,1\n", to: directory + "/t.csv")
      try writeText(UsageRefusalTests.shard(1, cases: [0, 2]), to: directory + "/s1.csv")
      try writeText(UsageRefusalTests.shard(2, cases: [1]), to: directory + "/s2.csv")
      try writeText("t,value,velocity\n0,0,0\n0.5,1,0\n", to: directory + "/p.csv")
      // A trace whose name is that of a script plot draws for p.csv.
      try writeText("t,channel,value,solver\n0,option0.dot.scale,1,closed-form\n", to: directory + "/p-value.gp")
      let toggle = try readText(ExampleOutputTests.root + "/Examples/components/toggle.json")
      for name in ["c.svg", "c.json", "c-trace.dat"] { try writeText(toggle, to: directory + "/" + name) }
      #expect(symlink("c.json", directory + "/link.html") == 0)
      try writeText(events, to: directory + "/q-settle-cdf.dat")
      let scene = ["--selectors", "2", "--seconds", "0.5", "--events-file", "e.csv"]
      let cases: [(arguments: [String], input: String)] = [
        (["scene", "radio"] + scene + ["--out", "./e.csv"], "e.csv"),
        (["scene", "radio"] + scene + ["--shard", "1/1", "--out", "./e.csv"], "e.csv"),
        (["sweep", "--scene", "radio", "--bounces", "2", "--durations", "2"] + scene + ["--out", "./e.csv"], "e.csv"),
        (["tune", "--scene", "radio", "--max-overshoot", "1pt"] + scene + ["--out", "./e.csv"], "e.csv"),
        (["tune", "--match", "t.csv", "--out", "./t.csv"], "t.csv"),
        (["trace", "radio", "--events-file", "e.csv", "--selector-seed", "1:0", "--out", "./e.csv"], "e.csv"),
        (["preview", "radio", "--events-file", "e.svg", "--selector-seed", "1:0", "--out", "./e.svg"], "e.svg"),
        (["merge", "./s1.csv", "s1.csv", "s2.csv"], "s1.csv"),
        (["plot", "p.csv", "p-value.gp", "--out", "."], "p-value.gp"),
        // A description file, and one behind a link of the output's name.
        (["preview", "c.svg", "--out", "c.svg"], "c.svg"),
        (["preview", "c.json", "--out", "link.html"], "c.json"),
        // The files --plot draws beside --out, named as an input.
        (["trace", "c-trace.dat", "--seconds", "0.3", "--out", "c.csv", "--plot"], "c-trace.dat"),
        (
          ["scene", "segmented", "--selectors", "2", "--seconds", "0.5", "--events-file", "q-settle-cdf.dat"]
            + ["--out", "q.csv", "--plot"], "q-settle-cdf.dat"
        ),
      ]
      for (arguments, input) in cases {
        let before = try readText(directory + "/" + input)
        let result = try ChildProcess.run(arguments, in: directory)
        #expect(result.ending == .exited(73), "\(arguments): \(result.standardError)")
        // The pictures' names follow from the CSV written: --plot refuses once it is, as its last line.
        let error = arguments.contains("--plot") ? result.standardErrorLines.last : result.standardErrorLines.first
        #expect(
          error?.contains("is also the input") == true && error?.contains("'\(input)'") == true,
          "\(arguments): \(result.standardError)")
        #expect(try readText(directory + "/" + input) == before, "\(arguments)")
      }
    }
  }
}
