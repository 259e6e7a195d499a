import MotionCurves
import Synchronization

/// A component's timing curves and keyframe tracks evaluated at whole frames since their start.
protocol ProgressSource {
  associatedtype Real: MotionReal
  /// The progress of timing curve `curve` (its number in ``Component/timingCurves``)
  /// `elapsed` frames after its animation began; `hint` carries solver state from the same
  /// animation's previous frame.
  func timing(_ curve: Int, elapsed: Int, hint: inout Real) -> Real
  /// Keyframe track `track`'s value (its number in ``Component/timelines``) `elapsed` frames
  /// after its trigger.
  func pulse(_ track: Int, elapsed: Int) -> Real
  /// Each keyframe track's values at whole frames since its trigger, its last value held
  /// after the end, when ``pulse(_:elapsed:)`` reads them from a table; otherwise nil.
  var pulseTables: [UnsafeBufferPointer<Double>]? { get }
}

extension ProgressSource {
  var pulseTables: [UnsafeBufferPointer<Double>]? { nil }
}

/// Evaluates the curves analytically at t = elapsed / hz, in `T`.
struct ClosedFormProgress<T: MotionReal>: ProgressSource {
  let hz: T
  let timings: [TimingCurve]
  let timelines: [KeyframeTimeline]
  /// The keyframe tracks' segments in memory of their own, which ``pulse(_:elapsed:)`` reads in
  /// place: a track copied out of ``timelines`` retains and releases its array at every pulse.
  private let tracks: Tracks

  /// The curves of `kind` at `hz` frames per second.
  init(hz: T, kind: Component) {
    self.hz = hz
    timings = kind.timingCurves
    timelines = kind.timelines
    tracks = Tracks(kind.timelines)
  }

  func timing(_ curve: Int, elapsed: Int, hint: inout T) -> T {
    let timing = timings[curve]
    let u = (T(elapsed) / hz - T(timing.delay)) / T(timing.duration)
    return u <= 0 ? 0 : (u >= 1 ? 1 : timing.curve.value(at: u, hint: &hint))
  }
  func pulse(_ track: Int, elapsed: Int) -> T {
    let track = tracks.list[track]
    return KeyframeTimeline.state(at: T(elapsed) / hz, initialValue: track.initialValue, segments: track.segments)
      .value
  }

  /// Each keyframe track's initial value and segments, in allocations freed with the last copy
  /// of the source.
  final class Tracks {
    let list: UnsafeMutablePointer<(initialValue: Double, segments: UnsafeBufferPointer<KeyframeTimeline.Segment>)>
    let count: Int

    init(_ timelines: [KeyframeTimeline]) {
      count = timelines.count
      list = .allocate(capacity: max(1, count))
      for (k, timeline) in timelines.enumerated() {
        let segments = UnsafeMutableBufferPointer<KeyframeTimeline.Segment>.allocate(capacity: timeline.segments.count)
        _ = segments.initialize(from: timeline.segments)
        (list + k).initialize(to: (timeline.initialValue, UnsafeBufferPointer(segments)))
      }
    }

    deinit {
      for k in 0..<count {
        let segments = UnsafeMutableBufferPointer(mutating: list[k].segments)
        segments.deinitialize()
        segments.deallocate()
      }
      list.deallocate()
    }
  }
}

extension ClosedFormProgress where T == Double {
  /// ``timing(_:elapsed:hint:)`` for `count` animations of one curve, `V` lanes at a time:
  /// the same values and hints bit for bit (see ``UnitCurve/values(at:hints:)``).
  ///
  /// - Parameters:
  ///   - curve: The timing curve of every animation.
  ///   - count: How many animations.
  ///   - elapsed: Each animation's frames since it began, as integer-valued doubles.
  ///   - hints: Each animation's solver state; updated.
  ///   - progress: Receives the progresses.
  ///   - lanes: The SIMD type to compute with.
  @inline(__always)
  func timings<V: DoubleVector>(
    _ curve: Int, count: Int, elapsed: UnsafePointer<Double>, hints: UnsafeMutablePointer<Double>,
    progress: UnsafeMutablePointer<Double>, lanes: V.Type
  ) {
    let timing = timings[curve]
    let unit = timing.curve
    let delay = timing.delay
    let duration = timing.duration
    let hz = hz
    let zero = V()
    let one = V(repeating: 1)
    forEachVector(count, elapsed, hints, progress) { (t: V, hint: inout V) in
      let u = (t / hz - delay) / duration
      // u ≤ 0 gives 0 and u ≥ 1 gives 1 without a solve, keeping the hint.
      let low = V._lanes(zero, greaterThan: u) | V._lanes(u, equalTo: zero)
      let high = V._lanes(u, greaterThan: one) | V._lanes(u, equalTo: one)
      var solved = hint
      let value = unit.values(at: u, hints: &solved)
      let inside = ~(low | high)
      hint = VectorMath.select(inside, solved, hint)
      return VectorMath.select(low, zero, VectorMath.select(high, one, value))
    }
  }

  /// ``pulse(_:elapsed:)`` for `count` triggers of one track, `V` lanes at a time, bit for bit.
  ///
  /// - Parameters:
  ///   - track: The keyframe track of every pulse.
  ///   - count: How many pulses.
  ///   - elapsed: Each one's frames since its trigger, as integer-valued doubles.
  ///   - progress: Receives the pulse values.
  ///   - lanes: The SIMD type to compute with.
  @inline(__always)
  func pulses<V: DoubleVector>(
    _ track: Int, count: Int, elapsed: UnsafePointer<Double>, progress: UnsafeMutablePointer<Double>, lanes: V.Type
  ) {
    let timeline = timelines[track]
    let hz = hz
    forEachVector(count, elapsed, nil, progress) { (t: V, _: inout V) in timeline.values(at: t / hz) }
  }
}

/// Applies `body` to `count` inputs `V` lanes at a time (the last vector padded with zeros),
/// with an optional in-out second input; writes its results to `out`.
///
/// The loads and stores are written out as in `SpringResponse._sweep`: a shared lane load/store
/// helper measured +0.8 % instructions per sample for swiftui and +4 % for closed-form-batched.
@inline(__always)
func forEachVector<V: DoubleVector>(
  _ count: Int, _ input: UnsafePointer<Double>, _ state: UnsafeMutablePointer<Double>?,
  _ out: UnsafeMutablePointer<Double>, _ body: (V, inout V) -> V
) {
  let width = V.scalarCount
  var i = 0
  while i < count {
    let lanes = min(width, count - i)
    var x = V()
    var y = V()
    if lanes == width {
      x = UnsafeRawPointer(input + i).loadUnaligned(as: V.self)
      if let state { y = UnsafeRawPointer(state + i).loadUnaligned(as: V.self) }
    } else {
      for j in 0..<lanes { x[j] = input[i + j] }
      if let state { for j in 0..<lanes { y[j] = state[i + j] } }
    }
    let result = body(x, &y)
    if lanes == width {
      UnsafeMutableRawPointer(out + i).storeBytes(of: result, as: V.self)
      if let state { UnsafeMutableRawPointer(state + i).storeBytes(of: y, as: V.self) }
    } else {
      for j in 0..<lanes { out[i + j] = result[j] }
      if let state { for j in 0..<lanes { state[i + j] = y[j] } }
    }
    i += width
  }
}

/// Looks the curves up in tables of their values at whole frames, built once per component
/// and rate from the `Float80` closed form: events fall on frames, so these are the only times
/// ever needed.
///
/// The tables of a component's curves at a rate are built on first use and shared by every
/// block (building them costs more than simulating a small block); a lookup is three loads and
/// no bounds check.
struct TabulatedProgress: ProgressSource {
  /// Keeps the tables alive.
  private let tables: Tables
  private let values: UnsafeMutablePointer<Double>
  private let bounds: UnsafeMutablePointer<Int>
  /// The keyframe tracks' bounds (the timing curves' come first).
  private let trackBounds: UnsafeMutablePointer<Int>
  /// How many keyframe tracks.
  private let tracks: Int

  init(hz: Double, kind: Component) {
    tables = Tables.shared(hz: hz, timings: kind.timingCurves, timelines: kind.timelines)
    values = tables.values
    bounds = tables.bounds
    trackBounds = bounds + 2 * kind.timingCurves.count
    tracks = kind.timelines.count
  }

  @inline(__always)
  func timing(_ curve: Int, elapsed: Int, hint: inout Double) -> Double {
    values[bounds[2 &* curve] &+ min(elapsed, bounds[2 &* curve &+ 1])]
  }

  var pulseTables: [UnsafeBufferPointer<Double>]? {
    (0..<tracks).map { k in
      UnsafeBufferPointer(start: values + trackBounds[2 * k], count: trackBounds[2 * k + 1] + 1)
    }
  }

  @inline(__always)
  func pulse(_ track: Int, elapsed: Int) -> Double {
    values[trackBounds[2 &* track] &+ min(elapsed, trackBounds[2 &* track &+ 1])]
  }

  /// Every table end to end (the timing curves in their component's order, then the keyframe
  /// tracks), and per table its start and last index. A table runs to the first frame at or
  /// after its curve's end, so lookups clamp instead of branching. Immutable once built.
  final class Tables: @unchecked Sendable {
    let hz: Double
    let timings: [TimingCurve]
    let timelines: [KeyframeTimeline]
    let values: UnsafeMutablePointer<Double>
    /// Start and last index of table k at 2k and 2k + 1.
    let bounds: UnsafeMutablePointer<Int>

    init(hz: Double, timings: [TimingCurve], timelines: [KeyframeTimeline]) {
      func table(until end: Double, _ value: (ReferenceReal) -> ReferenceReal) -> [Double] {
        let count = Int((end * hz).rounded(.up)) + 1
        return (0..<count).map { Double(value(ReferenceReal($0) / ReferenceReal(hz))) }
      }
      let tables =
        timings.map { curve in table(until: curve.end) { curve.progress(at: $0).value } }
        + timelines.map { timeline in table(until: timeline.duration) { timeline.state(at: $0).value } }
      self.hz = hz
      self.timings = timings
      self.timelines = timelines
      let flat = tables.flatMap { $0 }
      values = .allocate(capacity: max(1, flat.count))
      values.initialize(from: flat, count: flat.count)
      bounds = .allocate(capacity: max(1, 2 * tables.count))
      var start = 0
      for (k, table) in tables.enumerated() {
        bounds[2 * k] = start
        bounds[2 * k + 1] = table.count - 1
        start += table.count
      }
    }

    deinit {
      values.deallocate()
      bounds.deallocate()
    }

    /// The most recently used tables.
    private static let cache = Mutex<[Tables]>([])

    /// The tables of these curves at `hz`, built on first use; the eight latest are kept.
    static func shared(hz: Double, timings: [TimingCurve], timelines: [KeyframeTimeline]) -> Tables {
      cache.withLock { cache in
        if let tables = cache.first(where: { $0.hz == hz && $0.timings == timings && $0.timelines == timelines }) {
          return tables
        }
        let tables = Tables(hz: hz, timings: timings, timelines: timelines)
        cache = Array(([tables] + cache).prefix(8))
        return tables
      }
    }
  }
}

extension TabulatedProgress {
  /// The counted work of its events. A running layer (``timing(_:elapsed:hint:)`` and
  /// `TimingCombination.fold`): loads start, target, base and the table's value; blend
  /// base + p·(target − base) or additive base + p·(target − previous): 1 ×, 2 +. A running
  /// pulse (`ChannelModel.PulseWriter.writeRows(frame:values:)`): loads its list entry, its
  /// trigger frame, its row (the track's value and the ring's scale and opacity, computed at
  /// set-up) and both derived columns' gates; no arithmetic but the gates' masks; stores
  /// progress, scale, opacity and the list entry.
  static let work = SolverWorkModel.CurveWork(
    layer: KernelWork(madds: 2, loadBytes: 32), pulse: KernelWork(madds: 0, loadBytes: 56, storeBytes: 32),
    write: BlockSimulation.timingWrite)
}

extension ClosedFormProgress {
  /// The counted work of its events. A running layer (``timing(_:elapsed:hint:)``):
  /// u = (t/hz − delay)/duration (1 +, divisions not counted) and the combination; loads
  /// start, target and base. A Bézier solve on top (`UnitCurve.parameter(for:from:)`, at
  /// least one Newton step, then y(s)): x(s) − u 7 ×, 4 +; x′(s) 8 ×, 5 +; the step 1 +;
  /// y(s) 7 ×, 3 +: 22 × in all; loads and stores the hint. A running pulse: the cubic
  /// keyframe segment at t (time to segment progress, a cubic by Horner: at least 4 ×)
  /// instead of a table read, then as ``TabulatedProgress``'s.
  static var work: SolverWorkModel.CurveWork {
    SolverWorkModel.CurveWork(
      layer: KernelWork(madds: 3, loadBytes: 24), solve: KernelWork(madds: 22, loadBytes: 8, storeBytes: 8),
      pulse: KernelWork(madds: 6, loadBytes: 48, storeBytes: 32), write: BlockSimulation.timingWrite)
  }
}
