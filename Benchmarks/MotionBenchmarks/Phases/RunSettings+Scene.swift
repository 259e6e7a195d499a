import BenchmarkKit
import BenchmarkResults
import MotionCurves
import SelectorSimulation

extension RunSettings {
  static let scene = benchmark(
    .scene,
    scene: "57 points of sweep --scene's 57 × 57 grid (3 with --quick), 1,000 radio selectors × 5 s (+2 s) × 120 Hz",
    measures: "CPU time per measured channel-sample of the crowd's metrics on the device model, their overhead, "
      + "and the whole sweep's projected CPU time",
    writes: [.sceneCPUNsPerChannelSample, .sceneMetricsOverhead, .sceneSweepCPUSeconds]
  ) { settings, rows in try settings.measureScene(into: &rows) }

  /// The scene phase's target workload: `sweep --scene radio --channel '*.dot.scale'` over a
  /// 57 × 57 grid, 1,000 selectors × 5 s (+2 s quiet) at 120 Hz, on the device model.
  static let sceneTarget = (grid: 57, selectors: 1_000, seconds: 5.0, tail: 2.0, hz: 120.0)
  /// Grid points measured of the target's (its diagonal, evenly spaced), and selectors, without and
  /// with `--quick`; the target's CPU time is projected from their CPU time per channel-sample.
  static let scenePoints = (standard: (points: 57, selectors: 1_000), quick: (points: 3, selectors: 250))

  /// Times `sweep --scene`'s work: the crowd's metrics of the radio dot's spring at grid points
  /// of the target sweep, and the same simulation without the metrics; CPU time per simulated
  /// channel-sample, the metrics' overhead and the target sweep's projected CPU seconds.
  func measureScene(into report: inout RunRows) throws {
    let target = Self.sceneTarget
    let size = quick ? Self.scenePoints.quick : Self.scenePoints.standard
    var crowd = SceneConfiguration()
    (crowd.selectors, crowd.seconds, crowd.hz, crowd.seed, crowd.components) =
      (size.selectors, target.seconds, target.hz, scene.seed, ComponentMix(.radio))
    let frames = crowd.frameCount + Int((target.tail * target.hz).rounded())
    let channels = Component.radio.channels.indices.filter { Component.radio.channels[$0].family.name == "dot.scale" }
    let solver = LockstepSceneSolver(.swiftUI)
    progress(
      "scene: \(size.points) of the \(target.grid) × \(target.grid) sweep --scene points, \(size.selectors) radio "
        + "selectors × \(formatted(target.seconds)) s (+\(formatted(target.tail)) s) × \(formatted(target.hz)) Hz")
    let blocks = try crowd.units(threads: threads)
    // One grid point's CPU time with the metrics and without, and the channel-samples measured.
    func time(point: Int) throws -> (nanoseconds: UInt64, plain: UInt64, samples: Int) {
      // Points along the diagonal of the sweep's default bounce × duration ranges.
      let i = size.points == 1 ? 0 : point * (target.grid - 1) / (size.points - 1)
      let share = Double(i) / Double(target.grid - 1)
      let spring = try Spring(duration: 0.1 + 1.4 * share, bounce: -0.5 + 1.4 * share)
      let springs = Dictionary(uniqueKeysWithValues: channels.map { ($0, spring) })
      let measurement = SceneMeasurement(
        channels: [.radio: channels], springs: [.radio: springs], band: .shown(1.0 / 3), frames: frames, hz: target.hz)
      let start = ProcessCPUClock.nanoseconds()
      let parts = try parallelMap(blocks.count, threads: threads) { u in
        try blocks[u].reduce(0) { $0 + (try measurement.measure($1, solver: solver)).channelSamples }
      }
      let middle = ProcessCPUClock.nanoseconds()
      _ = try parallelMap(blocks.count, threads: threads) { u in
        try blocks[u].reduce(0) { $0 + (try measurement.simulate($1, solver: solver)) }
      }
      let end = ProcessCPUClock.nanoseconds()
      return (middle - start, end - middle, parts.reduce(0, +))
    }
    // A warm-up point first, untimed: the first measurement's page faults and caches would fall
    // on the metrics alone, a large share of --quick's three points.
    _ = try time(point: 0)
    var measured = (nanoseconds: UInt64(0), plain: UInt64(0), samples: 0)
    for point in 0..<size.points {
      let timed = try time(point: point)
      measured.nanoseconds += timed.nanoseconds
      measured.plain += timed.plain
      measured.samples += timed.samples
    }
    let perSample = Double(measured.nanoseconds) / Double(measured.samples)
    let targetSamples = Double(target.grid * target.grid * channels.count * target.selectors * frames)
    func add(_ metric: Metric, _ value: Double) {
      report.add(row(.scene, ResultSolver(csv: solver.name), crowd, metric: metric, value: value))
    }
    add(.sceneCPUNsPerChannelSample, perSample)
    add(.sceneMetricsOverhead, Double(measured.nanoseconds) / Double(measured.plain))
    add(.sceneSweepCPUSeconds, perSample * targetSamples / 1e9)
  }
}
