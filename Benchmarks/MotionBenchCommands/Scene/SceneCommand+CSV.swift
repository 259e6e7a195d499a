import BenchmarkKit
import MotionCurves
import SelectorSimulation

extension SceneCommand {
  /// The `platform` of the scene solver's own rows.
  static let deviceRun = "device"

  /// The long CSV's columns: one observation per row, what was simulated in the last columns.
  static let csvColumns = [
    "kind", "channel", "family", "selector", "frame", "metric", "value", "unit", "spring", "solver", "band_given",
    "seed", "selectors", "seconds", "tail", "hz", "interaction",
  ]

  /// Writes every move's overshoot, reversals and jump and every burst's settle times, a row
  /// each, in (selector, channel, frame) order per kind, for each run in turn; with
  /// `platformColumn`, a last column names each row's run (`--platform`: `device` for the scene's
  /// solver, and each platform's rows name it as their solver too).
  ///
  /// - Throws: ``AtomicFileError`` when the file cannot be written.
  func writeCSV(_ runs: [(platform: String, metrics: SceneBlockMetrics)], platformColumn: Bool, to path: String)
    throws
  {
    var writer = CSVWriter(
      columns: Self.csvColumns + (platformColumn ? ["platform"] : []), output: try AtomicFile(path: path))
    for run in runs {
      for kind in setup.crowd.kinds {
        try appendRows(of: run.metrics, kind: kind, platform: platformColumn ? run.platform : nil, to: &writer)
      }
    }
    try writer.finish()
  }

  /// Appends the rows of `kind`'s moves and bursts among one run's `metrics`, merged in
  /// (selector, channel, frame) order: records of later selectors come after, so the rows of
  /// consecutive blocks are the rows of the blocks together.
  ///
  /// - Parameters:
  ///   - platform: The run's platform column, nil without one.
  ///   - springs: The run's `springs` column (`scene --against-spring`), nil without one.
  /// - Throws: ``AtomicFileError`` when `writer` cannot write.
  func appendRows(
    of metrics: SceneBlockMetrics, kind: Component, platform: String?, springs: String? = nil,
    to writer: inout CSVWriter
  ) throws {
    let measurement = setup.crowd.measurement(channels: channels)
    let hz = setup.crowd.scene.hz
    let context: [String] = [
      platform.flatMap { $0 == Self.deviceRun ? nil : $0 } ?? setup.crowd.solver.description, setup.band.given,
      "\(setup.crowd.scene.seed)", "\(setup.crowd.scene.selectors)",
      CSVWriter.text(setup.crowd.scene.seconds), CSVWriter.text(setup.crowd.tail), CSVWriter.text(hz),
      setup.crowd.scene.interaction.description(autoplay: setup.crowd.scene.components.autoplayInterval),
    ]
    func row(_ channel: Int, _ selector: Int, _ frame: Int, _ metric: SceneMetric, _ value: Double) throws {
      let info = kind.channels[channel]
      let spring =
        info.role == .spring
        ? SceneMetricsSetup.expression(
          measurement.springs[kind]?[channel] ?? kind.spring(ofChannel: channel)!, digits: nil) : ""
      for field in [kind.name, info.name, info.family.description] { writer.append(field) }
      writer.append(selector)
      writer.append(frame)
      writer.append(metric.rawValue)
      writer.append(value)
      writer.append(metric.unit(of: info))
      writer.append(spring)
      for field in context { writer.append(field) }
      if let platform { writer.append(platform) }
      if let springs { writer.append(springs) }
      try writer.endRow()
    }
    var moves = metrics.moves.filter { $0.kind == kind }.makeIterator()
    var bursts = metrics.bursts.filter { $0.kind == kind }.makeIterator()
    var move = moves.next()
    var burst = bursts.next()
    // Merged by (selector, channel, frame): a selector's moves and bursts together.
    while move != nil || burst != nil {
      if let m = move, burst.map({ ($0.selector, $0.channel, $0.first) > (m.selector, m.channel, m.frame) }) ?? true {
        try row(m.channel, m.selector, m.frame, .overshoot, m.overshoot)
        try row(m.channel, m.selector, m.frame, .reversals, Double(m.reversals))
        try row(m.channel, m.selector, m.frame, .jump, m.jump)
        move = moves.next()
      } else if let b = burst {
        try row(b.channel, b.selector, b.first, .settle, b.settle(hz: hz))
        try row(b.channel, b.selector, b.first, .settleAfterLast, b.settleAfterLast(hz: hz))
        burst = bursts.next()
      }
    }
  }
}
