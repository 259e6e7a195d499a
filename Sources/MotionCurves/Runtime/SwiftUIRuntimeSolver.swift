/// What the device shows: fluid springs stepped and stopped as SwiftUI's runtime does
/// (``SwiftUIRuntimeSpring``), everything else as in the closed form.
///
/// `interpolatingSpring`, timing curves and keyframe tracks are evaluated in closed form, as
/// SwiftUI evaluates them. Each fluid ``SpringMotion`` runs on its own from its release: grid
/// from `start`, force 0, change Δ = −displacement, no response blend (a single motion has no
/// previous spring to blend from; a scene of retargets drives ``SwiftUIRuntimeSpring/State``
/// directly). After the stop rule ends it, the value is exactly the target and the velocity 0.
public struct SwiftUIRuntimeSolver: MotionSolver {
  /// Steps per second of the runtime (300 on a device).
  public let stepsPerSecond: Double
  /// Equally moving components of the animated value (2 for `scaleEffect`).
  public let components: Int

  /// Creates the solver.
  ///
  /// - Parameters:
  ///   - stepsPerSecond: 1/h (> 0, at most 1e9).
  ///   - components: From 1 to 64.
  /// - Throws: ``CurveError`` for a value out of range.
  public init(stepsPerSecond: Double = SwiftUIRuntimeSpring.defaultStepsPerSecond, components: Int = 1)
    throws(CurveError)
  {
    try SwiftUIRuntimeSpring.validate(stepsPerSecond: stepsPerSecond, components: components)
    self.stepsPerSecond = stepsPerSecond
    self.components = components
  }

  /// `swiftui`.
  public var name: String { "swiftui" }

  /// The runtime model of a fluid spring, with this solver's step rate and components.
  public func runtime(_ fluid: FluidSpring) -> SwiftUIRuntimeSpring {
    SwiftUIRuntimeSpring(uncheckedFluid: fluid, stepsPerSecond: stepsPerSecond, components: components)
  }

  /// A fluid spring's frames as the runtime shows them; other springs in closed form.
  /// - Throws: ``CurveError`` when a frame time is not finite.
  public func sampleSpring(_ motion: SpringMotion, frames: Frames) throws -> Samples {
    guard let fluid = motion.fluid else { return ClosedFormSolver().sampleSpring(motion, frames: frames) }
    if let last = frames.range.last, !frames.time(last).isFinite {
      throw CurveError.invalidParameter(name: "frame time", value: frames.time(last), allowed: "a finite number")
    }
    let runtime = runtime(fluid)
    var state = runtime.release(at: motion.start, displacement: motion.displacement, velocity: motion.velocity)
    var samples = Samples(count: frames.range.count)
    for (k, i) in frames.range.enumerated() {
      runtime.advance(&state, to: frames.time(i))
      samples.values[k] = motion.target + state.shownDisplacement
      samples.velocities[k] = state.shownVelocity
    }
    return samples
  }

  /// The curve's closed form at every frame: SwiftUI evaluates timing curves and keyframes in closed form too.
  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames) -> Samples {
    ClosedFormSolver().samplePrescribed(curve, frames: frames)
  }
}
