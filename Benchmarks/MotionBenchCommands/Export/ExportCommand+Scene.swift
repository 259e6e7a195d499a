import BenchmarkKit
import CrowdTuning
import Glibc
import MotionCurves
import MotionExport
import SelectorSimulation

extension ExportCommand {
  /// `export --scene`: the exported spring on a crowd's channels, each platform's metrics beside
  /// the device's (``PlatformComparison``, as `scene --platform` prints them).
  struct SceneExport {
    var setup: SceneMetricsSetup
    /// The measured channels, which the exported spring animates.
    var channels: [Component: [Int]]
    var spring: Spring
    var platforms: [ExportPlatform.Variant]
    /// `--max-overshoot`, `--max-settle-p95`, `--max-reversals`: each platform's verdict on them
    /// follows the comparison (none when empty).
    var bounds = SceneBounds()

    /// Measures the crowd on the device and on every platform and prints the comparison.
    func run() throws {
      var setup = setup
      try setup.loadInteraction()
      let tuned = (channels: channels, spring: spring)
      let device = try setup.measure(setup.crowd.measurement(channels: channels, tuned: tuned))
      let comparison = try PlatformComparison.measure(
        setup, channels: channels, platforms: platforms, device: device, tuned: tuned, progress: isatty(2) == 1)
      let header = setup.header(channels: channels, tuned: tuned).joined(separator: "\n")
      printOutput(
        header + "\n" + comparison.report(kinds: setup.crowd.kinds, deviceName: setup.crowd.solver.description)
          + verdicts(comparison, hz: setup.crowd.scene.hz))
    }

    /// Per platform (the device first), whether it meets every bound under the same taps, or
    /// what it breaks and by how much (``SceneBounds/broken(_:unit:)``); empty without bounds.
    func verdicts(_ comparison: PlatformComparison, hz: Double) -> String {
      guard !bounds.isEmpty,
        let kind = setup.crowd.kinds.first(where: { !(channels[$0] ?? []).isEmpty }), let first = channels[kind]?.first
      else { return "" }
      let unit = kind.channels[first].shownUnit
      var limits: [String] = []
      if let overshoot = bounds.overshoot { limits.append("overshoot ≤ \(SceneBounds.format(overshoot)) \(unit)") }
      if let settle = bounds.settleP95 {
        limits.append("settle after the last action p95 ≤ \(SceneBounds.format(settle)) s")
      }
      if let reversals = bounds.reversals { limits.append("visible reversals ≤ \(reversals)") }
      var text = "\nThe bounds under the same taps (\(limits.joined(separator: ", "))):\n"
      // The device once: `all`'s `swiftui` run is the device again.
      for run in [comparison.device] + comparison.platforms.filter({ $0.platform != .device }) {
        let figures = SceneBounds.Figures(run.metrics, hz: hz)
        let broken = bounds.broken(figures, unit: unit)
        let name = run.platform == .device ? "device (\(setup.crowd.solver.description))" : run.platform.rawValue
        let measured =
          "overshoot \(SceneBounds.format(figures.overshoot)) \(unit), settle p95 \(SceneBounds.format(figures.settleP95)) s, "
          + "reversals \(figures.reversals)"
        text +=
          "  \(name): "
          + (broken.isEmpty ? "meets every bound" : "breaks " + broken.joined(separator: " and ")) + " (\(measured))\n"
      }
      return text
    }
  }

  /// The crowd `--scene` simulates by default: 200 selectors, small enough to answer in seconds.
  static let sceneSelectors = SceneOptions(
    selectorsHelp: "With --scene: selectors simulated, each with its own seeded script.", selectors: "200",
    maximumSelectors: SceneConfiguration.maximumSelectors, seconds: "5"
  ).selectors
  static let scene = Option(
    "scene", valueName: "COMPONENT",
    help:
      "Instead of one move, animate the spring channels of a crowd of COMPONENT (\(SceneMetricOptions.componentHelp)"
      + "; --channels picks them) with seeded taps, and print each --platform's overshoot, settle times, reversals "
      + "and jumps beside the device's, as scene --platform does (docs/scene.md); the scene options below apply.",
    .string)
  static let sceneChannels = SceneCommand.channelPatterns.withHelp(
    "With --scene: the spring channels the spring animates and that are measured (default: every spring channel).")
  /// The options `--scene` adds (the frame rate and the band are export's own).
  static let sceneDeclarations: [any OptionDeclaration] =
    [scene, sceneSelectors, sceneChannels] + boundDeclarations
    + SceneMetricOptions.declarations(omitting: [
      "hz", "visible-pt", "selectors", "epsilon", DeviceStartOptions.start.name,
    ])
    + [
      SettlingBandOptions.epsilon.withHelp(
        "With --scene: the settling band as this fraction of each move's change instead of --visible-pt's points.")
    ]

  /// `--max-overshoot` (points, or levels for opacities and tints) with `--scene`, and
  /// ``SceneBoundOptions``'s `--max-settle-p95` and `--max-reversals`.
  static let boundDeclarations: [any OptionDeclaration] = [
    DeviceTuningOptions.maxOvershoot.withHelp(
      "With --scene: say whether each platform's worst move overshoots by at most X (points such as 1pt, or levels "
        + "for opacities and tints), and by how much it breaks it."),
    SceneBoundOptions.maxSettleP95, SceneBoundOptions.maxReversals,
  ]

  /// Reads `--scene` and its options.
  ///
  /// - Throws: ``UsageError`` for a bad value, a platform not modelled under interruption, or an
  ///   option that describes a single move.
  static func sceneExport(_ parsed: ParsedArguments, kind text: String, spring: Spring) throws(UsageError)
    -> SceneExport
  {
    for option in [from, to, velocity] where parsed.isGiven(option) {
      throw UsageError("--\(option.name) does not apply with --scene: the crowd's taps make the moves")
    }
    guard !parsed.isGiven(format) else { throw UsageError("--format does not apply with --scene, which prints text") }
    var setup = try SceneMetricsSetup(
      parsed, components: try SceneMetricOptions.components(text, option: "--scene"))
    setup.crowd.scene.selectors = try parsed[sceneSelectors]
    // Export's own band, --visible-pt (1/3 pt unless given), unless --epsilon sets one.
    if !parsed.isGiven(SettlingBandOptions.epsilon) {
      setup.band = .shown(try parsed[visiblePoints])
    }
    let channels = try setup.channels(matching: parsed[sceneChannels], option: "--channels")
    let platforms = try scenePlatforms(try parsed[platform])
    try PlatformComparison.check(platforms, setup: setup, channels: channels, tuned: (channels, spring))
    return SceneExport(
      setup: setup, channels: channels, spring: spring, platforms: platforms,
      bounds: try SceneBoundOptions.bounds(parsed))
  }

  /// The platforms `--platform` names under interruption: each one's variants
  /// (``ExportPlatform/variants``), so `framer` and `reanimated` run both of their forms (physics,
  /// and time-defined or duration-based); `all` is every variant.
  static func scenePlatforms(_ platforms: [ExportPlatform]) throws(UsageError) -> [ExportPlatform.Variant] {
    if platforms == [.swiftui] + ExportPlatform.exported { return ExportPlatform.Variant.allCases }
    var result: [ExportPlatform.Variant] = []
    for platform in platforms {
      let variants = platform.variants
      guard !variants.isEmpty else {
        throw UsageError(
          "--platform \(platform.rawValue) is not modelled under interruption; with --scene it takes one of "
            + "\(ExportPlatform.exported.filter { !$0.variants.isEmpty }.map(\.rawValue).joined(separator: ", ")) "
            + "(framer, reanimated: both their physics and their duration forms) or all")
      }
      result += variants
    }
    return result
  }
}
