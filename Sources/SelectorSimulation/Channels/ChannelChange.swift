import MotionCurves

/// What one retarget does to its channel, by the channel's role: the rule every scene solver
/// applies, whatever it integrates with.
enum ChannelChange: Equatable {
  /// Spring slot `slot` heads for `target` keeping its value and velocity, or with `jump`
  /// comes to rest there at once (``SpringRetarget``).
  case spring(slot: Int, target: Double, jump: Bool)
  /// Timing slot `slot` layers `curve` toward `target` (``TimingLayers``), or without a curve
  /// is set to `target` at once.
  case timing(slot: Int, target: Double, curve: SeedCurve?)
  /// Pulse slot `slot` replays the pulse track from its start.
  case pulse(slot: Int)
  /// A snap channel (output index `output`) shows `target` from this frame on.
  case snap(output: Int, target: Double)
  /// The ring of pulse slot `slot` may show (the option is selected and Reduce Motion is off)
  /// or not.
  case ringGate(slot: Int, isOpen: Bool)
}
