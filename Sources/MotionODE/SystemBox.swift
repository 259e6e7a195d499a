import CGSL

/// The object GSL's callbacks receive as `params`: the system, its evaluation counters and the
/// first callback failure of the current step.
///
/// A C function pointer cannot be generic, so the callbacks reach the system through this
/// non-generic base class; ``SystemBox`` overrides the two evaluation hooks for the concrete
/// system type, so a callback costs one class-method dispatch and no allocation.
class CallbackBox {
  final let dimension: Int
  final var functionEvaluations = 0
  final var jacobianEvaluations = 0
  final var failure: SystemFailure?

  init(dimension: Int) {
    self.dimension = dimension
  }

  /// Evaluates f(t, y) into `dydt`.
  func derivatives(t: Double, y: UnsafeBufferPointer<Double>, dydt: UnsafeMutableBufferPointer<Double>) {
    preconditionFailure("SystemBox overrides derivatives")
  }

  /// Evaluates ∂f/∂y into `dfdy` and ∂f/∂t into `dfdt`.
  func jacobian(
    t: Double, y: UnsafeBufferPointer<Double>,
    dfdy: UnsafeMutableBufferPointer<Double>, dfdt: UnsafeMutableBufferPointer<Double>
  ) {
    preconditionFailure("SystemBox overrides jacobian")
  }

  /// A `gsl_odeiv2_system` whose callbacks evaluate this box's system.
  ///
  /// - Returns: the system struct; its `params` points to this box unretained, so the box must
  ///   outlive every use of it.
  final func makeGSLSystem() -> gsl_odeiv2_system {
    gsl_odeiv2_system(
      function: { t, y, dydt, params in
        Unmanaged<CallbackBox>.fromOpaque(params!).takeUnretainedValue().evaluateDerivatives(t, y!, dydt!)
      },
      jacobian: { t, y, dfdy, dfdt, params in
        Unmanaged<CallbackBox>.fromOpaque(params!).takeUnretainedValue().evaluateJacobian(t, y!, dfdy!, dfdt!)
      },
      dimension: dimension,
      params: Unmanaged.passUnretained(self).toOpaque())
  }

  private final func evaluateDerivatives(
    _ t: Double, _ y: UnsafePointer<Double>, _ dydt: UnsafeMutablePointer<Double>
  ) -> Int32 {
    functionEvaluations &+= 1
    let output = UnsafeMutableBufferPointer(start: dydt, count: dimension)
    derivatives(t: t, y: UnsafeBufferPointer(start: y, count: dimension), dydt: output)
    return status(finite: output.allSatisfy({ $0.isFinite }), .derivatives, t)
  }

  private final func evaluateJacobian(
    _ t: Double, _ y: UnsafePointer<Double>, _ dfdy: UnsafeMutablePointer<Double>, _ dfdt: UnsafeMutablePointer<Double>
  ) -> Int32 {
    jacobianEvaluations &+= 1
    let matrix = UnsafeMutableBufferPointer(start: dfdy, count: dimension * dimension)
    let timeDerivative = UnsafeMutableBufferPointer(start: dfdt, count: dimension)
    jacobian(t: t, y: UnsafeBufferPointer(start: y, count: dimension), dfdy: matrix, dfdt: timeDerivative)
    return status(
      finite: matrix.allSatisfy({ $0.isFinite }) && timeDerivative.allSatisfy({ $0.isFinite }), .jacobian, t)
  }

  /// `GSL_SUCCESS`, or `GSL_EBADFUNC` (which makes GSL stop at once) after recording the failure.
  private final func status(finite: Bool, _ function: ODEError.SystemFunction, _ t: Double) -> Int32 {
    if finite { return Int32(GSL_SUCCESS) }
    if failure == nil { failure = SystemFailure(function: function, t: t) }
    return Int32(GSL_EBADFUNC)
  }
}

/// A ``CallbackBox`` holding a concrete system.
final class SystemBox<System: ODESystem>: CallbackBox {
  var system: System

  init(system: System) {
    self.system = system
    super.init(dimension: system.dimension)
  }

  override func derivatives(t: Double, y: UnsafeBufferPointer<Double>, dydt: UnsafeMutableBufferPointer<Double>) {
    system.derivatives(t: t, y: y, dydt: dydt)
  }

  override func jacobian(
    t: Double, y: UnsafeBufferPointer<Double>,
    dfdy: UnsafeMutableBufferPointer<Double>, dfdt: UnsafeMutableBufferPointer<Double>
  ) {
    system.jacobian(t: t, y: y, dfdy: dfdy, dfdt: dfdt)
  }
}
