/// A damped harmonic spring, as SwiftUI's `Spring` describes one.
///
/// The state is the displacement `x = value − target` and the velocity `v`:
///
///     m x'' + c x' + k x = 0,    ω₀ = √(k/m),    ζ = c / (2√(k m)).
///
/// The physical parameters `mass`, `stiffness` and `damping` are stored; every other
/// parameterisation (duration and bounce, response and damping ratio, settling duration)
/// is derived from them and round-trips through them. Initialisers validate their input
/// and throw ``CurveError`` instead of producing a spring that would misbehave.
@frozen
public struct Spring: Hashable, Sendable {
  /// The mass m (> 0).
  public let mass: Double
  /// The stiffness k (> 0).
  public let stiffness: Double
  /// The damping coefficient c (≥ 0).
  public let damping: Double

  /// Creates a spring from already validated physical parameters.
  @usableFromInline
  init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Creates a spring from a perceptual duration and bounce.
  ///
  ///     k = (2π/d)²,  c = 4π(1 − b)/d for 0 ≤ b ≤ 1,  c = 4π / (d (1 + b)) for −1 < b < 0.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration d in seconds (> 0): the period of the undamped spring.
  ///   - bounce: The bounce b in (−1, 1]: 0 is critically damped, 1 undamped, negative overdamped.
  /// - Throws: ``CurveError/invalidParameter(name:value:allowed:)`` for a duration outside
  ///   ``MotionLimits/duration`` or a bounce outside ``MotionLimits/bounce``.
  public init(duration: Double = 0.5, bounce: Double = 0) throws(CurveError) {
    try CurveError.require(duration, in: MotionLimits.duration, "duration", unit: " s")
    try CurveError.require(bounce, in: MotionLimits.bounce, "bounce")
    let omega = 2 * Double.pi / duration
    let damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / duration : 4 * .pi / (duration * (1 + bounce))
    self.init(uncheckedMass: 1, stiffness: omega * omega, damping: damping)
  }

  /// Creates a spring from a response (the undamped period) and a damping ratio.
  ///
  ///     k = (2π/r)²,  c = 4πζ/r.
  ///
  /// - Parameters:
  ///   - response: The response r in seconds (> 0).
  ///   - dampingRatio: The damping ratio ζ (≥ 0; above 1 is overdamped).
  /// - Throws: ``CurveError`` for a response outside ``MotionLimits/duration`` or a damping
  ///   ratio outside ``MotionLimits/dampingRatio``.
  public init(response: Double, dampingRatio: Double) throws(CurveError) {
    try CurveError.require(response, in: MotionLimits.duration, "response", unit: " s")
    try CurveError.require(dampingRatio, in: MotionLimits.dampingRatio, "dampingRatio")
    let omega = 2 * Double.pi / response
    self.init(uncheckedMass: 1, stiffness: omega * omega, damping: 4 * .pi * dampingRatio / response)
  }

  /// Creates a spring from its physical parameters.
  ///
  /// - Parameters:
  ///   - mass: The mass m (> 0).
  ///   - stiffness: The stiffness k (> 0).
  ///   - damping: The damping c (≥ 0).
  ///   - allowOverDamping: When `false` (SwiftUI's default), a damping above the critical
  ///     value 2√(k m) is reduced to it.
  /// - Throws: ``CurveError`` for a mass outside ``MotionLimits/mass``, a non-positive
  ///   stiffness, a negative damping, a period 2π√(m/k) outside ``MotionLimits/duration`` or
  ///   a damping ratio above ``MotionLimits/dampingRatio``.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) throws(CurveError) {
    try CurveError.require(mass, in: MotionLimits.mass, "mass")
    try CurveError.requirePositive(stiffness, "stiffness")
    try CurveError.requireNonNegative(damping, "damping")
    try CurveError.require(
      2 * .pi * (mass / stiffness).squareRoot(), in: MotionLimits.duration, "the period 2π√(mass/stiffness)", unit: " s"
    )
    let critical = 2 * (stiffness * mass).squareRoot()
    try CurveError.require(
      damping / critical, in: MotionLimits.dampingRatio, "the damping ratio damping/(2√(stiffness·mass))")
    self.init(
      uncheckedMass: mass, stiffness: stiffness,
      damping: allowOverDamping ? damping : Swift.min(damping, critical))
  }
}

// MARK: - Derived parameters

extension Spring {
  /// The undamped angular frequency ω₀ = √(k/m), in rad/s.
  @inlinable public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(k m)).
  @inlinable public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The perceptual duration 2π√(m/k), in seconds.
  @inlinable public var duration: Double { 2 * .pi * (mass / stiffness).squareRoot() }

  /// The response, SwiftUI's other name for the perceptual duration.
  @inlinable public var response: Double { duration }

  /// The bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped.
  @inlinable public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }
}

// MARK: - Presets

extension Spring {
  /// A smooth spring with no bounce: duration 0.5 s, bounce 0.
  public static let smooth = Spring(unchecked: .smooth)
  /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15.
  public static let snappy = Spring(unchecked: .snappy)
  /// A bouncy spring: duration 0.5 s, bounce 0.3.
  public static let bouncy = Spring(unchecked: .bouncy)

  /// A smooth spring (base bounce 0) with the given duration and extra bounce.
  /// - Throws: ``CurveError`` when the duration or the resulting bounce is out of range.
  public static func smooth(duration: Double = Preset.duration, extraBounce: Double = 0) throws(CurveError) -> Spring {
    try Spring(.smooth, duration: duration, extraBounce: extraBounce)
  }

  /// A snappy spring (base bounce 0.15) with the given duration and extra bounce.
  /// - Throws: ``CurveError`` when the duration or the resulting bounce is out of range.
  public static func snappy(duration: Double = Preset.duration, extraBounce: Double = 0) throws(CurveError) -> Spring {
    try Spring(.snappy, duration: duration, extraBounce: extraBounce)
  }

  /// A bouncy spring (base bounce 0.3) with the given duration and extra bounce.
  /// - Throws: ``CurveError`` when the duration or the resulting bounce is out of range.
  public static func bouncy(duration: Double = Preset.duration, extraBounce: Double = 0) throws(CurveError) -> Spring {
    try Spring(.bouncy, duration: duration, extraBounce: extraBounce)
  }

  /// A preset as it is named, whose parameters are known to be valid.
  private init(unchecked preset: Preset) {
    // Force-try is safe: the presets' parameters are constants inside the valid range.
    self = try! Spring(preset)
  }
}
