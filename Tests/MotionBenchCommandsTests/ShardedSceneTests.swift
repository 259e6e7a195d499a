import BenchmarkKit
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `scene --shard` (cases: the crowd's blocks) and `sweep --scene --shard` (cases: grid points),
/// merged: the unsharded command's file byte for byte, with every move's values for the crowd's
/// percentiles.
@Suite("Sharded scene and scene sweep", .tags(.integration))
struct ShardedSceneTests: TemporaryDirectorySuite {
  let scratch = try! TemporaryDirectory()

  /// A small crowd: quick, and 400 selectors of both kinds are 8 blocks.
  static let crowd = ["--seconds", "1", "--tail", "0.5"]

  /// Runs `command` unsharded and as `count` shards (each on 1 or 2 threads), merges the
  /// shards given in reverse order, and returns the unsharded and merged bytes and the shards.
  func shardAndMerge(_ command: [String], shards count: Int, name: String) throws -> (
    whole: [UInt8], merged: [UInt8], parts: [String]
  ) {
    let whole = directory + "/\(name)-whole.csv"
    #expect(MotionBenchMain.main(command + ["--out", whole]) == 0)
    let parts = (1...count).map { directory + "/\(name)-part\($0).csv" }
    for (index, part) in parts.enumerated() {
      let options = ["--threads", "\(index % 2 + 1)", "--shard", "\(index + 1)/\(count)", "--out", part]
      #expect(MotionBenchMain.main(command + options) == 0)
    }
    let merged = directory + "/\(name)-merged.csv"
    #expect(MotionBenchMain.main(["merge", merged] + parts.reversed()) == 0)
    return (try readBytes(whole), try readBytes(merged), parts)
  }

  /// The `case` column of a shard file's rows, a block without rows included (its shard
  /// columns alone).
  func ordinals(_ path: String) throws -> [Int] {
    try readText(path).split(separator: "\n").dropFirst().map { Int($0.split(separator: ",")[5])! }
  }

  @Test(
    "scene: merged shards are the unsharded CSV byte for byte, for 1, 2, 3 and 7 shards of uneven block counts",
    arguments: [
      (1, ["both", "--selectors", "400"]),
      (2, ["radio", "--selectors", "300", "--solver", "gsl:rkf45"]),
      (3, ["both", "--selectors", "400", "--channels", "*.dot.scale"]),
      (7, ["both", "--selectors", "400", "--seed", "3"]),
    ])
  func scene(count: Int, options: [String]) throws {
    let name = "scene\(count)"
    let (whole, merged, parts) = try shardAndMerge(["scene"] + options + Self.crowd, shards: count, name: name)
    #expect(merged == whole)
    let table = try CSVTable(contentsOfFile: directory + "/\(name)-whole.csv")
    let kinds = Set(try table.strings("kind"))
    #expect(kinds == (options[0] == "both" && !options.contains("--channels") ? ["radio", "segmented"] : ["radio"]))
    #expect(Set(try table.strings("metric")) == ["overshoot", "reversals", "jump", "settle", "settle_after_last"])
    // Blocks: 128 selectors of one kind, kind-major; round robin over the shards.
    let blocks = (options[0] == "both" ? 2 : 1) * (Int(options[2])! + 127) / 128
    for (index, part) in parts.enumerated() {
      #expect(Array(Set(try ordinals(part))).sorted() == Array(stride(from: index, to: blocks, by: count)))
    }
  }

  @Test(
    "sweep --scene: merged shards are the unsharded grid byte for byte, for 1, 2, 3 and 7 shards",
    arguments: [
      (1, ["radio", "--bounces", "3", "--durations", "3"]),
      (2, ["radio", "--bounces", "3", "--durations", "3"]),
      (3, ["segmented", "--channel", "highlight.*", "--bounces", "2", "--durations", "5"]),
      (7, ["both", "--bounces", "3", "--durations", "3", "--max-overshoot", "1pt"]),
    ])
  func sceneSweep(count: Int, options: [String]) throws {
    let command = ["sweep", "--scene"] + options + ["--selectors", "12"] + Self.crowd
    let (whole, merged, parts) = try shardAndMerge(command, shards: count, name: "sweep\(count)")
    #expect(merged == whole)
    let points =
      Int(options[options.firstIndex(of: "--bounces")! + 1])!
      * Int(options[options.firstIndex(of: "--durations")! + 1])!
    #expect(try CSVTable(contentsOfFile: directory + "/sweep\(count)-whole.csv").rows.count == points)
    for (index, part) in parts.enumerated() {
      #expect(try ordinals(part) == Array(stride(from: index, to: points, by: count)))
    }
  }

  @Test("merge prints the unsharded scene's summary: percentiles over moves and selectors, the worst selectors")
  func summary() throws {
    let command = ["scene", "both", "--selectors", "300", "--visible-pt", "1/3"] + Self.crowd
    let whole = try ChildProcess.run(command + ["--out", "whole.csv"], in: directory)
    #expect(whole.status == 0, "\(whole.standardError)")
    let parts = (1...3).map { "summary-part\($0).csv" }
    for (index, part) in parts.enumerated() {
      #expect(MotionBenchMain.main(command + ["--shard", "\(index + 1)/3", "--out", directory + "/" + part]) == 0)
    }
    let merged = try ChildProcess.run(["merge", "merged.csv"] + parts, in: directory)
    #expect(merged.status == 0, "\(merged.standardError)")
    #expect(try readBytes(directory + "/merged.csv") == readBytes(directory + "/whole.csv"))
    #expect(whole.standardOutput.contains("selectors") && whole.standardOutput.contains("worst overshoot"))
    #expect(merged.standardOutput == whole.standardOutput)
  }

  @Test("merge refuses scene shards: one missing, one twice, of another job, and the unsharded CSV")
  func refusals() throws {
    let command = ["scene", "both", "--selectors", "300"] + Self.crowd
    let (_, _, parts) = try shardAndMerge(command, shards: 3, name: "refused")
    let other = directory + "/seed2-part2.csv"
    #expect(MotionBenchMain.main(command + ["--seed", "2", "--shard", "2/3", "--out", other]) == 0)
    try ShardedSweepTests.expectRefusals(
      parts, other: other, unsharded: directory + "/refused-whole.csv",
      missing: "Error: cannot merge: shard 2/3 is missing (cases 1 and 4); rerun: motion-bench scene both "
        + "--selectors 300 --seconds 1 --tail 0.5 --shard 2/3 --out \(directory)/refused-part2.csv (Slurm array task 1)"
    )
  }
}
