import BenchmarkKit
import BenchmarkResults
import MotionBenchmarks
import SelectorSimulation
import TestSupport
import Testing

@testable import MotionBenchCommands

/// The README's and the CLI manual's lists agree with the tables the parser uses (which `--help` prints).
@Suite("README, docs/cli.md and --help agree", .tags(.integration))
struct DocumentationTests {
  static let root = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
  static let readme: String = (try? readText(root + "/README.md")) ?? ""
  static let manual: String = (try? readText(root + "/docs/cli.md")) ?? ""

  /// Help text as one line, each run of blanks and line breaks one space (as wrapped help reads).
  static func squeezed(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  /// The first backticked word of each line of the list or table that follows `heading`.
  static func names(after heading: String, prefix: String) -> [String] {
    guard let start = manual.firstRange(of: heading) else { return [] }
    var names: [String] = []
    for line in manual[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
      if line.hasPrefix("|---") || (!names.isEmpty && line.hasPrefix("  ")) { continue }
      guard line.hasPrefix(prefix + "`") else {
        if names.isEmpty && (line.isEmpty || line.hasPrefix("|")) { continue }
        break
      }
      names.append(String(line.dropFirst(prefix.count + 1).prefix { $0 != "`" }))
    }
    return names
  }

  @Test("docs/cli.md's phases are the ones --phases accepts, in the order they run")
  func phases() {
    let documented = Self.names(after: "The phases (`--phases`, default all):", prefix: "- ")
    #expect(documented == Phase.runnable.map(\.rawValue))
    // The results library's list of phases is run's registered benchmarks, in their order.
    #expect(RunSettings.benchmarks.map(\.name) == Phase.runnable.map(\.rawValue))
    let help = Self.squeezed(RunCommand.spec.helpText)
    for phase in Phase.runnable { #expect(help.contains(phase.rawValue), "\(phase)") }
    #expect(!help.contains("targets"))
  }

  @Test("docs/cli.md's solver table lists every solver --solvers accepts")
  func solvers() {
    let documented = Self.names(after: "| `--solvers` name | How the channels move |", prefix: "| ")
    let accepted = SolverDescriptor.names(solving: .scenes)
    #expect(Set(documented) == Set(accepted) && documented.count == accepted.count, "\(documented)")
    for name in accepted {
      #expect(Self.squeezed(RunCommand.spec.helpText).contains(name), "\(name)")
    }
  }

  @Test("The README's subcommand table lists every subcommand")
  func subcommands() {
    guard let start = Self.readme.firstRange(of: "| Subcommand | What it does |") else {
      Issue.record("no subcommand table")
      return
    }
    let table = Self.readme[start.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("|") }.joined(
      separator: "\n")
    let documented = table.matches(of: /`motion-bench ([a-z]+)`/).map { String($0.output.1) }
    #expect(documented.sorted() == MotionBenchMain.commands.map(\.name).sorted(), "\(documented)")
  }
}
