import BenchmarkKit
import BenchmarkPictures
import Dispatch
import Glibc
import MotionCurves
import SpringTuning

/// `motion-bench sweep`: every metric over a grid of bounce × duration, as CSV for heatmaps.
///
/// Released from rest, the metrics of each bounce are measured once, on a 1 s spring, and scaled to
/// every duration (``SpringMetrics/scaled(by:)``); with a velocity every point is measured.
/// SwiftUI's end time and jump do not scale (the runtime's step and stop rule are absolute), so
/// the runtime is run at every point (``SwiftUIRuntimeSpring/ending(displacement:velocity:start:hz:limit:)``).
/// Rows come in grid order (bounce outer, duration inner) whatever the thread count: the grid is
/// cut into chunks of ``chunkSize`` points, each wave of chunks is computed and formatted in
/// parallel into per-chunk buffers that are reused (the inner loop allocates nothing), and the
/// buffers are written in order before the next wave, so memory stays bounded.
struct SweepCommand: Command, Sendable {
  /// The CSV layout.
  enum Layout: String, CaseIterable, Sendable {
    /// One row per grid point: `bounce,duration,` then one column per metric.
    case wide
    /// One row per grid point and metric: `bounce,duration,metric,value`.
    case long
  }

  /// An evenly spaced axis: `count` values from `lower` to `upper` (just `lower` when count is 1).
  struct Axis: Equatable, Sendable {
    var lower: Double, upper: Double, count: Int

    /// The i-th value, `(lower·(n − 1 − i) + upper·i)/(n − 1)`: exact at both ends and at simple fractions.
    func value(_ i: Int) -> Double {
      count == 1 ? lower : (lower * Double(count - 1 - i) + upper * Double(i)) / Double(count - 1)
    }
  }

  var bounces: Axis
  var durations: Axis
  /// The velocity at release, in changes per second.
  var velocity: Double
  var epsilon: Double
  /// The move of the SwiftUI end and device columns: a change of 1 unless `--change` is given
  /// (then in points), at `--hz`.
  var device: SwiftUIEndMeasure
  /// With `.device`, the device columns (``deviceColumns``) follow the metrics.
  var rendering: TuningRendering
  var layout: Layout
  var threads: Int
  /// Whether to report progress on standard error.
  var progress: Bool
  var out: String?
  /// The shard to run (``ShardOptions``), nil for the whole grid; cases are grid points by ordinal.
  var shard: Shard?
  /// The whole job's command line, for the shard file.
  var job: [String] = []
  /// `--scene`: the crowd's metrics instead of one move's.
  var sceneSweep: SceneSweep?
  /// `--html`: the explorer page of the sweep (``SweepExplorer``).
  var html: String?

  static let chunkSize = 4096
  static let maximumPoints = 100_000_000
  /// The device figures of `--on device` (``DeviceMetrics``) for a move of ``change``.
  static let deviceColumns = ["device_settle_time", "device_overshoot_fraction", "device_overshoot_pt"]

  /// The most points on each axis.
  static let maximumAxisCount = 1_000_000

  static let bounceMin = Option(
    "bounce-min", valueName: "B", help: "Lowest bounce, in (-1, 1].", default: "-0.5", .number(in: MotionLimits.bounce))
  static let bounceMax = Option(
    "bounce-max", valueName: "B", help: "Highest bounce, in (-1, 1].", default: "0.9", .number(in: MotionLimits.bounce))
  static let bounceCount = Option(
    "bounces", valueName: "N", help: "Number of bounces, evenly spaced.", default: "141",
    .positiveInt(maximum: maximumAxisCount))
  static let durationMin = Option(
    "duration-min", valueName: "D", help: "Shortest duration, in seconds.", default: "0.1",
    .number(in: MotionLimits.duration, unit: " s"))
  static let durationMax = Option(
    "duration-max", valueName: "D", help: "Longest duration, in seconds.", default: "1.5",
    .number(in: MotionLimits.duration, unit: " s"))
  static let durationCount = Option(
    "durations", valueName: "N", help: "Number of durations, evenly spaced.", default: "141",
    .positiveInt(maximum: maximumAxisCount))
  static let velocity = MoveOptions.velocity(help: "Velocity at release, in changes per second.")
  static let band = SettlingBandOptions(
    changeHelp: "The change in points: for --visible-pt (default: "
      + "\(MotionLimits.format(SettlingBandOptions.defaultChange))), and for the swiftui_end_* columns, which are "
      + "otherwise for a change of 1.")
  static let hz = SwiftUIEndOptions.hz(help: "The display's frame rate for the swiftui_end_* and device columns.")
  static let on = DeviceTuningOptions.on(
    help: "Add the device columns (device_settle_time, device_overshoot_fraction, device_overshoot_pt): 'device' "
      + "measures the frames SwiftUI's runtime shows for a move of --change points at --hz; 'closed-form' does not.")
  static let layout = Option(
    "layout", valueName: "L", help: "'wide' (a column per metric) or 'long' (columns metric,value).",
    default: "wide", ValueParser<Layout>.choice)
  static let threads = SceneOptions.threads(note: "the output is the same for any number.")
  static let out = CSVOutputOption.out
  static let html = Option(
    "html", valueName: "FILE",
    help: "Also write one self-contained page to explore the sweep: sliders for bounce and duration, a map of a "
      + "metric over the grid (the bounds' region outlined with --scene), the chosen spring's metrics as the CSV "
      + "holds them, the device's frames of one move beside the closed form, and every platform's code. At most "
      + "\(SweepExplorer.maximumPoints) grid points; the grid defaults to \(explorerAxisCount) × "
      + "\(explorerAxisCount) from rest.", .nonEmpty("a file name"))
  /// Bounces and durations of a sweep from rest with `--html` unless given.
  static let explorerAxisCount = 21

  static let spec = CommandSpec(
    commandName: "motion-bench sweep",
    overview: """
      Measure every spring on a grid of bounce × duration and write CSV, one row per grid point (wide) or per \
      grid point and metric (long): overshoot_fraction (of the change), peak_time, rise_time, settle_time, \
      settle_envelope (s), oscillations (count) and peak_velocity (changes/s) of a change released with --velocity; \
      then swiftui_end_time (s), the frame at which SwiftUI's runtime stops the animation of .spring(duration:bounce:) \
      and jumps to the target, and swiftui_end_jump, the distance jumped (in changes, or in points with --change).
      """,
    options: [bounceMin, bounceMax, bounceCount, durationMin, durationMax, durationCount, velocity]
      + band.declarations + [
        hz, DeviceStartOptions.start, on, layout, threads, ProgressOptions.progress, ProgressOptions.quiet, out, html,
        ShardOptions.shard,
      ]
      + sceneDeclarations)

  init(parsed: ParsedArguments) throws(UsageError) {
    bounces = Axis(
      lower: try parsed[Self.bounceMin], upper: try parsed[Self.bounceMax], count: try parsed[Self.bounceCount])
    durations = Axis(
      lower: try parsed[Self.durationMin], upper: try parsed[Self.durationMax], count: try parsed[Self.durationCount])
    velocity = try parsed[Self.velocity]
    epsilon = try Self.band.epsilon(parsed)
    device = try SwiftUIEndOptions.measure(
      change: try parsed[Self.band.change] ?? 1, hz: try parsed[Self.hz], start: try parsed[DeviceStartOptions.start])
    rendering = try parsed[Self.on]
    layout = try parsed[Self.layout]
    threads = try parsed[Self.threads] ?? SceneOptions.cores
    progress = try ProgressOptions.reports(parsed)
    out = try parsed[Self.out]
    shard = try parsed[ShardOptions.shard]
    html = try parsed[Self.html]
    job = ShardOptions.job("sweep", parsed)
    if let kind = try parsed[Self.scene] {
      sceneSweep = try Self.sceneSweep(parsed, kind: kind)
      if !parsed.isGiven(Self.bounceCount) { bounces.count = Self.sceneAxisCount }
      if !parsed.isGiven(Self.durationCount) { durations.count = Self.sceneAxisCount }
      guard layout == .wide else { throw UsageError("--scene writes the wide layout; --layout long is not available") }
    } else {
      try SceneBoundOptions.requireScene(
        parsed, options: Self.sceneDeclarations.filter { $0.spec.name != Self.scene.name })
      if html != nil, !parsed.isGiven(Self.bounceCount) { bounces.count = Self.explorerAxisCount }
      if html != nil, !parsed.isGiven(Self.durationCount) { durations.count = Self.explorerAxisCount }
    }
    try validate()
  }

  /// Checks the ranges, the grid size and the output path.
  func validate() throws(UsageError) {
    guard bounces.lower <= bounces.upper else {
      throw UsageError("--bounce-min (\(bounces.lower)) must not exceed --bounce-max (\(bounces.upper))")
    }
    guard durations.lower <= durations.upper else {
      throw UsageError("--duration-min (\(durations.lower)) must not exceed --duration-max (\(durations.upper))")
    }
    guard bounces.count * durations.count <= Self.maximumPoints else {
      throw UsageError(
        "--bounces × --durations gives \(bounces.count * durations.count) points; at most \(Self.maximumPoints) are allowed"
      )
    }
    // The corners bound every grid point, so measuring them checks what `measure` relies on.
    for bounce in [bounces.lower, bounces.upper] {
      for duration in [durations.lower, durations.upper] {
        do {
          _ = try SpringMetrics(Spring(duration: duration, bounce: bounce), initialVelocity: velocity, epsilon: epsilon)
        } catch {
          throw UsageError("\(error)")
        }
      }
    }
    if rendering == .device {
      do {
        _ = try DeviceMetrics(Spring(), device: device, epsilon: epsilon, initialVelocity: velocity)
      } catch {
        throw UsageError("--on device: \(error)")
      }
    }
    try ShardOptions.check(shard, cases: bounces.count * durations.count, noun: "grid points")
    let inputs =
      (sceneSweep?.setup.interaction.inputs ?? [])
      + ComponentArgument.inputs(sceneSweep?.setup.crowd.kinds ?? [], option: "--scene")
    try OutputCheck.check(out, inputs: inputs)
    if let html {
      guard !AtomicFile.isStandardOutput(html) else {
        throw UsageError("--html needs a file name, not standard output")
      }
      guard shard == nil, layout == .wide else {
        throw UsageError("--html draws a whole sweep in the wide layout: drop --shard and --layout long")
      }
      guard bounces.count * durations.count <= SweepExplorer.maximumPoints else {
        throw UsageError(
          "--html draws at most \(SweepExplorer.maximumPoints) grid points (such as --bounces 51 --durations 51); "
            + "--bounces × --durations gives \(bounces.count * durations.count)")
      }
      guard html != out else {
        throw UsageError(
          "--html: '\(html)' is also --out; write the page and the CSV to two files", exitCode: .cannotCreate)
      }
      try OutputCheck.check(html, option: "--html", inputs: inputs + (out.map { [("--out", $0)] } ?? []))
    }
  }

  /// The metric columns: ``SweepColumns/metrics``, then the device columns with `--on device`.
  var valueColumns: [String] { SweepColumns.metrics + (rendering == .device ? Self.deviceColumns : []) }

  var columns: [String] { ["bounce", "duration"] + (layout == .wide ? valueColumns : ["metric", "value"]) }

  func run() throws -> ExitCode {
    if let sceneSweep { return try runScene(sceneSweep) }
    let file = try AtomicFile(path: out)
    let header = columns.joined(separator: ",")
    let grid = bounces.count * durations.count
    let part = shard ?? .whole
    let writer = try shard.map { shard throws(AtomicFileError) in
      try ShardWriter(
        file: file, job: ShardOptions.specification(job), shard: shard, cases: grid, header: header)
    }
    if writer == nil { try file.write(Array((header + "\n").utf8)) }
    // The page's rows: the CSV's own, kept only with --html (a page's grid is small).
    var rows: [UInt8] = html == nil ? [] : Array((header + "\n").utf8)
    let total = part.caseCount(of: grid)
    let chunks = (total + Self.chunkSize - 1) / Self.chunkSize
    let wave = 4 * threads
    let buffers = ChunkBuffers(count: wave)
    defer { buffers.free() }
    var reported = 0
    for first in stride(from: 0, to: chunks, by: wave) {
      let count = min(wave, chunks - first)
      DispatchQueue.concurrentPerform(iterations: min(threads, count)) { worker in
        for k in stride(from: worker, to: count, by: threads) {
          buffers.slots[k].removeAll(keepingCapacity: true)
          let start = (first + k) * Self.chunkSize
          format(points: start..<min(total, start + Self.chunkSize), of: part, into: &buffers.slots[k])
        }
      }
      for k in 0..<count {
        if let writer {
          try write(buffers.slots[k], firstPoint: (first + k) * Self.chunkSize, of: part, to: writer)
        } else {
          try file.write(buffers.slots[k])
        }
        if html != nil { rows += buffers.slots[k] }
      }
      let done = min(total, (first + count) * Self.chunkSize)
      if progress, 10 * done / total > reported {
        reported = 10 * done / total
        printError("sweep: \(100 * done / total) % (\(done) of \(total) points)")
      }
    }
    try writer?.commit() ?? file.commit()
    if let html { try writeExplorer(rows, to: html) }
    return .success
  }

  /// Writes a chunk's rows to a shard file, case by case (a grid point has one row, or one per
  /// metric in the long layout).
  private func write(_ rows: [UInt8], firstPoint: Int, of shard: Shard, to writer: ShardWriter) throws {
    let rowsPerPoint = layout == .wide ? 1 : valueColumns.count
    var start = 0
    var lines = 0
    var point = firstPoint
    for (offset, byte) in rows.enumerated() where byte == UInt8(ascii: "\n") {
      lines += 1
      guard lines == rowsPerPoint else { continue }
      try writer.write(rows: rows[start...offset], case: shard.ordinal(point))
      (start, lines, point) = (offset + 1, 0, point + 1)
    }
  }

  /// One output buffer per chunk of a wave. Each worker fills a disjoint set of slots, and the
  /// writer reads them only after `concurrentPerform` returns, so sharing the pointer is safe.
  private struct ChunkBuffers: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<[UInt8]>

    init(count: Int) {
      slots = .allocate(capacity: count)
      slots.initialize(repeating: [])
    }

    func free() { slots.deinitialize().deallocate() }
  }
}
