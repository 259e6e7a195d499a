import BenchmarkKit
import CrowdTuning
import SelectorSimulation

extension SceneCommand {
  /// The crowd's bounds as `scene` takes them: the options of `tune --scene` and `sweep --scene`
  /// with help of their own.
  static let boundOptions: [any OptionDeclaration] = [
    DeviceTuningOptions.maxOvershoot.withHelp(
      "Judge each family's largest overshoot against X points ('1pt'; levels of 1/255 for opacities and tints) "
        + "and mark it in the overshoot CDF of --plot."),
    SceneBoundOptions.maxSettleP95.withHelp(
      "Judge each family's 95th percentile of the settle time after a burst's last action against T seconds and "
        + "mark it in its CDF."),
    SceneBoundOptions.maxReversals.withHelp(
      "Judge each family's most visible reversals in a move against N and mark it in its CDF."),
  ]

  /// Per kind and family (and run, with `--against-spring`), whether the bounds hold: `meets the
  /// bounds`, or each bound broken with its excess. Nothing without bounds.
  ///
  /// - Parameter runs: Each run's name (nil for the only one) and its metrics.
  /// - Returns: The text, from a blank line.
  func boundsReport(_ runs: [(name: String?, metrics: SceneBlockMetrics)]) -> String {
    guard !bounds.isEmpty else { return "" }
    var given: [String] = []
    if let overshoot = bounds.overshoot {
      let units = Set(setup.crowd.kinds.flatMap { kind in (channels[kind] ?? []).map { kind.channels[$0].shownUnit } })
      given.append("--max-overshoot \(SceneBounds.format(overshoot)) \(units.sorted().joined(separator: " or "))")
    }
    if let settle = bounds.settleP95 { given.append("--max-settle-p95 \(SceneBounds.format(settle)) s") }
    if let reversals = bounds.reversals { given.append("--max-reversals \(reversals)") }
    var text = "\nBounds (\(given.joined(separator: ", "))), per family over its moves and bursts:\n"
    for kind in setup.crowd.kinds {
      for family in kind.families {
        let measured = (channels[kind] ?? []).filter { kind.channels[$0].family == family }
        guard let first = measured.first else { continue }
        for run in runs {
          let moves = run.metrics.moves.filter { $0.kind == kind && kind.channels[$0.channel].family == family }
          let bursts = run.metrics.bursts.filter { $0.kind == kind && kind.channels[$0.channel].family == family }
          let figures = SceneBounds.Figures(SceneBlockMetrics(moves: moves, bursts: bursts), hz: setup.crowd.scene.hz)
          let broken = bounds.broken(figures, unit: kind.channels[first].shownUnit)
          text +=
            "  \(kind.name) \(family)\(run.name.map { ", \($0)" } ?? ""): "
            + (broken.isEmpty ? "meets the bounds" : "breaks " + broken.joined(separator: "; ")) + "\n"
        }
      }
    }
    return text
  }
}
