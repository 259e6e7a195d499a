import BenchmarkKit
import BenchmarkPictures
import CrowdTuning
import MotionCurves
import SelectorSimulation
import SpringTuning

extension SweepCommand {
  /// `sweep --scene`: the crowd's metrics of one channel's spring at every grid point.
  struct SceneSweep: Sendable {
    var setup: SceneMetricsSetup
    /// The swept (and measured) channels.
    var channels: [Component: [Int]]
    var bounds: SceneBounds

    /// The swept channels' names, kind by kind.
    var names: [String] {
      setup.crowd.kinds.flatMap { kind in (channels[kind] ?? []).map { kind.channels[$0].name } }
    }
  }

  static let scene = Option(
    "scene", valueName: "COMPONENT",
    help: "Measure each grid spring across a crowd of COMPONENT (\(SceneMetricOptions.componentHelp)) instead of "
      + "one move from rest: the spring of --channel, with the scene options below; writes the columns "
      + SweepColumns.scene.joined(separator: ", ") + " and the bounds' (docs/scene.md). The grid defaults to "
      + "\(sceneAxisCount) × \(sceneAxisCount).", .string)
  static let maxOvershoot = DeviceTuningOptions.maxOvershoot.withHelp(
    "With --scene: a bound on the worst move's overshoot, such as 1pt, drawn as a contour on the heatmaps.")

  /// The bound columns (NaN where no bound is given), each the bound of the metric it names.
  static let boundColumns = ["bound_overshoot_max", "bound_settle_after_last_p95", "bound_reversals_max"]
  /// What was simulated, the same in every row: the channel swept, the solver, band, crowd and
  /// interaction model, the components, and the spring the description gives the swept channels
  /// (NaN when they have different springs).
  static let contextColumns = [
    "channels", "solver", "band_given", "selectors", "seconds", "tail", "hz", "seed", "interaction", "component",
    "described_bounce", "described_duration",
  ]
  /// Bounces and durations of a scene sweep unless given.
  static let sceneAxisCount = 21

  /// The options `--scene` adds (`--hz`, `--threads` and the band are the sweep's own).
  static let sceneDeclarations: [any OptionDeclaration] =
    [scene, maxOvershoot] + SceneBoundOptions.declarations
    + SceneMetricOptions.declarations(omitting: [
      "hz", "threads", "epsilon", "visible-pt", DeviceStartOptions.start.name,
    ])

  /// Reads `--scene`.
  /// - Throws: ``UsageError`` for a bad value or an option `--scene` does not take.
  static func sceneSweep(_ parsed: ParsedArguments, kind text: String) throws(UsageError) -> SceneSweep {
    if parsed.isGiven(velocity) || parsed.isGiven(band.change) || parsed.isGiven(on) {
      throw UsageError(
        "--velocity, --change and --on do not apply with --scene: every move starts as the crowd leaves it")
    }
    let setup = try SceneMetricsSetup(parsed, components: try SceneMetricOptions.components(text, option: "--scene"))
    let (_, channels) = try SceneBoundOptions.tunedChannels(parsed, setup: setup)
    return SceneSweep(setup: setup, channels: channels, bounds: try SceneBoundOptions.bounds(parsed))
  }

  /// Writes the scene sweep: a row per grid point, bounce-major, each point one run of the crowd;
  /// with `--shard`, the shard's points (cases by grid ordinal) as a shard file.
  func runScene(_ sweep: SceneSweep) throws -> ExitCode {
    var sweep = sweep
    try sweep.setup.loadInteraction()
    let file = try AtomicFile(path: out)
    let header = (["bounce", "duration"] + SweepColumns.scene + Self.boundColumns + Self.contextColumns)
      .joined(separator: ",")
    let setup = sweep.setup
    let springs = Set(
      setup.crowd.kinds.flatMap { kind in (sweep.channels[kind] ?? []).compactMap(kind.spring(ofChannel:)) })
    let described = springs.count == 1 ? springs.first : nil
    var context: [UInt8] = []
    for field in [
      SceneMetricsSetup.abbreviated(sweep.names), setup.crowd.solver.description, setup.band.given,
      "\(setup.crowd.scene.selectors)",
      CSVWriter.text(setup.crowd.scene.seconds), CSVWriter.text(setup.crowd.tail), CSVWriter.text(setup.crowd.scene.hz),
      "\(setup.crowd.scene.seed)",
      setup.crowd.scene.interaction.description(autoplay: setup.crowd.scene.components.autoplayInterval),
      "\(setup.crowd.scene.components)",
      // 12 digits: the spring's parameters as written (0.15, not 0.15000000000000002).
      described.map { SpringExpression.format($0.bounce, significantDigits: 12) } ?? "nan",
      described.map { SpringExpression.format($0.duration, significantDigits: 12) } ?? "nan",
    ] {
      context += Array(("," + CSVWriter.record([field])).utf8)
    }
    for line in setup.header(channels: sweep.channels).prefix(2) where progress { printError("sweep: \(line)") }
    let grid = bounces.count * durations.count
    let part = shard ?? .whole
    let writer = try shard.map { shard throws(AtomicFileError) in
      try ShardWriter(
        file: file, job: ShardOptions.specification(job), shard: shard, cases: grid, header: header)
    }
    var bytes = writer == nil ? Array((header + "\n").utf8) : []
    let total = part.caseCount(of: grid)
    var reported = 0
    // With --html, each point's worst move by overshoot: the page replays its selector.
    var worst: [(selector: Int, frame: Int)] = []
    for local in 0..<total {
      let start = bytes.count
      let move = try sceneRow(point: part.ordinal(local), sweep, context: context, into: &bytes)
      if html != nil { worst.append(move) }
      if let writer {
        try writer.write(rows: bytes[start...], case: part.ordinal(local))
        bytes.removeAll(keepingCapacity: true)
      }
      if progress, 10 * (local + 1) / total > reported {
        reported = 10 * (local + 1) / total
        printError("sweep: \(100 * (local + 1) / total) % (\(local + 1) of \(total) points)")
      }
    }
    if let writer {
      try writer.commit()
    } else {
      try file.write(bytes)
      try file.commit()
    }
    if let html { try writeExplorer(bytes, to: html, scene: (sweep, worst)) }
    return .success
  }

  /// Appends grid point `index`'s row (bounce-major): the crowd measured with its spring.
  ///
  /// - Returns: The selector and frame of the move with the largest overshoot (the first such).
  private func sceneRow(point index: Int, _ sweep: SceneSweep, context: [UInt8], into bytes: inout [UInt8]) throws
    -> (selector: Int, frame: Int)
  {
    let hz = sweep.setup.crowd.scene.hz
    let bounce = bounces.value(index / durations.count)
    let duration = durations.value(index % durations.count)
    // validate() measured the grid's corners: every point is a spring.
    let spring = try Spring(duration: duration, bounce: bounce)
    let metrics = try sweep.setup.measure(
      sweep.setup.crowd.measurement(channels: sweep.channels, tuned: (sweep.channels, spring)))
    let figures = SceneBounds.Figures(metrics, hz: hz)
    let settle = MetricDistribution(metrics.bursts.map { $0.settle(hz: hz) }).p95
    let values: [Double] = [
      figures.overshoot, figures.settleP95, settle.isNaN ? 0 : settle, Double(figures.reversals),
      metrics.moves.map(\.jump).max() ?? 0, sweep.bounds.excess(figures) <= 0 ? 1.0 : 0.0,
    ]
    let boundValues = [sweep.bounds.overshoot, sweep.bounds.settleP95, sweep.bounds.reversals.map(Double.init)]
    CSVWriter.appendNumber(bounce, to: &bytes)
    bytes.append(UInt8(ascii: ","))
    CSVWriter.appendNumber(duration, to: &bytes)
    for value in values + boundValues.map({ $0 ?? .nan }) {
      bytes.append(UInt8(ascii: ","))
      CSVWriter.appendNumber(value, to: &bytes)
    }
    bytes += context
    bytes.append(UInt8(ascii: "\n"))
    let worst = metrics.moves.indices.reduce(into: Int?.none) { best, m in
      if best.map({ metrics.moves[m].overshoot > metrics.moves[$0].overshoot }) ?? true { best = m }
    }
    return worst.map { (metrics.moves[$0].selector, metrics.moves[$0].frame) } ?? (0, 0)
  }
}
