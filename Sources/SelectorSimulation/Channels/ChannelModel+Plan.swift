import MotionCurves
import Synchronization

extension ChannelModel {
  /// What a model takes from its component, layout and tracks alone, worked out once and
  /// shared by every block of them (``shared(_:layout:tracks:)``): the derived channels'
  /// kernels and expressions, which families follow each keyframe channel, the gates at the
  /// start, and the groups of keyframe channels that write alike with their tables. A block
  /// then only lays these out for its selectors. Immutable once built.
  final class Plan: @unchecked Sendable {
    let kind: Component
    let layout: ChannelLayout
    let key: TracksKey
    /// The derived families' expressions, by family.
    let expressions: Expressions
    /// Whether any family is an expression that no kernel fits.
    let hasExpressions: Bool
    /// Per keyframe channel p, the entries of the families that follow it at
    /// `firstEntry[p] ..< firstEntry[p + 1]`: kernel entries first (`kernelCounts[p]` of them),
    /// then those evaluated as written.
    let entries: UnsafePointer<DerivedEntry>
    let firstEntry: [Int]
    let kernelCounts: [Int]
    /// Per entry: its derived channel's distance from its keyframe channel, in channels.
    let entryChannelOffsets: [Int]
    /// Per derived family: its entry, and the keyframe channel it follows (as the layout's
    /// `derivedSource`), for a gate that changes alone.
    let entryOf: UnsafePointer<Int>
    let sourceOf: UnsafePointer<Int>
    /// Per derived family: its gate at the start, without and with Reduce Motion.
    let startGates: [[UInt64]]
    /// Per keyframe channel: its group in ``groups`` (0 without tracks).
    let groupOf: [Int]
    let groups: [Group]
    private let storage = SlotStorage()

    /// A group of keyframe channels that write the same values at the same distances from
    /// their output (see ``PulseRows``).
    struct Group {
      var table: UnsafePointer<Double>
      var last: Int
      var width: Int
      var track: Int
      /// The first keyframe channel's first entry: its entries and their distances start there.
      var firstEntry: Int
      var kernelsOnly: Bool
      /// How many keyframe channels it holds.
      var channels = 1
    }

    /// The tracks a plan was built for: tabulated, their values' bits.
    enum TracksKey {
      case none
      case tabulated([[UInt64]])
      case evaluated(last: [Int])

      init(_ tracks: PulseTracks?) {
        switch tracks {
        case nil: self = .none
        case .tabulated(let tables): self = .tabulated(tables.map { $0.map(\.bitPattern) })
        case .evaluated(let last): self = .evaluated(last: last)
        }
      }

      /// Whether these are `tracks`, compared without copying them.
      func matches(_ tracks: PulseTracks?) -> Bool {
        switch (self, tracks) {
        case (.none, nil): true
        case (.tabulated(let bits), .tabulated(let tables)):
          bits.count == tables.count
            && zip(bits, tables).allSatisfy { $0.elementsEqual($1) { $0 == $1.bitPattern } }
        case (.evaluated(let mine), .evaluated(let last)): mine == last
        default: false
        }
      }
    }

    /// The most recently used plans.
    private static let cache = Mutex<[Plan]>([])

    /// The plan of `kind`'s channels in `layout` with `tracks`, built on first use; the sixteen
    /// latest are kept.
    static func shared(_ kind: Component, layout: ChannelLayout, tracks: PulseTracks?) -> Plan {
      cache.withLock { cache in
        if let plan = cache.first(where: {
          $0.kind.storage === kind.storage && $0.layout == layout && $0.key.matches(tracks)
        }) {
          return plan
        }
        let plan = Plan(kind, layout: layout, tracks: tracks)
        cache = Array(([plan] + cache).prefix(16))
        return plan
      }
    }

    private init(_ kind: Component, layout: ChannelLayout, tracks: PulseTracks?) {
      self.kind = kind
      self.layout = layout
      key = TracksKey(tracks)
      let bound = layout.derived.map { kind.storage.derived[$0]!.value }
      let kernels = bound.map(DerivedKernel.init)
      expressions = Expressions(bound)
      hasExpressions = kernels.contains { $0.form == .general }
      startGates = [false, true].map { reduceMotion in
        let logic = ComponentLogic(kind: kind, reduceMotion: reduceMotion)
        return layout.derived.map { logic.gateIsOpen($0) ? ChannelModel.open : 0 }
      }
      let families = layout.pulses.indices.map { p in
        let following = layout.derivedSource.indices.filter { layout.derivedSource[$0] == p }
        return following.filter { kernels[$0].form != .general } + following.filter { kernels[$0].form == .general }
      }
      kernelCounts = families.map { $0.count(where: { kernels[$0].form != .general }) }
      let order = families.flatMap { $0 }
      let entries = order.map { d in
        let kernel = kernels[d]
        let window = kernel.form == .window
        return DerivedEntry(
          a: kernel.a, b: kernel.b, lo: window ? kernel.lo.nextUp : -.infinity,
          hi: window ? kernel.hi.nextDown : .infinity, outside: window ? kernel.outside : .nan,
          family: d, isKernel: kernel.form != .general)
      }
      self.entries = UnsafePointer(storage.allocate(copying: entries))
      let firstEntry = families.reduce(into: [0]) { $0.append($0.last! + $1.count) }
      self.firstEntry = firstEntry
      entryChannelOffsets = order.map { d in layout.derived[d] - layout.pulses[layout.derivedSource[d]] }
      var entryOf = [Int](repeating: 0, count: layout.derived.count)
      for (e, d) in order.enumerated() { entryOf[d] = e }
      self.entryOf = UnsafePointer(storage.allocate(copying: entryOf))
      sourceOf = UnsafePointer(storage.allocate(copying: layout.derivedSource))
      guard let tracks else {
        groupOf = Array(repeating: 0, count: layout.pulses.count)
        groups = []
        return
      }
      // One group per set of keyframe channels that write the same values at the same
      // distances from their output: tabulated, those whose tables (the track's values and
      // each derived entry's ungated value of them) agree bit for bit; evaluated, those with
      // one track and the same entries.
      let expressions = Unmanaged.passUnretained(expressions)
      var keys: [GroupKey] = []
      var groups: [Group] = []
      var groupOf: [Int] = []
      for (p, c) in layout.pulses.enumerated() {
        let track = kind.storage.trackOf[c]
        let (first, end) = (firstEntry[p], firstEntry[p + 1])
        var key = GroupKey(offsets: Array(entryChannelOffsets[first..<end]))
        var last = 0
        var table: [Double] = []
        switch tracks {
        case .tabulated(let tables):
          let values = tables[track]
          let width = 1 + end - first
          table = [Double](repeating: 0, count: values.count * width)
          for k in 0..<values.count {
            table[k * width] = values[k]
            for j in 1..<width {
              table[k * width + j] = entries[first + j - 1].value(values[k], expressions: expressions)
            }
          }
          last = values.count - 1
          key.table = table.map(\.bitPattern)
        case .evaluated(let lastFrames):
          last = lastFrames[track]
          key.track = track
          key.entries = entries[first..<end].flatMap(\.signature)
        }
        let group = keys.firstIndex(of: key) ?? keys.count
        if group == keys.count {
          keys.append(key)
          groups.append(
            Group(
              table: UnsafePointer(storage.allocate(copying: table)), last: last, width: 1 + end - first,
              track: track, firstEntry: first,
              kernelsOnly: first + kernelCounts[p] == end))
        } else {
          groups[group].channels += 1
        }
        groupOf.append(group)
      }
      self.groupOf = groupOf
      self.groups = groups
    }

    /// What makes keyframe channels one group.
    private struct GroupKey: Equatable {
      var offsets: [Int]
      var table: [UInt64] = []
      var track = -1
      var entries: [UInt64] = []
    }
  }
}
