import BenchmarkKit
import BenchmarkPictures
import CrowdTuning
import MotionCurves
import MotionExport
import SelectorSimulation
import SpringTuning

extension TuneCommand {
  /// `tune --scene`: what to tune and the single move from rest to show beside it.
  struct SceneTuning {
    /// The crowd, its events file read by ``TuneCommand/runScene(_:)``.
    var setup: SceneMetricsSetup
    /// The tuned channels of each kind.
    var channels: [Component: [Int]]
    var bounds: SceneBounds
    var held: HeldParameter?
    /// `tune --on device` with the same bounds over one move of the channel's change, or the
    /// reason it has no answer.
    var fromRest: Result<Spring, TuningError>
    /// The tuned channel's change in its shown units, for the from-rest line.
    var change: Double
    /// `--platform`: the platforms to hand the spring to, each tuned so that its mapping meets the bounds.
    var platforms: [ExportPlatform.Variant] = []
    /// The `export --scene` command that re-measures the answer on every platform.
    var handOff: SceneHandOff
    /// Whether the search reports its progress on standard error (``ProgressOptions``).
    var progress: Bool

    /// What the search reports: a line per bounce searched, or nothing.
    ///
    /// - Parameter label: The line's start, such as `tune --scene`.
    /// - Returns: The report.
    func report(_ label: String) -> (SceneTuner.Progress) -> Void {
      guard progress else { return { _ in } }
      return { step in
        let best = step.best.map { SceneMetricsSetup.expression($0) } ?? "none yet"
        printError(
          "\(label): round \(step.round) of \(SceneTuner.zoomRounds + 1), bounce \(step.bounces.searched) of "
            + "\(step.bounces.of), \(step.measured) springs measured; best so far \(best)")
      }
    }
  }

  /// `--platform NAME[,NAME…]` with `--scene`: export's platforms (``ExportCommand/platformParser``).
  static let scenePlatform = ExportCommand.platforms(
    "platform",
    help: "With --scene: also tune, for each platform (\(ExportCommand.platformChoices.joined(separator: ", ")), "
      + "several separated by commas), the SwiftUI spring whose mapping to that platform meets the bounds across "
      + "the same crowd under the same taps, and print that platform's code (docs/scene.md).")

  static let scene = Option(
    "scene", valueName: "COMPONENT",
    help: "Tune under interaction: the spring of --channel that meets the bounds --max-overshoot (points, or "
      + "levels for opacities and tints: the worst move), --max-settle-p95 and --max-reversals across a crowd of "
      + "COMPONENT: \(SceneMetricOptions.componentHelp); with the scene options below (docs/scene.md).", .string)
  /// The options `--scene` adds, those `tune` has already left out.
  static let sceneDeclarations: [any OptionDeclaration] =
    [scene] + SceneBoundOptions.declarations + [scenePlatform] + ProgressOptions.declarations
    + SceneMetricOptions.declarations(omitting: ["hz", "epsilon", "visible-pt", DeviceStartOptions.start.name])

  /// The options given that mean nothing with `--scene` (targets, other bounds and modes).
  static func givenNotWithScene(_ parsed: ParsedArguments) -> String? {
    let given: [(String, Bool)] =
      TuningMetric.allCases.map { ($0.rawValue, parsed.isGiven(option(for: $0))) } + [
        ("max-settle", parsed.isGiven(DeviceTuningOptions.maxSettle)),
        ("max-stop", parsed.isGiven(DeviceTuningOptions.maxStop)), ("like", parsed.isGiven(like)),
        ("match", parsed.isGiven(match)), ("weights", parsed.isGiven(weights)), ("export", parsed.isGiven(export)),
        ("from", parsed.isGiven(from)), ("to", parsed.isGiven(to)), ("fit-velocity", parsed.isGiven(fitVelocity)),
        ("on", parsed.isGiven(on)), ("format", parsed.isGiven(format)),
      ]
    return given.first { $0.1 }?.0
  }

  /// Reads `--scene` and its bounds.
  /// - Throws: ``UsageError`` for a bad value, no bound, or an option `--scene` does not take.
  static func sceneTuning(_ parsed: ParsedArguments, kind text: String, hz: Double) throws(UsageError) -> SceneTuning {
    if let other = givenNotWithScene(parsed) {
      throw UsageError(
        "--\(other) does not apply with --scene, which takes the bounds --max-overshoot, --max-settle-p95 and "
          + "--max-reversals")
    }
    let setup = try SceneMetricsSetup(parsed, components: try SceneMetricOptions.components(text, option: "--scene"))
    let (kind, channels) = try SceneBoundOptions.tunedChannels(parsed, setup: setup)
    let tuned = channels[kind]!
    let bounds = try SceneBoundOptions.bounds(parsed)
    guard !bounds.isEmpty else {
      throw UsageError("tune --scene needs a bound: --max-overshoot, --max-settle-p95 or --max-reversals")
    }
    let held: HeldParameter?
    switch (try parsed[Self.duration], try parsed[Self.bounce]) {
    case (let d?, nil): held = .duration(d)
    case (nil, let b?): held = .bounce(b)
    case (nil, nil): held = nil
    case (_?, _?): throw UsageError("--duration and --bounce cannot both be held: that leaves nothing to tune")
    }
    let change = kind.shownFirstMove(of: kind.channels[tuned[0]])
    let platforms = try ExportCommand.scenePlatforms(try parsed[scenePlatform] ?? []).filter { $0 != .device }
    let handOff = SceneHandOff(
      arguments: SceneHandOff.arguments(
        parsed, scene: text, setup: setup, options: spec.options,
        platforms: parsed.texts(ofOption: scenePlatform.name)))
    return SceneTuning(
      setup: setup, channels: channels, bounds: bounds, held: held,
      fromRest: fromRest(bounds, held: held, band: setup.band, change: change, hz: hz, start: setup.crowd.deviceStart),
      change: change, platforms: platforms, handOff: handOff, progress: try ProgressOptions.reports(parsed))
  }

  /// `tune --on device` with the scene's bounds, over one move of `change` from rest: the settle
  /// bound as `--max-settle`, the overshoot as a share of the change (reversals have no
  /// counterpart); the move begins as `start` says.
  static func fromRest(
    _ bounds: SceneBounds, held: HeldParameter?, band: SceneBand, change: Double, hz: Double,
    start: SwiftUIRuntimeStart
  ) -> Result<Spring, TuningError> {
    Result { () throws(TuningError) -> Spring in
      var list: [TuningBound] = []
      if let settle = bounds.settleP95 { list.append(try TuningBound(.settleTime, settle)) }
      if let overshoot = bounds.overshoot { list.append(try TuningBound(.overshoot, min(overshoot / change, 0.999))) }
      let epsilon =
        switch band {
        case .share(let share): share
        case .shown(let points): min(0.999, points / change)
        }
      let tuner = try SpringTuner(
        targets: [], held: held, epsilon: epsilon, bounds: list, on: .device,
        device: try SwiftUIEndMeasure(change: change, hz: hz, start: start))
      return try tuner.solve().spring
    }
  }
}
