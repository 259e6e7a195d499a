/// A spring animation as SwiftUI keeps it for stepping at run time: a response, a damping
/// fraction and a blend duration.
///
/// `.spring(duration:bounce:)`, `.spring(response:dampingFraction:)`, `.spring(_:)`, `.smooth`,
/// `.snappy`, `.bouncy`, `.interactiveSpring`, `.spring` and `.default` are such fluid springs;
/// `interpolatingSpring` is not. A bounce b maps to the damping fraction as
///
///     ζ = 1 − b        (b ≥ 0)
///     ζ = 1/(1 + b)    (b < 0)
///
/// and the response is the duration. ``SwiftUIRuntimeSpring`` steps a fluid spring the way the
/// runtime does.
public struct FluidSpring: Hashable, Sendable {
  /// The response r in seconds (> 0): the period of the undamped spring.
  public let response: Double
  /// The damping fraction ζ (≥ 0; 1 is critical, above 1 overdamped).
  public let dampingFraction: Double
  /// Seconds over which a change of response is blended in when this spring retargets a
  /// running one (≥ 0; 0 switches at once).
  public let blendDuration: Double

  /// Creates a fluid spring.
  ///
  /// - Parameters:
  ///   - response: The response in seconds, in ``MotionLimits/duration``.
  ///   - dampingFraction: The damping fraction, in ``MotionLimits/dampingRatio``.
  ///   - blendDuration: The blend duration in seconds, in ``MotionLimits/delay``.
  /// - Throws: ``CurveError`` naming a parameter out of its range.
  public init(response: Double, dampingFraction: Double, blendDuration: Double = 0) throws(CurveError) {
    try CurveError.require(response, in: MotionLimits.duration, "response", unit: " s")
    try CurveError.require(dampingFraction, in: MotionLimits.dampingRatio, "dampingFraction")
    try CurveError.require(blendDuration, in: MotionLimits.delay, "blendDuration", unit: " s")
    self.init(uncheckedResponse: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// Creates a fluid spring from a duration and a bounce, as `.spring(duration:bounce:)` does.
  ///
  /// - Parameters:
  ///   - duration: The duration (the response) in seconds, in ``MotionLimits/duration``.
  ///   - bounce: The bounce, in ``MotionLimits/bounce``.
  ///   - blendDuration: The blend duration in seconds, in ``MotionLimits/delay``.
  /// - Throws: ``CurveError`` for a parameter out of range.
  public init(duration: Double, bounce: Double, blendDuration: Double = 0) throws(CurveError) {
    try CurveError.require(bounce, in: MotionLimits.bounce, "bounce")
    try self.init(
      response: duration, dampingFraction: Self.dampingFraction(bounce: bounce), blendDuration: blendDuration)
  }

  /// The fluid spring SwiftUI makes of a ``Spring`` (`.spring(_:blendDuration:)`): its response
  /// and damping ratio.
  ///
  /// - Parameters:
  ///   - spring: A validated spring.
  ///   - blendDuration: The blend duration in seconds, already validated (≥ 0, finite).
  public init(_ spring: Spring, blendDuration: Double = 0) {
    self.init(uncheckedResponse: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
  }

  @usableFromInline
  init(uncheckedResponse response: Double, dampingFraction: Double, blendDuration: Double) {
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
  }

  /// The damping fraction of a bounce: `1 − b` for b ≥ 0, `1/(1 + b)` for b < 0.
  @inlinable
  public static func dampingFraction(bounce b: Double) -> Double { b < 0 ? 1 / (1 + b) : 1 - b }
}
