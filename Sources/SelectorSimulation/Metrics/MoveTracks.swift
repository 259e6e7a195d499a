/// The per-frame rule of the scene metrics, on ``lanes`` watched tracks at once
/// (``MoveRecorder``'s entries, field-major).
enum MoveTracks {
  typealias V = SIMD8<Double>
  typealias F = MoveRecorder.Field
  /// Tracks updated side by side.
  static var lanes: Int { V.scalarCount }

  /// Takes one frame into the open moves of up to ``lanes`` watched tracks.
  ///
  /// With v the shown value and d = v − target, each track:
  /// - keeps the largest overshoot, d · direction, and the last frame with |d| > band;
  /// - follows its travel: it starts once v is more than the band from the extreme (the
  ///   value at the retarget), extends the extreme while it goes on, and a turn back by more
  ///   than the band is a reversal, which starts travel the other way from there;
  /// - keeps the last value off the target (SwiftUI's stop jumps from it) and the value shown.
  ///
  /// Selects rather than branches: tracks in different phases of their moves sit side by side.
  /// Every lane computes what one track at a time would, operation for operation.
  ///
  /// - Parameters:
  ///   - entries: The first entry's ``MoveRecorder/Field/target``; field f is `f · stride`
  ///     further, every vector aligned.
  ///   - stride: Doubles from one field to the next.
  ///   - outputs: Each entry's shown value's index in `values`.
  ///   - count: How many entries from `entries` on are watched (1 to ``lanes``); the others
  ///     are left as they are.
  ///   - values: The frame's shown values.
  ///   - frame: The frame's index.
  /// - Returns: All-ones in the watched lanes exactly on the target.
  @inline(__always)
  static func update(
    _ entries: UnsafeMutablePointer<Double>, stride: Int, outputs: UnsafePointer<Int>, lanes count: Int,
    values: UnsafePointer<Double>, frame: Double
  ) -> LaneMask {
    @inline(__always) func load(_ field: F) -> V {
      UnsafeRawPointer(entries + field.rawValue &* stride).load(as: V.self)
    }
    let live = count >= V.scalarCount ? LaneMask(repeating: -1) : firstLanes(count)
    // The lanes past `count` keep their entries.
    @inline(__always) func store(_ value: V, _ field: F, old: V) {
      UnsafeMutableRawPointer(entries + field.rawValue &* stride).storeBytes(of: pick(live, value, old), as: V.self)
    }
    var v = V()
    for lane in 0..<V.scalarCount { v[lane] = values[outputs[lane]] }
    let now = V(repeating: frame)
    let zero = V()
    let one = V(repeating: 1)
    let d = v - load(.target)
    let previous = load(.previous)

    let overshoot = load(.overshoot)
    let past = d * load(.direction)
    store(pick(greater(past, overshoot), past, overshoot), .overshoot, old: overshoot)
    let band = load(.halfWidth)
    let lastOutside = load(.lastOutside)
    store(pick(greater(magnitude(d), band), now, lastOutside), .lastOutside, old: lastOutside)

    let heading = load(.travel)
    let peak = load(.extreme)
    let still = equal(heading, zero)
    let starts = still & greater(magnitude(v - peak), band)
    let extends = ~still & greater((v - peak) * heading, zero)
    let turns = ~still & greater((peak - v) * heading, band)
    store(pick(starts | extends | turns, v, peak), .extreme, old: peak)
    let away = pick(greater(v, peak), one, -one)
    store(pick(starts, away, pick(turns, -heading, heading)), .travel, old: heading)
    let reversals = load(.reversals)
    // + 1 where it turns: 1's bits under the mask.
    store(
      reversals + unsafeBitCast(unsafeBitCast(one, to: LaneMask.self) & turns, to: V.self), .reversals, old: reversals)

    let exact = equal(d, zero)
    let lastOff = load(.lastOff)
    store(pick(exact, lastOff, v), .lastOff, old: lastOff)
    store(v, .previous, old: previous)
    return live & exact
  }
}
