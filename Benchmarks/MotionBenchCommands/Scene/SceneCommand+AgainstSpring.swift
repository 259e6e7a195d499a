import BenchmarkKit
import BenchmarkPictures
import SelectorSimulation

extension SceneCommand {
  static let againstSprings = ChannelOptions.againstSprings.withHelp(
    "Measure the crowd again on the same scripts with these springs laid over --spring's (a name or pattern, as "
      + "--spring), e.g. '*.dot.scale=.spring(duration: 0.5, bounce: 0.2)', and print each metric of both with "
      + "Δ = against − current; the CSV gets a springs column (current, against) and --plot draws both CDFs in "
      + "one picture per metric. May be repeated; not with --platform or --shard.")

  /// `--against-spring` per kind, or nil when it is not given.
  ///
  /// - Throws: ``UsageError`` naming `--against-spring` for a text no kind takes, and for the
  ///   option beside `--platform` or `--shard`.
  func againstSprings(_ parsed: ParsedArguments) throws(UsageError) -> [Component: SpringOverrides]? {
    let texts = try parsed.all(Self.againstSprings)
    guard !texts.isEmpty else { return nil }
    let springs = try SceneMetricsSetup.springs(texts, kinds: setup.crowd.kinds, option: "--against-spring")
    guard platforms.isEmpty else {
      throw UsageError("give --platform (other platforms) or --against-spring (another spring), not both")
    }
    guard shard == nil else {
      throw UsageError("--against-spring measures the whole crowd twice; it takes no --shard")
    }
    return springs
  }

  /// The scene with `--against-spring`'s springs laid over `--spring`'s: the same scripts and solver.
  var againstSetup: SceneMetricsSetup {
    var other = setup
    for (kind, springs) in againstSprings ?? [:] {
      other.springs[kind] = (setup.springs[kind] ?? SpringOverrides()).merging(springs)
    }
    return other
  }

  /// Measures the crowd again with the `--against-spring` springs, writes both runs' rows (the
  /// `springs` column naming each), prints the summary of the command's springs and both runs'
  /// metrics side by side with Δ = against − current, and draws the CDFs of both.
  ///
  /// - Parameters:
  ///   - metrics: The crowd measured with the command's springs.
  ///   - summaries: Their summaries.
  ///   - gnuplot: gnuplot's path with `--plot`.
  /// - Returns: Success.
  /// - Throws: The measurement's errors, ``AtomicFileError`` and gnuplot's.
  func measureAgainst(_ metrics: SceneBlockMetrics, summaries: [SceneMetricSummary], gnuplot: String?) throws
    -> ExitCode
  {
    var other = self
    other.setup = againstSetup
    if progress { printError("scene: again with --against-spring \(againstDescription)") }
    let against = try other.setup.measure(other.setup.crowd.measurement(channels: channels))
    let againstSummaries = SceneMetricSummary.summaries(of: against, hz: setup.crowd.scene.hz, kinds: setup.crowd.kinds)
    if let out {
      var writer = CSVWriter(
        columns: Self.csvColumns + [SceneSpringsColumn.name], output: try AtomicFile(path: out))
      for (command, run, name) in [
        (self, metrics, SceneSpringsColumn.current), (other, against, SceneSpringsColumn.against),
      ] {
        for kind in setup.crowd.kinds {
          try command.appendRows(of: run, kind: kind, platform: nil, springs: name, to: &writer)
        }
      }
      try writer.finish()
    }
    var summary = report(summaries, channelSamples: metrics.channelSamples)
    summary += againstReport(current: summaries, against: againstSummaries)
    summary += boundsReport([(SceneSpringsColumn.current, metrics), (SceneSpringsColumn.against, against)])
    return try finish(summary, gnuplot: gnuplot)
  }

  /// Every `--against-spring` as typed, each once: `*.dot.scale: .spring(duration: 0.5, bounce: 0.2)`.
  var againstDescription: String {
    var descriptions: [String] = []
    for kind in setup.crowd.kinds {
      for text in againstSprings?[kind]?.descriptions ?? [] where !descriptions.contains(text) {
        descriptions.append(text)
      }
    }
    return descriptions.joined(separator: "; ")
  }

  /// Both runs' metrics per kind and family: p50, p95, p99 and max over moves (bursts, for the
  /// settle times) with the command's springs, then with `--against-spring`'s and their
  /// differences (against − current, in the metric's unit).
  ///
  /// - Parameters:
  ///   - current: The summaries with the command's springs.
  ///   - against: The summaries with `--against-spring`'s.
  /// - Returns: The text, from a blank line.
  func againstReport(current: [SceneMetricSummary], against: [SceneMetricSummary]) -> String {
    var text =
      "\nAgainst --against-spring \(againstDescription): the same scripts measured again; "
      + "Δ = against − current, in the metric's unit.\n"
    let headers = setup.header(channels: channels)
    for line in againstSetup.header(channels: channels) where !headers.contains(line) {
      text += "  against: \(line)\n"
    }
    let statistics = MetricDistribution.Statistic.allCases
    for kind in setup.crowd.kinds {
      for family in kind.families {
        let rows = current.filter { $0.kind == kind && $0.family == family }
        guard let info = kind.channels.first(where: { $0.family == family }), !rows.isEmpty else { continue }
        var table = TextTable(
          headers: ["\(kind.name) \(family)", "springs"] + statistics.map(\.rawValue)
            + statistics.map { "Δ\($0.rawValue)" }, leftAligned: 2)
        for row in rows {
          let reference = row.overMoves
          table.rows.append(
            [Self.label(row.metric, info), SceneSpringsColumn.current]
              + statistics.map { Self.number(reference[$0]) } + statistics.map { _ in "" })
          guard
            let other = against.first(where: { $0.kind == kind && $0.family == family && $0.metric == row.metric })
          else { continue }
          let d = other.overMoves
          table.rows.append(
            ["", SceneSpringsColumn.against] + statistics.map { Self.number(d[$0]) }
              + statistics.map { PlatformComparison.difference(d[$0], reference[$0]) })
        }
        text += "\n" + table.rendered
      }
    }
    return text
  }
}
