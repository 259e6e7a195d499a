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
  /// What the block's component, layout and tracks decide, shared with other blocks; it keeps
  /// the expressions and tables ``writer`` points to alive.
  private let plan: Plan
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
    let plan = Plan.shared(block.kind, layout: layout, tracks: tracks)
    self.plan = plan
    gates = storage.allocate(block.valueCount, repeating: Self.open)
    for (d, c) in layout.derived.enumerated() {
      let (normal, reduced) = (plan.startGates[0][d], plan.startGates[1][d])
      for s in 0..<n { gates[c * n + s] = block.reduceMotion[s] ? reduced : normal }
    }
    let slots = storage.allocate(layout.pulses.count * n, repeating: PulseSlot())
    for (p, c) in layout.pulses.enumerated() {
      let first = plan.firstEntry[p]
      var slot = PulseSlot(
        first: first, general: first + plan.kernelCounts[p], end: plan.firstEntry[p + 1], group: plan.groupOf[p])
      for s in 0..<n {
        slot.output = c * n + s
        slots[p * n + s] = slot
      }
    }
    let entryOffsets = UnsafePointer(storage.allocate(copying: plan.entryChannelOffsets.map { $0 * n }))
    let starts = storage.allocate(tracks == nil ? 0 : block.valueCount, repeating: 0)
    let slotCount = layout.pulses.count * n
    let scratch = storage.allocate(tracks == nil ? 0 : 2 * slotCount, repeating: 0.0, alignment: 64)
    var rows: UnsafeMutablePointer<PulseRows>? = nil
    if tracks != nil {
      // A keyframe channel's slots are in one group's list: the lists share their flags.
      let (storage, flags) = (storage, storage.allocate(block.valueCount, repeating: false))
      rows = storage.allocate(
        copying: plan.groups.map { group in
          PulseRows(
            values: group.table, last: group.last, width: group.width, track: group.track,
            offsets: entryOffsets + group.firstEntry,
            entries: plan.entries + group.firstEntry, kernelsOnly: group.kernelsOnly,
            running: SlotList(members: group.channels * n, flags: flags, in: storage))
        })
    }
    writer = PulseWriter(
      gates: gates, slots: slots, entries: plan.entries, entryOffsets: entryOffsets,
      expressions: .passUnretained(plan.expressions),
      hasExpressions: plan.hasExpressions, rows: rows, groups: rows == nil ? 0 : plan.groups.count, starts: starts,
      slotCount: slotCount, scratch: scratch)
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
      let s = slot - d * n
      let output = layout.derived[d] * n + s
      gates[output] = isOpen ? Self.open : 0
      // The derived value shows the gate at once, from the keyframe channel's shown value.
      let source = writer.slots[plan.sourceOf[d] * n + s].output
      values[output] = Self.gated(writer.value(plan.entryOf[d], progress: values[source]), gates[output])
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
