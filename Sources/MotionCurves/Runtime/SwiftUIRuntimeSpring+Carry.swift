extension SwiftUIRuntimeSpring {
  /// What a running fluid spring hands to the fluid spring that retargets it: the displacement,
  /// velocity and force of which frame, and whether the force restarts at 0.
  ///
  /// The retarget frame is the frame at which the new target takes effect, its state already
  /// advanced to that frame by the running spring; the frame before is the state the previous
  /// frame showed. Every rule moves the displacement to the new target, restarts the grid at
  /// the retarget time and adds the move of the target to the change.
  public enum RetargetCarry: String, CaseIterable, Hashable, Sendable {
    /// x, v and F of the retarget frame, the force kept: the spring goes on from the state the
    /// frame shows. The device's rule: it reproduces the recorded retarget of
    /// `.spring(response: 2.2, dampingFraction: 0.5)` to 6.2e-7 pt (docs/swiftui-runtime.md).
    case frame
    /// x and v of the retarget frame, F = 0: the model's rule before it was checked against a
    /// device (0.0117 pt off that recording).
    case frameForceReset
    /// x, v and F of the frame before, the force kept: the retarget frame shows the previous
    /// frame again.
    case previousFrame
    /// x and v of the frame before, F = 0.
    case previousFrameForceReset
    /// x of the retarget frame, v and F of the frame before: the order of OpenSwiftUI's
    /// reconstruction of `FluidSpringAnimation.shouldMerge`, which reads the velocity and force
    /// before it steps the running spring to the retarget time.
    case reconstruction
  }

  /// This spring takes over an animation whose target moves by `shift` at `time`, carrying
  /// what `carry` says.
  ///
  /// The carried displacement is measured from the new target, the grid restarts at `time` and
  /// `shift` adds to the change; when the running spring's response differs from this one's, the
  /// response is blended from the old to the new over this spring's blend duration. An
  /// animation that has ended starts afresh from the old target at rest.
  ///
  /// - Parameters:
  ///   - state: The animation, already advanced to `time` by its own spring.
  ///   - previousFrame: The animation as the frame before showed it.
  ///   - previous: The spring that was running it.
  ///   - time: The retarget time.
  ///   - shift: New target − old target.
  ///   - carry: Which frame's state goes on, and whether the force restarts.
  @inlinable
  public func retarget(
    _ state: inout State, previousFrame: State, from previous: SwiftUIRuntimeSpring, at time: Double,
    by shift: Double, carrying carry: RetargetCarry
  ) {
    guard !state.hasEnded else {
      state = release(at: time, displacement: -shift, velocity: 0)
      return
    }
    switch carry {
    case .frame, .frameForceReset:
      break
    case .previousFrame, .previousFrameForceReset:
      (state.displacement, state.velocity, state.force) =
        (previousFrame.displacement, previousFrame.velocity, previousFrame.force)
    case .reconstruction:
      (state.velocity, state.force) = (previousFrame.velocity, previousFrame.force)
    }
    if carry == .frameForceReset || carry == .previousFrameForceReset { state.force = 0 }
    state.displacement -= shift
    state.change += shift
    state.origin = time
    state.steps = 0
    if previous.fluid.response != fluid.response {
      state.blendInterval = previous.fluid.response - fluid.response
      state.blendStart = time
    }
  }

  /// A change of target by `shift` at the frame at `time`, as the device takes it, on a spring
  /// that may be running or at rest: the scene's rule.
  ///
  /// A running animation goes on from the state of this frame with its force
  /// (``RetargetCarry/frame``), on a grid from `time`, or from its start if that is still to come
  /// (an animation that started from rest on this frame and waits for the next); `shift` adds to
  /// its change. An animation that has ended, or never ran, starts from rest at the old target on
  /// a grid from `restart`: `time` under ``SwiftUIRuntimeStart/immediate``, the next frame's time
  /// under ``SwiftUIRuntimeStart/frame`` (that frame still shows the old value).
  ///
  /// - Parameters:
  ///   - state: The animation, already advanced to `time` by this spring.
  ///   - time: The frame's time.
  ///   - shift: New target − old target.
  ///   - restart: When an animation from rest begins (≥ `time`).
  @inlinable
  public func retarget(_ state: inout State, at time: Double, by shift: Double, restartingAt restart: Double) {
    guard !state.hasEnded else {
      state = release(at: restart, displacement: -shift, velocity: 0)
      return
    }
    let origin = state.origin
    retarget(&state, previousFrame: state, from: self, at: time, by: shift, carrying: .frame)
    state.origin = Swift.max(origin, time)
  }
}
