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
  /// Per output index of a derived channel (`c * n + s`): its gate as a mask of a value's
  /// bits, all ones while it is open, else zero (so a closed gate shows +0 whatever the value).
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

  /// How a solver's curves run the keyframe tracks, which decides how ``writer`` keeps the
  /// running pulse slots.
  enum PulseTracks {
    /// Each track's values at whole frames since its trigger: the writer tabulates the derived
    /// channels beside them (``PulseWriter/writeRows(frame:values:)``).
    case tabulated([UnsafeBufferPointer<Double>])
    /// Each track's last frame since its trigger (the first at or after its end): the curves
    /// evaluate the tracks' progress (``PulseWriter/writeEvaluated(frame:values:progress:)``).
    case evaluated(last: [Int])
  }

  /// The model of `block`'s frames.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - layout: The block's channel layout.
  ///   - tracks: How the solver's curves run the keyframe tracks; nil when they write every
  ///     pulse slot at every frame (``PulseWriter/write(_:progress:values:)``).
  init(_ block: SelectorBlock, layout: ChannelLayout, tracks: PulseTracks? = nil) {
    self.layout = layout
    n = block.count
    let n = n
    let derivedSlots = layout.derived.count * n
    gates = storage.allocate(block.valueCount, repeating: Self.open)
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
      for (d, c) in layout.derived.enumerated() {
        gates[c * n + s] = open[d]
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
          entry.output = layout.derived[d] * n + s
          entries[e] = entry
          entryOf[d * n + s] = e
          e += 1
        }
      }
    }
    let hasExpressions = kernels.contains { $0.form == .general }
    let starts = storage.allocate(tracks == nil ? 0 : block.valueCount, repeating: 0)
    let slotCount = layout.pulses.count * n
    let scratch = storage.allocate(tracks == nil ? 0 : 2 * slotCount, repeating: 0.0, alignment: 64)
    var rows: UnsafeMutablePointer<PulseRows>? = nil
    var groups = 0
    if let tracks {
      let unrowed = PulseWriter(
        gates: gates, slots: slots, entries: entries, expressions: expressions, hasExpressions: hasExpressions,
        rows: nil, groups: 0, starts: starts, slotCount: slotCount, scratch: scratch)
      // One group per set of keyframe channels that write the same values at the same
      // distances from their output: tabulated, those whose tables (the track's values and
      // each derived entry's ungated value of them) agree bit for bit; evaluated, those with
      // one track and the same entries.
      var keys: [GroupKey] = []
      var members: [(first: PulseSlot, offsets: [Int], track: Int, last: Int, table: [Double])] = []
      for (p, c) in layout.pulses.enumerated() {
        let track = block.kind.storage.trackOf[c]
        let first = slots[p * n]
        let offsets = (first.first..<first.end).map { entries[$0].output - first.output }
        var key = GroupKey(offsets: offsets)
        var member = (first: first, offsets: offsets, track: track, last: 0, table: [Double]())
        switch tracks {
        case .tabulated(let tables):
          let values = tables[track]
          let width = 1 + first.end - first.first
          member.table = [Double](repeating: 0, count: values.count * width)
          for k in 0..<values.count {
            member.table[k * width] = values[k]
            for j in 1..<width { member.table[k * width + j] = unrowed.value(first.first + j - 1, progress: values[k]) }
          }
          member.last = values.count - 1
          key.table = member.table.map(\.bitPattern)
        case .evaluated(let last):
          member.last = last[track]
          key.track = track
          key.entries = (first.first..<first.end).flatMap { entries[$0].signature }
        }
        let group = keys.firstIndex(of: key) ?? keys.count
        if group == keys.count {
          keys.append(key)
          members.append(member)
        }
        for s in 0..<n { slots[p * n + s].group = group }
      }
      groups = keys.count
      let storage = storage
      rows = storage.allocate(
        copying: members.map { member in
          PulseRows(
            values: UnsafePointer(storage.allocate(copying: member.table)), last: member.last,
            width: 1 + member.first.end - member.first.first, track: member.track,
            offsets: UnsafePointer(storage.allocate(copying: member.offsets)),
            entries: UnsafePointer(entries + member.first.first),
            kernelsOnly: member.first.general == member.first.end,
            running: SlotList(capacity: block.valueCount, in: storage))
        })
    }
    writer = PulseWriter(
      gates: gates, slots: slots, entries: entries, expressions: expressions, hasExpressions: hasExpressions,
      rows: rows, groups: groups, starts: starts, slotCount: slotCount, scratch: scratch)
  }

  /// What makes keyframe channels one group (see ``init(_:layout:tracks:)``).
  private struct GroupKey: Equatable {
    var offsets: [Int]
    var table: [UInt64] = []
    var track = -1
    var entries: [UInt64] = []
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
      let d = slot / n
      let output = layout.derived[d] * n + slot - d * n
      gates[output] = isOpen ? Self.open : 0
      // The derived value shows the gate at once, from the keyframe channel's shown value.
      values[output] = Self.gated(
        writer.value(entryOf[slot], progress: values[writer.slots[sources[slot]].output]), gates[output])
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
