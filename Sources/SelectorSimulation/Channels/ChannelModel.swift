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
  /// Per derived slot (slot-major, `d * n + s`): its gate as a mask of a value's bits, all
  /// ones while it is open, else zero (so a closed gate shows +0 whatever the value).
  private let gates: UnsafeMutablePointer<UInt64>
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
    let gates: UnsafeMutablePointer<UInt64>
    /// Per pulse slot (`p * n + s`).
    let slots: UnsafeMutablePointer<PulseSlot>
    /// The entries of every pulse slot, slot by slot.
    let entries: UnsafeMutablePointer<DerivedEntry>
    unowned(unsafe) let expressions: Expressions
    /// Whether any entry is an expression that no kernel fits.
    let hasExpressions: Bool
    /// Per keyframe channel, when the curves tabulate their keyframe tracks: its rows (see
    /// ``writeRows(_:running:values:elapsed:)``); nil otherwise.
    let rows: UnsafeMutablePointer<PulseRows>?

    /// Writes the value and the derived channels of every running slot of keyframe channel `p`
    /// from its rows, and keeps those whose track still runs. Row k holds the track's value k
    /// frames after its trigger and each derived entry's ungated value of it, computed by
    /// ``write(_:progress:values:)``'s formulas when the block was set up, so the two agree bit
    /// for bit.
    ///
    /// - Parameters:
    ///   - p: The keyframe channel (pulse family).
    ///   - running: Its running selectors.
    ///   - values: The frame's shown values.
    ///   - elapsed: Frames since selector s's trigger.
    @inline(__always)
    func writeRows(
      _ p: Int, running: inout SlotList, values: UnsafeMutablePointer<Double>, elapsed: (Int) -> Int
    ) {
      let f = rows.unsafelyUnwrapped[p]
      let (table, last, width, output, gates) = (f.values, f.last, f.width, values + f.output, gates)
      // The column bases are loop constants: the common widths get a loop each, with no
      // per-slot reads but the trigger and the row.
      switch width {
      case 1:
        running.filter { s in
          let e = elapsed(s)
          output[s] = table[min(e, last)]
          return e < last
        }
      case 2:
        let c1 = (values + f.derived[0].output, gates + f.derived[0].gate)
        running.filter { s in
          let e = elapsed(s)
          let row = table + min(e, last) &* 2
          output[s] = row[0]
          c1.0[s] = ChannelModel.gated(row[1], c1.1[s])
          return e < last
        }
      case 3:
        let c1 = (values + f.derived[0].output, gates + f.derived[0].gate)
        let c2 = (values + f.derived[1].output, gates + f.derived[1].gate)
        running.filter { s in
          let e = elapsed(s)
          let row = table + min(e, last) &* 3
          output[s] = row[0]
          c1.0[s] = ChannelModel.gated(row[1], c1.1[s])
          c2.0[s] = ChannelModel.gated(row[2], c2.1[s])
          return e < last
        }
      default:
        running.filter { s in
          let e = elapsed(s)
          let row = table + min(e, last) &* width
          output[s] = row[0]
          for j in 1..<width {
            let c = f.derived[j &- 1]
            values[c.output &+ s] = ChannelModel.gated(row[j], gates[c.gate &+ s])
          }
          return e < last
        }
      }
    }

    /// Writes pulse slot `i`'s value p and the channels derived from it.
    @inline(__always)
    func write(_ i: Int, progress p: Double, values: UnsafeMutablePointer<Double>) {
      writeKernels(i, progress: p, values: values)
      if hasExpressions { writeExpressions(i, progress: p, values: values) }
    }

    /// Writes pulse slot `i`'s value p and its kernel entries: the whole of ``write(_:progress:values:)``
    /// unless ``hasExpressions``.
    @inline(__always)
    func writeKernels(_ i: Int, progress p: Double, values: UnsafeMutablePointer<Double>) {
      let slot = slots[i]
      values[slot.output] = p
      var e = entries + slot.first
      let kernels = entries + slot.general
      while e < kernels {
        let k = e.pointee
        values[k.output] = ChannelModel.gated(k.kernel(p), gates[k.gate])
        e += 1
      }
    }

    /// Writes pulse slot `i`'s entries that no kernel fits; out of line, so that a loop of
    /// ``writeKernels(_:progress:values:)`` keeps its registers.
    @inline(never)
    func writeExpressions(_ i: Int, progress p: Double, values: UnsafeMutablePointer<Double>) {
      let slot = slots[i]
      for e in slot.general..<slot.end {
        let k = entries[e]
        values[k.output] = ChannelModel.gated(expressions.list[k.family].evaluate(p), gates[k.gate])
      }
    }

    /// The ungated value of entry `e` at p: its kernel's, or its expression's.
    func value(_ e: Int, progress p: Double) -> Double {
      let k = entries[e]
      return k.isKernel ? k.kernel(p) : expressions.list[k.family].evaluate(p)
    }
  }

  /// A keyframe channel's table of values by frames since a trigger (rows of `width` values:
  /// the channel's, then its derived channels'; the last row at `last`, the frame the track
  /// ends), and where the columns go for selector 0: the channel's output index, and per
  /// derived column its output index and gate index (selector s adds s to each).
  struct PulseRows {
    /// Where a derived column goes for selector 0.
    struct Column {
      var output = 0, gate = 0
    }

    var values: UnsafePointer<Double>
    var last: Int
    var width: Int
    var output: Int
    var derived: UnsafePointer<Column>
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

  /// The model of `block`'s frames.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - layout: The block's channel layout.
  ///   - tracks: Each keyframe track's values at whole frames since its trigger, when the
  ///     solver's curves read them from tables: the writer then tabulates the derived channels
  ///     beside them (``PulseWriter/writeRows(_:running:values:elapsed:)``).
  init(_ block: SelectorBlock, layout: ChannelLayout, tracks: [UnsafeBufferPointer<Double>]? = nil) {
    self.layout = layout
    n = block.count
    let n = n
    let derivedSlots = layout.derived.count * n
    gates = storage.allocate(max(1, derivedSlots), repeating: Self.open)
    sources = storage.allocate(derivedSlots, repeating: 0)
    entryOf = storage.allocate(derivedSlots, repeating: 0)
    let bound = layout.derived.map { block.kind.storage.derived[$0]!.value }
    let kernels = bound.map(DerivedKernel.init)
    expressions = Expressions(bound)
    // Each derived family's gate at the start, without and with Reduce Motion.
    let startGates = [false, true].map { reduceMotion in
      let logic = ComponentLogic(kind: block.kind, reduceMotion: reduceMotion)
      return layout.derived.map { logic.gateIsOpen($0) ? Self.open : 0 }
    }
    for s in 0..<n {
      let open = startGates[block.reduceMotion[s] ? 1 : 0]
      for d in layout.derived.indices {
        gates[d * n + s] = open[d]
        sources[d * n + s] = layout.derivedSource[d] * n + s
      }
    }
    // Per keyframe channel, the families that follow it: kernel entries first, then those
    // evaluated as written.
    let families = layout.pulses.indices.map { p in
      let following = layout.derivedSource.indices.filter { layout.derivedSource[$0] == p }
      return following.filter { kernels[$0].form != .general } + following.filter { kernels[$0].form == .general }
    }
    let familyEntries = layout.derived.indices.map { d in
      let kernel = kernels[d]
      let window = kernel.form == .window
      return DerivedEntry(
        a: kernel.a, b: kernel.b, lo: window ? kernel.lo.nextUp : -.infinity,
        hi: window ? kernel.hi.nextDown : .infinity, outside: window ? kernel.outside : .nan,
        family: d, isKernel: kernel.form != .general)
    }
    let slots = storage.allocate(layout.pulses.count * n, repeating: PulseSlot())
    let entries = storage.allocate(derivedSlots, repeating: DerivedEntry())
    var e = 0
    for (p, c) in layout.pulses.enumerated() {
      let kernelCount = families[p].count(where: { kernels[$0].form != .general })
      for s in 0..<n {
        slots[p * n + s] = PulseSlot(
          output: c * n + s, first: e, general: e + kernelCount, end: e + families[p].count)
        for d in families[p] {
          var entry = familyEntries[d]
          (entry.output, entry.gate) = (layout.derived[d] * n + s, d * n + s)
          entries[e] = entry
          entryOf[d * n + s] = e
          e += 1
        }
      }
    }
    let hasExpressions = kernels.contains { $0.form == .general }
    var rows: UnsafeMutablePointer<PulseRows>? = nil
    if let tracks {
      let unrowed = PulseWriter(
        gates: gates, slots: slots, entries: entries, expressions: expressions, hasExpressions: hasExpressions,
        rows: nil)
      var records: [PulseRows] = []
      for (p, c) in layout.pulses.enumerated() {
        let track = tracks[block.kind.storage.trackOf[c]]
        let width = 1 + families[p].count
        // One table per keyframe channel: its entries' ungated values depend on the family only.
        let table = storage.allocate(track.count * width, repeating: 0.0)
        for k in 0..<track.count {
          table[k * width] = track[k]
          for j in 1..<width { table[k * width + j] = unrowed.value(slots[p * n].first + j - 1, progress: track[k]) }
        }
        let first = slots[p * n]
        let columns = storage.allocate(
          copying: (first.first..<first.end).map { e in
            PulseRows.Column(output: entries[e].output, gate: entries[e].gate)
          })
        records.append(
          PulseRows(values: table, last: track.count - 1, width: width, output: first.output, derived: columns))
      }
      rows = storage.allocate(copying: records)
    }
    writer = PulseWriter(
      gates: gates, slots: slots, entries: entries, expressions: expressions, hasExpressions: hasExpressions,
      rows: rows)
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
      gates[slot] = isOpen ? Self.open : 0
      // The derived value shows the gate at once, from the keyframe channel's shown value.
      let d = slot / n
      values[layout.derived[d] * n + slot - d * n] =
        Self.gated(writer.value(entryOf[slot], progress: values[writer.slots[sources[slot]].output]), gates[slot])
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

extension ChannelModel {
  /// An open gate's mask.
  static let open = UInt64.max

  /// `value` where `gate` is open (all ones), +0 where it is closed (zero).
  @inline(__always)
  static func gated(_ value: Double, _ gate: UInt64) -> Double { Double(bitPattern: value.bitPattern & gate) }
}
