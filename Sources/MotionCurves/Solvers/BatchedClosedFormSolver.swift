/// The closed form with the frames of a spring evaluated together over SIMD lanes (own
/// vectorised `exp`, `expm1` and `sincos`, as the scene's batched closed form): within a few
/// ulps of the basis of ``ClosedFormSolver``. Prescribed curves are evaluated as there.
public struct BatchedClosedFormSolver: BufferedMotionSolver {
  /// Creates the solver.
  public init() {}
  /// `closed-form-batched`.
  public var name: String { "closed-form-batched" }

  /// The closed form of the spring at every frame, the frames evaluated together over SIMD lanes.
  public func sampleSpring(_ motion: SpringMotion, frames: Frames, into out: SampleBuffers) {
    SpringResponse<Double>(motion.spring).sample(motion, at: frames, into: out, batched: true)
  }
}
