import MotionCurves

extension Spring {
  /// The spring a platform runs from physical parameters taken from a valid spring.
  ///
  /// - Parameters:
  ///   - mass: m.
  ///   - stiffness: k.
  ///   - damping: c.
  /// - Returns: The spring, overdamped ones included.
  static func running(mass: Double, stiffness: Double, damping: Double) -> Spring {
    // Force-try is safe for parameters made from a valid spring; `read` validates its own.
    try! Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }

  /// The spring a platform with mass 1 and Float parameters runs: k and ζ widened from Float.
  ///
  /// Rounding to Float can move a spring at the edge of ``MotionLimits`` (a period of 1e-5 or
  /// 1e4 s, ζ = 1e6) just past it; such a spring is held at the edge, a change below Float's
  /// precision.
  ///
  /// - Parameters:
  ///   - stiffness: k/m.
  ///   - dampingRatio: ζ.
  /// - Returns: The spring with mass 1 and damping 2ζ√k.
  static func running(stiffness: Float, dampingRatio: Float) -> Spring {
    let margin = 1e-9
    let softest = Self.stiffness(period: MotionLimits.duration.upperBound) * (1 + margin)
    let stiffest = Self.stiffness(period: MotionLimits.duration.lowerBound) * (1 - margin)
    let k = min(max(Double(stiffness), softest), stiffest)
    let zeta = min(Double(dampingRatio), MotionLimits.dampingRatio.upperBound * (1 - margin))
    return running(mass: 1, stiffness: k, damping: 2 * k.squareRoot() * zeta)
  }

  /// The stiffness of mass 1 whose period 2π/√k is `period`.
  private static func stiffness(period: Double) -> Double {
    let omega = 2 * Double.pi / period
    return omega * omega
  }

  /// The spring a platform's code describes, from the physical parameters read.
  ///
  /// - Parameters:
  ///   - mass: m.
  ///   - stiffness: k.
  ///   - damping: c.
  ///   - platform: The platform whose code was read, for the error.
  /// - Returns: The spring, overdamped ones included.
  /// - Throws: ``SpringCodeError/invalidSpring(platform:reason:)`` when they give no valid spring.
  static func read(mass: Double, stiffness: Double, damping: Double, platform: ExportPlatform)
    throws(SpringCodeError) -> Spring
  {
    do { return try Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true) } catch {
      throw .invalidSpring(platform: platform.rawValue, reason: error.description)
    }
  }

  /// The spring a mass-1 platform's code describes, from the stiffness and damping ratio read.
  ///
  /// - Parameters:
  ///   - stiffness: k/m.
  ///   - dampingRatio: ζ.
  ///   - platform: The platform whose code was read, for the error.
  /// - Returns: The spring with mass 1 and damping 2ζ√k.
  /// - Throws: ``SpringCodeError/invalidSpring(platform:reason:)`` when they give no valid spring.
  static func read(stiffness: Double, dampingRatio: Double, platform: ExportPlatform)
    throws(SpringCodeError) -> Spring
  {
    try read(mass: 1, stiffness: stiffness, damping: 2 * stiffness.squareRoot() * dampingRatio, platform: platform)
  }
}
