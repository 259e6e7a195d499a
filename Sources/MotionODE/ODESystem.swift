/// A first-order system y′ = f(t, y) described without touching C.
///
/// The integrator calls these methods from GSL's callbacks with buffers GSL owns; implementations
/// should write every output element and avoid allocating. Outputs are checked afterwards: an
/// infinite or NaN value stops the integration with ``ODEError/nonFiniteOutput(_:t:)``, so a
/// system that cannot evaluate at some point can write `.nan` to say so.
public protocol ODESystem {
  /// The number of components n of y (at least 1).
  var dimension: Int { get }

  /// Computes f(t, y).
  ///
  /// - Parameters:
  ///   - t: the time.
  ///   - y: the state, `dimension` components.
  ///   - dydt: receives dy/dt, `dimension` components.
  func derivatives(t: Double, y: UnsafeBufferPointer<Double>, dydt: UnsafeMutableBufferPointer<Double>)

  /// Computes the Jacobian ∂f/∂y and the explicit time derivative ∂f/∂t.
  ///
  /// Only the implicit steppers call it (see ``GSLStepper/needsJacobian``); GSL uses ∂f/∂t only in
  /// `bsimp`.
  /// - Parameters:
  ///   - t: the time.
  ///   - y: the state, `dimension` components.
  ///   - dfdy: receives ∂fᵢ/∂yⱼ at `i * dimension + j` (row-major, `dimension²` elements);
  ///     GSL does not clear it.
  ///   - dfdt: receives ∂fᵢ/∂t, `dimension` components.
  func jacobian(
    t: Double, y: UnsafeBufferPointer<Double>,
    dfdy: UnsafeMutableBufferPointer<Double>, dfdt: UnsafeMutableBufferPointer<Double>)
}
