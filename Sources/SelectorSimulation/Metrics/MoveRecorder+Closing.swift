extension MoveRecorder {
  /// Why a move closes.
  enum Closing {
    /// An animated retarget opens the next move (of the same burst unless this one settled).
    case retarget
    /// A retarget without animation sets the value: the burst ends with it.
    case jump
    /// The scene ends: the burst ends, settled or not.
    case end
  }

  /// Closes track `t`'s open move, if any, at `frame` (the first frame it no longer owns),
  /// appending its record and, where its burst ends, the burst's.
  ///
  /// A move that owned no frame (two retargets in one frame) leaves no record and its burst
  /// goes on.
  mutating func close(_ t: Int, at frame: Int, by closing: Closing) {
    let start = Int(tracks[.moveStart, t])
    guard start >= 0 else { return }
    tracks[.moveStart, t] = -1
    guard start < frame else { return }
    let m = t / n
    let s = t - m * n
    // A move that ends exactly on its target after frames off it got there by a jump (SwiftUI's
    // stop) from the last value off it.
    let target = tracks[.target, t]
    let lastOff = tracks[.lastOff, t]
    let stopJump = tracks[.previous, t] == target && !lastOff.isNaN ? abs(target - lastOff) : 0
    moves.append(
      SceneMoveRecord(
        kind: kind, selector: selectors[s], channel: measured[m].channel, frame: start,
        overshoot: tracks[.overshoot, t] * measured[m].shownPerUnit, reversals: Int(tracks[.reversals, t]),
        jump: max(tracks[.retargetJump, t], stopJump) * measured[m].shownPerUnit))
    let lastOutside = Int(tracks[.lastOutside, t])
    let settled = lastOutside + 1 < frame ? lastOutside + 1 : nil
    guard settled != nil || closing != .retarget else { return }
    if settled != nil || closing == .end {
      let first = Int(tracks[.burstStart, t])
      bursts.append(
        SceneBurstRecord(
          kind: kind, selector: selectors[s], channel: measured[m].channel, first: first, last: start,
          settled: settled))
    }
    tracks[.burstStart, t] = -1
  }
}
