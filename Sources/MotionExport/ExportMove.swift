import MotionCurves

/// One move handed to every platform: a spring, where it starts and ends, its initial velocity,
/// the display's frame rate and the smallest visible distance.
///
/// Values are in the platform's own length unit, taken equal to the point (dp on Android and
/// Compose, CSS px on the web, logical pixels in Flutter). The move is released at t = 0, on a
/// frame; frames are at t = i/hz.
public struct ExportMove: Hashable, Sendable {
  /// The spring.
  public let spring: Spring
  /// How SwiftUI keeps the spring for stepping (nil for `interpolatingSpring`).
  public let fluid: FluidSpring?
  /// The value at release.
  public let from: Double
  /// The target.
  public let to: Double
  /// The velocity at release, in value units per second.
  public let velocity: Double
  /// Frames per second.
  public let hz: Double
  /// The smallest visible distance P in value units (1/3 pt: one pixel at 3×).
  public let visibleThreshold: Double
  /// When the device (``SwiftUISpring``) begins the move: at the release, or on the frame after
  /// it as SwiftUI's animator does; the other platforms begin at the release.
  public var deviceStart = SwiftUIRuntimeStart.immediate
  /// The kind of property moved (a position unless set): the platforms' snippets name it and
  /// Android takes its minimum visible change.
  public var property = ExportProperty.position

  /// The frame rates accepted, 1 to 1000 per second.
  public static let frameRates = 1.0...1000.0
  /// How long a platform's animation is followed before it counts as endless: 60 s.
  public static let followLimit = 60.0

  /// Creates a move.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - fluid: SwiftUI's fluid form of it, or nil for `interpolatingSpring`.
  ///   - from: The value at release (finite, magnitude at most 1e9).
  ///   - to: The target (finite, magnitude at most 1e9).
  ///   - velocity: The velocity at release (finite, magnitude at most 1e9 per second).
  ///   - hz: Frames per second, in ``frameRates``.
  ///   - visibleThreshold: P, positive and finite.
  /// - Throws: ``CurveError`` naming the argument out of range.
  public init(
    spring: Spring, fluid: FluidSpring? = nil, from: Double = 0, to: Double = 100, velocity: Double = 0,
    hz: Double = 120, visibleThreshold: Double = 1.0 / 3
  ) throws(CurveError) {
    try Self.check(from, in: -1e9...1e9, "from", "a number from -1e9 to 1e9")
    try Self.check(to, in: -1e9...1e9, "to", "a number from -1e9 to 1e9")
    try Self.check(velocity, in: -1e9...1e9, "velocity", "a number from -1e9 to 1e9 per second")
    try Self.check(hz, in: Self.frameRates, "hz", "a number from 1 to 1000 frames per second")
    try Self.check(visibleThreshold, in: 1e-9...1e9, "visible threshold", "a number from 1e-9 to 1e9")
    self.spring = spring
    self.fluid = fluid
    self.from = from
    self.to = to
    self.velocity = velocity
    self.hz = hz
    self.visibleThreshold = visibleThreshold
  }

  private static func check(_ value: Double, in range: ClosedRange<Double>, _ name: String, _ allowed: String)
    throws(CurveError)
  {
    guard range.contains(value) else { throw .invalidParameter(name: name, value: value, allowed: allowed) }
  }

  /// The change Δ = to − from.
  @inlinable public var change: Double { to - from }

  /// The displacement from the target at release, from − to.
  @inlinable public var displacement: Double { from - to }

  /// The time of frame i, i/hz.
  @inlinable public func time(_ i: Int) -> Double { Double(i) / hz }

  /// When the device begins the move: 0, or frame 1's time under ``SwiftUIRuntimeStart/frame``.
  public var deviceReleaseTime: Double { time(deviceStart == .frame ? 1 : 0) }

  /// The number of frames in ``followLimit``.
  public var frameLimit: Int { Int((Self.followLimit * hz).rounded(.down)) }

  /// The move as a ``SpringMotion`` released at t = 0.
  public var motion: SpringMotion {
    SpringMotion(spring: spring, start: 0, target: to, displacement: displacement, velocity: velocity, fluid: fluid)
  }

  /// The same move with another spring (and no fluid form unless given).
  public func with(spring: Spring, fluid: FluidSpring? = nil) -> ExportMove {
    // Force-try is safe: every other argument was validated when this move was made.
    var move = try! ExportMove(
      spring: spring, fluid: fluid, from: from, to: to, velocity: velocity, hz: hz, visibleThreshold: visibleThreshold)
    move.deviceStart = deviceStart
    return move
  }

  /// The closed-form value at time t ≥ 0.
  public func closedForm(at t: Double) -> Double {
    to + SpringResponse<Double>(spring).state(at: t, displacement: displacement, velocity: velocity).x
  }

  /// When the closed form enters the band |x| ≤ P for good, in seconds (`.infinity` for an
  /// undamped spring that leaves it).
  public var settleTime: Double {
    spring.settlingTime(displacement: displacement, velocity: velocity, threshold: visibleThreshold)
  }
}
