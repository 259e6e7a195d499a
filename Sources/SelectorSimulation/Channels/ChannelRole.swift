/// What drives a channel.
public enum ChannelRole: Sendable, Hashable {
  /// The kind's spring (radio: `.spring(duration: 0.35, bounce: 0.55)`, segmented: `.smooth`).
  case spring
  /// Timing curves, layered by ``TimingLayers``.
  case timing
  /// The pulse keyframe track, replayed on every trigger.
  case pulse
  /// Set at once, never animated (the press opacity).
  case snap
  /// Computed from another channel: ring scale and opacity from the pulse progress. Retargets
  /// of the ring opacity open or close its gate (``SelectorLogic/ringShows(_:)``).
  case derived
}
