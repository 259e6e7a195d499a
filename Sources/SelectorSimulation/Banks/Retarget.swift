/// One channel heading for a new target.
public struct Retarget: Hashable, Sendable {
  /// The channel's index in ``Component/channels``.
  public var channel: Int
  public var target: Double
  public var animation: ChannelAnimation
}
