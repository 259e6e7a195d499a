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
  /// Per derived slot `d * n + s`: the pulse slot it follows and its entry in ``writer``
  /// (for a gate that changes alone).
  private let sources: UnsafeMutablePointer<Int>
  private let entryOf: UnsafeMutablePointer<Int>
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

  /// ``ChannelModel``'s frame-loop part: two pointers to plain records, a pointer to the gates,
  /// and the expressions no kernel fits.
  ///
  /// A derived entry of a kernel (``DerivedKernel``) is one formula, without a branch on its
  /// form: `lo ≤ p ≤ hi ? a + b·p : outside`, an affine kernel's bounds infinite (and its
  /// `outside` NaN, what `a + b·NaN` gives), a window's strict bounds moved one ulp inward.
  /// Entries of expressions no kernel fits come after them and are evaluated as written.
  struct PulseWriter {
    let gates: UnsafeMutablePointer<Double>
    /// Per pulse slot (`p * n + s`).
    let slots: UnsafeMutablePointer<PulseSlot>
    /// The entries of every pulse slot, slot by slot.
    let entries: UnsafeMutablePointer<DerivedEntry>
    unowned(unsafe) let expressions: Expressions

    /// Writes pulse slot `i`'s value p and the channels derived from it.
    @inline(__always)
    func write(_ i: Int, progress p: Double, values: UnsafeMutablePointer<Double>) {
      let slot = slots[i]
      values[slot.output] = p
      var e = entries + slot.first
      let kernels = entries + slot.general
      while e < kernels {
        let k = e.pointee
        values[k.output] = k.kernel(p) * gates[k.gate]
        e += 1
      }
      let end = entries + slot.end
      while e < end {
        let k = e.pointee
        values[k.output] = expressions.list[k.family].evaluate(p) * gates[k.gate]
        e += 1
      }
    }

    /// The ungated value of entry `e` at p: its kernel's, or its expression's.
    func value(_ e: Int, progress p: Double) -> Double {
      let k = entries[e]
      return k.isKernel ? k.kernel(p) : expressions.list[k.family].evaluate(p)
    }
  }

  /// A pulse slot's output index and its entries: kernels at `first ..< general`, expressions
  /// at `general ..< end`.
  struct PulseSlot {
    var output = 0
    var first = 0, general = 0, end = 0
  }

  /// One channel derived from one pulse slot: the kernel's constants, the derived slot's output
  /// index, its gate (the derived slot `d * n + s`) and its family.
  struct DerivedEntry {
    var a = 0.0, b = 0.0, lo = 0.0, hi = 0.0, outside = 0.0
    var output = 0, gate = 0, family = 0
    var isKernel = true

    /// The kernel's value at p (bit for bit its expression's, where ``isKernel``).
    @inline(__always)
    func kernel(_ p: Double) -> Double { p >= lo && p <= hi ? a + b * p : outside }
  }

  init(_ block: SelectorBlock, layout: ChannelLayout) {
    self.layout = layout
    n = block.count
    let n = n
    let derivedSlots = layout.derived.count * n
    gates = storage.allocate(derivedSlots, repeating: 0)
    sources = storage.allocate(derivedSlots, repeating: 0)
    entryOf = storage.allocate(derivedSlots, repeating: 0)
    let bound = layout.derived.map { block.kind.storage.derived[$0]!.value }
    let kernels = bound.map(DerivedKernel.init)
    expressions = Expressions(bound)
    for s in 0..<n {
      let logic = ComponentLogic(kind: block.kind, reduceMotion: block.reduceMotion[s])
      for (d, c) in layout.derived.enumerated() {
        gates[d * n + s] = logic.gateIsOpen(c) ? 1 : 0
        sources[d * n + s] = layout.derivedSource[d] * n + s
      }
    }
    var slots = [PulseSlot](repeating: PulseSlot(), count: layout.pulses.count * n)
    var entries: [DerivedEntry] = []
    entries.reserveCapacity(derivedSlots)
    for (p, c) in layout.pulses.enumerated() {
      let following = layout.derivedSource.indices.filter { layout.derivedSource[$0] == p }
      // Kernel entries first, then those evaluated as written.
      let kernelFamilies = following.filter { kernels[$0].form != .general }
      let generalFamilies = following.filter { kernels[$0].form == .general }
      for s in 0..<n {
        var slot = PulseSlot(output: c * n + s, first: entries.count)
        for d in kernelFamilies + generalFamilies {
          let kernel = kernels[d]
          let window = kernel.form == .window
          entries.append(
            DerivedEntry(
              a: kernel.a, b: kernel.b, lo: window ? kernel.lo.nextUp : -.infinity,
              hi: window ? kernel.hi.nextDown : .infinity, outside: window ? kernel.outside : .nan,
              output: layout.derived[d] * n + s, gate: d * n + s, family: d, isKernel: kernel.form != .general))
          entryOf[d * n + s] = entries.count - 1
        }
        slot.general = slot.first + kernelFamilies.count
        slot.end = entries.count
        slots[p * n + s] = slot
      }
    }
    writer = PulseWriter(
      gates: gates, slots: storage.allocate(copying: slots), entries: storage.allocate(copying: entries),
      expressions: expressions)
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
        writer.value(entryOf[slot], progress: values[writer.slots[sources[slot]].output]) * gates[slot]
    default: break
    }
  }

  /// Clamps the shown value of every clamped channel (spring-driven opacities, which
  /// overshoot inside the spring) to [0, 1].
  @inline(__always)
  func clamp(_ values: UnsafeMutablePointer<Double>) {
    let whole = n / 4
    for c in layout.clamped {
      let shown = values + c &* n
      for g in 0..<whole {
        let lanes = UnsafeMutableRawPointer(shown + 4 &* g)
        var v = lanes.loadUnaligned(as: SIMD4<Double>.self)
        v.replace(with: 1, where: v .> 1)
        v.replace(with: 0, where: v .< 0)
        lanes.storeBytes(of: v, as: SIMD4<Double>.self)
      }
      for s in (4 &* whole)..<n {
        let v = shown[s]
        shown[s] = v > 1 ? 1 : (v < 0 ? 0 : v)
      }
    }
  }
}
