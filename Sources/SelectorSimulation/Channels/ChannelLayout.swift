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
  /// Per pulse slot: the ring.scale and ring.opacity channels derived from it.
  let ringScales: [Int]
  let ringOpacities: [Int]
  /// Spring channels whose shown value is clamped to [0, 1] (opacities overshoot inside the spring).
  let clamped: [Int]
  /// Each channel's slot within its role; a derived channel's is the pulse slot it follows,
  /// a snap channel's −1.
  let slot: [Int]
  let roles: [ChannelRole]

  /// The layout of each kind, built once.
  static let radio = ChannelLayout(building: .radio)
  static let segmented = ChannelLayout(building: .segmented)

  /// The layout of a kind.
  @inline(__always)
  static func of(_ kind: SelectorKind) -> ChannelLayout { kind == .radio ? radio : segmented }

  private init(building kind: SelectorKind) {
    let channels = kind.channels
    let roles = channels.map(\.role)
    self.roles = roles
    springs = roles.indices.filter { roles[$0] == .spring }
    timings = roles.indices.filter { roles[$0] == .timing }
    pulses = roles.indices.filter { roles[$0] == .pulse }
    ringScales = channels.indices.filter { channels[$0].family == .ringScale }
    ringOpacities = channels.indices.filter { channels[$0].family == .ringOpacity }
    clamped = springs.filter { channels[$0].isClamped }
    var slot = [Int](repeating: -1, count: roles.count)
    for list in [springs, timings, pulses, ringScales, ringOpacities] {
      for (s, c) in list.enumerated() { slot[c] = s }
    }
    self.slot = slot
  }
}
