import Testing

@testable import MotionBenchCommands

/// A job run whole and as shards in one folder, and its shards merged: what the sharding tests
/// that compare summaries (standard output) run.
struct ShardedJob {
  /// The unsharded command (the built binary, writing `whole.csv`).
  let whole: ChildProcess.Result
  /// The merge (the built binary, writing `merged.csv` from the shards given in reverse order).
  let merged: ChildProcess.Result
  /// The shard files, `part<i>.csv`, by shard.
  let parts: [String]

  /// Runs `command` whole, then as `count` shards in this process, then merges them.
  ///
  /// - Parameters:
  ///   - command: The subcommand and its options, without `--out`, `--shard` or `--threads`.
  ///   - count: The shard count.
  ///   - directory: The folder of every file.
  ///   - threads: The thread count of the unsharded run and of each shard (by index from 0).
  init(_ command: [String], shards count: Int, in directory: String, threads: (Int?) -> Int) throws {
    whole = try ChildProcess.run(command + ["--threads", "\(threads(nil))", "--out", "whole.csv"], in: directory)
    parts = (1...count).map { "part\($0).csv" }
    for (index, part) in parts.enumerated() {
      let options = ["--threads", "\(threads(index))", "--shard", "\(index + 1)/\(count)"]
      #expect(MotionBenchMain.main(command + options + ["--out", directory + "/" + part]) == 0)
    }
    merged = try ChildProcess.run(["merge", "merged.csv"] + parts.reversed(), in: directory)
  }
}
