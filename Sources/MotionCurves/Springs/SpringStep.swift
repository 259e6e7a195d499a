/// The exact fixed-step propagator of a spring: `(x, v) ← exp(A h)·(x, v)`.
///
/// The transition matrix Φ(h) is evaluated once, in ``ReferenceReal`` and rounded to
/// `Double`, so a step costs four multiply-adds and has no truncation error; only the
/// rounding of each step accumulates (about n·ε after n steps).
@frozen
public struct SpringStep: Sendable, Equatable {
  /// The step h in seconds.
  public let step: Double
  /// Φ(h) = exp(A h).
  public let transition: Transition<Double>

  /// Precomputes Φ(h) for a spring and a step.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - step: The step h in seconds (> 0).
  /// - Throws: ``CurveError`` when the step is not a positive finite number.
  public init(spring: Spring, step: Double) throws(CurveError) {
    try CurveError.requirePositive(step, "step")
    self.init(spring: spring, uncheckedStep: step)
  }

  /// Precomputes Φ(h) for a step already known to be valid (h ≥ 0, finite).
  @usableFromInline
  init(spring: Spring, uncheckedStep step: Double) {
    self.init(step: step, transition: SpringResponse<ReferenceReal>(spring).transition(at: ReferenceReal(step)))
  }

  /// The step of a transition matrix already evaluated in ``ReferenceReal``, rounded here.
  @usableFromInline
  init(step: Double, transition phi: Transition<ReferenceReal>) {
    self.step = step
    transition = Transition(xx: Double(phi.xx), xv: Double(phi.xv), vx: Double(phi.vx), vv: Double(phi.vv))
  }

  /// Advances one state by one step.
  @inlinable @inline(__always)
  public func advance(_ x: inout Double, _ v: inout Double) {
    (x, v) = transition.apply(x, v)
  }

  /// Advances every state of a batch by one step.
  ///
  /// - Parameters:
  ///   - displacements: Displacements from the target, updated in place.
  ///   - velocities: Velocities, updated in place; same count as `displacements`.
  @inlinable
  public func advance(displacements: inout [Double], velocities: inout [Double]) {
    precondition(displacements.count == velocities.count, "displacements and velocities differ in length")
    guard !displacements.isEmpty else { return }
    displacements.withUnsafeMutableBufferPointer { x in
      velocities.withUnsafeMutableBufferPointer { v in
        _advance(x.baseAddress!, v.baseAddress!, count: x.count)
      }
    }
  }

  /// The batch kernel over raw buffers: a loop the compiler vectorises.
  @inlinable
  func _advance(_ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>, count: Int) {
    let (a, b, c, d) = (transition.xx, transition.xv, transition.vx, transition.vv)
    for i in 0..<count {
      let xi = x[i]
      let vi = v[i]
      x[i] = a * xi + b * vi
      v[i] = c * xi + d * vi
    }
  }
}
