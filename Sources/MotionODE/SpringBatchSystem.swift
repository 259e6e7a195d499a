/// n independent damped springs integrated as one 2n-dimensional system.
///
/// The state interleaves the springs: y = (x₀, v₀, x₁, v₁, …), each pair following
/// ``DampedSpringSystem``. The Jacobian is block-diagonal, stored densely (row-major) as GSL
/// requires, so a Jacobian evaluation writes (2n)² elements.
public struct SpringBatchSystem: ODESystem, Equatable, Sendable {
  /// The springs, in state order.
  public var springs: [DampedSpringSystem]

  /// Creates a batch.
  ///
  /// - Parameter springs: the springs; spring i owns state components 2i and 2i + 1.
  public init(_ springs: [DampedSpringSystem]) {
    self.springs = springs
  }

  /// 2 × the number of springs.
  public var dimension: Int { 2 * springs.count }

  /// x' = v, v' = −(k x + c v)/m for every spring of the batch.
  public func derivatives(t: Double, y: UnsafeBufferPointer<Double>, dydt: UnsafeMutableBufferPointer<Double>) {
    for (i, spring) in springs.enumerated() {
      let x = y[2 * i]
      let v = y[2 * i + 1]
      dydt[2 * i] = v
      dydt[2 * i + 1] = -(spring.stiffness * x + spring.damping * v) / spring.mass
    }
  }

  /// The block-diagonal Jacobian of the springs; no explicit time dependence.
  public func jacobian(
    t: Double, y: UnsafeBufferPointer<Double>,
    dfdy: UnsafeMutableBufferPointer<Double>, dfdt: UnsafeMutableBufferPointer<Double>
  ) {
    let n = dimension
    dfdy.update(repeating: 0)
    dfdt.update(repeating: 0)
    for (i, spring) in springs.enumerated() {
      let row = 2 * i
      dfdy[row * n + row + 1] = 1
      dfdy[(row + 1) * n + row] = -spring.stiffness / spring.mass
      dfdy[(row + 1) * n + row + 1] = -spring.damping / spring.mass
    }
  }
}
