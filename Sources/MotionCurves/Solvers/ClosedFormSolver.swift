/// Evaluates every curve analytically in `Double`.
public struct ClosedFormSolver: BufferedMotionSolver {
  /// Creates the solver.
  public init() {}
  /// `closed-form`.
  public var name: String { "closed-form" }

  /// The closed form on the frame grid: value and velocity from one transition matrix, one
  /// closed-form evaluation per 16 frames (``SpringResponse/sampleFrames(first:hz:start:displacement:velocity:target:into:)``).
  public func sampleSpring(_ motion: SpringMotion, frames: Frames, into out: SampleBuffers) {
    SpringResponse<Double>(motion.spring).sample(motion, at: frames, into: out, batched: false)
  }
}
