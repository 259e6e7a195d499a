import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// One convention for every subcommand and script: the exit-code table of docs/cli.md,
/// `--version`, and parameters printed as the shortest decimals of their spring.
@Suite("Conventions: exit codes, --version, printed parameters", .tags(.integration))
struct ConventionTests {
  static let root = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")

  /// A missing input file is 66 wherever a subcommand reads one.
  @Test(
    arguments: [
      ["report", "missing.csv"], ["compare", "missing.csv", "missing2.csv"], ["compare", "--history", "missing.csv"],
      ["plot", "missing.csv"], ["tune", "--match", "missing.csv"],
    ])
  func aMissingInputIs66(arguments: [String]) throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(arguments, in: directory)
      #expect(result.ending == .exited(66), "\(result.standardError)")
      #expect(result.standardErrorLines.count == 1 && result.standardError.contains("missing.csv"))
    }
  }

  /// The version, the build and the commit: the checkout's `HEAD` as git itself tells it, run
  /// from anywhere; `$MOTIONBENCH_COMMIT` first; `unknown` for a copy outside any checkout.
  @Test func versionIsPrintedWithTheCommit() throws {
    try withTemporaryDirectory { directory in
      let git = try ChildProcess.run(
        ["-C", Self.root, "rev-parse", "--short", "HEAD"], in: directory, program: "/usr/bin/git")
      let head = String(git.standardOutput.prefix { $0 != "\n" })
      #expect(git.ending == .exited(0) && head.count >= 7, "\(git.standardError)")
      let line = { (commit: String) in "motion-bench \(MotionBenchMain.version) (debug build, commit \(commit))\n" }

      let result = try ChildProcess.run(["--version"], in: directory)
      #expect(result.ending == .exited(0))
      #expect(result.standardOutput == line(head))

      let named = try ChildProcess.run(["--version"], in: directory, environment: ["MOTIONBENCH_COMMIT=0123abc"])
      #expect(named.standardOutput == line("0123abc"))

      let copy = directory + "/motion-bench"
      let copied = try ChildProcess.run([try motionBenchExecutable(), copy], in: directory, program: "/bin/cp")
      #expect(copied.ending == .exited(0))
      let outside = try ChildProcess.run(["--version"], in: directory, program: copy)
      #expect(outside.ending == .exited(0))
      #expect(outside.standardOutput == line("unknown"))
    }
  }

  /// `docs/cli.md` has the table, with every code the binary uses.
  /// The libraries import no Foundation (docs/contributing.md, "Access and Foundation"): the C
  /// library reaches them through MotionCurves' `Platform.swift` and MotionText's `NumberText.swift`
  /// alone.
  @Test func librariesImportNoFoundation() throws {
    let files = try DocLinkTests.swiftFiles(under: Self.root + "/Sources")
    #expect(files.count > 50)
    for file in files {
      let imports = try readText(file).split(separator: "\n").filter { $0.hasPrefix("import ") }
      #expect(!imports.contains { $0.contains("Foundation") }, "\(file) imports Foundation")
    }
  }

  /// Every suite declares one tag (Tests/TestSupport/Tags.swift), so that `scripts/test-tagged`
  /// runs each kind alone; a suite's tags apply to what it holds.
  @Test func everySuiteHasOneTag() throws {
    let files = try DocLinkTests.swiftFiles(under: Self.root + "/Tests")
    var suites = 0
    for file in files {
      let lines = try readText(file).split(separator: "\n", omittingEmptySubsequences: false)
      // Each suite's attribute: from a line that starts with `@Suite` to the declaration it marks.
      for (index, line) in lines.enumerated() where line.drop(while: { $0 == " " }).hasPrefix("@Suite") {
        var attribute = ""
        for next in lines[index...] {
          attribute += next + " "
          if next.contains("{") { break }
        }
        suites += 1
        let tags = [".tags(.unit)", ".tags(.integration)", ".tags(.browser)"].filter { attribute.contains($0) }
        #expect(tags.count == 1, "\(file): @Suite\(attribute)")
      }
    }
    #expect(suites > 150)
  }

  @Test func theExitCodeTableIsDocumented() throws {
    let manual = try readText(Self.root + "/docs/cli.md")
    for row in ["| 64 |", "| 65 |", "| 66 |", "| 73 |", "| 74 |", "| 129, 130, 141, 143 |"] {
      #expect(manual.contains(row), "\(row)")
    }
  }

  /// `scripts/ab` with nothing to compare is bad usage, not a success.
  @Test func abWithNothingToCompareIs64() throws {
    let result = try ChildProcess(
      ["-c", "AB_TIMING=0 AB_COUNT=0 exec bash \"$0\" main", Self.root + "/scripts/ab"], in: Self.root,
      program: "/bin/sh")
    #expect(result.wait() == .exited(64))
    #expect(try readText(result.stderrPath).contains("AB_TIMING=0 and AB_COUNT=0 leave nothing to compare"))
  }

  @Test func exportPrintsTheTypedBounce() throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(["export", ".spring(duration: 0.5, bounce: 0.15)"], in: directory)
      #expect(result.ending == .exited(0))
      #expect(result.standardOutput.contains(".spring(duration: 0.5, bounce: 0.15)"))
      #expect(!result.standardOutput.contains("0.15000000000000002"))
    }
  }
}
