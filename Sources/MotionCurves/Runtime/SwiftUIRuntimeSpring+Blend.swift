extension SwiftUIRuntimeSpring {
  /// The response in force at a frame while a change of response is blended in.
  ///
  /// When this spring retargets a running fluid spring of another response r₀, the response
  /// moves from r₀ to r over ``FluidSpring/blendDuration`` (when it is > 0):
  ///
  ///     r(T) = r + (r₀ − r)·(1 − p²(3 − 2p)),   p = clamp((T − blendStart)/blendDuration, 0, 1)
  ///
  /// Without a blend (blend duration 0, or the same response) it is r itself.
  ///
  /// - Parameters:
  ///   - time: The frame time.
  ///   - blendStart: When the blend began (the retarget time).
  ///   - blendInterval: r₀ − r; 0 when no blend runs.
  /// - Returns: The response in seconds.
  @inlinable
  public func response(at time: Double, blendStart: Double, blendInterval: Double) -> Double {
    guard fluid.blendDuration > 0, blendInterval != 0 else { return fluid.response }
    let p = Swift.min(1, Swift.max(0, (time - blendStart) / fluid.blendDuration))
    return fluid.response + blendInterval * (1 - p * p * (3 - 2 * p))
  }

  /// The stiffness and damping of a frame's steps: ``coefficients`` unless a blend runs, else
  /// those of ``response(at:blendStart:blendInterval:)`` (evaluated once per frame).
  ///
  /// - Parameters:
  ///   - time: The frame time.
  ///   - blendStart: When the blend began.
  ///   - blendInterval: r₀ − r; 0 when no blend runs.
  /// - Returns: The coefficients.
  @inlinable
  public func coefficients(at time: Double, blendStart: Double, blendInterval: Double) -> Coefficients {
    guard fluid.blendDuration > 0, blendInterval != 0 else { return coefficients }
    return Coefficients(
      response: response(at: time, blendStart: blendStart, blendInterval: blendInterval),
      dampingFraction: fluid.dampingFraction)
  }
}
