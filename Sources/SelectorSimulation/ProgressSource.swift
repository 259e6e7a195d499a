import MotionCurves
import Synchronization

/// Timing curves and the pulse track evaluated at whole frames since their start.
protocol ProgressSource {
  associatedtype Real: MotionReal
  /// The progress of a seed timing curve `elapsed` frames after its animation began;
  /// `hint` carries solver state from the same animation's previous frame.
  func timing(_ curve: SeedCurve, elapsed: Int, hint: inout Real) -> Real
  /// The pulse keyframe value `elapsed` frames after its trigger.
  func pulse(elapsed: Int) -> Real
}

extension SeedAnimations {
  /// The pulse as a timeline from 0 (the move makes the start value irrelevant).
  static let pulseTimeline = pulse.timeline(from: 0)
}

/// Evaluates the curves analytically at t = elapsed / hz, in `T`.
struct ClosedFormProgress<T: MotionReal>: ProgressSource {
  let hz: T
  func timing(_ curve: SeedCurve, elapsed: Int, hint: inout T) -> T {
    let timing = curve.timing
    let u = (T(elapsed) / hz - T(timing.delay)) / T(timing.duration)
    return u <= 0 ? 0 : (u >= 1 ? 1 : timing.curve.value(at: u, hint: &hint))
  }
  func pulse(elapsed: Int) -> T {
    SeedAnimations.pulseTimeline.state(at: T(elapsed) / hz).value
  }
}

/// Looks the curves up in tables of their values at whole frames, built once per rate from
/// the `Float80` closed form: events fall on frames, so these are the only times ever needed.
///
/// The tables of a rate are built on first use and shared by every block (building them costs
/// more than simulating a small block); a lookup is three loads and no bounds check.
struct TabulatedProgress: ProgressSource {
  let tables: Tables

  init(hz: Double) {
    tables = Tables.shared(hz: hz)
  }

  @inline(__always)
  func timing(_ curve: SeedCurve, elapsed: Int, hint: inout Double) -> Double {
    tables.value(curve.rawValue, elapsed: elapsed)
  }

  @inline(__always)
  func pulse(elapsed: Int) -> Double {
    tables.value(SeedCurve.allCases.count, elapsed: elapsed)
  }

  /// Every table end to end (the timing curves in ``SeedCurve`` order, then the pulse), and
  /// per table its start and last index. Each table ends with its first value of 1, so
  /// lookups clamp instead of branching. Immutable once built.
  final class Tables: @unchecked Sendable {
    let hz: Double
    let values: UnsafeMutablePointer<Double>
    /// Start and last index of table k at 2k and 2k + 1.
    let bounds: UnsafeMutablePointer<Int>

    init(hz: Double) {
      func table(until end: Double, _ value: (ReferenceReal) -> ReferenceReal) -> [Double] {
        let count = Int((end * hz).rounded(.up)) + 1
        return (0..<count).map { Double(value(ReferenceReal($0) / ReferenceReal(hz))) }
      }
      let tables =
        SeedCurve.allCases.map(\.timing).map { curve in table(until: curve.end) { curve.progress(at: $0).value } }
        + [table(until: SeedAnimations.pulseTimeline.duration) { SeedAnimations.pulseTimeline.state(at: $0).value }]
      self.hz = hz
      let flat = tables.flatMap { $0 }
      values = .allocate(capacity: flat.count)
      values.initialize(from: flat, count: flat.count)
      bounds = .allocate(capacity: 2 * tables.count)
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

    /// Table k's value `elapsed` frames (≥ 0) after its start, its last value beyond its end.
    @inline(__always)
    func value(_ k: Int, elapsed: Int) -> Double {
      values[bounds[2 * k] + min(elapsed, bounds[2 * k + 1])]
    }

    /// The most recently used rates' tables.
    private static let cache = Mutex<[Tables]>([])

    /// The tables of `hz`, built on first use; the four latest rates are kept.
    static func shared(hz: Double) -> Tables {
      cache.withLock { cache in
        if let tables = cache.first(where: { $0.hz == hz }) { return tables }
        let tables = Tables(hz: hz)
        cache = Array(([tables] + cache).prefix(4))
        return tables
      }
    }
  }
}
