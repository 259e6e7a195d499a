import BenchmarkKit
import SelectorSimulation

extension SceneCommand {
  /// `--shard`: measures the shard's blocks (``SceneMetricsSetup/blockCount``) and writes their
  /// CSV rows, block by block, as a shard file; `merge` puts the blocks back into the CSV the
  /// unsharded command writes. The summary is left to the merged file: a shard's percentiles
  /// are not the crowd's.
  ///
  /// - Parameter shard: The shard.
  /// - Throws: The measurement's errors, ``AtomicFileError`` when the file cannot be written.
  func measureShard(_ shard: Shard) throws -> ExitCode {
    let cases = try setup.measure(setup.measurement(channels: channels), shard: shard)
    let writer = try ShardWriter(
      file: try AtomicFile(path: out), job: ShardOptions.specification(job), shard: shard,
      cases: setup.blockCount, header: Self.csvColumns.joined(separator: ","))
    var rows = CSVWriter(rowsOf: Self.csvColumns)
    var samples = 0
    for (ordinal, kind, metrics) in cases {
      try appendRows(of: metrics, kind: kind, platform: nil, to: &rows)
      try writer.write(rows: rows.takeRows()[...], case: ordinal)
      samples += metrics.channelSamples
    }
    try writer.commit()
    printError(
      "scene: shard \(shard): \(cases.count) of \(setup.blockCount) blocks, \(samples) channel-samples; "
        + "merge the shard files (motion-bench merge) for the crowd's CSV")
    return .success
  }
}
