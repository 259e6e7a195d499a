import BenchmarkKit
import CrowdTuning
import MotionCurves
import MotionExport
import SelectorSimulation
import SpringTuning

extension TuneCommand {
  /// `tune --scene --platform`: the SwiftUI spring whose mapping to `platform` meets the bounds
  /// across the same crowd under the same taps (``SceneTuner`` with a platform), that platform's
  /// code for it, its figures beside the bounds and what one step further breaks.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - tuning: What is tuned.
  ///   - setup: The crowd, its events read.
  /// - Returns: The lines to print.
  /// - Throws: ``UsageError`` when nothing limits the duration on the platform; the crowd's errors.
  func platformLines(_ platform: ExportPlatform.Variant, tuning: SceneTuning, setup: SceneMetricsSetup) throws
    -> [String]
  {
    if tuning.progress { printError("tune --scene: \(platform.rawValue) (\(platform.retargetRule))") }
    let tuner = try SceneTuner(
      crowd: setup.crowd, channels: tuning.channels, bounds: tuning.bounds, held: tuning.held, platform: platform)
    var lines = ["", "On \(platform.rawValue) (\(platform.retargetRule)):"]
    let answer: SceneTuner.Answer
    do {
      answer = try setup.reportingScriptErrors {
        try tuner.solve(reporting: tuning.report("tune --scene --platform \(platform.rawValue)"))
      }
    } catch let error as SceneTuningError {
      guard case .unlimitedDuration(let bounce, let longest) = error else {
        return lines + ["  none: \(error)"]
      }
      throw UsageError(
        "--platform \(platform.rawValue): nothing limits the duration at bounce \(MotionLimits.format(bounce)): even "
          + "\(MotionLimits.format(longest)) s meets every bound; add a bound such as --max-settle-p95")
    }
    lines.append("  SwiftUI: " + SceneMetricsSetup.expression(answer.spring, digits: digits))
    let exported = Self.platformExport(answer.spring, platform: platform, tuning: tuning, hz: setup.crowd.scene.hz)
    lines += exported.code.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    let parameters = exported.parameters.map { parameter -> String in
      switch parameter.value {
      case .number(let number): "\(parameter.name) \(SpringExpression.format(number, significantDigits: 6))"
      case .text(let text): "\(parameter.name) \(text)"
      }
    }
    if !parameters.isEmpty { lines.append("  parameters: " + parameters.joined(separator: ", ")) }
    let bounds = tuner.bounds
    var table = TextTable("across the crowd", "bound", "on \(platform.rawValue)", leftAligned: 1)
    table.add(
      "overshoot, worst move (\(tuner.unit))", bounds.overshoot.map { "≤ " + SceneBounds.format($0) } ?? "",
      SceneBounds.format(answer.figures.overshoot))
    table.add(
      "settle after last action, p95 (s)", bounds.settleP95.map { "≤ " + SceneBounds.format($0) } ?? "",
      SceneBounds.format(answer.figures.settleP95))
    table.add(
      "visible reversals, worst move", bounds.reversals.map { "≤ \($0)" } ?? "", "\(answer.figures.reversals)")
    lines += table.rendered.split(separator: "\n").map { "  " + $0 }
    let broken = bounds.broken(answer.beyondFigures, unit: tuner.unit)
    lines.append(
      "  one step further (3 %), \(SceneMetricsSetup.expression(answer.beyond, digits: digits)), "
        + (broken.isEmpty ? "meets every bound too" : "breaks " + broken.joined(separator: " and ")))
    lines.append("  measured \(answer.evaluations + 2) springs across the crowd on \(platform.rawValue)")
    return lines
  }

  /// What `export` writes for `spring` on `platform` (the physics and duration forms of Framer
  /// Motion and Reanimated print their platform's code), over one move of the tuned channel's change.
  static func platformExport(_ spring: Spring, platform: ExportPlatform.Variant, tuning: SceneTuning, hz: Double)
    -> PlatformExport
  {
    let points =
      switch tuning.setup.band {
      case .shown(let points): points
      case .share(let share): max(1e-9, share * abs(tuning.change))
      }
    let info = tuning.setup.crowd.kinds.first { !(tuning.channels[$0] ?? []).isEmpty }
      .flatMap { kind in tuning.channels[kind]?.first.map { kind.channels[$0] } }
    let channelMove =
      if let info { try? info.exportMove(spring: spring, change: tuning.change, hz: hz, visible: points) } else {
        try? ExportMove(spring: spring, to: tuning.change, hz: hz, visibleThreshold: points)
      }
    let made = channelMove ?? (try? ExportMove(spring: spring))
    guard let move = made else { preconditionFailure("the default move is valid") }
    return Exporter(move: move).export(platform.platform)
  }
}
