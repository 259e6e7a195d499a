import BenchmarkKit
import BenchmarkPictures
import CrowdTuning
import MotionExport
import SelectorSimulation

/// `motion-bench scene`: the user's motion across a crowd of selectors with seeded taps: per
/// channel family, the distributions over moves and over selectors of overshoot, settle times,
/// visible reversals and jumps (``SceneMetric``), the worst selector and the command lines that
/// replay it; a long CSV and CDF pictures.
struct SceneCommand: Command {
  var setup: SceneMetricsSetup
  /// The measured channels of each kind.
  var channels: [Component: [Int]]
  var out: String?
  var plot: Bool
  /// The files the run reads (an events file, description files), which no output replaces.
  var inputs: [OutputCheck.Input] = []
  /// `--platform`: the platforms run beside the device, in the order given.
  var platforms: [ExportPlatform.Variant]
  /// `--against-spring` per kind: springs laid over `--spring`'s for a second measurement of the
  /// same scripts, or nil.
  var againstSprings: [Component: SpringOverrides]?
  /// `--max-overshoot`, `--max-settle-p95`, `--max-reversals`: judged per family and marked in the pictures.
  var bounds = SceneBounds()
  /// `--shard`: the shard of the crowd's blocks to run, nil for the whole crowd.
  var shard: Shard?
  /// The whole job's command line, for the shard file.
  var job: [String] = []
  /// Whether each platform's run is reported on standard error (``ProgressOptions``).
  var progress = false

  static let selector = Argument("selector", help: "The crowd: \(SceneMetricOptions.componentHelp).", .string)
  static let channelPatterns = ChannelOptions.patterns(
    help: "Measure the spring and timing channels matching these comma-separated patterns ('*' any text, '?' one "
      + "character), e.g. '*.dot.scale' (default: every spring channel).")
  static let out = FileOptions.out(
    help: "Write every move's and burst's metrics as long CSV to FILE (atomically); the summary stays on standard "
      + "output.")
  static let shard = ShardOptions.shard.withHelp(
    "Run only shard I of N of the crowd's blocks (up to \(SceneConfiguration.selectorsPerUnit) consecutive selectors "
      + "of one kind, radio's first, then each --platform's; block k goes to shard k mod N + 1) and write their rows as a shard file for "
      + "'motion-bench merge', which prints the summary; 'auto' reads SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT, "
      + "or GTEST_SHARD_INDEX and GTEST_TOTAL_SHARDS (0-based).")
  static let plot = FileOptions.plot(
    help: "Then draw the CDF of each metric beside --out (as motion-bench plot draws the file).")
  static let platform = Option(
    "platform", valueName: "LIST",
    help: "Also run the same scripts as other platforms animate and retarget the springs, and print each metric "
      + "beside the device's with the difference: comma-separated, repeatable, or 'all' "
      + "(\(ExportPlatform.Variant.allCases.map(\.rawValue).joined(separator: ", "))); the CSV gets a platform column.",
    .list(of: .choice, all: ExportPlatform.Variant.allCases))

  static let spec = CommandSpec(
    commandName: "motion-bench scene",
    overview: """
      Simulate many selectors with seeded interaction scripts (radio groups, segmented selectors or both) and \
      measure what the screen shows, on the device model by default (--solver swiftui). A move starts at every \
      animated retarget of a channel; per move: its overshoot past the target (points, or levels of 1/255 for \
      opacities and tints), its visible reversals (turns back by more than the band) and its jump (at the \
      retarget, or the last step onto the target at SwiftUI's stop). A burst is a run of moves each retargeted \
      before it settled; per burst: the settle time within the band from its first action and from its last. \
      Prints, per channel family, p50, p95, p99 and max over moves and over selectors, the worst selector with \
      its seed and script, and the trace and preview command lines that replay it.
      """,
    arguments: [selector],
    options: SceneMetricOptions.declarations + [channelPatterns, out, plot, platform, againstSprings] + boundOptions
      + [shard] + ProgressOptions.declarations)

  init(parsed: ParsedArguments) throws(UsageError) {
    setup = try SceneMetricsSetup(
      parsed, components: try SceneMetricOptions.components(try parsed[Self.selector], option: "<selector>"))
    channels = try setup.channels(matching: try parsed[Self.channelPatterns], option: "--channels")
    out = try parsed[Self.out]
    plot = try parsed[Self.plot]
    platforms = []
    for platform in try parsed.all(Self.platform).joined() where !platforms.contains(platform) {
      platforms.append(platform)
    }
    try PlatformComparison.check(platforms, setup: setup, channels: channels)
    // Without platforms, only the device model reads --device-start.
    if platforms.isEmpty { _ = try DeviceStartOptions.start(parsed, solver: setup.crowd.solver) }
    if plot && AtomicFile.isStandardOutput(out) {
      throw UsageError("--plot needs --out FILE: the pictures are drawn from it")
    }
    inputs = setup.interaction.inputs + ComponentArgument.inputs(setup.crowd.kinds, option: "<selector>")
    try OutputCheck.check(out, inputs: inputs)
    shard = try parsed[Self.shard]
    progress = try ProgressOptions.reports(parsed)
    job = ShardOptions.job("scene", parsed)
    againstSprings = try againstSprings(parsed)
    bounds = try SceneBoundOptions.bounds(parsed)
    if !bounds.isEmpty, shard != nil || !platforms.isEmpty {
      throw UsageError(
        "--max-overshoot, --max-settle-p95 and --max-reversals judge the whole crowd; not with --shard or --platform")
    }
    if shard != nil, plot { throw UsageError("--plot draws the whole crowd: plot the file motion-bench merge writes") }
    let block =
      "blocks (up to \(SceneConfiguration.selectorsPerUnit) selectors of one kind each"
      + (platforms.isEmpty ? ")" : ", on the device and on each platform)")
    try ShardOptions.check(shard, cases: shardCases, noun: block)
  }

  func run() throws -> ExitCode {
    var loaded = self
    try loaded.setup.loadInteraction()
    if let shard { return try loaded.measureShard(shard) }
    return try loaded.measureAndReport()
  }

  /// Measures the crowd (its interaction model loaded), writes the CSV and the pictures, and
  /// prints the summary.
  private func measureAndReport() throws -> ExitCode {
    let gnuplot = plot ? try Gnuplot.locate() : nil
    let metrics = try setup.measure(setup.crowd.measurement(channels: channels))
    let summaries = SceneMetricSummary.summaries(of: metrics, hz: setup.crowd.scene.hz, kinds: setup.crowd.kinds)
    if againstSprings != nil { return try measureAgainst(metrics, summaries: summaries, gnuplot: gnuplot) }
    let comparison =
      platforms.isEmpty
      ? nil
      : try PlatformComparison.measure(
        setup, channels: channels, platforms: platforms, device: metrics, progress: progress)
    if let out {
      let runs =
        [(Self.deviceRun, metrics)] + (comparison?.platforms ?? []).map { ($0.platform.rawValue, $0.metrics) }
      try writeCSV(runs, platformColumn: comparison != nil, to: out)
    }
    var summary = report(summaries, channelSamples: metrics.channelSamples)
    summary += boundsReport([(nil, metrics)])
    if let comparison {
      summary += comparison.report(kinds: setup.crowd.kinds, deviceName: setup.crowd.solver.description)
    }
    return try finish(summary, gnuplot: gnuplot)
  }

  /// Prints the summary, to standard error when the CSV is on standard output, and with
  /// `--plot` draws the CSV's pictures beside it.
  ///
  /// - Parameters:
  ///   - summary: The summary.
  ///   - gnuplot: gnuplot's path with `--plot`.
  /// - Returns: Success.
  /// - Throws: The reading of the CSV and gnuplot's errors.
  func finish(_ summary: String, gnuplot: String?) throws -> ExitCode {
    if out == "-" { printError(summary) } else { printOutput(summary) }
    if let gnuplot, let out {
      let plan = try PlotPlan(
        [try PlotInput(path: out)], out: AtomicFile.directory(of: out), terminal: GnuplotTerminal(),
        sceneBounds: bounds)
      try PlotCommand.drawWritten(plan, gnuplot: gnuplot, inputs: inputs)
    }
    return .success
  }
}
