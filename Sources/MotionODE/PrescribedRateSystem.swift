/// The scalar system x′ = rate(t), whose solution is x(t₀) + ∫ rate.
///
/// Used to integrate a keyframe track from its derivative, x′ = track′(t), stopping at every knot.
/// The Jacobian ∂f/∂x is 0 exactly; ∂f/∂t would be rate′(t), which is not known, and is reported
/// as 0. Only `bsimp` reads ∂f/∂t (in the first substep of its extrapolation), and it still
/// reaches rounding level on smooth rates: x′ = cos t to t = 3 with a fixed step of 1/60 is
/// within 1e-14 of sin 3.
public struct PrescribedRateSystem: ODESystem, Sendable {
  /// The prescribed rate of change at time t.
  public var rate: @Sendable (Double) -> Double

  /// Creates the system.
  ///
  /// - Parameter rate: dx/dt as a function of t.
  public init(rate: @escaping @Sendable (Double) -> Double) {
    self.rate = rate
  }

  /// Always 1.
  public var dimension: Int { 1 }

  /// The prescribed velocity at `t`.
  public func derivatives(t: Double, y: UnsafeBufferPointer<Double>, dydt: UnsafeMutableBufferPointer<Double>) {
    dydt[0] = rate(t)
  }

  /// Zero: the rate does not depend on the state.
  public func jacobian(
    t: Double, y: UnsafeBufferPointer<Double>,
    dfdy: UnsafeMutableBufferPointer<Double>, dfdt: UnsafeMutableBufferPointer<Double>
  ) {
    dfdy[0] = 0
    dfdt[0] = 0
  }
}
