import BenchmarkKit
import SelectorSimulation

extension SceneCommand {
  /// The summary the unsharded `scene` prints, rebuilt from the merged shards of a `scene
  /// --shard` job: the job's command line parsed again, and every move and burst read back from
  /// the merged CSV, whose numbers round-trip, so every percentile over moves and over
  /// selectors is the unsharded one.
  ///
  /// - Parameter merge: The checked shards.
  /// - Returns: nil when the job is not a scene's.
  /// - Throws: ``DataError`` when the command line no longer parses, its events file cannot be
  ///   read, or a row is not a scene metric's.
  static func summary(ofMerged merge: ShardMerge) throws -> String? {
    guard let words = JobSpecification.words(of: merge.command), words.starts(with: ["motion-bench", "scene"])
    else { return nil }
    var command: SceneCommand
    do {
      guard let parsed = try parse(Array(words.dropFirst(2))) else { return nil }
      command = parsed
    } catch {
      throw DataError("the shards' command '\(merge.command)' does not parse here: \(error.message)")
    }
    try command.setup.loadInteraction()
    var bytes: [UInt8] = []
    merge.forEachPiece { bytes += $0 }
    let table: CSVTable
    do { table = try CSVTable(parsing: String(decoding: bytes, as: UTF8.self)) } catch {
      throw DataError("the merged CSV: \(error)")
    }
    let metrics = try command.metrics(of: table)
    return command.report(
      SceneMetricSummary.summaries(of: metrics, hz: command.setup.scene.hz), channelSamples: command.channelSamples)
  }

  /// The channel-samples the unsharded run simulates: per kind, its selectors × its measured
  /// channels × the frames.
  var channelSamples: Int {
    let scene = setup.scene
    let selectorsOfKind: [SelectorKind: Int] =
      setup.kinds.count == 1
      ? [setup.kinds[0]: scene.selectors]
      : (0..<scene.selectors).reduce(into: [:]) { $0[scene.kind(ofSelector: $1), default: 0] += 1 }
    return setup.kinds.reduce(0) { $0 + (selectorsOfKind[$1] ?? 0) * (channels[$1]?.count ?? 0) * setup.frames }
  }

  /// The moves and bursts of a scene CSV (``writeCSV(_:to:)``'s rows, in its order).
  ///
  /// - Throws: ``DataError`` naming the first row that is not one of a move's or a burst's.
  func metrics(of table: CSVTable) throws(DataError) -> SceneBlockMetrics {
    let columns = ["kind", "channel", "selector", "frame", "metric", "value"].map { table.columns.firstIndex(of: $0) }
    guard case let indices = columns.compactMap({ $0 }), indices.count == columns.count else {
      throw DataError("the merged CSV lacks the scene's columns")
    }
    let hz = setup.scene.hz
    var result = SceneBlockMetrics()
    for (line, row) in zip(2..., table.rows) {
      let field = indices.map { row[$0] }
      let frames = 0...SceneConfiguration.maximumFrames
      func refused() -> DataError { DataError("line \(line) of the merged CSV is not a scene metric's row") }
      guard let kind = SelectorKind(rawValue: field[0]),
        let channel = kind.channels.firstIndex(where: { $0.name == field[1] }),
        let selector = Int(field[2]), (0..<setup.scene.selectors).contains(selector),
        let frame = Int(field[3]), frames.contains(frame), let metric = SceneMetric(rawValue: field[4]),
        let value = Double(field[5])
      else { throw refused() }
      // A settle time in frames (nil: it never settled), or a count of reversals.
      func whole(_ value: Double) throws(DataError) -> Int? {
        guard value.isFinite || !metric.isPerBurst else { return nil }
        guard let count = Int(exactly: value.rounded()), frames.contains(count) else { throw refused() }
        return count
      }
      switch metric {
      case .overshoot:
        result.moves.append(
          SceneMoveRecord(
            kind: kind, selector: selector, channel: channel, frame: frame, overshoot: value, reversals: 0, jump: 0))
      case .reversals where !result.moves.isEmpty:
        result.moves[result.moves.count - 1].reversals = try whole(value) ?? 0
      case .jump where !result.moves.isEmpty: result.moves[result.moves.count - 1].jump = value
      case .settle:
        let settled = try whole(value * hz).map { frame + $0 }
        result.bursts.append(
          SceneBurstRecord(
            kind: kind, selector: selector, channel: channel, first: frame, last: frame, settled: settled))
      case .settleAfterLast where !result.bursts.isEmpty:
        let burst = result.bursts[result.bursts.count - 1]
        if let settled = burst.settled, let steps = try whole(value * hz) {
          result.bursts[result.bursts.count - 1].last = settled - steps
        }
      default: throw DataError("line \(line) of the merged CSV comes before its move's or burst's first row")
      }
    }
    return result
  }
}
