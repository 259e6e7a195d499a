import MotionCurves
import MotionODE

/// The GSL settings both GSL scene solvers share, validated once.
struct GSLSceneSettings: Equatable, Sendable {
  let stepper: GSLStepper
  let control: ODEStepControl
  let maxSteps: Int

  /// Checks the settings by building an integrator with them.
  ///
  /// - Parameters:
  ///   - stepper: The GSL stepper.
  ///   - control: Adaptive tolerances or a fixed step.
  ///   - maxSteps: The step budget of each integration leg (between two stops).
  /// - Throws: ``ODEError`` for a bad tolerance, step or budget.
  init(stepper: GSLStepper, control: ODEStepControl, maxSteps: Int) throws(ODEError) {
    _ = try ODEIntegrator(
      system: DampedSpringSystem(stiffness: 1, damping: 1), stepper: stepper, control: control, maxSteps: maxSteps)
    self.stepper = stepper
    self.control = control
    self.maxSteps = maxSteps
  }

  /// A new integrator of `system` with these settings.
  func integrator<System: ODESystem>(_ system: System) throws(ODEError) -> ODEIntegrator<System> {
    try ODEIntegrator(system: system, stepper: stepper, control: control, maxSteps: maxSteps)
  }
}
