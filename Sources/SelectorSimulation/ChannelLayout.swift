import MotionCurves

/// Where each role's channels sit in a block: every role keeps its state in slots,
/// slot-major (`[slot * selectors + selector]`), and knows the output channel of each slot.
struct ChannelLayout: Sendable {
  /// Output channel of each spring slot.
  let springs: [Int]
  /// Output channel of each timing slot.
  let timings: [Int]
  /// Output channel of each pulse slot (radio option i's ring.progress).
  let pulses: [Int]
  /// Spring channels whose shown value is clamped to [0, 1] (opacities overshoot inside the spring).
  let clamped: [Int]
  /// Each channel's slot within its role (derived and snap channels: −1).
  let slot: [Int]
  let roles: [ChannelRole]

  init(_ kind: SelectorKind) {
    let roles = kind.channels.map(\.role)
    self.roles = roles
    springs = roles.indices.filter { roles[$0] == .spring }
    timings = roles.indices.filter { roles[$0] == .timing }
    pulses = roles.indices.filter { roles[$0] == .pulse }
    clamped = springs.filter { kind.channels[$0].family.hasSuffix("opacity") }
    var slot = [Int](repeating: -1, count: roles.count)
    for list in [springs, timings, pulses] { for (s, c) in list.enumerated() { slot[c] = s } }
    self.slot = slot
  }
}

/// Timing curves and the pulse track evaluated at whole frames since their start.
protocol ProgressSource {
  associatedtype Real: MotionReal
  /// The progress of seed timing curve `curve` (an index into ``SeedAnimations/timingCurves``)
  /// `elapsed` frames after its animation began.
  func timing(_ curve: Int, elapsed: Int) -> Real
  /// The pulse keyframe value `elapsed` frames after its trigger.
  func pulse(elapsed: Int) -> Real
}

extension SeedAnimations {
  /// The seeds' timing curves, indexed by the timing layers.
  static let timingCurves = [press, dividerIn, dividerOut]

  static func timingCurveIndex(_ curve: TimingCurve) -> Int {
    guard let index = timingCurves.firstIndex(of: curve) else {
      preconditionFailure("\(curve) is not one of the seeds' timing curves")
    }
    return index
  }

  /// The pulse as a timeline from 0 (the move makes the start value irrelevant).
  static let pulseTimeline = pulse.timeline(from: 0)
}

/// Evaluates the curves analytically at t = elapsed / hz, in `T`.
struct ClosedFormProgress<T: MotionReal>: ProgressSource {
  let hz: T
  func timing(_ curve: Int, elapsed: Int) -> T {
    SeedAnimations.timingCurves[curve].progress(at: T(elapsed) / hz).value
  }
  func pulse(elapsed: Int) -> T {
    SeedAnimations.pulseTimeline.state(at: T(elapsed) / hz).value
  }
}

/// Looks the curves up in tables of their values at whole frames, built once per rate from
/// the `Float80` closed form: events fall on frames, so these are the only times ever needed.
struct TabulatedProgress: ProgressSource {
  let timingTables: [[Double]]
  let pulseTable: [Double]

  init(hz: Double) {
    func table(until end: Double, _ value: (ReferenceReal) -> ReferenceReal) -> [Double] {
      let count = Int((end * hz).rounded(.up)) + 1
      return (0..<count).map { Double(value(ReferenceReal($0) / ReferenceReal(hz))) }
    }
    timingTables = SeedAnimations.timingCurves.map { curve in table(until: curve.end) { curve.progress(at: $0).value } }
    pulseTable = table(until: SeedAnimations.pulseTimeline.duration) { SeedAnimations.pulseTimeline.state(at: $0).value }
  }

  @inline(__always)
  func timing(_ curve: Int, elapsed: Int) -> Double {
    let table = timingTables[curve]
    return elapsed < table.count ? table[elapsed] : 1
  }

  @inline(__always)
  func pulse(elapsed: Int) -> Double { elapsed < pulseTable.count ? pulseTable[elapsed] : 1 }
}
