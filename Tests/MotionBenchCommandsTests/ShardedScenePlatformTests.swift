import BenchmarkKit
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `scene --platform … --shard`: the device's blocks, then each platform's, are the cases; the
/// merged file and summary (with the platforms' differences) are the unsharded ones.
@Suite("Sharded scene on other platforms", .tags(.integration))
struct ShardedScenePlatformTests: TemporaryDirectorySuite {
  let scratch = try! TemporaryDirectory()

  /// 200 selectors of both kinds: 4 blocks, on the device and on Compose (quick to set up), so 8
  /// cases, which 3 and 7 do not divide.
  static let command = [
    "scene", "both", "--selectors", "200", "--seconds", "0.5", "--tail", "0.5", "--platform", "compose",
  ]

  @Test(
    "merged shards are the unsharded CSV and summary, the platforms' comparison included, for 1, 2, 3 and 7 shards",
    arguments: [1, 2, 3, 7])
  func identical(count: Int) throws {
    let job = try ShardedJob(Self.command, shards: count, in: directory) { ($0 ?? 0) % 2 + 1 }
    let (whole, merged, parts) = (job.whole, job.merged, job.parts)
    #expect(whole.status == 0 && merged.status == 0, "\(whole.standardError)\n\(merged.standardError)")
    #expect(try readBytes(directory + "/merged.csv") == readBytes(directory + "/whole.csv"))
    #expect(Set(try CSVTable(contentsOfFile: directory + "/whole.csv").strings("platform")) == ["device", "compose"])
    #expect(whole.standardOutput.contains("On other platforms") && whole.standardOutput.contains("compose"))
    #expect(merged.standardOutput == whole.standardOutput)
    for (index, part) in parts.enumerated() {
      let ordinals = try readText(directory + "/" + part).split(separator: "\n").dropFirst().map {
        Int($0.split(separator: ",")[5])!
      }
      #expect(Array(Set(ordinals)).sorted() == Array(stride(from: index, to: 8, by: count)))
    }
  }
}
