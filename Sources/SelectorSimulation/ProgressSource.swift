import MotionCurves

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
struct TabulatedProgress: ProgressSource {
  /// Every table end to end: the timing curves in ``SeedCurve`` order, then the pulse. Each
  /// ends with its first value of 1, so lookups clamp instead of branching.
  let values: [Double]
  /// Where each table starts, and its last index.
  let starts: [Int]
  let lasts: [Int]

  init(hz: Double) {
    func table(until end: Double, _ value: (ReferenceReal) -> ReferenceReal) -> [Double] {
      let count = Int((end * hz).rounded(.up)) + 1
      return (0..<count).map { Double(value(ReferenceReal($0) / ReferenceReal(hz))) }
    }
    let tables =
      SeedCurve.allCases.map(\.timing).map { curve in table(until: curve.end) { curve.progress(at: $0).value } }
      + [table(until: SeedAnimations.pulseTimeline.duration) { SeedAnimations.pulseTimeline.state(at: $0).value }]
    values = tables.flatMap { $0 }
    starts = tables.indices.map { i in tables[..<i].reduce(0) { $0 + $1.count } }
    lasts = tables.map { $0.count - 1 }
  }

  @inline(__always)
  func timing(_ curve: SeedCurve, elapsed: Int, hint: inout Double) -> Double {
    values[starts[curve.rawValue] + min(elapsed, lasts[curve.rawValue])]
  }

  @inline(__always)
  func pulse(elapsed: Int) -> Double {
    let table = SeedCurve.allCases.count
    return values[starts[table] + min(elapsed, lasts[table])]
  }
}
