import BenchmarkKit
import MotionExport
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
    var runs: [String: SceneBlockMetrics] = [:]
    var reader = RowReader(command)
    try merge.forEachPiece { (piece) throws(DataError) in try reader.read(piece, into: &runs) }
    let hz = command.setup.crowd.scene.hz
    let device = runs[deviceRun] ?? SceneBlockMetrics()
    let kinds = command.setup.crowd.kinds
    var text = command.report(
      SceneMetricSummary.summaries(of: device, hz: hz, kinds: kinds), channelSamples: command.channelSamples)
    if !command.platforms.isEmpty {
      func run(_ platform: ExportPlatform.Variant, _ metrics: SceneBlockMetrics) -> PlatformComparison.Run {
        PlatformComparison.Run(
          platform: platform, metrics: metrics,
          summaries: SceneMetricSummary.summaries(of: metrics, hz: hz, kinds: kinds))
      }
      let comparison = PlatformComparison(
        device: run(.device, device),
        platforms: command.platforms.map { run($0, runs[$0.rawValue] ?? SceneBlockMetrics()) })
      text += comparison.report(kinds: command.setup.crowd.kinds, deviceName: command.setup.crowd.solver.description)
    }
    return text
  }

  /// The channel-samples the unsharded run simulates: per kind, its selectors × its measured
  /// channels × the frames.
  var channelSamples: Int {
    let scene = setup.crowd.scene
    let selectorsOfKind: [Component: Int] =
      setup.crowd.kinds.count == 1
      ? [setup.crowd.kinds[0]: scene.selectors]
      : (0..<scene.selectors).reduce(into: [:]) { $0[scene.kind(ofSelector: $1), default: 0] += 1 }
    return setup.crowd.kinds.reduce(0) {
      $0 + (selectorsOfKind[$1] ?? 0) * (channels[$1]?.count ?? 0) * setup.crowd.frames
    }
  }

  /// Reads the moves and bursts back from a scene CSV's bytes (``writeCSV(_:to:)``'s header and
  /// rows, in its order), a piece at a time, without keeping the rows.
  struct RowReader {
    let hz: Double
    let selectors: Int
    /// Each kind's channel indices by name.
    let channels: [String: (kind: Component, channels: [String: Int])]
    /// The header: the scene's columns, and a last one naming each row's run with `--platform`.
    let header: [UInt8]
    /// Whether each row ends with its run's name (`--platform`).
    let platformColumn: Bool
    /// The line the next row is on; the header is line 1.
    var line = 1

    init(_ command: SceneCommand) {
      hz = command.setup.crowd.scene.hz
      selectors = command.setup.crowd.scene.selectors
      platformColumn = !command.platforms.isEmpty
      header = Array(((csvColumns + (platformColumn ? ["platform"] : [])).joined(separator: ",") + "\n").utf8)
      var channels: [String: (kind: Component, channels: [String: Int])] = [:]
      for kind in command.setup.crowd.kinds {
        channels[kind.name] = (
          kind, Dictionary(kind.channels.indices.map { (kind.channels[$0].name, $0) }) { a, _ in a }
        )
      }
      self.channels = channels
    }

    /// Adds the rows of `piece` (whole rows; the first piece is the header) to their run's
    /// metrics, by the run's name (``deviceRun`` without a platform column).
    ///
    /// - Throws: ``DataError`` naming the first row that is not one of a move's or a burst's.
    mutating func read(_ piece: ArraySlice<UInt8>, into runs: inout [String: SceneBlockMetrics]) throws(DataError) {
      var position = piece.startIndex
      while position < piece.endIndex {
        let start = position
        var fields: [String] = []
        var fieldStart = position
        var quoted = false
        while position < piece.endIndex {
          let byte = piece[position]
          position += 1
          if byte == UInt8(ascii: "\"") { quoted.toggle() }
          guard !quoted, byte == UInt8(ascii: ","), fields.count < 7 else {
            if byte == UInt8(ascii: "\n"), !quoted { break }
            continue
          }
          fields.append(String(decoding: piece[fieldStart..<(position - 1)], as: UTF8.self))
          fieldStart = position
        }
        defer { line += 1 }
        if line == 1 {
          guard Array(piece[start..<position]) == header else {
            throw DataError("the merged CSV's header is not the scene's")
          }
          continue
        }
        var run = deviceRun
        if platformColumn {
          // The run's name, the last field: a platform's name, never quoted.
          let end = piece[position - 1] == UInt8(ascii: "\n") ? position - 1 : position
          let comma = piece[start..<end].lastIndex(of: UInt8(ascii: ",")) ?? start
          run = String(decoding: piece[(comma + 1)..<end], as: UTF8.self)
        }
        try add(fields, to: &runs[run, default: SceneBlockMetrics()])
      }
    }

    /// Adds one row's first seven fields (kind, channel, family, selector, frame, metric, value).
    private func add(_ field: [String], to result: inout SceneBlockMetrics) throws(DataError) {
      let frames = 0...SceneConfiguration.maximumFrames
      func refused() -> DataError { DataError("line \(line) of the merged CSV is not a scene metric's row") }
      guard field.count == 7, let (kind, names) = channels[field[0]], let channel = names[field[1]],
        let selector = Int(field[3]), (0..<selectors).contains(selector), let frame = Int(field[4]),
        frames.contains(frame), let metric = SceneMetric(rawValue: field[5]), let value = Double(field[6])
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
  }
}
