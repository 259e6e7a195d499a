import BenchmarkKit
import MotionCurves
import SelectorSimulation
import SpringTuning

extension SceneCommand {
  /// The text summary: what was simulated, then per kind and family a table of every metric over
  /// moves and over selectors, and the worst selectors with their replay lines.
  func report(_ summaries: [SceneMetricSummary], channelSamples: Int) -> String {
    var text = setup.header(channels: channels).joined(separator: "\n") + "\n"
    text += "Simulated \(channelSamples) channel-samples.\n"
    for kind in setup.crowd.kinds {
      for family in kind.families {
        let rows = summaries.filter { $0.kind == kind && $0.family == family }
        guard !rows.isEmpty else { continue }
        text += "\n" + Self.table(rows, kind: kind, family: family)
        text += worstLines(rows, kind: kind)
      }
    }
    if summaries.isEmpty { text += "\nNo measured channel moved.\n" }
    return text
  }

  /// One family's table: a row per metric and population.
  static func table(_ rows: [SceneMetricSummary], kind: Component, family: ChannelFamily) -> String {
    let info = kind.channels.first { $0.family == family }!
    let moves = rows.first { !$0.metric.isPerBurst }?.overMoves.count ?? 0
    let bursts = rows.first { $0.metric.isPerBurst }?.overMoves.count ?? 0
    var table = TextTable(
      "\(kind.name) \(family)", "over", "n", "p50", "p95", "p99", "max", "worst", leftAligned: 2)
    for row in rows {
      for (population, d) in [
        (row.metric.isPerBurst ? "bursts" : "moves", row.overMoves), ("selectors", row.overSelectors),
      ] {
        table.add(
          population == "selectors" ? "" : label(row.metric, info), population, "\(d.count)", number(d.p50),
          number(d.p95), number(d.p99), number(d.max),
          population == "selectors" ? "" : row.worst.map { "#\($0.selector)" } ?? "")
      }
    }
    return "\(moves) moves, \(bursts) bursts:\n" + table.rendered
  }

  /// A metric's row label with its unit.
  static func label(_ metric: SceneMetric, _ info: ChannelInfo) -> String {
    switch metric {
    case .overshoot: "overshoot (\(info.shownUnit))"
    case .settle: "settle from first action (s)"
    case .settleAfterLast: "settle after last action (s)"
    case .reversals: "visible reversals"
    case .jump: "jump (\(info.shownUnit))"
    }
  }

  /// A figure with 4 significant digits; `never` for infinity, `-` for none.
  static func number(_ value: Double) -> String {
    if value.isNaN { return "-" }
    if value == .infinity { return "never" }
    return SpringExpression.format(value, significantDigits: 4)
  }

  /// The worst selectors by overshoot and by settle time after the last action, with the
  /// command lines that replay the first.
  func worstLines(_ rows: [SceneMetricSummary], kind: Component) -> String {
    var text = ""
    var replayed: Set<Int> = []
    for metric in [SceneMetric.overshoot, .settleAfterLast] {
      guard let row = rows.first(where: { $0.metric == metric }), let worst = row.worst, worst.value > 0 else {
        continue
      }
      let replay = SceneReplay(setup.crowd.scene, selector: worst.selector)
      let info = kind.channels[worst.channel]
      text +=
        "worst \(Self.label(metric, info)): \(Self.number(worst.value)) at selector #\(worst.selector) "
        + "(seed \(setup.crowd.scene.seed), \(info.name), move from t = \(MotionLimits.format(Double(worst.frame) / setup.crowd.scene.hz)) s"
        + "\(replay.reduceMotion ? ", Reduce Motion" : "")), script '\(replay.script)'\n"
      guard replayed.insert(worst.selector).inserted else { continue }
      let measured = channels[kind] ?? []
      // preview draws a component with a drawing (every built-in has one).
      for command in kind.source.drawing != nil ? ["trace", "preview"] : ["trace"] {
        let arguments = replay.arguments(
          command, setup.replayOptions(command, kind: kind, channels: measured, tuned: nil))
        text += "  \(command): \(SceneReplay.shellLine(arguments))\n"
      }
    }
    return text
  }
}
