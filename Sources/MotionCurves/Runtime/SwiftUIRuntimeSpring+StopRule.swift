extension SwiftUIRuntimeSpring {
  /// The stop rule, checked at every frame after stepping: the animation ends when
  ///
  ///     n·v² ≤ 0.0036,   n·F² ≤ 0.0036,   and   |x| ≤ 0.01·|Δ|  (or Δ = 0)
  ///
  /// with n the ``components`` and Δ the change the animation moves through (x is the
  /// displacement from the target, so |x| is the distance Δ − offset still to go). The bounds
  /// are in the value's own units, so a change of 100 pt ends later than a change of 1.
  /// With Δ = 0 the distance band is empty and the reconstruction ends on v and F alone.
  ///
  /// - Parameters:
  ///   - x: The displacement from the target.
  ///   - v: The velocity.
  ///   - f: The force.
  ///   - change: Δ, the change in value of the running animation (see ``State/change``).
  /// - Returns: Whether the animation ends at this frame.
  @inlinable @inline(__always)
  public func hasStopped(displacement x: Double, velocity v: Double, force f: Double, change: Double) -> Bool {
    let n = componentWeight
    return n * v * v <= Self.restThreshold && n * f * f <= Self.restThreshold
      && (change == 0 || abs(x) <= Self.settledFraction * abs(change))
  }
}
