/// How an ``ODEIntegrator`` chooses its step sizes.
public enum ODEStepControl: Equatable, Sendable {
  /// Adaptive steps under GSL's standard control on y (`gsl_odeiv2_control_y_new`).
  ///
  /// A step is accepted when every component's local error estimate Eᵢ satisfies
  /// Eᵢ ≤ 1.1 Dᵢ with Dᵢ = `absolute` + `relative` · |yᵢ|; otherwise it is retried with a
  /// shorter step (counted in ``ODECounters/failedSteps``). Both tolerances must be positive:
  /// `absolute = 0` makes Dᵢ = 0 wherever a component is 0, which several steppers cannot meet.
  /// - Parameters:
  ///   - relative: the relative tolerance.
  ///   - absolute: the absolute tolerance.
  ///   - initialStep: the first trial step, also restored by ``ODEIntegrator/reset()``.
  case adaptive(relative: Double, absolute: Double, initialStep: Double = 1e-3)

  /// Steps of exactly `step`, without error control; a shorter final step lands exactly on the
  /// end time.
  ///
  /// The integrator calls `gsl_odeiv2_step_apply` itself, because
  /// `gsl_odeiv2_driver_apply_fixed_step` still consults the control and fails when a step's
  /// error estimate is too large. Steppers that read an error level from the driver during
  /// their internal iterations (rk1imp, rk2imp, rk4imp, msadams, msbdf) see an effectively
  /// infinite one, ``fixedStepErrorLevel``. Consequently their Newton or corrector iteration
  /// stops after its first pass (exact for linear systems such as springs; an approximation for
  /// nonlinear ones) and msadams and msbdf stay at order 1 (see ``GSLStepper/fixedStepOrder``).
  /// - Parameter step: the step size h.
  case fixed(step: Double)

  /// The absolute error level of the control attached to a fixed-step driver. Large enough
  /// that no state reaches it, small enough that squaring it stays finite.
  static let fixedStepErrorLevel = 1e100

  /// Checks that every parameter is a positive finite number.
  ///
  /// - Throws: ``ODEError/invalidTolerance(_:value:)`` or ``ODEError/invalidStepSize(_:value:)``
  ///   naming the first bad parameter.
  func validate() throws(ODEError) {
    switch self {
    case .adaptive(let relative, let absolute, let initialStep):
      guard relative.isPositiveFinite else { throw .invalidTolerance(.relative, value: relative) }
      guard absolute.isPositiveFinite else { throw .invalidTolerance(.absolute, value: absolute) }
      guard initialStep.isPositiveFinite else { throw .invalidStepSize(.initial, value: initialStep) }
    case .fixed(let step):
      guard step.isPositiveFinite else { throw .invalidStepSize(.fixed, value: step) }
    }
  }
}

extension Double {
  /// Whether the value is finite and greater than zero (false for NaN).
  var isPositiveFinite: Bool { isFinite && self > 0 }
}
