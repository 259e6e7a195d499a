import MotionCurves

/// What one retarget does to its channel, by the channel's role: the rule every scene solver
/// applies, whatever it integrates with.
enum ChannelChange: Equatable {
  /// Spring slot `slot` heads for `target` keeping its value and velocity, or with `jump`
  /// comes to rest there at once (``SpringRetarget``).
  case spring(slot: Int, target: Double, jump: Bool)
  /// Timing slot `slot` layers `curve` toward `target` (``TimingLayers``), or without a curve
  /// is set to `target` at once.
  case timing(slot: Int, target: Double, curve: SeedCurve?)
  /// Pulse slot `slot` replays the pulse track from its start.
  case pulse(slot: Int)
  /// A snap channel (output index `output`) shows `target` from this frame on.
  case snap(output: Int, target: Double)
  /// The ring of pulse slot `slot` may show (the option is selected and Reduce Motion is off)
  /// or not.
  case ringGate(slot: Int, isOpen: Bool)
}

extension ChannelLayout {
  /// Classifies a retarget of selector `s` in a block of `n` selectors.
  ///
  /// - Parameters:
  ///   - retarget: The retarget, as ``SelectorLogic`` emits it.
  ///   - s: The selector's position in its block.
  ///   - n: Selectors in the block.
  /// - Returns: The change; slots are slot-major (`slot * n + s`).
  @inline(__always)
  func change(_ retarget: Retarget, selector s: Int, of n: Int) -> ChannelChange {
    let c = retarget.channel
    let slot = self.slot[c] * n + s
    switch (roles[c], retarget.animation) {
    case (.spring, let animation): return .spring(slot: slot, target: retarget.target, jump: animation == .jump)
    case (.timing, .timing(let curve)): return .timing(slot: slot, target: retarget.target, curve: curve)
    case (.timing, _): return .timing(slot: slot, target: retarget.target, curve: nil)
    case (.pulse, _): return .pulse(slot: slot)
    case (.snap, _): return .snap(output: c * n + s, target: retarget.target)
    case (.derived, _): return .ringGate(slot: slot, isOpen: retarget.target != 0)
    }
  }
}

/// How a spring channel takes a retarget, in the state every spring solver keeps: the
/// displacement x = value − target and the velocity v. (The SwiftUI runtime's
/// ``SwiftUIRuntimeSpring/retarget(_:from:at:by:)`` keeps the same rule and restarts its clock.)
enum SpringRetarget {
  /// Heads for `new` from `old`: the value and velocity are kept, so x grows by old − new;
  /// a jump instead comes to rest at the new target, x = v = 0.
  ///
  /// - Parameters:
  ///   - x: The displacement from the old target; becomes the displacement from the new one.
  ///   - v: The velocity.
  ///   - old: The target before the retarget.
  ///   - new: The new target.
  ///   - jump: Whether the value is set at once (no animation).
  @inlinable @inline(__always)
  static func apply<T: FloatingPoint>(x: inout T, v: inout T, from old: T, to new: T, jump: Bool) {
    if jump {
      x = 0
      v = 0
    } else {
      x += old - new
    }
  }
}

/// The radio option's pulse ring, drawn from the keyframe value p as the seed code draws it.
enum PulseRing {
  /// `scaleEffect(1 + 0.9 p)`.
  @inline(__always)
  static func scale(_ p: Double) -> Double { 1 + 0.9 * p }

  /// `opacity(isSelected && !reduceMotion && 0 < p < 1 ? 1 − p : 0)`; the gate, 1 or 0, is
  /// the first two conditions. It multiplies, exactly, instead of branching: it follows the
  /// selection, which no branch predictor knows.
  @inline(__always)
  static func opacity(_ p: Double, gate: Double) -> Double { (p > 0 && p < 1 ? 1 - p : 0) * gate }
}

/// The part of a block's frame that follows from the schedule and the solved channels alone:
/// snap channels, the pulse rings' derived channels and the clamping of shown opacities.
///
/// Every scene solver runs it (through ``BlockSimulation``), so the channels a solver does not
/// integrate are computed by one piece of code.
struct ChannelModel {
  let layout: ChannelLayout
  /// Selectors in the block.
  let n: Int
  private let storage = SlotStorage()
  /// Per pulse slot: 1 if its ring may show, else 0.
  private let gates: UnsafeMutablePointer<Double>
  /// Per pulse slot i: output indices of ring.progress, ring.scale and ring.opacity at 3i, 3i + 1, 3i + 2.
  private let pulseOutputs: UnsafeMutablePointer<Int>

  init(_ block: SelectorBlock, layout: ChannelLayout) {
    self.layout = layout
    n = block.count
    let n = n
    let slots = layout.pulses.count * n
    gates = storage.allocate(slots, repeating: 0)
    pulseOutputs = storage.allocate(3 * slots, repeating: 0)
    for option in layout.pulses.indices {
      for s in 0..<n {
        let i = option * n + s
        gates[i] = SelectorLogic(kind: block.kind, reduceMotion: block.reduceMotion[s]).ringShows(option) ? 1 : 0
        pulseOutputs[3 * i] = layout.pulses[option] * n + s
        pulseOutputs[3 * i + 1] = layout.ringScales[option] * n + s
        pulseOutputs[3 * i + 2] = layout.ringOpacities[option] * n + s
      }
    }
  }

  /// Applies the changes that are the model's own (snaps and ring gates) to the frame.
  ///
  /// - Parameters:
  ///   - change: A classified retarget.
  ///   - values: The frame's shown values.
  @inline(__always)
  mutating func apply(_ change: ChannelChange, values: UnsafeMutablePointer<Double>) {
    switch change {
    case .snap(let output, let target): values[output] = target
    case .ringGate(let slot, let isOpen): gates[slot] = isOpen ? 1 : 0
    default: break
    }
  }

  /// Writes pulse slot `i`'s progress p and the ring channels derived from it.
  @inline(__always)
  func writePulse(_ i: Int, progress p: Double, values: UnsafeMutablePointer<Double>) {
    let to = pulseOutputs + 3 &* i
    values[to[0]] = p
    values[to[1]] = PulseRing.scale(p)
    values[to[2]] = PulseRing.opacity(p, gate: gates[i])
  }

  /// Clamps the shown value of every clamped channel (spring-driven opacities, which
  /// overshoot inside the spring) to [0, 1].
  @inline(__always)
  func clamp(_ values: UnsafeMutablePointer<Double>) {
    for c in layout.clamped {
      let shown = values + c * n
      for s in 0..<n {
        let v = shown[s]
        shown[s] = v > 1 ? 1 : (v < 0 ? 0 : v)
      }
    }
  }
}
