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
  /// Per derived slot `d * n + s`: the pulse slot it follows (for a gate that changes alone).
  private let sources: UnsafeMutablePointer<Int>
  /// The derived families' expressions, kept alive for ``writer``.
  private let expressions: Expressions
  /// Writes a keyframe channel's value and its derived channels: the frame loop's part, which
  /// copies as plain pointers.
  let writer: PulseWriter

  /// The derived families' expressions, by family.
  final class Expressions {
    let list: [BoundExpression]
    init(_ list: [BoundExpression]) { self.list = list }
  }

  /// ``ChannelModel``'s frame-loop part: every field a pointer or a number.
  ///
  /// A derived entry of a kernel (``DerivedKernel``) is one formula, without a branch on its
  /// form: `lo ≤ p ≤ hi ? a + b·p : outside`, an affine kernel's bounds infinite (and its
  /// `outside` NaN, what `a + b·NaN` gives), a window's strict bounds moved one ulp inward.
  /// Entries of expressions no kernel fits come after them and are evaluated as written.
  struct PulseWriter {
    let gates: UnsafeMutablePointer<Double>
    /// Per pulse slot i (`p * n + s`): its output index.
    let pulseOutputs: UnsafeMutablePointer<Int>
    /// Per pulse slot i: its kernel entries at `first[i] ..< general[i]`, then its expression
    /// entries up to `first[i + 1]`.
    let first: UnsafeMutablePointer<Int>
    let general: UnsafeMutablePointer<Int>
    /// Per entry: the derived slot's output index, the slot itself (its gate's index), its
    /// family, and its kernel's constants.
    let derivedOutputs: UnsafeMutablePointer<Int>
    let derivedSlots: UnsafeMutablePointer<Int>
    let derivedFamilies: UnsafeMutablePointer<Int>
    let a: UnsafeMutablePointer<Double>
    let b: UnsafeMutablePointer<Double>
    let lo: UnsafeMutablePointer<Double>
    let hi: UnsafeMutablePointer<Double>
    let outside: UnsafeMutablePointer<Double>
    unowned(unsafe) let expressions: Expressions

    /// Writes pulse slot `i`'s value p and the channels derived from it.
    @inline(__always)
    func write(_ i: Int, progress p: Double, values: UnsafeMutablePointer<Double>) {
      values[pulseOutputs[i]] = p
      var e = first[i]
      let kernels = general[i]
      while e < kernels {
        let value = p >= lo[e] && p <= hi[e] ? a[e] + b[e] * p : outside[e]
        values[derivedOutputs[e]] = value * gates[derivedSlots[e]]
        e &+= 1
      }
      let end = first[i &+ 1]
      while e < end {
        values[derivedOutputs[e]] = expressions.list[derivedFamilies[e]].evaluate(p) * gates[derivedSlots[e]]
        e &+= 1
      }
    }
  }

  init(_ block: SelectorBlock, layout: ChannelLayout) {
    self.layout = layout
    n = block.count
    let n = n
    let derivedSlots = layout.derived.count * n
    gates = storage.allocate(derivedSlots, repeating: 0)
    sources = storage.allocate(derivedSlots, repeating: 0)
    let pulseSlots = layout.pulses.count * n
    let pulseOutputs = storage.allocate(pulseSlots, repeating: 0)
    let first = storage.allocate(pulseSlots + 1, repeating: 0)
    let general = storage.allocate(pulseSlots, repeating: 0)
    let derivedOutputs = storage.allocate(derivedSlots, repeating: 0)
    let slotOfEntry = storage.allocate(derivedSlots, repeating: 0)
    let derivedFamilies = storage.allocate(derivedSlots, repeating: 0)
    let bound = layout.derived.map { block.kind.storage.derived[$0]!.value }
    let kernels = bound.map(DerivedKernel.init)
    expressions = Expressions(bound)
    let storage = storage
    let fields = (0..<5).map { _ in storage.allocate(derivedSlots, repeating: 0.0) }
    writer = PulseWriter(
      gates: gates, pulseOutputs: pulseOutputs, first: first, general: general, derivedOutputs: derivedOutputs,
      derivedSlots: slotOfEntry, derivedFamilies: derivedFamilies, a: fields[0], b: fields[1],
      lo: fields[2], hi: fields[3], outside: fields[4], expressions: expressions)
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
        let following = layout.derivedSource.indices.filter { layout.derivedSource[$0] == p }
        // Kernel entries first, then those evaluated as written.
        for d in following.filter({ kernels[$0].form != .general }) + following.filter({ kernels[$0].form == .general })
        {
          derivedOutputs[entry] = layout.derived[d] * n + s
          slotOfEntry[entry] = d * n + s
          derivedFamilies[entry] = d
          let kernel = kernels[d]
          let window = kernel.form == .window
          (fields[0][entry], fields[1][entry]) = (kernel.a, kernel.b)
          fields[2][entry] = window ? kernel.lo.nextUp : -.infinity
          fields[3][entry] = window ? kernel.hi.nextDown : .infinity
          fields[4][entry] = window ? kernel.outside : .nan
          if kernel.form != .general { general[i] = entry + 1 }
          entry += 1
        }
        if following.allSatisfy({ kernels[$0].form == .general }) { general[i] = first[i] }
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
      values[layout.derived[d] * n + slot - d * n] =
        derived(d, values[writer.pulseOutputs[sources[slot]]]) * gates[slot]
    default: break
    }
  }

  /// Derived family `d`'s value of its keyframe channel's value p, when its gate changes alone
  /// (the expression itself: the kernels compute the same bit for bit).
  private func derived(_ d: Int, _ p: Double) -> Double { expressions.list[d].evaluate(p) }

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
