import MotionCurves

/// The parameter sweep shared by the accuracy tests: every regime, near-critical, strongly
/// overdamped and undamped included.
enum SpringSweep {
  /// Bounces from strongly overdamped (−0.99) through near critical (|b| < 1e-6) to undamped.
  static let bounces: [Double] = [
    -0.99, -0.9, -0.6, -0.3, -0.1, -1e-3, -1e-6, -1e-7, -1e-9, -1e-12, -1e-15,
    0, 1e-15, 1e-12, 1e-9, 1e-7, 1e-6, 1e-3, 0.1, 0.3, 0.55, 0.9, 0.99, 0.999999, 1,
  ]
  static let durations: [Double] = [0.05, 0.1, 0.35, 1, 5]
  static let velocities: [Double] = [-50, -5, 0, 5, 50]
  /// Initial displacements x₀ = value − target (Δ = −x₀).
  static let displacements: [Double] = [-1, 0, 0.37]

  static var springs: [Spring] {
    bounces.flatMap { b in durations.map { d in try! Spring(duration: d, bounce: b) } }
  }

  /// Times from 0 to 20 durations: a uniform grid plus irrational offsets.
  static func times(duration: Double, count: Int = 240) -> [Double] {
    (0...count).map { i in 20 * duration * Double(i) / Double(count) }
      + [1e-9, 1e-6, 0.001, 0.1 * 2.0.squareRoot(), 1 / Double.pi].map { $0 * duration }
  }
}

/// Reference state in Float80 for one spring, as Doubles.
func referenceState(_ spring: Spring, t: Double, x0: Double, v0: Double) -> (x: Float80, v: Float80) {
  let r = SpringResponse<Float80>(spring)
  let s = r.state(at: Float80(t), displacement: Float80(x0), velocity: Float80(v0))
  return (s.x, s.v)
}
