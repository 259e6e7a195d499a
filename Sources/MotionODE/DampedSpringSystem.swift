/// A damped spring m x″ = −k x − c x′ as the first-order system y = (x, v).
///
/// x is the displacement from the target and v the velocity:
/// x′ = v, v′ = −(k x + c v) / m, with the constant Jacobian [[0, 1], [−k/m, −c/m]] and ∂f/∂t = 0.
public struct DampedSpringSystem: ODESystem, Equatable, Sendable {
  /// The mass m.
  public var mass: Double
  /// The stiffness k.
  public var stiffness: Double
  /// The damping coefficient c.
  public var damping: Double

  /// Creates a spring.
  ///
  /// - Parameters:
  ///   - mass: the mass m (positive for a physical spring).
  ///   - stiffness: the stiffness k.
  ///   - damping: the damping coefficient c.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Always 2: displacement and velocity.
  public var dimension: Int { 2 }

  /// x' = v, v' = −(k x + c v)/m.
  public func derivatives(t: Double, y: UnsafeBufferPointer<Double>, dydt: UnsafeMutableBufferPointer<Double>) {
    dydt[0] = y[1]
    dydt[1] = -(stiffness * y[0] + damping * y[1]) / mass
  }

  /// The constant Jacobian [[0, 1], [−k/m, −c/m]]; no explicit time dependence.
  public func jacobian(
    t: Double, y: UnsafeBufferPointer<Double>,
    dfdy: UnsafeMutableBufferPointer<Double>, dfdt: UnsafeMutableBufferPointer<Double>
  ) {
    dfdy[0] = 0
    dfdy[1] = 1
    dfdy[2] = -stiffness / mass
    dfdy[3] = -damping / mass
    dfdt[0] = 0
    dfdt[1] = 0
  }
}
