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
  ///   - scene: The scene sweep and each point's worst move by overshoot, or nil for one move
  ///     from rest.
  /// - Throws: ``AtomicFileError`` when the page cannot be written; the solver's errors.
  func writeExplorer(
    _ rows: [UInt8], to path: String, scene: (sweep: SceneSweep, worst: [(selector: Int, frame: Int)])? = nil
  ) throws {
    let axes = (
      bounces: (0..<bounces.count).map(bounces.value), durations: (0..<durations.count).map(durations.value)
    )
    var explorer: SweepExplorer
    if let (scene, worst) = scene {
      let setup = scene.setup
      let kind = setup.crowd.kinds.first { !(scene.channels[$0] ?? []).isEmpty } ?? setup.crowd.kinds[0]
      let info = kind.channels[scene.channels[kind]?.first ?? 0]
      let swept = SceneMetricsSetup.abbreviated(scene.names)
      // The channel's first move, to the 6 digits a designer would type (14.4144 pt, not 14.414400000000002).
      let change = Double(SpringExpression.format(kind.shownFirstMove(of: info), significantDigits: 6)) ?? 1
      var bounds: [(column: String, limit: Double)] = []
      if let overshoot = scene.bounds.overshoot { bounds.append(("overshoot_max", overshoot)) }
      if let settle = scene.bounds.settleP95 { bounds.append(("settle_after_last_p95", settle)) }
      if let reversals = scene.bounds.reversals { bounds.append(("reversals_max", Double(reversals))) }
      explorer = try SweepExplorer(
        csv: rows, bounces: axes.bounces, durations: axes.durations,
        title: "sweep --scene \(setup.crowd.scene.components): the spring of \(swept) over bounce × duration",
        context: Array(setup.header(channels: scene.channels).prefix(2)), bounds: bounds,
        leavingOut: Self.contextColumns,
        move: .init(
          change: change, unit: info.shownUnit, hz: setup.crowd.scene.hz,
          visible: setup.band.distance(change: change), deviceStart: setup.crowd.deviceStart, channel: info))
      let grid = explorer
      explorer.replays = try parallelMap(worst.count, threads: threads) { index in
        try Self.replay(worst[index], of: scene, spring: try grid.spring(index), text: try grid.motion(index).text)
      }
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

  /// The worst move's selector replayed as `motion-bench trace` replays it (the same script,
  /// solver, springs and frames), its swept channels over a window from 0.5 s before the move
  /// to 1.5 s after it.
  ///
  /// - Parameters:
  ///   - worst: The selector and the frame its move began.
  ///   - sweep: The scene sweep.
  ///   - spring: The grid point's spring, on the swept channels.
  ///   - text: The spring as the page names it.
  /// - Returns: The replay.
  /// - Throws: The solver's errors.
  static func replay(
    _ worst: (selector: Int, frame: Int), of sweep: SceneSweep, spring: Spring, text: String
  ) throws -> SweepExplorer.Replay {
    let setup = sweep.setup
    let scene = setup.crowd.scene
    let timed = scene.timedScript(ofSelector: worst.selector)
    let kind = timed.kind
    let channels = sweep.channels[kind] ?? []
    let frames = setup.crowd.frames
    let events = timed.events.filter { $0.action != .autoplay }
    let block = SelectorBlock.scripted(
      kind, events: events, autoplay: kind.autoPlays(reduceMotion: timed.reduceMotion),
      reduceMotion: timed.reduceMotion, frames: frames, hz: scene.hz)
    let window = max(0, worst.frame - Int(0.5 * scene.hz))..<min(frames, worst.frame + Int(1.5 * scene.hz) + 1)
    let step = max(1, (window.count + SweepExplorer.maximumCurveSamples - 1) / SweepExplorer.maximumCurveSamples)
    let replay = SceneReplay(scene, selector: worst.selector)
    var result = SweepExplorer.Replay(
      selector: worst.selector,
      arguments: replay.arguments(
        "trace", setup.replayOptions("trace", kind: kind, channels: channels, tuned: (spring, text))),
      channels: channels.map { kind.channels[$0].name }, series: Array(repeating: [], count: channels.count),
      events: events.compactMap { event in
        event.action.gesture.flatMap {
          window.contains(scene.frame(at: event.time)) ? (event.time, "\($0.gesture.rawValue) \($0.index)") : nil
        }
      })
    let overrides = (setup.springs[kind] ?? SpringOverrides()).setting(spring, on: channels)
    try overrides.simulate(
      block, solver: try setup.crowd.sceneSolver(), frames: window.upperBound, hz: scene.hz,
      combining: scene.combining
    ) { frame, values in
      guard window.contains(frame), (frame - window.lowerBound) % step == 0 else { return }
      result.times.append(Double(frame) / scene.hz)
      for (j, c) in channels.enumerated() { result.series[j].append(values[c]) }
    }
    return result
  }
}
