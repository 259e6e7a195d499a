import MotionCurves

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
