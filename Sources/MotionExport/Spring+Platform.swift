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
  /// - Parameters:
  ///   - stiffness: k/m.
  ///   - dampingRatio: ζ.
  /// - Returns: The spring with mass 1 and damping 2ζ√k.
  static func running(stiffness: Float, dampingRatio: Float) -> Spring {
    let k = Double(stiffness)
    return running(mass: 1, stiffness: k, damping: 2 * k.squareRoot() * Double(dampingRatio))
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
