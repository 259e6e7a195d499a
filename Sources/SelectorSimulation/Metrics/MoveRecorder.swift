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
/// The tracks' state is a ``PackedEntries`` of ``Field``s (frames and counts held exactly in
/// doubles) whose live items are the watched tracks: a frame updates them ``MoveTracks/lanes``
/// at a time with contiguous loads and selects, as ``SwiftUIRuntimeBank`` steps its running
/// springs, and gathers only the shown values.
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
  }

  let band: SceneBand
  let kind: Component
  /// Selectors in the block, and their global indices.
  let n: Int
  let selectors: [Int]
  /// What the recorder needs of a measured channel.
  struct Measured {
    /// Its index in the kind's channels.
    let channel: Int
    /// Shown units per value unit (``ChannelInfo/shownPerUnit``).
    let shownPerUnit: Double
    let isSpring: Bool
    let isClamped: Bool
  }

  /// The measured channels, track-major: track `m · n + s` is channel `measured[m]` of selector s.
  let measured: [Measured]
  private let storage = SlotStorage()
  /// Per output index (`channel · n + selector`): its track, or −1.
  let trackOf: UnsafeMutablePointer<Int>
  /// Every track's state; the watched tracks are the live ones.
  var tracks: PackedEntries<Field>
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
    let infos = block.kind.channels
    measured = channels.map {
      Measured(
        channel: $0, shownPerUnit: infos[$0].shownPerUnit, isSpring: infos[$0].role == .spring,
        isClamped: infos[$0].isClamped)
    }
    let count = channels.count * n
    trackOf = storage.allocate(block.valueCount, repeating: -1)
    tracks = PackedEntries(items: count) { [n] t in channels[t / n] * n + t % n }
    opened = SlotList(capacity: count, in: storage)
    for (m, c) in channels.enumerated() {
      for s in 0..<n {
        let t = m * n + s
        trackOf[c * n + s] = t
        tracks[.target, t] = block.initialValues[c * n + s]
        for field in [Field.moveStart, .burstStart] { tracks[field, t] = -1 }
      }
    }
    let isMeasured = (0..<block.kind.channelCount).map(channels.contains)
    let retargets = block.schedule.count { isMeasured[$0.retarget.channel] }
    moves.reserveCapacity(retargets)
    bursts.reserveCapacity(retargets + count)
  }

  mutating func willRetarget(_ index: Int, to newTarget: Double, animated: Bool, shown: Double, at frame: Int) {
    let t = trackOf[index]
    guard t >= 0 else { return }
    close(t, at: frame, by: animated ? .retarget : .jump)
    let before = tracks[.target, t]
    tracks[.target, t] = newTarget
    guard animated else {
      tracks.leave(t)
      return
    }
    tracks.join(t)
    opened.insert(t)
    let change = newTarget - before
    let m = t / n
    let f = Double(frame)
    tracks[.moveStart, t] = f
    if tracks[.burstStart, t] < 0 { tracks[.burstStart, t] = f }
    // Overshoot is passing the target from the side the value approaches it from: the value
    // shown at the retarget, which an interrupted move leaves anywhere (a pill halfway to a far
    // tab is below a nearer one); the old target where the value already sits on the new one.
    let approach = newTarget == shown ? change : newTarget - shown
    tracks[.direction, t] = approach > 0 ? 1 : (approach < 0 ? -1 : 0)
    tracks[.halfWidth, t] = band.distance(change: change, shownPerUnit: measured[m].shownPerUnit)
    tracks[.overshoot, t] = 0
    tracks[.lastOutside, t] = f - 1
    tracks[.travel, t] = 0
    tracks[.extreme, t] = shown
    tracks[.reversals, t] = 0
    tracks[.lastOff, t] = .nan
    // A timing channel's value before its retarget is the previous frame's: no jump to measure.
    tracks[.previous, t] = measured[m].isSpring ? shown : .nan
    tracks[.retargetJump, t] = 0
  }

  mutating func observe(frame: Int, values: UnsafePointer<Double>) {
    // The jump at a retarget, from the value shown before it (a spring's; a timing channel's is
    // unknown, NaN) to the frame's.
    var opened = opened
    opened.filter { t in
      let previous = tracks[.previous, t]
      if tracks[.moveStart, t] == Double(frame), !previous.isNaN {
        tracks[.retargetJump, t] = abs(values[tracks.outputAt[tracks.entryOf[t]]] - previous)
      }
      return false
    }
    self.opened = opened
    let count = tracks.live
    let lanes = MoveTracks.lanes
    let (entries, stride, outputs) = (tracks.base, tracks.capacity, tracks.outputAt)
    var e = 0
    while e < count {
      let live = min(lanes, count &- e)
      // Whole vectors take the update without masks.
      let settled =
        live == lanes
        ? MoveTracks.update(
          entries + e, stride: stride, outputs: outputs + e, lanes: lanes, values: values, frame: Double(frame))
        : MoveTracks.update(
          entries + e, stride: stride, outputs: outputs + e, lanes: live, values: values, frame: Double(frame))
      if anyLane(settled) {
        // Exactly on the target: watched no longer, unless the clamp may be holding it there.
        for lane in 0..<live where settled[lane] != 0 && !measured[tracks.itemAt[e &+ lane] / n].isClamped {
          tracks.markLeaving(e &+ lane)
        }
      }
      e &+= lanes
    }
    tracks.leaveMarked()
  }

  /// Closes every open move at the scene's end, `frames` being the frames simulated.
  mutating func finish(frames: Int) {
    for t in 0..<(measured.count * n) { close(t, at: frames, by: .end) }
  }
}
