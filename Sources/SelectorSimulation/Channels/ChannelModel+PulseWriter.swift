extension ChannelModel {
  /// ``ChannelModel``'s frame-loop part: pointers to plain records, to the gates and, when the
  /// curves tabulate their keyframe tracks, to the running pulses; and the expressions no
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
    /// The entries of every pulse slot, slot by slot.
    let entries: UnsafeMutablePointer<DerivedEntry>
    unowned(unsafe) let expressions: Expressions
    /// Whether any entry is an expression that no kernel fits.
    let hasExpressions: Bool
    /// When the curves tabulate their keyframe tracks, the groups of keyframe channels that
    /// share one table (see ``writeRows(frame:values:)``); nil otherwise.
    let rows: UnsafeMutablePointer<PulseRows>?
    let groups: Int
    /// Per output index of a keyframe channel: the frame of its last trigger, when tabulated.
    let starts: UnsafeMutablePointer<Int>

    /// Replays pulse slot `i`'s tabulated track from `frame`.
    @inline(__always)
    func trigger(_ i: Int, at frame: Int) {
      let slot = slots[i]
      starts[slot.output] = frame
      rows.unsafelyUnwrapped[slot.group].running.insert(slot.output)
    }

    /// Keyframe channel slots whose tabulated track runs.
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
        values[k.output] = ChannelModel.gated(k.kernel(p), gates[k.output])
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
        values[k.output] = ChannelModel.gated(expressions.list[k.family].evaluate(p), gates[k.output])
      }
    }

    /// The ungated value of entry `e` at p: its kernel's, or its expression's.
    func value(_ e: Int, progress p: Double) -> Double {
      let k = entries[e]
      return k.isKernel ? k.kernel(p) : expressions.list[k.family].evaluate(p)
    }
  }

  /// A group of keyframe channels' table of values by frames since a trigger (rows of `width`
  /// values: the channel's, then its derived channels'; the last row at `last`, the frame the
  /// track ends), each derived column's distance from the keyframe channel's output index, and
  /// the group's running slots by output index.
  struct PulseRows {
    var values: UnsafePointer<Double>
    var last: Int
    var width: Int
    var offsets: UnsafePointer<Int>
    var running: SlotList
  }

  /// A pulse slot's output index, its entries (kernels at `first ..< general`, expressions at
  /// `general ..< end`) and, when tabulated, its group in ``PulseWriter/rows``.
  struct PulseSlot {
    var output = 0
    var first = 0, general = 0, end = 0
    var group = 0
  }

  /// One channel derived from one pulse slot: the kernel's constants, the derived slot's output
  /// index (which also indexes its gate) and its family.
  struct DerivedEntry {
    var a = 0.0, b = 0.0, lo = 0.0, hi = 0.0, outside = 0.0
    var output = 0, family = 0
    var isKernel = true

    /// The kernel's value at p (bit for bit its expression's, where ``isKernel``).
    @inline(__always)
    func kernel(_ p: Double) -> Double { p >= lo && p <= hi ? a + b * p : outside }
  }
}
