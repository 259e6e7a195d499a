extension SwiftUIRuntimeSpring {
  /// When the runtime ends an animation, and how far the value jumps to the target then.
  @frozen
  public struct Ending: Hashable, Sendable {
    /// The frame time at which the value becomes the target, in seconds; `.infinity` when the
    /// animation does not end within the search limit (an undamped spring) or diverges.
    public let time: Double
    /// The distance |x| from the target at that frame, in value units; NaN when it never ends.
    public let jump: Double

    /// Creates an ending.
    @inlinable
    public init(time: Double, jump: Double) {
      self.time = time
      self.jump = jump
    }

    /// An animation that does not end.
    public static let never = Ending(time: .infinity, jump: .nan)
  }

  /// How long ``ending(displacement:velocity:start:hz:limit:)`` follows an animation by default
  /// before calling it endless: 1000 s.
  public static let defaultEndingLimit = 1000.0

  /// When an animation released at `start` ends, with frames at t = i/hz.
  ///
  /// The frames are those of a display at `hz` from t = 0; the first one at or after `start` is
  /// the release frame. Each frame advances the spring and applies the stop rule, exactly as the
  /// samples of ``SwiftUIRuntimeSolver`` do, so the end time is one of those frames.
  ///
  /// - Parameters:
  ///   - x0: The displacement from the target at release (−Δ for a change Δ).
  ///   - v0: The velocity at release, in value units per second.
  ///   - start: The release time in seconds (finite, ≥ 0).
  ///   - hz: Frames per second (finite, > 0).
  ///   - limit: Seconds after the release to follow the animation (finite, > 0, limit·hz ≤ 10⁹).
  /// - Returns: The ending; ``Ending/never`` when the animation runs past `limit` or its state
  ///   stops being finite (an unstable step, see ``isStable(_:)``).
  /// - Throws: ``CurveError`` naming an argument out of range.
  public func ending(
    displacement x0: Double, velocity v0: Double, start: Double = 0, hz: Double, limit: Double = defaultEndingLimit
  ) throws(CurveError) -> Ending {
    try CurveError.requireFinite(x0, "displacement")
    try CurveError.requireFinite(v0, "velocity")
    try CurveError.requireNonNegative(start, "start")
    try CurveError.requirePositive(hz, "hz")
    try CurveError.requirePositive(limit, "limit")
    guard (start + limit) * hz <= 1e9 else {
      throw .invalidParameter(name: "limit", value: limit, allowed: "such that (start + limit)·hz ≤ 1e9 frames")
    }
    var frame = Int((start * hz).rounded(.up))
    while frame > 0, Double(frame - 1) / hz >= start { frame -= 1 }
    while Double(frame) / hz < start { frame += 1 }
    var state = release(at: start, displacement: x0, velocity: v0)
    while true {
      let time = Double(frame) / hz
      guard time - start <= limit else { return .never }
      if advance(&state, to: time) { return Ending(time: time, jump: abs(state.displacement)) }
      guard state.displacement.isFinite, state.velocity.isFinite else { return .never }
      frame += 1
    }
  }
}
