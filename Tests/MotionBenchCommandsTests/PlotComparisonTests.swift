import BenchmarkKit
import TestSupport
import Testing

@testable import BenchmarkPictures
@testable import MotionBenchCommands

@Suite("plot a.csv b.csv: the two runs compared in one picture", .tags(.integration))
struct PlotComparisonTests {
  @Test func everySolverAgainstTheFirstRunsMedian() throws {
    try withTemporaryDirectory { folder in
      var random = SeededGenerator(state: 3)
      try SyntheticRun(commit: "a").write(to: folder + "/a.csv", &random)
      var slow = SyntheticRun(commit: "b")
      slow.slower = ["closed-form": 1.5]
      try slow.write(to: folder + "/b.csv", &random)
      let inputs = try [folder + "/a.csv", folder + "/b.csv"].map { try PlotInput(path: $0) }
      let plan = try PlotPlan(inputs, out: folder, terminal: GnuplotTerminal())
      let pictures = plan.folders.flatMap(\.pictures)
      let comparison = try #require(pictures.first { $0.script.name == "a+b-comparison" })
      #expect(pictures.filter { $0.script.name.hasSuffix("-comparison") }.count == 1)
      // The B rows' changes, against the medians read from the two files.
      func median(_ file: String, _ solver: String) throws -> Double {
        let table = try CSVTable(contentsOfFile: folder + "/" + file)
        let solvers = try table.strings("solver")
        let metrics = try table.strings("metric")
        let values = try table.doubles("value")
        return try #require(
          values.indices.first { solvers[$0] == solver && metrics[$0] == "ns_per_sample_median" }.map { values[$0] })
      }
      let rows = String(decoding: comparison.data[0].bytes, as: UTF8.self).split(separator: "\n")
        .filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ").compactMap { Double($0) } }
      let head = rows.filter { $0[4] == 1 }
      #expect(head.count == SyntheticRun.solvers.count && rows.filter { $0[4] == 0 }.allSatisfy { $0[1] == 0 })
      for (position, solver) in SyntheticRun.solvers.map(\.name).enumerated() {
        let expected = 100 * (try median("b.csv", solver) / median("a.csv", solver) - 1)
        let row = try #require(head.first { abs($0[0] - (Double(position) + 0.15)) < 1e-9 })
        #expect(abs(row[1] - expected) < 1e-9, "\(solver)")
      }
      #expect(head[0][1] > 20)  // closed-form, 50 % slower amid 7 % noise between processes
    }
  }
}
