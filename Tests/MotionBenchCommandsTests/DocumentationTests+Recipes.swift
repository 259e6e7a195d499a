import BenchmarkResults
import Foundation  // FileManager
import MotionBenchmarks
import SelectorSimulation
import TestSupport
import Testing

@testable import MotionBenchCommands

/// The places docs/contributing.md's recipes (a solver, a component, a metric, a subcommand) say
/// to touch, each checked against the code's own list, so that a recipe step left out fails here.
extension DocumentationTests {
  /// The first backticked word of each row of the table that follows `heading` in `text`.
  static func tableNames(in text: String, after heading: String) -> [String] {
    guard let start = text.firstRange(of: heading) else { return [] }
    var names: [String] = []
    for line in text[start.upperBound...].split(separator: "\n").dropFirst() {
      guard line.hasPrefix("|") else { break }
      guard line.hasPrefix("| `") else { continue }
      names.append(String(line.dropFirst(3).prefix { $0 != "`" }))
    }
    return names
  }

  @Test("docs/solvers.md's two tables list every curve solver and every scene solver")
  func solverManual() throws {
    let text = try readText(Self.root + "/docs/solvers.md")
    let curves = Self.tableNames(in: text, after: "## One curve (`motion-bench curve --solver …`)")
    let scenes = Self.tableNames(in: text, after: "## A scene of selectors (`motion-bench run --solvers …`")
    #expect(Set(curves) == Set(SolverDescriptor.names(solving: .curves)), "\(curves)")
    #expect(Set(scenes) == Set(SolverDescriptor.names(solving: .scenes)), "\(scenes)")
  }

  @Test("Every example description is in docs/components.md's table and in the tests that replay the examples")
  func componentExamples() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Examples/components")
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count >= 3)
    let text = try readText(Self.root + "/docs/components.md")
    let linked = text.matches(of: /\| \[([a-z0-9-]+\.json)\]\(\.\.\/Examples\/components\//).map { String($0.output.1) }
    #expect(linked.sorted() == files, "docs/components.md's examples: \(linked)")
    #expect(ComponentPreviewTests.examples.sorted() == files)
    #expect(Set(ComponentSceneTests.examples.map(\.file)) == Set(files))
  }

  @Test("docs/cli.md's contents name every subcommand")
  func subcommandManual() {
    guard let end = Self.manual.firstRange(of: "\n## ") else {
      Issue.record("docs/cli.md has no sections")
      return
    }
    let contents = Self.manual[..<end.lowerBound]
    for name in MotionBenchMain.commands.map(\.name) {
      #expect(contents.contains("`\(name)") || contents.contains("`motion-bench \(name)"), "\(name)")
    }
  }

  @Test("Every metric is one that a phase of run declares it writes")
  func metricsWritten() {
    let written = Set(RunSettings.benchmarks.flatMap(\.writes))
    let unwritten = Metric.allCases.map(\.rawValue).filter { !written.contains($0) }
    #expect(unwritten.isEmpty, "written by no phase: \(unwritten)")
  }
}
