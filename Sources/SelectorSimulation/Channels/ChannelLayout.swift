import MotionCurves

/// Where each role's channels sit in a block: every role keeps its state in slots,
/// slot-major (`[slot * selectors + selector]`), and knows the output channel of each slot.
///
/// A component's layout has a slot for every channel that moves; a block that simulates only
/// some channels (``keeping(_:)``) has slots for those alone, and the others keep their frame-0
/// values.
struct ChannelLayout: Sendable, Equatable {
  /// Output channel of each spring slot.
  let springs: [Int]
  /// Output channel of each timing slot.
  let timings: [Int]
  /// Output channel of each keyframe (pulse) slot.
  let pulses: [Int]
  /// Output channel of each derived slot, and the pulse slot it follows.
  let derived: [Int]
  let derivedSource: [Int]
  /// Spring channels whose shown value is clamped to [0, 1] (opacities overshoot inside the spring).
  let clamped: [Int]
  /// Each channel's slot within its role; a snap channel's −1.
  let slot: [Int]
  let roles: [ChannelRole]

  /// The layout of every channel of `kind` that moves.
  init(building kind: Component) {
    let channels = kind.channels
    let roles = channels.map(\.role)
    let springs = roles.indices.filter { roles[$0] == .spring }
    let pulses = roles.indices.filter { roles[$0] == .pulse }
    let derived = roles.indices.filter { roles[$0] == .derived }
    self.init(
      roles: roles, springs: springs, timings: roles.indices.filter { roles[$0] == .timing }, pulses: pulses,
      derived: derived,
      derivedSource: derived.map { c in pulses.firstIndex(of: kind.storage.derived[c]!.source)! },
      clamped: springs.filter { channels[$0].isClamped })
  }

  /// This layout with slots for `channels` only: their springs, timing curves and keyframe
  /// channels (with the derived channels a kept keyframe channel drives), renumbered in
  /// channel order. A channel left out has no slot, so no retarget of it may reach the frame loop.
  ///
  /// - Parameter channels: Channel indices of the layout's component.
  /// - Returns: The smaller layout.
  func keeping(_ channels: Set<Int>) -> ChannelLayout {
    let kept = pulses.indices.filter { channels.contains(pulses[$0]) }
    let keptDerived = derived.indices.filter { kept.contains(derivedSource[$0]) }
    return ChannelLayout(
      roles: roles, springs: springs.filter(channels.contains), timings: timings.filter(channels.contains),
      pulses: kept.map { pulses[$0] }, derived: keptDerived.map { derived[$0] },
      derivedSource: keptDerived.map { kept.firstIndex(of: derivedSource[$0])! },
      clamped: clamped.filter(channels.contains))
  }

  /// A layout of these slots, each channel's slot its place in its list.
  private init(
    roles: [ChannelRole], springs: [Int], timings: [Int], pulses: [Int], derived: [Int], derivedSource: [Int],
    clamped: [Int]
  ) {
    self.roles = roles
    self.springs = springs
    self.timings = timings
    self.pulses = pulses
    self.derived = derived
    self.derivedSource = derivedSource
    self.clamped = clamped
    var slot = [Int](repeating: -1, count: roles.count)
    for list in [springs, timings, pulses, derived] {
      for (s, c) in list.enumerated() { slot[c] = s }
    }
    self.slot = slot
  }
}
