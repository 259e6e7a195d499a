import MotionODE

extension GSLStepper {
  /// The largest global error a run of a couple of seconds may show at `rtol = atol = tolerance`.
  ///
  /// The control bounds each step's local error ε, so the global error is the sum over the
  /// steps. For an order-p method the step count grows like ε^{−1/(p+1)}, so the global error
  /// scales like ε^{p/(p+1)}: about 100 ε covers every stepper at 1e-4…1e-8 (measured up to
  /// 35 ε) except first-order rk1imp, whose error grows like √ε (0.03–0.7 √ε measured).
  func globalErrorBound(tolerance: Double) -> Double {
    self == .rk1imp ? 2 * tolerance.squareRoot() : 100 * tolerance
  }
}

extension ODEIntegrator {
  /// Integrates from t0 to each time in `stops` in turn.
  ///
  /// - Returns: the state at the last stop.
  func states(from y0: [Double], t0: Double = 0, stops: [Double]) throws(ODEError) -> [Double] {
    var y = y0
    var t = t0
    for stop in stops { try advance(&y, from: &t, to: stop) }
    return y
  }
}

/// A 1-D system whose derivative (x′ = 1) or Jacobian turns NaN after `failureTime`.
struct FailingSystem: ODESystem {
  var failureTime: Double
  var failingFunction: ODEError.SystemFunction

  var dimension: Int { 1 }

  func derivatives(t: Double, y: UnsafeBufferPointer<Double>, dydt: UnsafeMutableBufferPointer<Double>) {
    dydt[0] = failingFunction == .derivatives && t > failureTime ? .nan : 1
  }

  func jacobian(
    t: Double, y: UnsafeBufferPointer<Double>,
    dfdy: UnsafeMutableBufferPointer<Double>, dfdt: UnsafeMutableBufferPointer<Double>
  ) {
    dfdy[0] = failingFunction == .jacobian && t > failureTime ? .infinity : 0
    dfdt[0] = 0
  }
}
