/// How a channel animates toward a new target.
public enum ChannelAnimation: Hashable, Sendable {
  /// No animation (an animation of `nil`, or a gate): the value is set at once.
  case jump
  /// The channel's spring, keeping the current value and velocity.
  case spring
  /// Timing curve k of the component's table (``Component/timingCurves``), layered on the
  /// running motion.
  case timing(Int)
  /// The channel's keyframe track replays from its start.
  case pulse
}
