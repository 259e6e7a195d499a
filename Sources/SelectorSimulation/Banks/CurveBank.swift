import MotionCurves

/// How a solver moves a block's timing and pulse channels.
protocol CurveBank {
  /// Layers a timing curve on timing slot `i`, or without a curve sets it at once.
  /// - Throws: ``SceneError/tooManyLayers(channel:frame:capacity:)`` beyond ``TimingLayers/capacity``.
  mutating func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: Int?) throws(SceneError)
  /// Replays pulse slot `i`'s track from `frame`.
  mutating func triggerPulse(_ i: Int, at frame: Int)
  /// Writes the value of every timing channel that moves at `frame` into `values`, and hands
  /// every pulse slot whose progress moves to `pulse`.
  mutating func write(
    frame: Int, values: UnsafeMutablePointer<Double>, pulse: (_ slot: Int, _ progress: Double) -> Void)
}
