import MotionCurves

/// How a solver moves a block's timing and pulse channels.
protocol CurveBank {
  /// Layers a timing curve on timing slot `i`, or without a curve sets it at once.
  /// - Throws: ``SceneError/tooManyLayers(channel:frame:capacity:)`` beyond ``TimingLayers/capacity``.
  mutating func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: Int?) throws(SceneError)
  /// Each keyframe track's values at whole frames, when the bank reads them from tables and
  /// has `pulses` keep and write its running pulses (``ChannelModel/PulseWriter/writeRows(frame:values:)``).
  var pulseTables: [UnsafeBufferPointer<Double>]? { get }
  /// Replays pulse slot `i`'s track from `frame` (tabulated tracks run in `pulses`).
  mutating func triggerPulse(_ i: Int, at frame: Int, pulses: ChannelModel.PulseWriter)
  /// Writes the value of every timing channel that moves at `frame` into `values`, and has
  /// `pulses` write every pulse slot whose progress moves and the channels derived from it.
  mutating func write(frame: Int, values: UnsafeMutablePointer<Double>, pulses: ChannelModel.PulseWriter)
}

extension CurveBank {
  var pulseTables: [UnsafeBufferPointer<Double>]? { nil }
}
