/// An animation as SwiftUI's `Animation` describes one: a spring or a timing curve, with a delay.
///
/// A spring that SwiftUI steps at run time (every spring form but `interpolatingSpring`) also
/// carries its ``FluidSpring`` parameters in ``fluid``; the closed-form solvers ignore them, and
/// the SwiftUI runtime model (``SwiftUIRuntimeSolver``) uses them, `blendDuration` included.
public struct Animation: Hashable, Sendable {
  /// The curve that drives the value once the delay has passed.
  public enum Curve: Hashable, Sendable {
    /// A spring; `initialVelocity` is in units of the animated change per second
    /// (`interpolatingSpring`'s convention) and adds to the velocity the value already has.
    case spring(Spring, initialVelocity: Double, blendDuration: Double)
    /// A timing curve over a duration in seconds.
    case timing(UnitCurve, duration: Double)
  }

  /// The curve.
  public let curve: Curve
  /// Seconds before the animation starts (≥ 0).
  public let delay: Double
  /// How SwiftUI keeps a fluid spring (response, damping fraction, blend duration); nil for
  /// `interpolatingSpring` and timing curves.
  public let fluid: FluidSpring?

  @usableFromInline
  init(curve: Curve, delay: Double = 0, fluid: FluidSpring? = nil) {
    self.curve = curve
    self.delay = delay
    self.fluid = fluid
  }

  /// The same animation started `delay` seconds later (delays add up, as in SwiftUI).
  /// - Throws: ``CurveError`` for a delay, or a total delay, outside ``MotionLimits/delay``.
  public func delay(_ delay: Double) throws(CurveError) -> Animation {
    try CurveError.require(delay, in: MotionLimits.delay, "delay", unit: " s")
    try CurveError.require(self.delay + delay, in: MotionLimits.delay, "the total delay", unit: " s")
    return Animation(curve: curve, delay: self.delay + delay, fluid: fluid)
  }

  /// How long until the animation comes to rest: the delay plus the duration of a timing
  /// curve or the settling duration (ε = 0.001 of a unit change) of a spring.
  public var duration: Double {
    switch curve {
    case .spring(let spring, _, _): delay + spring.settlingDuration
    case .timing(_, let duration): delay + duration
    }
  }
}

// MARK: - Springs

extension Animation {
  /// `.spring(spring, blendDuration:)`: a fluid spring with the spring's response and damping ratio.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) throws(CurveError) -> Animation {
    try CurveError.require(blendDuration, in: MotionLimits.delay, "blendDuration", unit: " s")
    return fluidSpring(spring, FluidSpring(spring, blendDuration: blendDuration))
  }

  /// `.spring(duration:bounce:blendDuration:)`.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) throws(CurveError)
    -> Animation
  {
    let spring = try Spring(duration: duration, bounce: bounce)
    return fluidSpring(spring, try FluidSpring(duration: duration, bounce: bounce, blendDuration: blendDuration))
  }

  /// `.spring(response:dampingFraction:blendDuration:)`, defaults 0.5, 0.825, 0.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    throws(CurveError) -> Animation
  {
    let spring = try Spring(response: response, dampingRatio: dampingFraction)
    return fluidSpring(
      spring, try FluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// A fluid spring animation: the spring for the closed form and the fluid parameters for the runtime.
  private static func fluidSpring(_ spring: Spring, _ fluid: FluidSpring) -> Animation {
    Animation(curve: .spring(spring, initialVelocity: 0, blendDuration: fluid.blendDuration), fluid: fluid)
  }

  /// `.interactiveSpring(response:dampingFraction:blendDuration:)`, defaults 0.15, 0.86, 0.25.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) throws(CurveError) -> Animation {
    try spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`; overdamping is allowed.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) throws(CurveError) -> Animation {
    try CurveError.require(initialVelocity, magnitudeAtMost: MotionLimits.velocity, "initialVelocity")
    let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
    return Animation(curve: .spring(spring, initialVelocity: initialVelocity, blendDuration: 0))
  }

  /// `.interpolatingSpring(duration:bounce:initialVelocity:)`.
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
    throws(CurveError) -> Animation
  {
    try CurveError.require(initialVelocity, magnitudeAtMost: MotionLimits.velocity, "initialVelocity")
    let spring = try Spring(duration: duration, bounce: bounce)
    return Animation(curve: .spring(spring, initialVelocity: initialVelocity, blendDuration: 0))
  }

  /// A named spring (``Spring/Preset``) as SwiftUI animates it: `.spring(duration:bounce:)` with
  /// bounce `preset.baseBounce + extraBounce`.
  /// - Throws: ``CurveError`` when the duration or the resulting bounce is out of range.
  public static func preset(_ preset: Spring.Preset, duration: Double = Spring.Preset.duration, extraBounce: Double = 0)
    throws(CurveError) -> Animation
  {
    try spring(duration: duration, bounce: preset.baseBounce + extraBounce)
  }

  /// `.smooth(duration:extraBounce:)`: `.spring(duration:bounce:)` with bounce 0 + extraBounce.
  public static func smooth(duration: Double = Spring.Preset.duration, extraBounce: Double = 0) throws(CurveError)
    -> Animation
  {
    try preset(.smooth, duration: duration, extraBounce: extraBounce)
  }

  /// `.snappy(duration:extraBounce:)`: `.spring(duration:bounce:)` with bounce 0.15 + extraBounce.
  public static func snappy(duration: Double = Spring.Preset.duration, extraBounce: Double = 0) throws(CurveError)
    -> Animation
  {
    try preset(.snappy, duration: duration, extraBounce: extraBounce)
  }

  /// `.bouncy(duration:extraBounce:)`: `.spring(duration:bounce:)` with bounce 0.3 + extraBounce.
  public static func bouncy(duration: Double = Spring.Preset.duration, extraBounce: Double = 0) throws(CurveError)
    -> Animation
  {
    try preset(.bouncy, duration: duration, extraBounce: extraBounce)
  }

  /// `.smooth`: duration 0.5, bounce 0.
  public static let smooth = try! Animation.smooth()
  /// `.snappy`: duration 0.5, bounce 0.15.
  public static let snappy = try! Animation.snappy()
  /// `.bouncy`: duration 0.5, bounce 0.3.
  public static let bouncy = try! Animation.bouncy()
  /// `.spring`: response 0.5, damping fraction 0.825.
  public static let spring = try! Animation.spring(response: 0.5, dampingFraction: 0.825)
  /// `.interactiveSpring`: response 0.15, damping fraction 0.86, blend 0.25.
  public static let interactiveSpring = try! Animation.interactiveSpring()
  /// `.interpolatingSpring`: duration 0.5, bounce 0.
  public static let interpolatingSpring = try! Animation.interpolatingSpring(duration: 0.5, bounce: 0)
  /// `.default`: a spring with response 0.55 and damping fraction 1.
  public static let `default` = try! Animation.spring(response: 0.55, dampingFraction: 1)
}

// MARK: - Timing curves

extension Animation {
  /// The default duration of a timing-curve animation, 0.35 s.
  public static let defaultDuration = 0.35

  /// A timing-curve animation.
  /// - Throws: ``CurveError`` for a duration outside ``MotionLimits/duration``.
  public static func timingCurve(_ curve: UnitCurve, duration: Double = defaultDuration) throws(CurveError) -> Animation
  {
    try CurveError.require(duration, in: MotionLimits.duration, "duration", unit: " s")
    return Animation(curve: .timing(curve, duration: duration))
  }

  /// `.timingCurve(c0x, c0y, c1x, c1y, duration:)`.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = defaultDuration
  ) throws(CurveError) -> Animation {
    try timingCurve(UnitCurve(startControlPoint: (c0x, c0y), endControlPoint: (c1x, c1y)), duration: duration)
  }

  /// `.linear(duration:)`.
  public static func linear(duration: Double) throws(CurveError) -> Animation {
    try timingCurve(.linear, duration: duration)
  }
  /// `.easeIn(duration:)`.
  public static func easeIn(duration: Double) throws(CurveError) -> Animation {
    try timingCurve(.easeIn, duration: duration)
  }
  /// `.easeOut(duration:)`.
  public static func easeOut(duration: Double) throws(CurveError) -> Animation {
    try timingCurve(.easeOut, duration: duration)
  }
  /// `.easeInOut(duration:)`.
  public static func easeInOut(duration: Double) throws(CurveError) -> Animation {
    try timingCurve(.easeInOut, duration: duration)
  }

  /// `.linear`, 0.35 s.
  public static let linear = Animation(curve: .timing(.linear, duration: defaultDuration))
  /// `.easeIn`, 0.35 s.
  public static let easeIn = Animation(curve: .timing(.easeIn, duration: defaultDuration))
  /// `.easeOut`, 0.35 s.
  public static let easeOut = Animation(curve: .timing(.easeOut, duration: defaultDuration))
  /// `.easeInOut`, 0.35 s.
  public static let easeInOut = Animation(curve: .timing(.easeInOut, duration: defaultDuration))
}
