import MotionCurves

/// Another platform's spring animations as a scene drives them: where an animation that a new
/// target interrupts starts from (the platform's retarget rule) and what each frame shows.
///
/// This module knows no platform: a caller plugs one in (the command line plugs in
/// `MotionExport`'s models) and ``LockstepSceneSolver/Method/platform(named:_:)`` runs it in
/// ``BlockSimulation``'s one frame loop.
public protocol PlatformSprings: SendableMetatype {
  /// One running (or ended) animation of one spring channel: the platform's own state.
  associatedtype Animation

  /// An animation at rest at `value`: what a channel shows before its first retarget and after
  /// a retarget without animation.
  ///
  /// - Parameters:
  ///   - value: The value shown.
  ///   - channel: The channel's index in its kind's channels.
  func resting(at value: Double, channel: Int) -> Animation

  /// The animation toward `target` that interrupts `running` at `frame`, `running` having been
  /// advanced to `frame`.
  ///
  /// - Parameters:
  ///   - running: The channel's animation until now.
  ///   - target: The new target.
  ///   - frame: The frame of the retarget.
  ///   - channel: The channel's index in its kind's channels.
  func retarget(_ running: Animation, to target: Double, at frame: Int, channel: Int) -> Animation

  /// Advances the animations of `channel`, one per selector, to `frame` (frames come in
  /// increasing order) and writes the value each shows.
  ///
  /// - Parameters:
  ///   - animations: The channel's animations, selector by selector.
  ///   - frame: The frame.
  ///   - channel: The channel's index in its kind's channels.
  ///   - values: Where the shown values go, one per selector.
  func advance(
    _ animations: UnsafeMutableBufferPointer<Animation>, to frame: Int, channel: Int,
    values: UnsafeMutablePointer<Double>)
}
