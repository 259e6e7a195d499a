extension SwiftUIRuntimeSpring {
  /// One step of h: a half kick, a drift, the new force, a half kick.
  ///
  ///     v½ = v + F·h/2,   x ← x + v½·h,   F ← −k·x − c·v½,   v ← v½ + F·h/2
  ///
  /// - Parameters:
  ///   - x: The displacement from the target, updated.
  ///   - v: The velocity, updated.
  ///   - f: The force, updated.
  ///   - c: The frame's stiffness and damping.
  @inlinable @inline(__always)
  public func step(displacement x: inout Double, velocity v: inout Double, force f: inout Double, _ c: Coefficients) {
    let half = 0.5 * step
    let vHalf = v + f * half
    x += vHalf * step
    f = -c.stiffness * x - c.damping * vHalf
    v = vHalf + f * half
  }

  /// The time of grid point j, `origin + j·h`.
  @inlinable @inline(__always)
  func gridTime(_ j: Int, origin: Double) -> Double { origin + Double(j) * step }

  /// The index of the first grid point at or after `time`, counting a point within
  /// ``reachTolerance`` before it as reached; never below 0.
  ///
  /// - Parameters:
  ///   - time: The frame time (finite, within about 10⁹ steps of `origin`).
  ///   - origin: The grid's origin, the release, retarget or stall time.
  /// - Returns: j ≥ 0 with `gridTime(j) ≥ time − tolerance > gridTime(j − 1)` (or j = 0).
  @inlinable @inline(__always)
  public func gridIndex(reaching time: Double, origin: Double) -> Int {
    let reach = time - Self.reachTolerance
    guard reach > origin else { return 0 }
    // The estimate is off by at most one either way; the grid times decide.
    var j = Int(((reach - origin) * stepsPerSecond).rounded(.up))
    if j > 0, gridTime(j - 1, origin: origin) >= reach { j -= 1 }
    if gridTime(j, origin: origin) < reach { j += 1 }
    return j
  }

  /// Moves a clock to the frame at `time`: the stall rule, then the grid index the frame shows.
  ///
  /// If more than ``stallGap`` has passed since the last step (`gridTime(steps, origin:)`), the
  /// grid restarts at `time − ` ``stallRestart`` with no step taken. The frame shows grid point
  /// `gridIndex(reaching: time, origin:)`; a frame before the last step takes no step.
  ///
  /// - Parameters:
  ///   - origin: The grid's origin (release, retarget or stall time), updated by a stall.
  ///   - steps: Steps taken since `origin`, reset by a stall.
  ///   - time: The frame time (finite).
  /// - Returns: The grid index to step to (≥ `steps` unless the frame is before the last step).
  @inlinable @inline(__always)
  public func clock(origin: inout Double, steps: inout Int, to time: Double) -> Int {
    if time - gridTime(steps, origin: origin) > Self.stallGap {
      origin = time - Self.stallRestart
      steps = 0
    }
    return gridIndex(reaching: time, origin: origin)
  }

  /// Advances one spring to the frame at `time`: ``clock(origin:steps:to:)``, then steps.
  ///
  /// - Parameters:
  ///   - x: The displacement from the target.
  ///   - v: The velocity.
  ///   - f: The force.
  ///   - origin: The grid's origin (release, retarget or stall time).
  ///   - steps: Steps taken since `origin`; the last step was at `gridTime(steps, origin:)`.
  ///   - time: The frame time (finite).
  ///   - c: The frame's coefficients (``coefficients`` unless a blend is running).
  @inlinable @inline(__always)
  public func advance(
    displacement x: inout Double, velocity v: inout Double, force f: inout Double,
    origin: inout Double, steps: inout Int, to time: Double, _ c: Coefficients
  ) {
    let last = clock(origin: &origin, steps: &steps, to: time)
    while steps < last {
      step(displacement: &x, velocity: &v, force: &f, c)
      steps += 1
    }
  }
}
