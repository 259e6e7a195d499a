/// The scene metrics taken inside the frame loop (a ``FrameObserver``): per measured channel
/// and selector (a *track*, `m · selectors + selector` for measured channel m), the state of its
/// open move, updated only while the move can still change.
///
/// A move opens at every animated retarget of the channel and closes at the next retarget or
/// at the scene's end, when its ``SceneMoveRecord`` (and, for a move that settled or ended the
/// scene, its burst's ``SceneBurstRecord``) is appended to arrays reserved for the schedule's
/// retargets, so the loop allocates nothing. A track stops being watched once its value sits
/// exactly on the target (SwiftUI's stop, or a curve's end), which it keeps until the next
/// retarget; a clamped channel stays watched, since the clamp can hold it there mid-move.
///
/// Each track's state is one *entry* (``Field``: one array per field, entry-major, frames and
/// counts held exactly in doubles), and the watched tracks' entries are kept packed at the front
/// (``watched``), as ``SwiftUIRuntimeBank`` packs its running springs: a frame updates them
/// ``MoveTracks/lanes`` at a time with contiguous loads and selects, and only the shown values
/// are gathered. A track that stops or starts being watched swaps entries with the first
/// unwatched one.
struct MoveRecorder: FrameObserver {
  /// A track's state.
  enum Field: Int, CaseIterable {
    /// The current target; the frames of the open move's retarget (−1 when none) and of its
    /// burst's first action (−1 when none).
    case target, moveStart, burstStart
    /// +1 or −1 toward the target from the one before (0 when they are equal), and the band's
    /// half-width in value units.
    case direction, halfWidth
    /// The largest overshoot so far (value units) and the last frame outside the band.
    case overshoot, lastOutside
    /// The direction of travel (0 until it has moved by more than the band), the extreme
    /// reached in it, and the reversals counted.
    case travel, extreme, reversals
    /// The last value shown off the target in the open move (NaN before one), and the value
    /// shown at the frame before.
    case lastOff, previous
    /// The jump at the open move's retarget (value units).
    case retargetJump
    /// 1 where the shown value is clamped, else 0.
    case clamped
  }

  let band: SceneBand
  let kind: SelectorKind
  /// Selectors in the block, and their global indices.
  let n: Int
  let selectors: [Int]
  /// The measured channels (indices in the kind's channels).
  let channels: [Int]
  /// Per measured channel: shown units per value unit, and whether it is a spring.
  let scales: [Double]
  let isSpring: [Bool]
  private let storage = SlotStorage()
  /// Per output index (`channel · n + selector`): its track, or −1.
  let trackOf: UnsafeMutablePointer<Int>
  /// Entries, every track's rounded up to whole vectors: field f of entry e at
  /// `entries + f · capacity + e`.
  let capacity: Int
  let entries: UnsafeMutablePointer<Double>
  /// Per track: its entry. Per entry: its track and its output index.
  let entryOf: UnsafeMutablePointer<Int>
  let trackAt: UnsafeMutablePointer<Int>
  let outputAt: UnsafeMutablePointer<Int>
  /// Watched tracks: the entries before this one.
  var watched = 0
  /// A frame's watched entries that stop being watched.
  let leaving: UnsafeMutablePointer<Int>
  /// Tracks whose move opened at this frame: their retarget's jump is measured before the frame
  /// updates them.
  var opened: SlotList
  var moves: [SceneMoveRecord] = []
  var bursts: [SceneBurstRecord] = []

  /// A recorder of `channels` of `block`, every track at rest at its initial value.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule (its retargets size the records).
  ///   - channels: The measured channels.
  ///   - band: The settling band.
  init(_ block: SelectorBlock, channels: [Int], band: SceneBand) {
    self.band = band
    kind = block.kind
    n = block.count
    selectors = block.selectors
    self.channels = channels
    let infos = block.kind.channels
    scales = channels.map { infos[$0].shownPerUnit }
    isSpring = channels.map { infos[$0].role == .spring }
    let tracks = channels.count * n
    let lanes = MoveTracks.lanes
    capacity = (tracks + lanes - 1) / lanes * lanes
    trackOf = storage.allocate(block.valueCount, repeating: -1)
    entries = storage.allocate(Field.allCases.count * capacity, repeating: 0.0)
    entryOf = storage.allocate(capacity, repeating: 0)
    trackAt = storage.allocate(capacity, repeating: 0)
    // Entries past the tracks point at output 0, so that a vector's gather stays in the frame.
    outputAt = storage.allocate(capacity, repeating: 0)
    leaving = storage.allocate(capacity, repeating: 0)
    opened = SlotList(capacity: tracks, in: storage)
    for (m, c) in channels.enumerated() {
      for s in 0..<n {
        let t = m * n + s
        trackOf[c * n + s] = t
        entryOf[t] = t
        trackAt[t] = t
        outputAt[t] = c * n + s
        self[.target, t] = block.initialValues[c * n + s]
        self[.clamped, t] = infos[c].isClamped ? 1 : 0
        for field in [Field.moveStart, .burstStart] { self[field, t] = -1 }
      }
    }
    let measured = (0..<block.kind.channelCount).map(channels.contains)
    let retargets = block.schedule.count { measured[$0.retarget.channel] }
    moves.reserveCapacity(retargets)
    bursts.reserveCapacity(retargets + tracks)
  }

  /// Field `field` of the entries.
  @inline(__always)
  func column(_ field: Field) -> UnsafeMutablePointer<Double> { entries + field.rawValue &* capacity }

  /// Field `field` of track `t`.
  subscript(field: Field, t: Int) -> Double {
    get { column(field)[entryOf[t]] }
    nonmutating set { column(field)[entryOf[t]] = newValue }
  }

  mutating func willRetarget(_ index: Int, to newTarget: Double, animated: Bool, shown: Double, at frame: Int) {
    let t = trackOf[index]
    guard t >= 0 else { return }
    close(t, at: frame, by: animated ? .retarget : .jump)
    let before = self[.target, t]
    self[.target, t] = newTarget
    guard animated else {
      if entryOf[t] < watched { unwatch(entryOf[t]) }
      return
    }
    if entryOf[t] >= watched { watch(t) }
    opened.insert(t)
    let change = newTarget - before
    let m = t / n
    let f = Double(frame)
    self[.moveStart, t] = f
    if self[.burstStart, t] < 0 { self[.burstStart, t] = f }
    self[.direction, t] = change > 0 ? 1 : (change < 0 ? -1 : 0)
    self[.halfWidth, t] = band.distance(change: change, shownPerUnit: scales[m])
    self[.overshoot, t] = 0
    self[.lastOutside, t] = f - 1
    self[.travel, t] = 0
    self[.extreme, t] = shown
    self[.reversals, t] = 0
    self[.lastOff, t] = .nan
    // A timing channel's value before its retarget is the previous frame's: no jump to measure.
    self[.previous, t] = isSpring[m] ? shown : .nan
    self[.retargetJump, t] = 0
  }

  mutating func observe(frame: Int, values: UnsafePointer<Double>) {
    // The jump at a retarget, from the value shown before it (a spring's; a timing channel's is
    // unknown, NaN) to the frame's.
    var opened = opened
    opened.filter { t in
      let previous = self[.previous, t]
      if self[.moveStart, t] == Double(frame), !previous.isNaN {
        self[.retargetJump, t] = abs(values[outputAt[entryOf[t]]] - previous)
      }
      return false
    }
    self.opened = opened
    let count = watched
    guard count > 0 else { return }
    let lanes = MoveTracks.lanes
    var leaves = 0
    var e = 0
    while e < count {
      let live = min(lanes, count &- e)
      // Whole vectors take the update without masks.
      let settled =
        live == lanes
        ? MoveTracks.update(
          entries + e, stride: capacity, outputs: outputAt + e, lanes: lanes, values: values, frame: Double(frame))
        : MoveTracks.update(
          entries + e, stride: capacity, outputs: outputAt + e, lanes: live, values: values, frame: Double(frame))
      if anyLane(settled) {
        for lane in 0..<live where settled[lane] != 0 {
          leaving[leaves] = e &+ lane
          leaves &+= 1
        }
      }
      e &+= lanes
    }
    // Highest first, so that the entry swapped into a hole is still watched.
    while leaves > 0 {
      leaves &-= 1
      unwatch(leaving[leaves])
    }
  }

  /// Closes every open move at the scene's end, `frames` being the frames simulated.
  mutating func finish(frames: Int) {
    for t in 0..<(channels.count * n) { close(t, at: frames, by: .end) }
  }
}

extension MoveRecorder {
  /// Starts watching track `t`: its entry joins the watched ones.
  private mutating func watch(_ t: Int) {
    swap(entryOf[t], watched)
    watched &+= 1
  }

  /// Stops watching entry `e`: the last watched entry takes its place.
  private mutating func unwatch(_ e: Int) {
    watched &-= 1
    swap(e, watched)
  }

  /// Exchanges entries `a` and `b`, every field and the maps.
  private func swap(_ a: Int, _ b: Int) {
    guard a != b else { return }
    for field in Field.allCases { column(field).swapAt(a, b) }
    trackAt.swapAt(a, b)
    outputAt.swapAt(a, b)
    entryOf[trackAt[a]] = a
    entryOf[trackAt[b]] = b
  }
}

extension UnsafeMutablePointer {
  /// Exchanges the values at offsets `a` and `b`.
  @inline(__always)
  fileprivate func swapAt(_ a: Int, _ b: Int) {
    let value = self[a]
    self[a] = self[b]
    self[b] = value
  }
}
