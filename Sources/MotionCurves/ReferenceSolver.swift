/// Evaluates every curve analytically in ``ReferenceReal`` (`Float80` on x86-64), rounding
/// the result to `Double`: the arbiter of accuracy.
public struct ReferenceSolver: BufferedMotionSolver {
  /// Creates the solver.
  public init() {}
  /// `reference`.
  public var name: String { "reference" }

  /// The spring's closed form in ``ReferenceReal`` at every frame, rounded to `Double`.
  public func sampleSpring(_ motion: SpringMotion, frames: Frames, into out: SampleBuffers) {
    let response = SpringResponse<ReferenceReal>(motion.spring)
    out.fill(frames) { (t: Double) in
      let s = response.state(
        at: ReferenceReal(t) - ReferenceReal(motion.start), displacement: ReferenceReal(motion.displacement),
        velocity: ReferenceReal(motion.velocity))
      return (Double(ReferenceReal(motion.target) + s.x), Double(s.v))
    }
  }

  /// The curve's closed form in ``ReferenceReal`` at every frame, rounded to `Double`.
  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames, into out: SampleBuffers) {
    out.fill(frames) { (t: Double) in
      let s: (value: ReferenceReal, velocity: ReferenceReal) = curve.state(at: ReferenceReal(t))
      return (Double(s.value), Double(s.velocity))
    }
  }
}
