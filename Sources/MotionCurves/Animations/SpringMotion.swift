/// A spring released at `start` from `target + displacement` with `velocity`.
public struct SpringMotion: Hashable, Sendable {
  /// The spring.
  public let spring: Spring
  /// Release time in seconds; before it the value holds at `target + displacement`.
  public let start: Double
  /// The value the spring settles at.
  public let target: Double
  /// The displacement from the target at release.
  public let displacement: Double
  /// The velocity at release.
  public let velocity: Double
  /// The fluid parameters when SwiftUI steps this spring at run time (``Animation/fluid``);
  /// nil for `interpolatingSpring`. Only the SwiftUI runtime model reads them.
  public let fluid: FluidSpring?

  /// A spring released at `start` from `target + displacement` with `velocity`.
  public init(
    spring: Spring, start: Double, target: Double, displacement: Double, velocity: Double, fluid: FluidSpring? = nil
  ) {
    self.spring = spring
    self.start = start
    self.target = target
    self.displacement = displacement
    self.velocity = velocity
    self.fluid = fluid
  }

  /// Value and velocity at `t`.
  @inlinable
  public func state<T: MotionReal>(at t: T) -> (value: T, velocity: T) {
    guard t >= T(start) else { return (T(target) + T(displacement), 0) }
    let s = SpringResponse<T>(spring).state(at: t - T(start), displacement: T(displacement), velocity: T(velocity))
    return (T(target) + s.x, s.v)
  }
}
