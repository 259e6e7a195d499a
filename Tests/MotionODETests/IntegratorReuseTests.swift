import MotionODE
import TestSupport
import Testing

@Suite("Reusing one driver", .tags(.unit))
struct IntegratorReuseTests {
  static let controls = [ODEStepControl.adaptive(relative: 1e-8, absolute: 1e-8), .fixed(step: 1.0 / 120)]

  @Test(
    "two runs separated by reset() give identical states and counters",
    arguments: GSLStepper.allCases, controls)
  func resetRepeatsTheRun(stepper: GSLStepper, control: ODEStepControl) throws {
    let integrator = try ODEIntegrator(system: TestSpring.system, stepper: stepper, control: control)
    let stops = [0.25, 0.5, 1]
    let first = try integrator.states(from: TestSpring.initialState, stops: stops)
    let firstCounters = integrator.counters
    integrator.reset()
    let second = try integrator.states(from: TestSpring.initialState, stops: stops)
    #expect(first == second)
    #expect(firstCounters == integrator.counters)
    #expect(firstCounters.steps > 0 && firstCounters.functionEvaluations > 0)
  }

  @Test(
    "reset(system:) with new parameters equals a freshly allocated integrator",
    arguments: GSLStepper.allCases)
  func resetWithNewSystem(stepper: GSLStepper) throws {
    let control = ODEStepControl.adaptive(relative: 1e-8, absolute: 1e-8)
    let stiffer = DampedSpringSystem(mass: 2, stiffness: 600, damping: 12)
    let reused = try ODEIntegrator(system: TestSpring.system, stepper: stepper, control: control)
    _ = try reused.states(from: TestSpring.initialState, stops: [1])
    try reused.reset(system: stiffer)
    let fresh = try ODEIntegrator(system: stiffer, stepper: stepper, control: control)
    #expect(try reused.states(from: [1, 0], stops: [0.7]) == fresh.states(from: [1, 0], stops: [0.7]))
    #expect(reused.counters == fresh.counters)
    #expect(reused.system == stiffer)
  }

  @Test("resetCounters() zeroes the counters without restarting the run")
  func resetCounters() throws {
    let integrator = try ODEIntegrator(system: TestSpring.system, stepper: .rk4, control: .fixed(step: 0.01))
    var y = TestSpring.initialState
    var t = 0.0
    try integrator.advance(&y, from: &t, to: 0.5)
    integrator.resetCounters()
    #expect(integrator.counters == ODECounters())
    try integrator.advance(&y, from: &t, to: 1)
    #expect(integrator.counters.steps == 50)
    #expect(TestSpring.reference.error(of: y, at: 1) < 1e-6)
  }

  @Test("reset(system:) rejects a different dimension")
  func resetRejectsDimensionChange() throws {
    let integrator = try ODEIntegrator(
      system: SpringBatchSystem([TestSpring.system]), stepper: .rk4, control: .fixed(step: 0.01))
    #expect(throws: ODEError.dimensionMismatch(expected: 2, actual: 4)) {
      try integrator.reset(system: SpringBatchSystem([TestSpring.system, TestSpring.system]))
    }
  }
}
