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

  /// How long an ending search follows an animation by default before calling it endless: 1000 s.
  public static let defaultEndingLimit = 1000.0

  /// How many springs ``endings(of:displacement:velocity:start:hz:limit:into:)`` steps side by side.
  public static let endingLanes = 8

  /// When an animation released at `start` ends, with frames at t = i/hz.
  ///
  /// The frames are those of a display at `hz` from t = 0; the first one at or after `start` is
  /// the release frame. Each frame advances the spring and applies the stop rule, as
  /// ``advance(_:to:)`` does, so the end time is one of those frames.
  ///
  /// - Parameters:
  ///   - x0: The displacement from the target at release (−Δ for a change Δ).
  ///   - v0: The velocity at release, in value units per second.
  ///   - start: The release time in seconds (finite, ≥ 0).
  ///   - hz: Frames per second (finite, > 0).
  ///   - limit: Seconds after the release to follow the animation (finite, > 0, (start + limit)·hz ≤ 10⁹).
  /// - Returns: The ending; ``Ending/never`` when the animation runs past `limit` or its state
  ///   stops being finite (an unstable step, see ``isStable(_:)``).
  /// - Throws: ``CurveError`` naming an argument out of range.
  public func ending(
    displacement x0: Double, velocity v0: Double, start: Double = 0, hz: Double, limit: Double = defaultEndingLimit
  ) throws(CurveError) -> Ending {
    var result = Ending.never
    try withUnsafePointer(to: self) { (spring) throws(CurveError) in
      try withUnsafeMutablePointer(to: &result) { (ending) throws(CurveError) in
        try Self.endings(
          of: UnsafeBufferPointer(start: spring, count: 1), displacement: x0, velocity: v0, start: start, hz: hz,
          limit: limit, into: UnsafeMutableBufferPointer(start: ending, count: 1))
      }
    }
    return result
  }

  /// ``ending(displacement:velocity:start:hz:limit:)`` for several springs released alike.
  ///
  /// The springs share a step rate, so they share the clock: groups of ``endingLanes`` are stepped
  /// side by side, which overlaps their independent step chains (a step is a chain of dependent
  /// multiply-adds) and vectorises. Each spring's steps and stop rule are its own; the results
  /// are those of calling `ending` on each.
  ///
  /// - Parameters:
  ///   - springs: The springs, all with the same ``stepsPerSecond``.
  ///   - x0: The displacement from the target at release.
  ///   - v0: The velocity at release.
  ///   - start: The release time (finite, ≥ 0).
  ///   - hz: Frames per second (finite, > 0).
  ///   - limit: Seconds to follow the animations (finite, > 0, (start + limit)·hz ≤ 10⁹).
  ///   - results: One ending per spring, written in order.
  /// - Throws: ``CurveError`` naming an argument out of range, differing step rates, or a result
  ///   buffer of another size.
  public static func endings(
    of springs: UnsafeBufferPointer<SwiftUIRuntimeSpring>, displacement x0: Double, velocity v0: Double,
    start: Double = 0, hz: Double, limit: Double = defaultEndingLimit, into results: UnsafeMutableBufferPointer<Ending>
  ) throws(CurveError) {
    try CurveError.requireFinite(x0, "displacement")
    try CurveError.requireFinite(v0, "velocity")
    try CurveError.requireNonNegative(start, "start")
    try CurveError.requirePositive(hz, "hz")
    try CurveError.requirePositive(limit, "limit")
    guard (start + limit) * hz <= 1e9 else {
      throw .invalidParameter(name: "limit", value: limit, allowed: "such that (start + limit)·hz ≤ 1e9 frames")
    }
    guard results.count == springs.count else {
      throw .invalidParameter(
        name: "results", value: Double(results.count), allowed: "one per spring (\(springs.count))")
    }
    guard let rate = springs.first?.stepsPerSecond else { return }
    if let other = springs.first(where: { $0.stepsPerSecond != rate }) {
      throw .invalidParameter(
        name: "stepsPerSecond", value: other.stepsPerSecond, allowed: "the same for every spring (\(rate))")
    }
    let first = FrameRate(hz: hz).firstFrame(notBefore: start)
    for lower in stride(from: 0, to: springs.count, by: endingLanes) {
      let group = UnsafeBufferPointer(rebasing: springs[lower..<min(springs.count, lower + endingLanes)])
      let out = UnsafeMutableBufferPointer(rebasing: results[lower..<lower + group.count])
      endings(of: group, x0, v0, start: start, firstFrame: first, hz: hz, limit: limit, into: out)
    }
  }

  /// One group of at most ``endingLanes`` springs with validated arguments.
  @usableFromInline
  static func endings(
    of springs: UnsafeBufferPointer<SwiftUIRuntimeSpring>, _ x0: Double, _ v0: Double, start: Double, firstFrame: Int,
    hz: Double, limit: Double, into results: UnsafeMutableBufferPointer<Ending>
  ) {
    let n = springs.count
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * endingLanes) { state in
      withUnsafeTemporaryAllocation(of: Coefficients.self, capacity: endingLanes) { coefficients in
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: endingLanes) { running in
          let x = state.baseAddress!
          let v = x + endingLanes
          let f = v + endingLanes
          // Full groups and the last, shorter one: padded lanes repeat the first spring, unread.
          for lane in 0..<endingLanes {
            (x[lane], v[lane], f[lane]) = (x0, v0, 0)
            coefficients.initializeElement(at: lane, to: springs[lane < n ? lane : 0].coefficients)
            running[lane] = lane < n
            if lane < n { results[lane] = .never }
          }
          var remaining = n
          var origin = start
          var steps = 0
          // The springs share the step rate, so the first one's clock and step are every one's.
          let clock = springs[0]
          var frame = firstFrame
          while remaining > 0 {
            let time = Double(frame) / hz
            guard time - start <= limit else { return }
            let last = clock.clock(origin: &origin, steps: &steps, to: time)
            while steps < last {
              for lane in 0..<endingLanes {
                clock.step(displacement: &x[lane], velocity: &v[lane], force: &f[lane], coefficients[lane])
              }
              steps += 1
            }
            // A diverged state stays non-finite, so checking every 64th frame is enough, and cheaper.
            let checksDivergence = frame & 63 == 0
            for lane in 0..<n where running[lane] {
              if springs[lane].hasStopped(displacement: x[lane], velocity: v[lane], force: f[lane], change: -x0) {
                results[lane] = Ending(time: time, jump: abs(x[lane]))
              } else if !checksDivergence || (x[lane].isFinite && v[lane].isFinite) {
                continue
              }
              // Ended, or diverged (it never ends: ``Ending/never`` stays).
              running[lane] = false
              remaining -= 1
            }
            frame += 1
          }
        }
      }
    }
  }
}
