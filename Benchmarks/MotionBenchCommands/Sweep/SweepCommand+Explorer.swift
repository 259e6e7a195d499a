import BenchmarkKit
import MotionCurves
import SelectorSimulation
import SpringTuning

extension SweepCommand {
  /// Writes the explorer page of the sweep's `rows` (header first) to `path`, atomically.
  ///
  /// - Parameters:
  ///   - rows: The CSV the sweep wrote.
  ///   - path: The page's file.
  ///   - scene: The scene sweep, or nil for one move from rest.
  /// - Throws: ``AtomicFileError`` when the page cannot be written.
  func writeExplorer(_ rows: [UInt8], to path: String, scene: SceneSweep? = nil) throws {
    let axes = (
      bounces: (0..<bounces.count).map(bounces.value), durations: (0..<durations.count).map(durations.value)
    )
    let explorer: SweepExplorer
    if let scene {
      let setup = scene.setup
      let kind = setup.crowd.kinds.first { !(scene.channels[$0] ?? []).isEmpty } ?? setup.crowd.kinds[0]
      let info = kind.channels[scene.channels[kind]?.first ?? 0]
      // The channel's first move, to the 6 digits a designer would type (14.4144 pt, not 14.414400000000002).
      let change = Double(SpringExpression.format(kind.shownFirstMove(of: info), significantDigits: 6)) ?? 1
      var bounds: [(column: String, limit: Double)] = []
      if let overshoot = scene.bounds.overshoot { bounds.append(("overshoot_max", overshoot)) }
      if let settle = scene.bounds.settleP95 { bounds.append(("settle_after_last_p95", settle)) }
      if let reversals = scene.bounds.reversals { bounds.append(("reversals_max", Double(reversals))) }
      explorer = try SweepExplorer(
        csv: rows, bounces: axes.bounces, durations: axes.durations,
        title: "sweep --scene \(kind.name): the spring of \(info.name) over bounce × duration",
        context: Array(setup.header(channels: scene.channels).prefix(2)), bounds: bounds,
        leavingOut: Self.contextColumns,
        move: .init(
          change: change, unit: info.shownUnit, hz: setup.crowd.scene.hz,
          visible: setup.band.distance(change: change), deviceStart: setup.crowd.deviceStart))
    } else {
      let unit = device.change == 1 ? "" : "pt"
      explorer = try SweepExplorer(
        csv: rows, bounces: axes.bounces, durations: axes.durations,
        title: "sweep: one move from rest over bounce × duration",
        context: [
          "Each spring released \(velocity == 0 ? "from rest" : "at \(MotionLimits.format(velocity)) changes/s") "
            + "over a change of \(MotionLimits.format(device.change)) \(unit); settling band ±"
            + "\(SpringExpression.format(epsilon * 100, significantDigits: 4)) % of the change; the device at "
            + "\(MotionLimits.format(device.hz)) Hz."
        ], bounds: [],
        move: .init(
          change: device.change, unit: unit, hz: device.hz, visible: epsilon * device.change,
          deviceStart: device.start))
    }
    if progress { printError("sweep: the explorer page, \(bounces.count * durations.count) points") }
    let file = try AtomicFile(path: path)
    try file.write(Array(try explorer.page(threads: threads).utf8))
    try file.commit()
  }
}
