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
  ///   - response: The response in seconds (> 0).
  ///   - dampingFraction: The damping fraction (≥ 0).
  ///   - blendDuration: The blend duration in seconds (≥ 0).
  /// - Throws: ``CurveError`` naming a non-finite, non-positive response or a negative or
  ///   non-finite damping fraction or blend duration.
  public init(response: Double, dampingFraction: Double, blendDuration: Double = 0) throws(CurveError) {
    try CurveError.requirePositive(response, "response")
    try CurveError.requireNonNegative(dampingFraction, "dampingFraction")
    try CurveError.requireNonNegative(blendDuration, "blendDuration")
    self.init(uncheckedResponse: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// Creates a fluid spring from a duration and a bounce, as `.spring(duration:bounce:)` does.
  ///
  /// - Parameters:
  ///   - duration: The duration (the response) in seconds (> 0).
  ///   - bounce: The bounce in (−1, 1].
  ///   - blendDuration: The blend duration in seconds (≥ 0).
  /// - Throws: ``CurveError`` for a parameter out of range.
  public init(duration: Double, bounce: Double, blendDuration: Double = 0) throws(CurveError) {
    guard bounce.isFinite, bounce > -1, bounce <= 1 else {
      throw .invalidParameter(name: "bounce", value: bounce, allowed: "in (-1, 1]")
    }
    try self.init(response: duration, dampingFraction: Self.dampingFraction(bounce: bounce), blendDuration: blendDuration)
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
