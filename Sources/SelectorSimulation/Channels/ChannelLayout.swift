import MotionCurves

/// Where each role's channels sit in a block: every role keeps its state in slots,
/// slot-major (`[slot * selectors + selector]`), and knows the output channel of each slot.
///
/// A kind's layout has a slot for every channel that moves; a block that simulates only some
/// channels (``keeping(_:)``) has slots for those alone, and the others keep their frame-0 values.
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
    let springs = roles.indices.filter { roles[$0] == .spring }
    self.init(
      roles: roles, springs: springs, timings: roles.indices.filter { roles[$0] == .timing },
      pulses: roles.indices.filter { roles[$0] == .pulse },
      ringScales: channels.indices.filter { channels[$0].family == .ringScale },
      ringOpacities: channels.indices.filter { channels[$0].family == .ringOpacity },
      clamped: springs.filter { channels[$0].isClamped })
  }

  /// This layout with slots for `channels` only: their springs, timing curves and pulses (with
  /// the ring channels a kept pulse derives), renumbered in channel order. A channel left out
  /// has no slot, so no retarget of it may reach the frame loop.
  ///
  /// - Parameter channels: Channel indices of the layout's kind.
  /// - Returns: The smaller layout.
  func keeping(_ channels: Set<Int>) -> ChannelLayout {
    let kept = pulses.indices.filter { channels.contains(pulses[$0]) }
    return ChannelLayout(
      roles: roles, springs: springs.filter(channels.contains), timings: timings.filter(channels.contains),
      pulses: kept.map { pulses[$0] }, ringScales: kept.map { ringScales[$0] },
      ringOpacities: kept.map { ringOpacities[$0] }, clamped: clamped.filter(channels.contains))
  }

  /// A layout of these slots, each channel's slot its place in its list.
  private init(
    roles: [ChannelRole], springs: [Int], timings: [Int], pulses: [Int], ringScales: [Int], ringOpacities: [Int],
    clamped: [Int]
  ) {
    self.roles = roles
    self.springs = springs
    self.timings = timings
    self.pulses = pulses
    self.ringScales = ringScales
    self.ringOpacities = ringOpacities
    self.clamped = clamped
    var slot = [Int](repeating: -1, count: roles.count)
    for list in [springs, timings, pulses, ringScales, ringOpacities] {
      for (s, c) in list.enumerated() { slot[c] = s }
    }
    self.slot = slot
  }
}
