import CGSL

/// Integrates an ``ODESystem`` with one GSL stepper, reusing a single `gsl_odeiv2_driver`
/// across runs.
///
/// The driver, its step, control and evolve objects, and all scratch memory are allocated once
/// in `init` and freed in `deinit`: `advance` and ``reset()`` allocate nothing (the array
/// overload works in place on a uniquely referenced array), and GSL's callbacks reach the system
/// through one class-method dispatch. An integrator is not thread-safe: use one per thread.
///
/// ```swift
/// let integrator = try ODEIntegrator(
///   system: DampedSpringSystem(stiffness: 158, damping: 17.6),
///   stepper: .rk8pd, control: .adaptive(relative: 1e-10, absolute: 1e-10))
/// var y = [-1.0, 0.0], t = 0.0
/// for frame in 1...60 { try integrator.advance(&y, from: &t, to: Double(frame) / 60) }
/// ```
public final class ODEIntegrator<System: ODESystem> {
  /// The GSL stepping algorithm.
  public let stepper: GSLStepper
  /// Adaptive or fixed steps.
  public let control: ODEStepControl
  /// The most steps one call of `advance` may take.
  public let maxSteps: Int
  /// The smallest next step an adaptive run may propose before failing (ignored with a fixed step).
  public let minStep: Double?

  let box: SystemBox<System>
  let gslSystem: UnsafeMutablePointer<gsl_odeiv2_system>
  let driver: UnsafeMutablePointer<gsl_odeiv2_driver>
  /// The fixed-step error estimate and the state saved before each fixed step.
  let scratch: UnsafeMutableBufferPointer<Double>
  var steps = 0
  var failedSteps = 0

  /// Validates the arguments and allocates the GSL driver.
  ///
  /// - Parameters:
  ///   - system: the system to integrate.
  ///   - stepper: the GSL stepper.
  ///   - control: adaptive tolerances or a fixed step.
  ///   - maxSteps: the step budget of each call of `advance` (at least 1).
  ///   - minStep: if given, an adaptive run fails when the error control proposes a shorter step.
  /// - Throws: ``ODEError`` for a dimension below 1, a bad control parameter, `maxSteps < 1`
  ///   or a `minStep` that is not positive and finite; ``ODEError/outOfMemory(operation:)``
  ///   if GSL cannot allocate the driver.
  public init(
    system: System, stepper: GSLStepper, control: ODEStepControl, maxSteps: Int = 1_000_000, minStep: Double? = nil
  ) throws(ODEError) {
    GSL.initialize()
    let dimension = system.dimension
    guard dimension >= 1 else { throw .invalidDimension(dimension) }
    try control.validate()
    guard maxSteps >= 1 else { throw .invalidStepBudget(maxSteps) }
    if let minStep, !minStep.isPositiveFinite { throw .invalidStepSize(.minimum, value: minStep) }

    let box = SystemBox(system: system)
    let gslSystem = UnsafeMutablePointer<gsl_odeiv2_system>.allocate(capacity: 1)
    gslSystem.initialize(to: box.makeGSLSystem())
    let (initialStep, absolute, relative) =
      switch control {
      case .adaptive(let relative, let absolute, let initialStep): (initialStep, absolute, relative)
      case .fixed(let step): (step, ODEStepControl.fixedStepErrorLevel, 0)
      }
    guard let driver = gsl_odeiv2_driver_alloc_y_new(gslSystem, stepper.stepType, initialStep, absolute, relative)
    else {
      gslSystem.deallocate()
      throw .outOfMemory(operation: "gsl_odeiv2_driver_alloc_y_new")
    }
    self.box = box
    self.gslSystem = gslSystem
    self.driver = driver
    self.scratch = .allocate(capacity: 2 * dimension)
    scratch.initialize(repeating: 0)
    self.stepper = stepper
    self.control = control
    self.maxSteps = maxSteps
    self.minStep = minStep
  }

  deinit {
    gsl_odeiv2_driver_free(driver)
    gslSystem.deallocate()
    scratch.deallocate()
  }

  /// The system being integrated.
  public var system: System { box.system }

  /// Steps and evaluations since creation, ``reset()`` or ``resetCounters()``.
  public var counters: ODECounters {
    ODECounters(
      steps: steps, failedSteps: failedSteps,
      functionEvaluations: box.functionEvaluations, jacobianEvaluations: box.jacobianEvaluations)
  }

  /// Starts a new run: discards the stepper's history (multistep methods), restores the initial
  /// step of an adaptive control and zeroes the counters, without allocating.
  public func reset() {
    GSL.initialize()
    restart()
    resetCounters()
  }

  /// Replaces the system, e.g. with new spring parameters, and starts a new run (see ``reset()``).
  ///
  /// - Parameter system: the new system, of the same dimension.
  /// - Throws: ``ODEError/dimensionMismatch(expected:actual:)`` if the dimension differs.
  public func reset(system: System) throws(ODEError) {
    guard system.dimension == box.dimension else {
      throw .dimensionMismatch(expected: box.dimension, actual: system.dimension)
    }
    box.system = system
    reset()
  }

  /// Zeroes the counters without touching the run.
  public func resetCounters() {
    steps = 0
    failedSteps = 0
    box.functionEvaluations = 0
    box.jacobianEvaluations = 0
  }

  /// Resets GSL's step and evolve objects (and the adaptive step size), as GSL requires after a
  /// failed step and before an unrelated run.
  func restart() {
    let status =
      switch control {
      case .adaptive(_, _, let initialStep): gsl_odeiv2_driver_reset_hstart(driver, initialStep)
      case .fixed: gsl_odeiv2_driver_reset(driver)
      }
    precondition(status == GSL_SUCCESS, "gsl_odeiv2_driver_reset failed with status \(status)")
    box.failure = nil
  }
}
