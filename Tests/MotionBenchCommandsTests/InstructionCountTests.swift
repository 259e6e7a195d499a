import BenchmarkKit
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("run --phases instructions")
struct InstructionCountTests {
  /// The instruction counts of two runs of one build, from the CSV.
  @Test("Instruction counts agree across two runs to 0.1 %")
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
        let table = try CSVTable(contentsOfFile: path)
        let rows = zip(
          zip(try table.strings("phase"), try table.strings("solver")),
          zip(try table.strings("metric"), try table.doubles("value")))
        counts.append(
          Dictionary(
            uniqueKeysWithValues: rows.filter { $0.0.0 == "instructions" && $0.1.0 == "instructions_per_sample" }.map {
              ($0.0.1, $0.1.1)
            }))
      }
      #expect(Set(counts[0].keys) == ["exact-step", "closed-form"])
      for (solver, first) in counts[0] {
        let second = try #require(counts[1][solver])
        #expect(first > 1 && abs(second / first - 1) <= 0.001, "\(solver): \(first) vs \(second)")
      }
    }
  }

  @Test("Without valgrind the counts are skipped, not failed")
  func skippedWithoutValgrind() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/run.csv"
      let status = try spawnMotionBench(
        ["run", "--phases", "instructions", "--solvers", "exact-step", "--out", path],
        environment: ["PATH=/nonexistent"])
      #expect(status == 0)
      #expect(try CSVTable(contentsOfFile: path).rows.isEmpty)
    }
  }
}
