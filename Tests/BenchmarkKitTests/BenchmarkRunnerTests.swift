import TestSupport
import Testing

@testable import BenchmarkKit

/// The runner of registered benchmarks: selection, order, rows and progress.
@Suite(.tags(.unit)) struct BenchmarkRunnerTests {
  /// Three benchmarks on a number: each adds rows that name it and a multiple of the number.
  static let registry = BenchmarkRunner<Int, String>([
    Benchmark("double", scene: "n", measures: "2n", writes: ["2n"]) { n, rows in rows.add("double \(2 * n)") },
    Benchmark("square", scene: "n", measures: "n²", writes: ["n²"]) { n, rows in rows.add("square \(n * n)") },
    Benchmark("sum", scene: "n", measures: "the rows so far, counted", writes: ["count"]) { _, rows in
      rows.add("sum \(rows.rows.count)")
    },
  ])

  @Test("Without a selection every benchmark runs once, in registry order, and later ones see earlier rows")
  func all() throws {
    var lines: [String] = []
    let rows = try Self.registry.run(with: 7) { lines.append($0) }
    #expect(rows == ["double 14", "square 49", "sum 2"])
    #expect(lines.count == 6)
    #expect(lines[0] == "[1/3] double: 2n" && lines[1].hasPrefix("[1/3] double: 1 rows in "))
    #expect(lines[4] == "[3/3] sum: the rows so far, counted")
  }

  @Test("A selection runs only the named benchmarks, in registry order whatever order it was given in")
  func selection() throws {
    var lines: [String] = []
    let rows = try Self.registry.run(["sum", "double"], with: 3) { lines.append($0) }
    #expect(rows == ["double 6", "sum 1"])
    #expect(lines.filter { !$0.contains(" rows in ") } == ["[1/2] double: 2n", "[2/2] sum: the rows so far, counted"])
  }

  @Test("A benchmark's error stops the run and reaches the caller")
  func failure() {
    struct Broken: Error {}
    let runner = BenchmarkRunner<Int, Int>([
      Benchmark("fails", scene: "", measures: "", writes: []) { _, _ in throw Broken() },
      Benchmark("after", scene: "", measures: "", writes: []) { _, rows in rows.add(1) },
    ])
    var lines: [String] = []
    #expect(throws: Broken.self) { try runner.run(with: 0) { lines.append($0) } }
    #expect(lines == ["[1/2] fails: "])
  }
}
