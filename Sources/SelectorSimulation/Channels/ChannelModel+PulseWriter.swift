extension ChannelModel {
  /// ``ChannelModel``'s frame-loop part: pointers to plain records, to the gates and to the
  /// running pulses, in groups of keyframe channels that write alike; and the expressions no
  /// kernel fits. A copy shares everything it points to.
  ///
  /// A derived entry of a kernel (``DerivedKernel``) is one formula, without a branch on its
  /// form: `lo ≤ p ≤ hi ? a + b·p : outside`, an affine kernel's bounds infinite (and its
  /// `outside` NaN, what `a + b·NaN` gives), a window's strict bounds moved one ulp inward.
  /// Entries of expressions no kernel fits come after them and are evaluated as written.
  struct PulseWriter {
    /// Per output index of a derived channel: its gate (see ``ChannelModel/gated(_:_:)``).
    let gates: UnsafeMutablePointer<UInt64>
    /// Per pulse slot (`p * n + s`).
    let slots: UnsafeMutablePointer<PulseSlot>
    /// The entries of every keyframe channel, channel by channel (a slot's at `first ..< end`),
    /// and each entry's output index less its slot's.
    let entries: UnsafePointer<DerivedEntry>
    let entryOffsets: UnsafePointer<Int>
    /// The derived families' expressions, kept alive by the model's plan.
    let expressions: Unmanaged<Expressions>
    /// Whether any entry is an expression that no kernel fits.
    let hasExpressions: Bool
    /// The groups of keyframe channels that write alike, each with its running slots (see
    /// ``writeRows(frame:values:)`` and ``writeEvaluated(frame:values:progress:)``); nil when
    /// the curves write every pulse slot at every frame.
    let rows: UnsafeMutablePointer<PulseRows>?
    let groups: Int
    /// Per output index of a keyframe channel: the frame of its last trigger.
    let starts: UnsafeMutablePointer<Int>
    /// Pulse slots in the block.
    let slotCount: Int
    /// Two halves of ``slotCount`` values: a group's frames since trigger, and its progress.
    let scratch: UnsafeMutablePointer<Double>

    /// Replays pulse slot `i`'s track from `frame`.
    @inline(__always)
    func trigger(_ i: Int, at frame: Int) {
      let slot = slots[i]
      starts[slot.output] = frame
      rows.unsafelyUnwrapped[slot.group].running.insert(slot.output)
    }

    /// Keyframe channel slots whose track runs.
    var running: Int {
      guard let rows else { return 0 }
      var count = 0
      for g in 0..<groups { count &+= rows[g].running.count }
      return count
    }

    /// Writes the value and the derived channels of every running tabulated slot at `frame`,
    /// and keeps those whose track still runs.
    ///
    /// A slot's row k holds its track's value k frames after the trigger and each derived
    /// entry's ungated value of it, computed by ``write(_:progress:values:)``'s formulas when
    /// the block was set up, so the two agree bit for bit. Keyframe channels with the same
    /// table and the same distances to their derived channels form one group, whose running
    /// slots are listed by their output index: the radio's three rings are one list.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - values: The frame's shown values.
    /// - Returns: Whether any slot still runs.
    @inline(__always)
    func writeRows(frame: Int, values: UnsafeMutablePointer<Double>) -> Bool {
      let rows = rows.unsafelyUnwrapped
      var any = false
      for g in 0..<groups where rows[g].running.count != 0 {
        writeRows(rows + g, frame: frame, values: values)
        any = any || rows[g].running.count != 0
      }
      return any
    }

    /// ``writeRows(frame:values:)`` for one group. The column bases are loop constants: the
    /// common widths get a loop each, with no per-slot reads but the trigger and the row.
    @inline(__always)
    private func writeRows(_ f: UnsafeMutablePointer<PulseRows>, frame: Int, values: UnsafeMutablePointer<Double>) {
      let (table, last, width, starts, gates) = (f.pointee.values, f.pointee.last, f.pointee.width, starts, gates)
      let offsets = f.pointee.offsets
      switch width {
      case 1:
        f.pointee.running.filter { o in
          let e = frame &- starts[o]
          values[o] = table[min(e, last)]
          return e < last
        }
      case 2:
        let c1 = (values + offsets[0], gates + offsets[0])
        f.pointee.running.filter { o in
          let e = frame &- starts[o]
          let row = table + min(e, last) &* 2
          values[o] = row[0]
          c1.0[o] = ChannelModel.gated(row[1], c1.1[o])
          return e < last
        }
      case 3:
        let c1 = (values + offsets[0], gates + offsets[0])
        let c2 = (values + offsets[1], gates + offsets[1])
        f.pointee.running.filter { o in
          let e = frame &- starts[o]
          let row = table + min(e, last) &* 3
          values[o] = row[0]
          c1.0[o] = ChannelModel.gated(row[1], c1.1[o])
          c2.0[o] = ChannelModel.gated(row[2], c2.1[o])
          return e < last
        }
      default:
        f.pointee.running.filter { o in
          let e = frame &- starts[o]
          let row = table + min(e, last) &* width
          values[o] = row[0]
          for j in 1..<width {
            let to = o &+ offsets[j &- 1]
            values[to] = ChannelModel.gated(row[j], gates[to])
          }
          return e < last
        }
      }
    }

    /// Writes the value and the derived channels of every running slot of evaluated tracks at
    /// `frame`, and keeps those whose track still runs.
    ///
    /// Per group, the running slots' frames since their trigger are gathered, in list order,
    /// into the first half of ``scratch``; `progress` evaluates the group's track at them into
    /// the second half; each slot's derived entries then follow from its progress with the
    /// group's constants (a group's slots share their track and entries).
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - values: The frame's shown values.
    ///   - progress: Given a track, a count, frames since trigger and where to write, evaluates
    ///     the track's progress at each.
    /// - Returns: Whether any slot still runs.
    @inline(__always)
    func writeEvaluated(
      frame: Int, values: UnsafeMutablePointer<Double>,
      progress: (
        _ track: Int, _ count: Int, _ elapsed: UnsafeMutablePointer<Double>, _ into: UnsafeMutablePointer<Double>
      )
        -> Void
    ) -> Bool {
      let rows = rows.unsafelyUnwrapped
      let (elapsed, evaluated) = (scratch, scratch + slotCount)
      var any = false
      for g in 0..<groups where rows[g].running.count != 0 {
        let f = rows + g
        let (members, count) = (f.pointee.running.members, f.pointee.running.count)
        for j in 0..<count { elapsed[j] = Double(frame &- starts[members[j]]) }
        progress(f.pointee.track, count, elapsed, evaluated)
        writeEvaluated(f, frame: frame, progress: evaluated, values: values)
        any = any || f.pointee.running.count != 0
      }
      return any
    }

    /// ``writeEvaluated(frame:values:progress:)`` for one group, whose j-th running slot has
    /// progress `progress[j]`. As in ``writeRows(frame:values:)``, the common widths of kernel
    /// entries get a loop each, with the kernels' constants and the column bases hoisted.
    @inline(__always)
    private func writeEvaluated(
      _ f: UnsafeMutablePointer<PulseRows>, frame: Int, progress: UnsafePointer<Double>,
      values: UnsafeMutablePointer<Double>
    ) {
      let (last, width, starts, gates, offsets) = (f.pointee.last, f.pointee.width, starts, gates, f.pointee.offsets)
      var j = 0
      switch (width, f.pointee.kernelsOnly) {
      case (1, _):
        f.pointee.running.filter { o in
          values[o] = progress[j]
          j &+= 1
          return frame &- starts[o] < last
        }
      case (2, true):
        let k1 = f.pointee.entries[0]
        let c1 = (values + offsets[0], gates + offsets[0])
        f.pointee.running.filter { o in
          let p = progress[j]
          j &+= 1
          values[o] = p
          c1.0[o] = ChannelModel.gated(k1.kernel(p), c1.1[o])
          return frame &- starts[o] < last
        }
      case (3, true):
        let (k1, k2) = (f.pointee.entries[0], f.pointee.entries[1])
        let c1 = (values + offsets[0], gates + offsets[0])
        let c2 = (values + offsets[1], gates + offsets[1])
        f.pointee.running.filter { o in
          let p = progress[j]
          j &+= 1
          values[o] = p
          c1.0[o] = ChannelModel.gated(k1.kernel(p), c1.1[o])
          c2.0[o] = ChannelModel.gated(k2.kernel(p), c2.1[o])
          return frame &- starts[o] < last
        }
      default:
        let entries = f.pointee.entries
        f.pointee.running.filter { o in
          let p = progress[j]
          j &+= 1
          values[o] = p
          for d in 0..<(width &- 1) {
            let to = o &+ offsets[d]
            values[to] = ChannelModel.gated(entries[d].value(p, expressions: expressions), gates[to])
          }
          return frame &- starts[o] < last
        }
      }
    }

    /// Writes pulse slot `i`'s value p and the channels derived from it, for curves that write
    /// every slot at every frame.
    func write(_ i: Int, progress p: Double, values: UnsafeMutablePointer<Double>) {
      let slot = slots[i]
      values[slot.output] = p
      for e in slot.first..<slot.end {
        let to = slot.output &+ entryOffsets[e]
        values[to] = ChannelModel.gated(value(e, progress: p), gates[to])
      }
    }

    /// The ungated value of entry `e` at p: its kernel's, or its expression's.
    func value(_ e: Int, progress p: Double) -> Double { entries[e].value(p, expressions: expressions) }
  }

  /// A group of keyframe channels: when tabulated, its table of values by frames since a
  /// trigger (rows of `width` values: the channel's, then its derived channels'); the frame its
  /// track ends (`last`, also the table's last row) and the track; each derived column's
  /// distance from the keyframe channel's output index and its entry; and the group's running
  /// slots by output index.
  struct PulseRows {
    var values: UnsafePointer<Double>
    var last: Int
    var width: Int
    var track: Int
    var offsets: UnsafePointer<Int>
    var entries: UnsafePointer<DerivedEntry>
    /// Whether every entry is a kernel's.
    var kernelsOnly: Bool
    var running: SlotList
  }

  /// A pulse slot's output index, its entries (kernels at `first ..< general`, expressions at
  /// `general ..< end`) and, when tabulated, its group in ``PulseWriter/rows``.
  struct PulseSlot {
    var output = 0
    var first = 0, general = 0, end = 0
    var group = 0
  }

  /// One channel derived from a keyframe channel: the kernel's constants and its family.
  struct DerivedEntry {
    var a = 0.0, b = 0.0, lo = 0.0, hi = 0.0, outside = 0.0
    var family = 0
    var isKernel = true

    /// The kernel's value at p (bit for bit its expression's, where ``isKernel``).
    @inline(__always)
    func kernel(_ p: Double) -> Double { p >= lo && p <= hi ? a + b * p : outside }

    /// The ungated value at p: the kernel's, or the family's expression's in `expressions`
    /// (which the caller keeps alive; passed unretained, so that no call retains it).
    @inline(__always)
    func value(_ p: Double, expressions: Unmanaged<Expressions>) -> Double {
      isKernel ? kernel(p) : expressions._withUnsafeGuaranteedRef { $0.list[family].evaluate(p) }
    }

    /// What the entry computes, bit for bit: equal signatures give equal values of any p.
    var signature: [UInt64] {
      isKernel
        ? [1, a.bitPattern, b.bitPattern, lo.bitPattern, hi.bitPattern, outside.bitPattern] : [0, UInt64(family)]
    }
  }
}
