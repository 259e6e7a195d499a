/// What drives a channel.
public enum ChannelRole: Sendable, Hashable {
  /// Its spring (``Component/spring(ofChannel:)``), keeping value and velocity on a retarget.
  case spring
  /// Timing curves, layered by ``TimingLayers``.
  case timing
  /// A keyframe track, replayed from its start whenever its trigger changes.
  case pulse
  /// Set at once, never animated (an animation of `nil`).
  case snap
  /// Computed from a keyframe channel of the same element while a state condition holds (0
  /// otherwise); its retargets open or close that condition, its gate.
  case derived
}
