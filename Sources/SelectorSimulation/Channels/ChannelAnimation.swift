/// How a channel animates toward a new target.
public enum ChannelAnimation: Hashable, Sendable {
  /// No animation (Reduce Motion's nil, or a snap): the value is set at once.
  case jump
  /// The selector kind's spring, keeping the current value and velocity.
  case spring
  /// One of the seeds' timing curves, layered on the running motion.
  case timing(SeedCurve)
  /// The pulse keyframe track replays from its start.
  case pulse
}
