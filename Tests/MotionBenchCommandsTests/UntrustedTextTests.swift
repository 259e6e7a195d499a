import BenchmarkKit
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// Text from files reaches nothing that would act on it: `merge` refuses shards whose fields hold
/// control or bidirectional control characters or formulas, the terminal sees escapes instead of
/// a right-to-left override, and gnuplot gets any curve name as text.
@Suite("Untrusted text: merged, printed, plotted", .tags(.integration))
struct UntrustedTextTests {
  /// The smallest sharded run: its identity and one accuracy unit.
  static let runShard = [
    "run", "--phases", "accuracy", "--accuracy-selectors", "2", "--selectors", "2", "--seconds", "0.1", "--solvers",
    "closed-form", "--commit", "c0", "--shard", "1/1", "--out", "part1.csv",
  ]

  /// A run shard whose identity's CPU model is an escape sequence, a spreadsheet formula or
  /// holds a right-to-left override passed into the merged CSV: `merge` refuses it (65) and
  /// writes nothing; the shard as written merges.
  @Test(arguments: [
    "\u{1B}]8;;https://x\u{7}CPU", "\"=HYPERLINK(\"\"https://x\"\",\"\"CPU\"\")\"", "CPU \u{202E}1 UPC",
  ])
  func aRunShardWithHostileIdentityIsRefused(_ model: String) throws {
    try withTemporaryDirectory { directory in
      let made = try ChildProcess.run(Self.runShard, in: directory)
      #expect(made.ending == .exited(0), "\(made.standardError)")
      let text = try readText(directory + "/part1.csv")
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        guard let range = line.range(of: ",identity,cpu_model,,,,") else { return String(line) }
        return String(line[..<range.upperBound]) + model
      }
      #expect(lines.joined(separator: "\n") != text)
      try writeText(lines.joined(separator: "\n"), to: directory + "/hostile.csv")
      let refused = try ChildProcess.run(["merge", "merged.csv", "hostile.csv"], in: directory)
      #expect(refused.ending == .exited(65), "\(refused.standardError)")
      #expect(refused.standardErrorLines.first?.contains("the field") == true, "\(refused.standardError)")
      #expect(!refused.standardError.contains("\u{1B}") && !refused.standardError.contains("\u{202E}"))
      #expect(!(try FileList(directory).names.contains("merged.csv")))
      let merged = try ChildProcess.run(["merge", "merged.csv", "part1.csv"], in: directory)
      #expect(merged.ending == .exited(0), "\(merged.standardError)")
    }
  }

  /// A right-to-left override in a results file reached the terminal raw, reordering what it
  /// shows: it is printed as `\u202E`, as a control character is printed as `\x1B`.
  @Test func aBidirectionalOverrideIsShownNotObeyed() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 13)
      var run = SyntheticRun()
      run.cpuModel = "AMD \u{202E}CPYE"
      try run.write(to: directory + "/run.csv", &random)
      let report = try ChildProcess.run(["report", "run.csv"], in: directory)
      #expect(report.ending == .exited(0), "\(report.standardError)")
      #expect(!report.standardOutput.contains("\u{202E}") && report.standardOutput.contains("AMD \\u202ECPYE"))
      #expect(TerminalText.escaped("a\u{2066}b\u{200F}c\u{61C}") == "a\\u2066b\\u200Fc\\u61C")
    }
  }

  /// A curve named with a leading `'` broke the gnuplot script (exit 1): it is drawn, and named
  /// in the legend as it is.
  @Test func aCurveNameBeginningWithAQuoteIsDrawn() throws {
    try withTemporaryDirectory { directory in
      try writeText(
        "animation,t,value,velocity\n'q,0,0,0\n'q,0.5,1,0\n.smooth,0,0,0\n.smooth,0.5,1,0\n",
        to: directory + "/curves.csv")
      let result = try ChildProcess.run(["plot", "curves.csv", "--out", "plots"], in: directory)
      #expect(result.ending == .exited(0), "\(result.standardError)")
      let names = try FileList(directory + "/plots").names
      #expect(names.contains("curves-value.png") && names.contains("curves-velocity.png"), "\(names)")
      #expect(try readText(directory + "/plots/curves-value.gp").contains(#"title ("'" . 'q')"#))
    }
  }
}
