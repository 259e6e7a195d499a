import BenchmarkKit
import BenchmarkResults
import Glibc
import MotionBenchmarks
import TestSupport
import Testing

@testable import MotionBenchCommands

/// The results schema: every metric the code can write is documented, units agree with the
/// committed results, and files written by `run` read back as the rows written.
@Suite("Results schema", .tags(.integration))
struct ResultsSchemaTests {
  static let root = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")

  /// The backticked names of `docs/csv.md`'s section on run files.
  static func documentedNames() throws -> Set<String> {
    let text = try readText(root + "/docs/csv.md")
    let start = try #require(text.firstRange(of: "## A run: `motion-bench run`"))
    let end = try #require(text[start.upperBound...].firstRange(of: "\n## "))
    let section = text[start.upperBound..<end.lowerBound]
    return Set(
      section.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
        .map { String($0.element) })
  }

  @Test("docs/csv.md lists every phase, metric and target the code can write")
  func everyMetricIsDocumented() throws {
    let documented = try Self.documentedNames()
    let written =
      Phase.allCases.map(\.rawValue) + Metric.allCases.map(\.rawValue) + PerformanceTarget.all.map(\.name)
    let missing = written.filter { !documented.contains($0) }
    #expect(missing.isEmpty, "not in docs/csv.md: \(missing)")
    // Every target's verdict row is `<target>_met`.
    #expect(documented.contains("<target>_met"))
  }

  @Test("The committed baseline's phases, metrics and units are the schema's")
  func baselineMatchesTheSchema() throws {
    let results = try RunResults(contentsOfFile: Self.root + "/results/baseline.csv")
    let targets = Set(PerformanceTarget.all.flatMap { [$0.name, $0.metName] })
    for row in results.rows {
      if row.phase == .targets {
        #expect(targets.contains(row.metric.text), "\(row.metric)")
      } else {
        let metric = try #require(row.known, "\(row.metric) is not a Metric")
        #expect(metric.unit == row.unit, "\(row.metric)")
      }
    }
    #expect(Set(results.rows.map(\.phase)) == Set(Phase.allCases))
  }

  @Test("Earlier files load: the history and a file of the previous schema")
  func earlierFilesLoad() throws {
    let history = try History.read(Self.root + "/results/history.csv")
    #expect(history.count > 100 && history.allSatisfy { !$0.identity.fingerprint.isEmpty })
    let previous = try RunResults(
      contentsOfFile: Self.root + "/Tests/MotionBenchCommandsTests/Fixtures/run-previous-schema.csv")
    #expect(previous.rows.contains { $0.metric.text == "roofline_ratio" && $0.known == nil })
    #expect(previous.identity.fingerprint.isEmpty && previous.identity.gitCommit == "96653c5")
  }

  @Test("A written run reads back as the rows written, with its metadata")
  func writtenRowsReadBack() throws {
    var random = SeededGenerator(state: 5)
    let report = SyntheticRun(peaks: 1).report(&random)
    let scratch = try TemporaryDirectory()
    defer { withExtendedLifetime(scratch) {} }
    let directory = scratch.path
    let path = directory + "/run.csv"
    try report.write(to: path)
    let read = try RunResults(contentsOfFile: path)
    #expect(Array(read.rows) == Array(report.rows))
    #expect(read.identity == report.identity)
    #expect(!read.identity.fingerprint.isEmpty && read.identity.csvValues == report.identity.csvValues)
  }

  @Test("A target's goal is derived from its comparison and bound, and judged at the bound as stated")
  func targetGoals() {
    #expect(
      PerformanceTarget.all.map(\.goal) == [
        "≤ 2×", "≤ 2×", "≤ 2.5×", "≥ 4×", "≥ 10×", "< 0.5 s", "≥ 1.7×", "≤ 1 KiB", "≤ 1.5×", "≤ 1.5×", "≤ 1.5×",
        "≤ 1.5×",
      ])
    #expect(PerformanceTarget.exactStepVsBound.isMet(by: 2) && !PerformanceTarget.exactStepVsBound.isMet(by: 2.0001))
    #expect(
      PerformanceTarget.closedFormBatchedVsBound.isMet(by: 2.5)
        && !PerformanceTarget.closedFormBatchedVsBound.isMet(by: 2.5001))
    #expect(!PerformanceTarget.exactStepOneCore.isMet(by: 0.5) && PerformanceTarget.exactStepOneCore.isMet(by: 0.49))
    #expect(
      PerformanceTarget.closedFormBatchedSpeedup.isMet(by: 4)
        && !PerformanceTarget.closedFormBatchedSpeedup.isMet(by: 3.99))
  }

  @Test("Metric names are unique and the timing clock judges exactly the timing metrics")
  func metricNames() {
    #expect(Set(Metric.allCases.map(\.rawValue)).count == Metric.allCases.count)
    #expect(ResultComparison.Clock.both.metrics == [.nsPerSample, .cpuNsPerSample])
    // The rules call a growth a regression: every judged metric must prefer smaller values.
    let judged = Metric.allCases.filter { $0.definition.judgement != .reported }
    #expect(judged.allSatisfy { $0.definition.polarity == .lowerIsBetter })
    let deterministic = Metric.allCases.filter { $0.deterministicRule != nil }.map(\.rawValue)
    #expect(
      Set(deterministic) == [
        "max_error", "rms_error", "max_error_pt", "rms_error_pt", "visible_error_samples", "steps_per_sample",
        "evaluations_per_sample", "instructions_per_sample", "d1_misses_per_sample", "ll_misses_per_sample",
        "estimated_cycles_per_sample",
      ])
    // cachegrind's costs are compared only within one build; the cache misses beyond 5 % and 0.1 per sample.
    let sameBuild = Metric.allCases.filter {
      if case .deterministic(_, sameBuild: true) = $0.definition.judgement { return true }
      return false
    }
    #expect(sameBuild == RunSettings.costMetrics.map(\.metric))
    #expect(Metric.d1MissesPerSample.deterministicRule == DeterministicRule(tolerance: 0.05, floor: 0.1))
    #expect(Metric.llMissesPerSample.deterministicRule?.verdict(base: 0.05, head: 0.1) == .unchanged)
    // The layout shift measured between two builds of unrelated changes stays unchanged; +10 % regresses.
    #expect(Metric.d1MissesPerSample.deterministicRule?.verdict(base: 4.56, head: 4.61) == .unchanged)
    #expect(Metric.llMissesPerSample.deterministicRule?.verdict(base: 2, head: 2.2) == .regression)
  }
}
