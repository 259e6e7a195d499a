import BenchmarkKit
import Dispatch
import MotionCurves
import MotionExport
import SelectorSimulation
import SpringTuning

/// `sweep --html`: one self-contained page to explore a sweep. Sliders choose a grid point's
/// bounce and duration; a map colours a chosen metric over the grid (with the bounds' region
/// outlined for a scene sweep); beside it stand the point's metrics, exactly as the CSV holds
/// them, the device's frames of one move with the closed form, and the code of every platform.
///
/// The metrics are the sweep's own rows; the move and the code come from ``Exporter`` (what
/// `motion-bench export` prints), computed here for every grid point.
struct SweepExplorer: Sendable {
  /// One move shown for every grid point.
  struct Move: Sendable {
    /// The change, in `unit`.
    var change: Double
    /// `pt`, or `levels` for an opacity or tint.
    var unit: String
    var hz: Double
    /// The export's visible threshold, in `unit`.
    var visible: Double
    var deviceStart: SwiftUIRuntimeStart
    /// The swept channel of a scene sweep, whose property the platforms' code names; nil for
    /// a move from rest, which the code moves as a position.
    var channel: ChannelInfo? = nil
  }

  /// The most grid points a page holds (51 × 51): each carries its curves and code.
  static let maximumPoints = 2601
  /// The most samples of each curve on the page: frames are thinned to stay within it.
  static let maximumCurveSamples = 60

  var title: String
  /// Lines that say what was measured.
  var context: [String]
  var bounces: [Double]
  var durations: [Double]
  /// The CSV's metric columns, in its order.
  var columns: [String]
  /// Per grid point (bounce-major), each column's field as the CSV holds it.
  var fields: [[String]]
  /// The bounds, each as the metric column it limits and its limit (scene sweeps).
  var bounds: [(column: String, limit: Double)]
  var move: Move
  /// Per grid point, its worst selector's replay (scene sweeps); empty from rest.
  var replays: [Replay] = []

  /// A selector replayed over a window: what `motion-bench trace` with ``arguments`` shows.
  struct Replay: Sendable {
    var selector: Int
    /// The `trace` command's arguments, after `motion-bench`.
    var arguments: [String]
    /// The channels' names.
    var channels: [String]
    /// Each channel's values at ``times``.
    var series: [[Double]]
    /// The user's actions in the window: their times and names (`tap 2`).
    var events: [(time: Double, label: String)]
    var times: [Double] = []
  }

  /// The explorer of a sweep's CSV text.
  ///
  /// - Parameters:
  ///   - csv: The sweep's rows in the wide layout, header first.
  ///   - bounces: The grid's bounces.
  ///   - durations: The grid's durations.
  ///   - title: The page's title.
  ///   - context: What was measured.
  ///   - bounds: The bounds' columns and limits.
  ///   - constant: Columns that say what was measured, the same in every row: left out.
  ///   - move: The move shown for each point.
  /// - Throws: ``DataError`` when the rows are not the grid's (cannot happen for a sweep's own).
  init(
    csv: [UInt8], bounces: [Double], durations: [Double], title: String, context: [String],
    bounds: [(column: String, limit: Double)], leavingOut constant: [String] = [], move: Move
  ) throws {
    let table: CSVTable
    do { table = try CSVTable(parsing: String(decoding: csv, as: UTF8.self)) } catch {
      throw DataError("sweep --html: \(error)")
    }
    guard table.rows.count == bounces.count * durations.count else {
      throw DataError("sweep --html: the rows are not one per grid point")
    }
    // Every column after bounce and duration that holds a number somewhere is a metric.
    let (header, body) = (table.columns, table.rows)
    let numeric = header.indices.dropFirst(2).filter { column in
      !constant.contains(header[column]) && body.contains { column < $0.count && CSVTable.number($0[column]) != nil }
    }
    self.title = title
    self.context = context
    self.bounces = bounces
    self.durations = durations
    columns = numeric.map { header[$0] }.filter { !$0.hasPrefix("bound_") }
    let kept = numeric.filter { !header[$0].hasPrefix("bound_") }
    fields = body.map { row in kept.map { $0 < row.count ? row[$0] : "" } }
    self.bounds = bounds
    self.move = move
  }

  /// The spring of grid point `index` (bounce-major).
  func spring(_ index: Int) throws -> Spring {
    try Spring(duration: durations[index % durations.count], bounce: bounces[index / durations.count])
  }

  /// What the page shows of one grid point beyond its metrics: the device's frames and the
  /// closed form of the move, thinned alike, and each platform's code.
  struct PointMotion: Sendable {
    /// The spring's duration and bounce as the shortest decimals that build it bit for bit
    /// (0.94 for the grid's 0.9400000000000001 when both build one spring).
    var duration = 0.0
    var bounce = 0.0
    /// `.spring(duration: D, bounce: B)` with those decimals.
    var text: String { ".spring(duration: \(duration), bounce: \(bounce))" }
    var times: [Double] = []
    var device: [Double] = []
    var closedForm: [Double] = []
    var code: [String] = []
  }

  /// The platforms whose code the page shows, as `export` orders them.
  static let platforms = ExportPlatform.exported.filter { $0 != .tokens }

  /// One grid point's move and code: the device model's frames as `motion-bench curve SPRING
  /// --solver swiftui` shows them (``SwiftUIAnimator``), the closed form, and `export`'s code.
  func motion(_ index: Int) throws -> PointMotion {
    let spring = try spring(index)
    var motion = PointMotion()
    (motion.duration, motion.bounce) = (durations[index % durations.count], bounces[index / durations.count])
    let typed = spring.shortestParameters
    if let rebuilt = try? Spring(duration: typed.duration, bounce: typed.bounce), rebuilt.mass == spring.mass,
      rebuilt.stiffness == spring.stiffness, rebuilt.damping == spring.damping
    {
      (motion.duration, motion.bounce) = (typed.duration, typed.bounce)
    }
    var move = try ExportMove(
      spring: spring, to: self.move.change, hz: self.move.hz, visibleThreshold: self.move.visible)
    move.deviceStart = self.move.deviceStart
    var coded = move
    if let channel = self.move.channel {
      coded = try channel.exportMove(
        spring: spring, change: self.move.change, hz: move.hz, visible: move.visibleThreshold)
      coded.deviceStart = move.deviceStart
    }
    let exporter = Exporter(move: coded)
    let expression = try AnimationExpression(parsing: motion.text)
    var animator = try SwiftUIAnimator(
      from: 0, velocity: 0, changes: [.init(at: 0, to: self.move.change, with: expression)],
      start: self.move.deviceStart, carry: .frame, frameInterval: 1 / self.move.hz)
    // Two durations and a frame, enough for the move to settle in view; thinned to the limit.
    let frames = Int((2 * move.spring.duration + 0.1) * move.hz) + 1
    let step = max(1, (frames + Self.maximumCurveSamples - 1) / Self.maximumCurveSamples)
    let rate = FrameRate(hz: move.hz)
    for frame in 0..<frames {
      let shown = animator.frame(at: rate.time(frame)).value
      guard frame % step == 0 else { continue }
      motion.times.append(rate.time(frame))
      motion.device.append(shown)
      motion.closedForm.append(move.closedForm(at: rate.time(frame)))
    }
    motion.code = Self.platforms.map { exporter.export($0).code }
    return motion
  }

  /// Every point's motion, computed on `threads` threads in grid order.
  func motions(threads: Int) throws -> [PointMotion] {
    try parallelMap(fields.count, threads: threads) { try motion($0) }
  }
}
