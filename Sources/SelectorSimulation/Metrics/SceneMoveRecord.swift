/// One move of one channel of one selector, as the scene metrics measure it.
public struct SceneMoveRecord: Hashable, Sendable {
  /// The selector's kind and global index.
  public var kind: Component
  public var selector: Int
  /// The channel's index in its kind's ``Component/channels``.
  public var channel: Int
  /// The frame of the retarget that started the move.
  public var frame: Int
  /// ``SceneMetric/overshoot``, in the channel's shown unit.
  public var overshoot: Double
  /// ``SceneMetric/reversals``.
  public var reversals: Int
  /// ``SceneMetric/jump``, in the channel's shown unit.
  public var jump: Double

  public init(
    kind: Component, selector: Int, channel: Int, frame: Int, overshoot: Double, reversals: Int, jump: Double
  ) {
    self.kind = kind
    self.selector = selector
    self.channel = channel
    self.frame = frame
    self.overshoot = overshoot
    self.reversals = reversals
    self.jump = jump
  }
}
