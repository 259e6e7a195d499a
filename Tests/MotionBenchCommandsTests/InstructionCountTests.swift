import BenchmarkKit
import Glibc
import MotionBenchmarks
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("run --phases instructions", .tags(.integration))
struct InstructionCountTests {
  /// cachegrind's costs of two runs of one build, from the CSV: instructions, simulated D1 and
  /// last-level misses and estimated cycles per sample.
  @Test("Instruction counts, cache misses and estimated cycles agree across two runs to 0.1 %")
  func countsAreDeterministic() throws {
    try #require(InstructionCounter.isAvailable, "valgrind is missing: run bash .ci/setup")
    try withTemporaryDirectory { directory in
      var counts: [[String: Double]] = []
      for index in 0..<2 {
        let path = directory + "/run\(index).csv"
        let status = try spawnMotionBench([
          "run", "--phases", "instructions", "--solvers", "exact-step,closed-form", "--out", path,
        ])
        #expect(status == 0)
        let figures = try ResultFigures(try CSVTable(contentsOfFile: path)).figures.filter {
          $0.phase == "instructions"
        }
        counts.append(Dictionary(uniqueKeysWithValues: figures.map { ($0.solver + " " + $0.metric, $0.value) }))
      }
      let metrics: [String] = RunSettings.costMetrics.map(\.metric.rawValue)
      let expected: [String] = ["exact-step", "closed-form"].flatMap { solver in metrics.map { solver + " " + $0 } }
      #expect(Set(counts[0].keys) == Set(expected))
      for (key, first) in counts[0] {
        let second = try #require(counts[1][key])
        // A frame loop whose data stays in the caches may have no miss beyond its set-up's.
        let agree = first == 0 ? second == 0 : abs(second / first - 1) <= 0.001
        #expect(first >= 0 && agree, "\(key): \(first) vs \(second)")
      }
      for solver in ["exact-step", "closed-form"] {
        let instructions = try #require(counts[0][solver + " instructions_per_sample"])
        let cycles = try #require(counts[0][solver + " estimated_cycles_per_sample"])
        let misses = try #require(counts[0][solver + " d1_misses_per_sample"])
        // Every L1 miss costs at least 5 cycles beyond its instruction.
        #expect(instructions > 0 && cycles >= instructions + 5 * misses, "\(solver)")
      }
    }
  }

  @Test("Without valgrind the counts are skipped, not failed, with one row that says why")
  func skippedWithoutValgrind() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/run.csv"
      let status = try spawnMotionBench(
        ["run", "--phases", "instructions", "--solvers", "exact-step", "--out", path],
        environment: ["PATH=/nonexistent"])
      #expect(status == 0)
      let table = try CSVTable(contentsOfFile: path)
      #expect(try table.strings("phase") == ["instructions"] && table.strings("solver") == [""])
      #expect(try table.strings("metric") == ["skipped_no_valgrind"] && table.doubles("value") == [1])
    }
  }
}
