import BenchmarkKit
import CrowdTuning
import MotionCurves
import SelectorSimulation

/// `--channels` and the crowd's bounds (`--max-settle-p95`, `--max-reversals`, with `--max-overshoot`
/// in points) of `tune --scene` and `sweep --scene`, declared once.
enum SceneBoundOptions {
  static let channel = ChannelOptions.patterns(
    help: "With --scene: the spring channels whose spring is tuned or swept, a name or pattern such as '*.dot.scale' "
      + "(default: every spring channel of the selector); only they are simulated and measured.")
  static let maxSettleP95 = Option(
    "max-settle-p95", valueName: "T",
    help: "With --scene: the 95th percentile over bursts of the settle time after the last action, at most T seconds.",
    .number(in: MotionLimits.duration, unit: " s"))
  static let maxReversals = Option(
    "max-reversals", valueName: "N", help: "With --scene: at most N visible reversals in any move.",
    ValueParser<Int>.nonNegativeInt)

  /// The options, in help order (`--max-overshoot` is the command's own).
  static let declarations: [any OptionDeclaration] = [channel, maxSettleP95, maxReversals]

  /// Refuses, without `--scene`, every option that only `--scene` reads: given alone it would be
  /// accepted unread, whatever its value (`--taps garbage`, `--selectors -5`, `--seconds nan`).
  ///
  /// - Parameters:
  ///   - parsed: The command line, without `--scene`.
  ///   - options: The options `--scene` adds (this one's and ``SceneMetricOptions``'s).
  /// - Throws: ``UsageError`` naming the first given.
  static func requireScene(_ parsed: ParsedArguments, options: [any OptionDeclaration]) throws(UsageError) {
    for option in options.map(\.spec) {
      let given = option.kind == .flag ? parsed.flag(option.name) : !parsed.texts(ofOption: option.name).isEmpty
      if given { throw UsageError("--\(option.name) needs --scene") }
    }
  }

  /// The spring channels `--channel` names, of the first kind that has any.
  /// - Throws: ``UsageError`` for a pattern that matches no spring channel.
  static func tunedChannels(_ parsed: ParsedArguments, setup: SceneMetricsSetup) throws(UsageError) -> (
    kind: Component, channels: [Component: [Int]]
  ) {
    var channels = try setup.channels(matching: try parsed[channel] ?? ["*"], option: "--channel")
    for kind in setup.crowd.kinds { channels[kind] = channels[kind]?.filter { kind.channels[$0].role == .spring } }
    channels = channels.filter { !$0.value.isEmpty }
    guard let kind = setup.crowd.kinds.first(where: { channels[$0] != nil }) else {
      throw UsageError("--channel matches no spring channel; --scene tunes and sweeps a spring")
    }
    return (kind, channels)
  }

  /// The bounds given.
  /// - Throws: ``UsageError`` for a bad value or an overshoot given as a share.
  static func bounds(_ parsed: ParsedArguments) throws(UsageError) -> SceneBounds {
    var bounds = SceneBounds()
    switch try parsed[DeviceTuningOptions.maxOvershoot] {
    case .points(let points): bounds.overshoot = points
    case .share:
      throw UsageError(
        "across a crowd, --max-overshoot is a distance on screen, such as 1pt (levels of 1/255 for opacities and "
          + "tints), not a share of a move")
    case nil: break
    }
    bounds.settleP95 = try parsed[maxSettleP95]
    bounds.reversals = try parsed[maxReversals]
    return bounds
  }
}
