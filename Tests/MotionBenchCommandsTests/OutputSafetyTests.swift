import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// Results that reach their reader whole and harmless: a lost standard output is an error,
/// text from files cannot steer a terminal, a spreadsheet or a Markdown page, and `compare`
/// cannot be fooled by a file given twice or a head that lacks much of the base.
@Suite("Output safety: lost output, hostile text, honest comparisons", .tags(.integration))
struct OutputSafetyTests {
  /// Runs the built binary with its standard output on `/dev/full` (only written to, never
  /// replaced): every write fails with ENOSPC.
  static func runOnFullDevice(_ arguments: [String], in directory: String) throws -> ChildProcess.Result {
    try ChildProcess.run(
      ["-c", "exec \"$0\" \"$@\" > /dev/full", try motionBenchExecutable()] + arguments, in: directory,
      program: "/bin/sh")
  }

  @Test("A failed write to standard output is one Error: line and exit 74")
  func lostStandardOutput() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 11)
      try SyntheticRun().write(to: directory + "/base.csv", &random)
      try SyntheticRun(commit: "head").write(to: directory + "/head.csv", &random)
      for arguments in [
        ["report", "base.csv"], ["compare", "base.csv", "head.csv", "--all"], ["export", ".smooth"],
        ["curve", ".smooth"], ["--help"],
      ] {
        let result = try Self.runOnFullDevice(arguments, in: directory)
        #expect(result.ending == .exited(74), "\(arguments): \(result.standardError)")
        #expect(
          result.standardErrorLines.filter { $0.hasPrefix("Error: ") }
            == ["Error: cannot write standard output: No space left on device"], "\(arguments)")
      }
    }
  }

  /// A results file whose solver is a terminal escape sequence and whose phase forges a second
  /// `Error:` line: neither ESC nor a line break reaches the terminal.
  @Test func terminalEscapesAreShownNotObeyed() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 12)
      let base = directory + "/base.csv"
      try SyntheticRun().write(to: base, &random)
      let text = try readText(base)
      let escape = "\u{1B}]0;owned\u{7}\u{1B}[2J"
      try writeText(text.replacing("exact-step", with: escape), to: directory + "/escape.csv")
      let report = try ChildProcess.run(["report", "escape.csv"], in: directory)
      #expect(report.ending == .exited(0), "\(report.standardError)")
      #expect(!report.standardOutput.contains("\u{1B}") && report.standardOutput.contains("\\x1B]0;owned\\x07"))
      // A quoted field with a line break and a carriage return, as a phase.
      try writeText(
        text.replacing(",accuracy,", with: ",\"x\nError: forged\rError: again\",", maxReplacements: 1),
        to: directory + "/forged.csv")
      let forged = try ChildProcess.run(["report", "forged.csv"], in: directory)
      #expect(forged.ending == .exited(65))
      #expect(forged.standardErrorLines.count == 1, "\(forged.standardError)")
      #expect(forged.standardError.contains("x\\x0AError: forged\\x0DError: again"))
    }
  }

  /// `--format csv` never writes a cell a spreadsheet would run, and Markdown never a cell
  /// that ends early, links or embeds HTML; numbers such as `-0.05` stay numbers.
  @Test func csvAndMarkdownCellsCannotAct() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 13)
      try SyntheticRun().write(to: directory + "/base.csv", &random)
      let text = try readText(directory + "/base.csv")
      let formula = "=cmd|' /C calc'!A0"
      try writeText(text.replacing("exact-step", with: formula), to: directory + "/a.csv")
      try writeText(text.replacing("exact-step", with: formula), to: directory + "/b.csv")
      let csv = try ChildProcess.run(["compare", "a.csv", "b.csv", "--all", "--format", "csv"], in: directory)
      let table = try CSVTable(parsing: csv.standardOutput)
      let solvers = try table.strings("solver")
      #expect(solvers.contains("'" + formula) && !solvers.contains(formula))
      #expect(try table.strings("change_fraction").allSatisfy { $0.isEmpty || Double($0) != nil })
      let html = "<img src=x onerror=alert(1)>|[x](http://evil)"
      try writeText(text.replacing("exact-step", with: html), to: directory + "/c.csv")
      let markdown = try ChildProcess.run(
        ["compare", "c.csv", "c.csv", "--all", "--format", "markdown"], in: directory)
      #expect(markdown.ending == .exited(0), "\(markdown.standardError)")
      #expect(!markdown.standardOutput.contains("<img"))
      #expect(!markdown.standardOutput.replacing("\\[", with: "").contains("["), "an unescaped [")
      #expect(markdown.standardOutput.contains("&lt;img src=x onerror=alert(1)>\\|\\[x](http://evil)"))
    }
  }

  /// A cell is a number by the decimal grammar alone: hexadecimal, `inf`, `nan` and an
  /// overflowing exponent, which `Double(_:)` reads, are text and get the `'`.
  @Test func onlyDecimalCellsCountAsNumbers() {
    for number in ["-0.05", "+3", "-1e-9", "-.5"] { #expect(ResultComparison.neutralised(number) == number) }
    for text in ["-0x10", "-inf", "+nan", "-1e999", "+0x1p3"] {
      #expect(ResultComparison.neutralised(text) == "'" + text)
    }
  }

  /// A head cut to its first half, or without the accuracy phase, is named in the verdict;
  /// with `--gate` it fails with 65.
  @Test func anIncompleteHeadIsNamed() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 14)
      try SyntheticRun().write(to: directory + "/base.csv", &random)
      let lines = try readText(directory + "/base.csv").split(separator: "\n")
      try writeText(lines.prefix(lines.count / 3).joined(separator: "\n") + "\n", to: directory + "/cut.csv")
      try writeText(
        lines.filter { !$0.contains(",accuracy,") }.joined(separator: "\n") + "\n", to: directory + "/no-accuracy.csv")
      for head in ["cut.csv", "no-accuracy.csv"] {
        let plain = try ChildProcess.run(["compare", "base.csv", head], in: directory)
        #expect(plain.standardOutput.contains("Incomplete head: "), "\(head): \(plain.standardOutput)")
        let gated = try ChildProcess.run(["compare", "base.csv", head, "--gate", "deterministic"], in: directory)
        #expect(gated.ending == .exited(65), "\(head): \(gated.standardError)")
        #expect(
          gated.standardErrorLines.first?.contains("<head> is incomplete: ") == true, "\(gated.standardError)")
      }
      let missingPhase = try ChildProcess.run(["compare", "base.csv", "no-accuracy.csv"], in: directory)
      #expect(missingPhase.standardOutput.contains("the head has no accuracy phase that the base has"))
      let whole = try ChildProcess.run(["compare", "base.csv", "base.csv", "--gate", "all"], in: directory)
      #expect(whole.ending == .exited(0) && !whole.standardOutput.contains("Incomplete"))
    }
  }
}
