/// Evaluates every curve analytically in ``ReferenceReal`` (`Float80` on x86-64), rounding
/// the result to `Double`: the arbiter of accuracy.
///
/// Where there is no `Float80` (arm64, Apple silicon included) ``ReferenceReal`` is `Double`,
/// and the reference judges `Double` by `Double`: errors at the level of `Double`'s rounding are
/// not seen. ``isExtendedPrecision`` says which it is.
public struct ReferenceSolver: BufferedMotionSolver {
  /// Creates the solver.
  public init() {}

  /// The significand bits of ``ReferenceReal``, the leading bit included: 64 for `Float80`, 53
  /// where the reference is only `Double`.
  public static var significandBits: Int { ReferenceReal.significandBitCount + 1 }

  /// Whether the reference computes in more bits than `Double` (`Float80`); false where it is
  /// only `Double`.
  public static var isExtendedPrecision: Bool { significandBits > Double.significandBitCount + 1 }

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
