import MotionCurves

/// What one retarget does to its channel, by the channel's role: the rule every scene solver
/// applies, whatever it integrates with.
enum ChannelChange: Equatable {
  /// Spring slot `slot` heads for `target` keeping its value and velocity, or with `jump`
  /// comes to rest there at once (``SpringRetarget``).
  case spring(slot: Int, target: Double, jump: Bool)
  /// Timing slot `slot` layers timing curve `curve` toward `target` (``TimingLayers``), or
  /// without a curve is set to `target` at once.
  case timing(slot: Int, target: Double, curve: Int?)
  /// Pulse slot `slot` replays its keyframe track from its start.
  case pulse(slot: Int)
  /// A snap channel (output index `output`) shows `target` from this frame on.
  case snap(output: Int, target: Double)
  /// Derived slot `slot`'s gate opens or closes.
  case gate(slot: Int, isOpen: Bool)
}
