/// A curve known in closed form that solvers may integrate as `y' = g(t)` instead.
///
/// Keyframe timelines and timing-curve progress are such curves: their value is explicit,
/// and an ODE solver reproduces it by integrating the velocity from the start, stopping
/// at the knots and applying the jumps.
public protocol PrescribedCurve: Sendable {
  /// Value and velocity at t (absolute time).
  func state<T: MotionReal>(at t: T) -> (value: T, velocity: T)
  /// When the curve starts moving; before it the value is constant.
  var start: Double { get }
  /// The value just before `start`.
  var initialValue: Double { get }
  /// Times after `start` where the velocity is not smooth; integrators stop there.
  var knots: [Double] { get }
  /// Instantaneous changes of value: (time, size).
  var jumps: [(time: Double, size: Double)] { get }
}
