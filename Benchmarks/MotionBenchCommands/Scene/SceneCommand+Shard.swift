import BenchmarkKit
import SelectorSimulation

extension SceneCommand {
  /// How many cases a sharded scene has: ``SceneMetricsSetup/blockCount`` blocks for the scene's
  /// solver, and as many again for each `--platform`, run-major, as the CSV lists them.
  var shardCases: Int { setup.blockCount * (1 + platforms.count) }

  /// `--shard`: measures the shard's blocks (``shardCases``) and writes their CSV rows, block by
  /// block, as a shard file; `merge` puts the blocks back into the CSV the unsharded command
  /// writes. The summary is left to the merged file: a shard's percentiles are not the crowd's.
  ///
  /// - Parameter shard: The shard.
  /// - Throws: The measurement's errors, ``AtomicFileError`` when the file cannot be written.
  func measureShard(_ shard: Shard) throws -> ExitCode {
    let measurement = setup.crowd.measurement(channels: channels)
    var runs: [(platform: String, solver: any SceneSolver)] = [(Self.deviceRun, try setup.crowd.sceneSolver())]
    for platform in platforms {
      let solver = try PlatformComparison.solver(platform, setup: setup, measurement: measurement)
      runs.append((platform.rawValue, solver))
    }
    let platformColumn = !platforms.isEmpty
    let columns = Self.csvColumns + (platformColumn ? ["platform"] : [])
    let writer = try ShardWriter(
      file: try AtomicFile(path: out), job: ShardOptions.specification(job), shard: shard, cases: shardCases,
      header: columns.joined(separator: ","))
    var rows = CSVWriter(rowsOf: columns)
    var samples = 0
    var written = 0
    for (index, run) in runs.enumerated() {
      let cases = try setup.measure(measurement, on: run.solver, shard: shard, run: index)
      for (ordinal, kind, metrics) in cases {
        try appendRows(of: metrics, kind: kind, platform: platformColumn ? run.platform : nil, to: &rows)
        try writer.write(rows: rows.takeRows()[...], case: ordinal)
        samples += metrics.channelSamples
      }
      written += cases.count
    }
    try writer.commit()
    printError(
      "scene: shard \(shard): \(written) of \(shardCases) blocks, \(samples) channel-samples; "
        + "merge the shard files (motion-bench merge) for the crowd's CSV")
    return .success
  }
}
