import MotionCurves

/// How a solver moves a block's timing and pulse channels.
protocol CurveBank {
  /// Layers a timing curve on timing slot `i`, or without a curve sets it at once.
  /// - Throws: ``SceneError/tooManyLayers(channel:frame:capacity:)`` beyond ``TimingLayers/capacity``.
  mutating func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: Int?) throws(SceneError)
  /// How the bank runs its keyframe tracks, when it has `pulses` keep its running pulse slots
  /// (``ChannelModel/PulseWriter/trigger(_:at:)``); nil when it writes every slot at every frame.
  var pulseTracks: ChannelModel.PulseTracks? { get }
  /// Replays pulse slot `i`'s track from `frame`.
  mutating func triggerPulse(_ i: Int, at frame: Int, pulses: ChannelModel.PulseWriter)
  /// Writes the value of every timing channel that moves at `frame` into `values`, and has
  /// `pulses` write every pulse slot whose progress moves and the channels derived from it.
  mutating func write(frame: Int, values: UnsafeMutablePointer<Double>, pulses: ChannelModel.PulseWriter)
}

extension CurveBank {
  var pulseTracks: ChannelModel.PulseTracks? { nil }
}
