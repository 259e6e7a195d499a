/// What a spring does to a value it moves through a change: the numbers a designer tunes.
///
/// Every metric is scale-free: the spring moves the value from 0 to 1 (a unit change; for a
/// change of Δ points multiply distances and velocities by Δ), released at t = 0 with an
/// initial velocity in changes per second (`interpolatingSpring`'s convention). With the
/// displacement `x = value − 1` (so `x(0) = −1`):
///
/// - **overshoot**: the largest excursion past the target, `max(0, sup x(t))`, as a fraction of
///   the change. Released from rest it is `exp(−πζ/√(1 − ζ²))` (0 for ζ ≥ 1, bounce ≤ 0); with an
///   initial velocity toward the target an overdamped spring can overshoot too.
/// - **peak time**: when that excursion happens, `π/ω_d` from rest; `.infinity` when the value
///   never passes the target (it reaches its largest value only as t → ∞).
/// - **rise time**: from the first time the value reaches 0.1 to the first time it reaches 0.9.
/// - **settle time**: the exact last time `|x| > ε` (``Spring/settlingTime(displacement:velocity:threshold:)``);
///   **settle envelope**: the envelope bound (``Spring/envelopeSettlingTime(displacement:velocity:threshold:)``).
/// - **oscillations**: the visible excursions, the number of times t > 0 at which the value turns
///   (v = 0) while more than ε away from the target. From rest these are the overshoot and the
///   following undershoots: `#{k ≥ 1 : δᵏ > ε}` with δ the overshoot. `.infinity` when undamped.
/// - **peak velocity**: `max |v(t)|`, in changes per second.
///
/// Closed forms are used where they exist (overshoot, peak time, oscillations, peak velocity);
/// the crossings of rise and settling times are root-found on the curve itself.
public struct SpringMetrics: Hashable, Sendable {
  /// The largest excursion past the target, as a fraction of the change (≥ 0).
  public let overshoot: Double
  /// Seconds from release to the overshoot's peak; `.infinity` without overshoot.
  public let peakTime: Double
  /// Seconds from the value's first reaching 10 % of the change to its first reaching 90 %.
  public let riseTime: Double
  /// The exact settling time for the band `|x| ≤ ε`, in seconds.
  public let settleTime: Double
  /// The envelope settling time for the same band, in seconds (never earlier than ``settleTime``).
  public let settleEnvelope: Double
  /// The number of visible excursions (a whole number), `.infinity` for an undamped spring.
  public let oscillations: Double
  /// The largest speed, in changes per second.
  public let peakVelocity: Double

  /// Measures a spring's motion through a unit change.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: The velocity at release, in changes per second (finite).
  ///   - epsilon: The settling band ε as a fraction of the change, in (0, 1).
  /// - Throws: ``CurveError/invalidParameter(name:value:allowed:)`` for a non-finite velocity or an
  ///   epsilon outside (0, 1).
  public init(_ spring: Spring, initialVelocity: Double = 0, epsilon: Double = 0.001) throws(CurveError) {
    try CurveError.requireFinite(initialVelocity, "initialVelocity")
    guard epsilon > 0, epsilon < 1 else {
      throw .invalidParameter(name: "epsilon", value: epsilon, allowed: "in (0, 1)")
    }
    (overshoot, peakTime) = spring.overshoot(initialVelocity: initialVelocity)
    riseTime = spring.riseTime(initialVelocity: initialVelocity)
    settleTime = spring.settlingTime(displacement: -1, velocity: initialVelocity, threshold: epsilon)
    settleEnvelope = spring.envelopeSettlingTime(displacement: -1, velocity: initialVelocity, threshold: epsilon)
    oscillations = spring.oscillations(initialVelocity: initialVelocity, epsilon: epsilon)
    peakVelocity = spring.peakVelocity(initialVelocity: initialVelocity)
  }

  /// The metrics of the spring with the same bounce and a `factor` times longer duration,
  /// released with `1/factor` times the velocity (the same velocity when released from rest).
  ///
  /// The unit-change curve depends only on the bounce, ω₀t and v₀/ω₀, and ω₀ = 2π/duration: so
  /// times scale by `factor`, the peak velocity by `1/factor`, and the overshoot and the count of
  /// oscillations do not change. Exact up to rounding, and far cheaper than measuring again.
  ///
  /// - Parameter factor: The ratio of durations (> 0).
  /// - Returns: The scaled metrics.
  @inlinable
  public func scaled(by factor: Double) -> SpringMetrics {
    SpringMetrics(
      overshoot: overshoot, peakTime: peakTime * factor, riseTime: riseTime * factor, settleTime: settleTime * factor,
      settleEnvelope: settleEnvelope * factor, oscillations: oscillations, peakVelocity: peakVelocity / factor)
  }

  @usableFromInline
  init(
    overshoot: Double, peakTime: Double, riseTime: Double, settleTime: Double, settleEnvelope: Double,
    oscillations: Double, peakVelocity: Double
  ) {
    self.overshoot = overshoot
    self.peakTime = peakTime
    self.riseTime = riseTime
    self.settleTime = settleTime
    self.settleEnvelope = settleEnvelope
    self.oscillations = oscillations
    self.peakVelocity = peakVelocity
  }

  /// The settling band ε for a visibility threshold in points.
  ///
  ///     ε = threshold / change
  ///
  /// - Parameters:
  ///   - threshold: The smallest distance that is visible, in points (> 0).
  ///   - change: The size of the change, in points (> threshold).
  /// - Returns: ε in (0, 1).
  /// - Throws: ``CurveError`` for a non-positive threshold or a change not larger than it.
  public static func epsilon(visibleThreshold threshold: Double, change: Double) throws(CurveError) -> Double {
    try CurveError.requirePositive(threshold, "visible threshold")
    try CurveError.requirePositive(change, "change")
    guard threshold < change else {
      throw .invalidParameter(
        name: "visible threshold", value: threshold, allowed: "less than the change (\(change) pt)")
    }
    return threshold / change
  }
}
