/// The scene metrics taken inside the frame loop (a ``FrameObserver``): per measured channel
/// and selector (a *track*, `m · selectors + selector` for measured channel m), the state of its
/// open move in structure-of-arrays form, updated only while the move can still change.
///
/// A move opens at every animated retarget of the channel and closes at the next retarget or
/// at the scene's end, when its ``SceneMoveRecord`` (and, for a move that settled or ended the
/// scene, its burst's ``SceneBurstRecord``) is appended to arrays reserved for the schedule's
/// retargets, so the loop allocates nothing. A track leaves the active list once its value
/// sits exactly on the target (SwiftUI's stop, or a curve's end), which it keeps until the
/// next retarget; a clamped channel stays, since the clamp can hold it there mid-move.
struct MoveRecorder: FrameObserver {
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
  /// Per track: its output index.
  let output: UnsafeMutablePointer<Int>
  /// Per track: whether the shown value is clamped.
  let clamped: UnsafeMutablePointer<Bool>
  /// Per track: the current target; the frames of the open move's retarget and of its burst's
  /// first action (−1 when none).
  let target: UnsafeMutablePointer<Double>
  let moveStart: UnsafeMutablePointer<Int>
  let burstStart: UnsafeMutablePointer<Int>
  /// Per track: +1 or −1 toward the target from the one before (0 when they are equal), and the
  /// band's half-width in value units.
  let direction: UnsafeMutablePointer<Double>
  let halfWidth: UnsafeMutablePointer<Double>
  /// Per track: the largest overshoot so far (value units) and the last frame outside the band.
  let overshoot: UnsafeMutablePointer<Double>
  let lastOutside: UnsafeMutablePointer<Int>
  /// Per track: the direction of travel (0 until it has moved by more than the band), the
  /// extreme reached in it, and the reversals counted.
  let travel: UnsafeMutablePointer<Double>
  let extreme: UnsafeMutablePointer<Double>
  let reversals: UnsafeMutablePointer<Int>
  /// Per track: the first frame of the current run exactly on the target (−1 when off it),
  /// the value shown before that run, and the value shown at the frame before.
  let exactSince: UnsafeMutablePointer<Int>
  let beforeExact: UnsafeMutablePointer<Double>
  let previous: UnsafeMutablePointer<Double>
  /// Per track: the jump at the open move's retarget (value units).
  let retargetJump: UnsafeMutablePointer<Double>
  /// Tracks whose open move can still change.
  var active: SlotList
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
    trackOf = storage.allocate(block.valueCount, repeating: -1)
    output = storage.allocate(tracks, repeating: 0)
    clamped = storage.allocate(tracks, repeating: false)
    target = storage.allocate(tracks, repeating: 0.0)
    for (m, c) in channels.enumerated() {
      for s in 0..<n {
        let t = m * n + s
        trackOf[c * n + s] = t
        output[t] = c * n + s
        clamped[t] = infos[c].isClamped
        target[t] = block.initialValues[c * n + s]
      }
    }
    moveStart = storage.allocate(tracks, repeating: -1)
    burstStart = storage.allocate(tracks, repeating: -1)
    direction = storage.allocate(tracks, repeating: 0.0)
    halfWidth = storage.allocate(tracks, repeating: 0.0)
    overshoot = storage.allocate(tracks, repeating: 0.0)
    lastOutside = storage.allocate(tracks, repeating: 0)
    travel = storage.allocate(tracks, repeating: 0.0)
    extreme = storage.allocate(tracks, repeating: 0.0)
    reversals = storage.allocate(tracks, repeating: 0)
    exactSince = storage.allocate(tracks, repeating: -1)
    beforeExact = storage.allocate(tracks, repeating: 0.0)
    previous = storage.allocate(tracks, repeating: 0.0)
    retargetJump = storage.allocate(tracks, repeating: 0.0)
    active = SlotList(capacity: tracks, in: storage)
    let measured = (0..<block.kind.channelCount).map(channels.contains)
    let retargets = block.schedule.count { measured[$0.retarget.channel] }
    moves.reserveCapacity(retargets)
    bursts.reserveCapacity(retargets + tracks)
  }

  mutating func willRetarget(_ index: Int, to newTarget: Double, animated: Bool, shown: Double, at frame: Int) {
    let t = trackOf[index]
    guard t >= 0 else { return }
    close(t, at: frame, by: animated ? .retarget : .jump)
    let before = target[t]
    target[t] = newTarget
    guard animated else { return }
    moveStart[t] = frame
    if burstStart[t] < 0 { burstStart[t] = frame }
    let change = newTarget - before
    let m = t / n
    direction[t] = change > 0 ? 1 : (change < 0 ? -1 : 0)
    halfWidth[t] = band.distance(change: change, shownPerUnit: scales[m])
    overshoot[t] = 0
    lastOutside[t] = frame - 1
    travel[t] = 0
    extreme[t] = shown
    reversals[t] = 0
    exactSince[t] = -1
    // A timing channel's value before its retarget is the previous frame's: no jump to measure.
    previous[t] = isSpring[m] ? shown : .nan
    retargetJump[t] = 0
    active.insert(t)
  }

  mutating func observe(frame: Int, values: UnsafePointer<Double>) {
    let (output, target, moveStart, direction, halfWidth) = (output, target, moveStart, direction, halfWidth)
    let (overshoot, lastOutside, travel, extreme, reversals) = (overshoot, lastOutside, travel, extreme, reversals)
    let (exactSince, beforeExact, previous, retargetJump, clamped) =
      (exactSince, beforeExact, previous, retargetJump, clamped)
    active.filter { t in
      guard moveStart[t] >= 0 else { return false }
      let v = values[output[t]]
      let d = v - target[t]
      if frame == moveStart[t], !previous[t].isNaN { retargetJump[t] = abs(v - previous[t]) }
      // Selects rather than branches: tracks in different phases of their moves interleave,
      // so these tests would be mispredicted often.
      let past = d * direction[t]
      overshoot[t] = past > overshoot[t] ? past : overshoot[t]
      let band = halfWidth[t]
      lastOutside[t] = abs(d) > band ? frame : lastOutside[t]
      // Travel starts once the value has moved by more than the band; it extends the extreme
      // while it goes on, and a turn back by more than the band is a reversal.
      let heading = travel[t]
      let peak = extreme[t]
      let starts = heading == 0 && abs(v - peak) > band
      let extends = heading != 0 && (v - peak) * heading > 0
      let turns = heading != 0 && (peak - v) * heading > band
      extreme[t] = starts || extends || turns ? v : peak
      travel[t] = starts ? (v > peak ? 1 : -1) : (turns ? -heading : heading)
      reversals[t] &+= turns ? 1 : 0
      if d == 0 {
        if exactSince[t] < 0 {
          exactSince[t] = frame
          beforeExact[t] = previous[t]
        }
      } else {
        exactSince[t] = -1
      }
      previous[t] = v
      return d != 0 || clamped[t]
    }
  }

  /// Closes every open move at the scene's end, `frames` being the frames simulated.
  mutating func finish(frames: Int) {
    for t in 0..<(channels.count * n) { close(t, at: frames, by: .end) }
  }
}
