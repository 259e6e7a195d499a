import MotionCurves
import SelectorSimulation

/// One move of a spring channel as SwiftUI's runtime shows it: from a retarget until the stop
/// rule ends it, or until another retarget or a jump takes over.
///
/// ``moves(of:channels:springs:frames:hz:band:)`` replays a trace's spring channels with the
/// runtime's scalar model (``SwiftUIRuntimeSpring``), which the `swiftui` scene solver steps
/// bit for bit: each frame advances and applies the stop rule, then the frame's retargets
/// apply (``SwiftUIRuntimeSpring/retarget(_:at:by:restartingAt:)``: a move from rest begins at
/// its frame or on the next, as `start` says). A move still running at the last frame is followed on, frame by frame, for at most
/// ``SwiftUIRuntimeSpring/defaultEndingLimit`` seconds after its start.
struct TraceMove: Equatable {
  /// The channel's index in the selector's channels.
  var channel: Int
  /// The retarget's frame time, the value shown then, and the target.
  var start: Double, from: Double, to: Double
  /// The settling band around `to`, in value units.
  var band: Double
  /// When the stop rule ends the move, and its jump as shown (an opacity's clamped); nil when
  /// `interrupted` cuts it short,
  /// ``SwiftUIRuntimeSpring/Ending/never`` when it does not end.
  var ending: SwiftUIRuntimeSpring.Ending?
  /// The time of the retarget or jump that takes the channel over before the move ends.
  var interrupted: Double?
  /// The device settle time: the first frame from which every frame shown stays within the
  /// band; nil when the move never stays in it (interrupted first, or endless).
  var settle: Double?

  /// Replays the spring channels among `channels` and lists their moves in time order.
  ///
  /// - Parameters:
  ///   - block: One selector and its schedule.
  ///   - channels: The channels to replay (others are skipped).
  ///   - springs: The channels' springs besides the block's own.
  ///   - frames: Frames traced.
  ///   - hz: Frames per second.
  ///   - start: When a move from rest begins.
  ///   - band: A move's band in value units, from its channel and its change.
  /// - Returns: Every move, by start time, then channel.
  /// - Throws: ``CurveError`` for a spring the runtime model rejects.
  static func moves(
    of block: SelectorBlock, channels: [Int], springs: SpringOverrides, frames: Int, hz: Double,
    start: SwiftUIRuntimeStart, band: (ChannelInfo, Double) -> Double
  ) throws(CurveError) -> [TraceMove] {
    let infos = block.kind.channels
    var moves: [TraceMove] = []
    for c in channels where infos[c].role == .spring {
      let spring = springs.springs[c] ?? block.spring
      let model = try SwiftUIRuntimeSpring(FluidSpring(spring), components: infos[c].components)
      let retargets = block.schedule.filter { $0.selector == 0 && $0.retarget.channel == c }
      moves += replay(
        model, info: infos[c], channel: c, from: block.initialValues[c * block.count], retargets: retargets,
        frames: frames, hz: hz, start: start, band: band)
    }
    return moves.sorted { ($0.start, $0.channel) < ($1.start, $1.channel) }
  }

  /// One channel's moves.
  private static func replay(
    _ model: SwiftUIRuntimeSpring, info: ChannelInfo, channel: Int, from initial: Double,
    retargets: [ScheduledRetarget], frames: Int, hz: Double, start: SwiftUIRuntimeStart,
    band: (ChannelInfo, Double) -> Double
  ) -> [TraceMove] {
    let rate = FrameRate(hz: hz)
    let limit = SwiftUIRuntimeSpring.defaultEndingLimit
    var moves: [TraceMove] = []
    var target = initial
    var state = SwiftUIRuntimeSpring.State(
      displacement: 0, velocity: 0, force: 0, origin: 0, steps: 0, change: 0, hasEnded: true)
    var current: TraceMove?
    /// The last frame of the current move shown outside its band.
    var outside = 0
    var next = 0
    /// The value shown at displacement `x` from the target (clamped as the view clamps it).
    func shown(_ x: Double) -> Double { info.isClamped ? min(1, max(0, target + x)) : target + x }
    /// Ends the current move; it settled if it stayed in its band from some frame before `end`
    /// (the end frame itself shows the target).
    func finish(_ move: TraceMove, settledBefore end: Int?) {
      var move = move
      if let end, outside < end { move.settle = rate.time(outside + 1) }
      moves.append(move)
      current = nil
    }
    var frame = 0
    while frame < frames || current != nil {
      let time = rate.time(frame)
      if var move = current {
        if model.advance(&state, to: time) {
          move.ending = SwiftUIRuntimeSpring.Ending(time: time, jump: abs(shown(state.displacement) - target))
          finish(move, settledBefore: frame + 1)
        } else if !(state.displacement.isFinite && state.velocity.isFinite) || time - move.start > limit {
          move.ending = .never
          finish(move, settledBefore: nil)
        } else if abs(shown(state.displacement) - target) > move.band {
          outside = frame
        }
      }
      while frame < frames, next < retargets.count, retargets[next].frame <= frame {
        let retarget = retargets[next].retarget
        next += 1
        let from = shown(state.shownDisplacement)
        if var move = current {
          move.interrupted = time
          finish(move, settledBefore: frame)
        }
        if retarget.animation == .spring {
          model.retarget(
            &state, at: time, by: retarget.target - target,
            restartingAt: rate.time(start == .frame ? frame + 1 : frame))
          let change = abs(retarget.target - from)
          let move = TraceMove(channel: channel, start: time, from: from, to: retarget.target, band: band(info, change))
          current = move
          outside = abs(from - move.to) > move.band ? frame : frame - 1
        } else {
          state.hasEnded = true
        }
        target = retarget.target
      }
      frame += 1
    }
    return moves
  }
}
