import TestSupport
import Testing

@testable import BenchmarkKit

@Suite("Shard files: written, read back, merged", .tags(.integration))
struct ShardMergeTests {
  static let job = JobSpecification(
    arguments: ["motion-bench", "x", "--label", "a, \"b\""], commit: "abc1234", build: "release")

  /// Writes shard `index` of `count` of a job of `cases` cases, each case's rows `"<k>,\"q\nk\"\n"`
  /// (a quoted line break inside) written twice, to `path`.
  static func writeShard(_ index: Int, of count: Int, cases: Int, to path: String) throws {
    let shard = try #require(Shard(index: index, count: count))
    let writer = try ShardWriter(file: AtomicFile(path: path), job: job, shard: shard, cases: cases, header: "k,text")
    for local in 0..<shard.caseCount(of: cases) {
      let ordinal = shard.ordinal(local)
      let row = "\(ordinal),\"q\n\(ordinal)\"\n"
      try writer.write(rows: ArraySlice(Array((row + row).utf8)), case: ordinal)
    }
    try writer.commit()
  }

  @Test("Rows with quoted line breaks and a quoted command survive the round trip; merge restores case order")
  func roundTrip() throws {
    try withTemporaryDirectory { directory in
      let paths = (1...3).map { "\(directory)/part\($0).csv" }
      for (index, path) in paths.enumerated() { try Self.writeShard(index + 1, of: 3, cases: 8, to: path) }
      let file = try ShardFile(path: paths[1])
      #expect(file.command == #"motion-bench x --label 'a, "b"'"# && file.specHash == Self.job.hash)
      #expect(file.rows.map(\.ordinal) == [1, 4, 7] && file.cases == 8 && file.lacking == nil)
      let merge = try ShardMerge(paths: paths.reversed())
      let out = directory + "/merged.csv"
      let output = try AtomicFile(path: out)
      try merge.write(to: output)
      try output.commit()
      let expected = "k,text\n" + (0..<8).map { "\($0),\"q\n\($0)\"\n\($0),\"q\n\($0)\"\n" }.joined()
      #expect(String(decoding: try POSIX.readFile(out), as: UTF8.self) == expected)
    }
  }

  @Test("The rerun's --out follows the shard files' names: 1-based, 0-based (Slurm's), or a name of its own")
  func rerunPaths() throws {
    try withTemporaryDirectory { directory in
      for (name, index, expected) in [
        ("part1.csv", 1, "part3.csv"), ("task-0.csv", 1, "task-2.csv"), ("run7-part1.csv", 1, "shard-3-of-4.csv"),
        ("plain.csv", 2, "shard-3-of-4.csv"), ("p2.csv", 2, "p3.csv"),
      ] {
        let path = "\(directory)/\(name)"
        try Self.writeShard(index, of: 4, cases: 9, to: path)
        let result = ShardMerge.outputPath(for: 3, like: [try ShardFile(path: path)])
        #expect(result == (expected.hasPrefix("shard-") ? expected : "\(directory)/\(expected)"), "\(name)")
      }
    }
  }

  @Test("Cases named one by one up to six, then counted")
  func describe() {
    #expect(ShardMerge.describe(ShardCases([5])) == "case 5")
    #expect(ShardMerge.describe(ShardCases([1, 4, 7])) == "cases 1, 4 and 7")
    #expect(ShardMerge.describe(ShardCases(Array(stride(from: 2, to: 30, by: 4)))) == "7 cases: 2, 6, 10, 14, …, 26")
    #expect(ShardMerge.describe(ShardCases(all: Shard(index: 2, count: 3)!, of: 35)) == "12 cases: 1, 4, 7, 10, …, 34")
  }
}
