import MotionCurves

/// The part of a block's frame that follows from the schedule and the solved channels alone:
/// snap channels, the derived channels of keyframe channels, and the clamping of shown opacities.
///
/// Every scene solver runs it (through ``BlockSimulation``), so the channels a solver does not
/// integrate are computed by one piece of code.
struct ChannelModel {
  let layout: ChannelLayout
  /// Selectors in the block.
  let n: Int
  private let storage = SlotStorage()
  /// Per derived slot (slot-major, `d * n + s`): 1 if its gate is open, else 0.
  private let gates: UnsafeMutablePointer<Double>
  /// Per pulse slot i (`p * n + s`): its output index.
  private let pulseOutputs: UnsafeMutablePointer<Int>
  /// Per pulse slot i: its derived slots' entries at `first[i] ..< first[i + 1]`.
  private let first: UnsafeMutablePointer<Int>
  /// Per entry: the derived slot's output index, the slot itself (its gate's index), and its
  /// family's rule.
  private let derivedOutputs: UnsafeMutablePointer<Int>
  private let derivedSlots: UnsafeMutablePointer<Int>
  private let derivedRules: UnsafeMutablePointer<Int>
  /// Per derived family (`d`): how it follows its keyframe channel; the expressions of those
  /// of ``DerivedKernel/Form/general`` form, by family.
  private let kernels: UnsafeMutablePointer<DerivedKernel>
  private let expressions: [BoundExpression?]
  /// Per derived slot `d * n + s`: the pulse slot it follows (for a gate that changes alone).
  private let sources: UnsafeMutablePointer<Int>

  init(_ block: SelectorBlock, layout: ChannelLayout) {
    self.layout = layout
    n = block.count
    let n = n
    let derivedSlots = layout.derived.count * n
    gates = storage.allocate(derivedSlots, repeating: 0)
    sources = storage.allocate(derivedSlots, repeating: 0)
    let pulseSlots = layout.pulses.count * n
    pulseOutputs = storage.allocate(pulseSlots, repeating: 0)
    first = storage.allocate(pulseSlots + 1, repeating: 0)
    self.derivedOutputs = storage.allocate(derivedSlots, repeating: 0)
    self.derivedSlots = storage.allocate(derivedSlots, repeating: 0)
    derivedRules = storage.allocate(derivedSlots, repeating: 0)
    let expressions = layout.derived.map { block.kind.storage.derived[$0]!.value }
    kernels = storage.allocate(copying: expressions.map(DerivedKernel.init))
    self.expressions = expressions.map { DerivedKernel($0).form == .general ? $0 : nil }
    for s in 0..<n {
      let logic = ComponentLogic(kind: block.kind, reduceMotion: block.reduceMotion[s])
      for (d, c) in layout.derived.enumerated() {
        gates[d * n + s] = logic.gateIsOpen(c) ? 1 : 0
        sources[d * n + s] = layout.derivedSource[d] * n + s
      }
    }
    var entry = 0
    for (p, c) in layout.pulses.enumerated() {
      for s in 0..<n {
        let i = p * n + s
        pulseOutputs[i] = c * n + s
        first[i] = entry
        for (d, source) in layout.derivedSource.enumerated() where source == p {
          self.derivedOutputs[entry] = layout.derived[d] * n + s
          self.derivedSlots[entry] = d * n + s
          derivedRules[entry] = d
          entry += 1
        }
      }
    }
    first[pulseSlots] = entry
  }

  /// Applies the changes that are the model's own (snaps and gates) to the frame.
  ///
  /// - Parameters:
  ///   - change: A classified retarget.
  ///   - values: The frame's shown values.
  @inline(__always)
  mutating func apply(_ change: ChannelChange, values: UnsafeMutablePointer<Double>) {
    switch change {
    case .snap(let output, let target): values[output] = target
    case .gate(let slot, let isOpen):
      gates[slot] = isOpen ? 1 : 0
      // The derived value shows the gate at once, from the keyframe channel's shown value.
      let d = slot / n
      values[layout.derived[d] * n + slot - d * n] = derived(d, values[pulseOutputs[sources[slot]]]) * gates[slot]
    default: break
    }
  }

  /// Writes pulse slot `i`'s value p and the channels derived from it.
  @inline(__always)
  func writePulse(_ i: Int, progress p: Double, values: UnsafeMutablePointer<Double>) {
    values[pulseOutputs[i]] = p
    var entry = first[i]
    let end = first[i &+ 1]
    while entry < end {
      values[derivedOutputs[entry]] = derived(derivedRules[entry], p) * gates[derivedSlots[entry]]
      entry &+= 1
    }
  }

  /// Derived family `d`'s value of its keyframe channel's value p.
  @inline(__always)
  private func derived(_ d: Int, _ p: Double) -> Double {
    let kernel = kernels[d]
    guard kernel.form != .general else { return expressions[d]!.evaluate(p) }
    return kernel.value(p)
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
