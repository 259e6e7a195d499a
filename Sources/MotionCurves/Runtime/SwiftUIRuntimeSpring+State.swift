extension SwiftUIRuntimeSpring {
  /// One running animation of a fluid spring: the stepped state, its grid, the change the stop
  /// rule measures against and any response blend.
  ///
  /// A bank of springs can hold these fields in separate arrays instead and call the scalar
  /// kernels (``advance(displacement:velocity:force:origin:steps:to:_:)``,
  /// ``hasStopped(displacement:velocity:force:change:)``) directly; ``advance(_:to:)`` is the
  /// reference for what a frame does.
  @frozen
  public struct State: Hashable, Sendable {
    /// The displacement x from the target at the last step.
    public var displacement: Double
    /// The velocity at the last step.
    public var velocity: Double
    /// The force at the last step.
    public var force: Double
    /// The grid's origin: the release, retarget or stall time.
    public var origin: Double
    /// Steps taken since `origin`.
    public var steps: Int
    /// Δ, the change the stop rule measures against: the target minus the value at the first
    /// release; a retarget adds the move of the target (as the runtime adds intervals).
    public var change: Double
    /// When the running response blend began.
    public var blendStart: Double
    /// r₀ − r of the running response blend; 0 when none runs.
    public var blendInterval: Double
    /// Whether the stop rule has ended the animation: the value shown is the target and the
    /// velocity 0 (the fields keep the last stepped state, whose displacement is the jump).
    public var hasEnded: Bool

    /// Creates a state from its fields.
    @inlinable
    public init(
      displacement: Double, velocity: Double, force: Double, origin: Double, steps: Int, change: Double,
      blendStart: Double = 0, blendInterval: Double = 0, hasEnded: Bool = false
    ) {
      self.displacement = displacement
      self.velocity = velocity
      self.force = force
      self.origin = origin
      self.steps = steps
      self.change = change
      self.blendStart = blendStart
      self.blendInterval = blendInterval
      self.hasEnded = hasEnded
    }

    /// The displacement shown: 0 once the animation has ended.
    @inlinable public var shownDisplacement: Double { hasEnded ? 0 : displacement }
    /// The velocity shown: 0 once the animation has ended.
    @inlinable public var shownVelocity: Double { hasEnded ? 0 : velocity }
  }

  /// An animation released at `time` from a displacement and velocity, with force 0.
  ///
  /// - Parameters:
  ///   - time: The release time: the grid's origin.
  ///   - x0: The displacement from the target at release, −Δ for a change Δ from rest.
  ///   - v0: The velocity at release.
  /// - Returns: The state; its change is Δ = −x₀.
  @inlinable
  public func release(at time: Double, displacement x0: Double, velocity v0: Double) -> State {
    State(displacement: x0, velocity: v0, force: 0, origin: time, steps: 0, change: -x0)
  }

  /// Advances an animation to the frame at `time` and applies the stop rule.
  ///
  /// - Parameters:
  ///   - state: The animation; unchanged once it has ended.
  ///   - time: The frame time (finite).
  /// - Returns: Whether the animation has ended (at this frame or before).
  @inlinable
  @discardableResult
  public func advance(_ state: inout State, to time: Double) -> Bool {
    guard !state.hasEnded else { return true }
    let c = coefficients(at: time, blendStart: state.blendStart, blendInterval: state.blendInterval)
    advance(
      displacement: &state.displacement, velocity: &state.velocity, force: &state.force, origin: &state.origin,
      steps: &state.steps, to: time, c)
    state.hasEnded = hasStopped(
      displacement: state.displacement, velocity: state.velocity, force: state.force, change: state.change)
    return state.hasEnded
  }

  /// This spring takes over an animation whose target moves by `shift` at `time`, with the force
  /// restarted at 0 (``RetargetCarry/frameForceReset``).
  ///
  /// A running animation keeps its displacement (now from the new target) and velocity,
  /// restarts with force 0 on a new grid from `time`, and adds `shift` to its change. When its
  /// spring's response differs from this one's, the response is blended from the old (its
  /// nominal response) to the new over this spring's blend duration. An ended animation starts
  /// afresh from the old target at rest. The device's rule, which keeps the force, is
  /// ``retarget(_:previousFrame:from:at:by:carrying:)`` with ``RetargetCarry/frame``, and the
  /// scene's ``retarget(_:at:by:restartingAt:)``.
  ///
  /// - Parameters:
  ///   - state: The animation, already advanced to `time` by its own spring.
  ///   - previous: The spring that was running it.
  ///   - time: The retarget time.
  ///   - shift: New target − old target.
  @inlinable
  public func retarget(_ state: inout State, from previous: SwiftUIRuntimeSpring, at time: Double, by shift: Double) {
    retarget(&state, previousFrame: state, from: previous, at: time, by: shift, carrying: .frameForceReset)
  }
}
