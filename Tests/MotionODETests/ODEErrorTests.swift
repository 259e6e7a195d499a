import MotionODE
import TestSupport
import Testing

/// Whether two doubles are the same value, NaN included.
private func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

/// Argument errors are raised before GSL sees the input; runtime failures come back as typed
/// errors. That the test process survives is part of each assertion: with GSL's default error
/// handler several of these inputs would `abort()`.
@Suite("Errors", .tags(.unit))
struct ODEErrorTests {
  static let badPositives: [Double] = [0, -1, .nan, .infinity]
  let spring = TestSpring.system

  @Test("a tolerance that is not a positive finite number is rejected", arguments: badPositives)
  func badTolerance(value: Double) {
    let relative = #expect(throws: ODEError.self) {
      try ODEIntegrator(system: spring, stepper: .rkf45, control: .adaptive(relative: value, absolute: 1e-6))
    }
    let absolute = #expect(throws: ODEError.self) {
      try ODEIntegrator(system: spring, stepper: .msbdf, control: .adaptive(relative: 1e-6, absolute: value))
    }
    guard case .invalidTolerance(.relative, let got)? = relative,
      case .invalidTolerance(.absolute, let got2)? = absolute
    else {
      Issue.record("unexpected errors \(String(describing: relative)), \(String(describing: absolute))")
      return
    }
    #expect(same(got, value) && same(got2, value))
  }

  @Test("a step size that is not a positive finite number is rejected", arguments: badPositives)
  func badStep(value: Double) {
    let fixed = #expect(throws: ODEError.self) {
      try ODEIntegrator(system: spring, stepper: .rk4, control: .fixed(step: value))
    }
    let initial = #expect(throws: ODEError.self) {
      try ODEIntegrator(
        system: spring, stepper: .rk4, control: .adaptive(relative: 1e-6, absolute: 1e-6, initialStep: value))
    }
    let minimum = #expect(throws: ODEError.self) {
      try ODEIntegrator(
        system: spring, stepper: .rk4, control: .adaptive(relative: 1e-6, absolute: 1e-6), minStep: value)
    }
    guard case .invalidStepSize(.fixed, let a)? = fixed, case .invalidStepSize(.initial, let b)? = initial,
      case .invalidStepSize(.minimum, let c)? = minimum
    else {
      Issue.record("unexpected errors \([fixed, initial, minimum])")
      return
    }
    #expect(same(a, value) && same(b, value) && same(c, value))
  }

  @Test("a step budget below 1 and an empty system are rejected")
  func badBudgetAndDimension() {
    #expect(throws: ODEError.invalidStepBudget(0)) {
      try ODEIntegrator(system: spring, stepper: .rk4, control: .fixed(step: 0.01), maxSteps: 0)
    }
    #expect(throws: ODEError.invalidDimension(0)) {
      try ODEIntegrator(system: SpringBatchSystem([]), stepper: .rk4, control: .fixed(step: 0.01))
    }
  }

  @Test(
    "bad states and times are rejected before any step, leaving y and t untouched",
    arguments: GSLStepper.allCases)
  func badStateAndTimes(stepper: GSLStepper) throws {
    let integrator = try ODEIntegrator(
      system: spring, stepper: stepper, control: .adaptive(relative: 1e-6, absolute: 1e-6))
    var y = [-1.0, .nan]
    var t = 0.0
    let error = #expect(throws: ODEError.self) { try integrator.advance(&y, from: &t, to: 1) }
    guard case .nonFiniteState(index: 1, let value)? = error, value.isNaN else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    y = [-1, 3]
    #expect(throws: ODEError.nonFiniteState(index: 0, value: .infinity)) {
      var y = [Double.infinity, 0]
      try integrator.advance(&y, from: &t, to: 1)
    }
    #expect(throws: ODEError.backwardInterval(t0: 0, t1: -0.5)) { try integrator.advance(&y, from: &t, to: -0.5) }
    #expect(throws: ODEError.nonFiniteTime(t0: 0, t1: .infinity)) {
      try integrator.advance(&y, from: &t, to: .infinity)
    }
    let nanEnd = #expect(throws: ODEError.self) { try integrator.advance(&y, from: &t, to: .nan) }
    guard case .nonFiniteTime(t0: 0, let t1)? = nanEnd, t1.isNaN else {
      Issue.record("unexpected error \(String(describing: nanEnd))")
      return
    }
    #expect(throws: ODEError.dimensionMismatch(expected: 2, actual: 3)) {
      var y = [1.0, 2, 3]
      try integrator.advance(&y, from: &t, to: 1)
    }
    #expect(y == [-1, 3] && t == 0)
    #expect(integrator.counters == ODECounters())
  }

  @Test("messages name the input and what is allowed")
  func messages() {
    #expect(
      ODEError.invalidTolerance(.relative, value: -1).description
        == "relative tolerance must be a positive finite number (got -1.0)")
    #expect(
      ODEError.invalidStepSize(.fixed, value: 0).description == "fixed step must be a positive finite number (got 0.0)")
    #expect(
      ODEError.stepBudgetExhausted(maxSteps: 5, reached: 0.25, target: 10).description
        == "step budget of 5 steps exhausted at t = 0.25 before reaching t1 = 10.0")
    #expect(
      ODEError.nonFiniteState(index: 1, value: .nan).description == "state component y[1] must be finite (got nan)")
  }

  @Test(
    "a NaN derivative surfaces as a typed error; y and t keep the last accepted step",
    arguments: GSLStepper.allCases, [ODEStepControl.adaptive(relative: 1e-8, absolute: 1e-8), .fixed(step: 0.1)])
  func nonFiniteDerivative(stepper: GSLStepper, control: ODEStepControl) throws {
    let integrator = try ODEIntegrator(
      system: FailingSystem(failureTime: 0.5, failingFunction: .derivatives), stepper: stepper, control: control)
    var y = [0.0]
    var t = 0.0
    let error = #expect(throws: ODEError.self) { try integrator.advance(&y, from: &t, to: 1) }
    let failure = try #require(error?.nonFiniteOutput, "unexpected error \(String(describing: error))")
    #expect(failure.function == .derivatives)
    #expect(failure.t > 0.5 && failure.t <= 1)
    #expect(t <= 0.5 && abs(y[0] - t) <= 1e-12, "x′ = 1, so x = t at every accepted step")
    // A fixed run stops on its grid: at 0.5, or at 0.4 for bsimp, whose accumulated substep
    // times overshoot 0.5 by an ulp.
    if case .fixed = control { #expect(t >= 0.4) }

    try integrator.reset(system: FailingSystem(failureTime: .infinity, failingFunction: .derivatives))
    try integrator.advance(&y, from: &t, to: 1)
    #expect(abs(y[0] - 1) <= 1e-12)
  }

  @Test(
    "a non-finite Jacobian surfaces as a typed error",
    arguments: GSLStepper.allCases.filter(\.needsJacobian))
  func nonFiniteJacobian(stepper: GSLStepper) throws {
    // Infinite from the start: msbdf reuses its first Jacobian for many steps.
    let integrator = try ODEIntegrator(
      system: FailingSystem(failureTime: -1, failingFunction: .jacobian), stepper: stepper,
      control: .adaptive(relative: 1e-8, absolute: 1e-8))
    var y = [0.0]
    var t = 0.0
    let error = #expect(throws: ODEError.self) { try integrator.advance(&y, from: &t, to: 1) }
    let failure = try #require(error?.nonFiniteOutput, "unexpected error \(String(describing: error))")
    #expect(failure.function == .jacobian)
    #expect(failure.t >= 0 && failure.t < 1)
    #expect(y == [0] && t == 0)
  }

  /// A stiff-ish spring: ω₀ = 1000 rad/s, ζ = 0.05, which needs thousands of steps per second.
  let stiffSpring = DampedSpringSystem(mass: 1, stiffness: 1e6, damping: 100)

  @Test("exhausting the step budget throws with the numbers, and the integrator works after reset()")
  func stepBudget() throws {
    let integrator = try ODEIntegrator(
      system: stiffSpring, stepper: .rkf45, control: .adaptive(relative: 1e-8, absolute: 1e-8), maxSteps: 5)
    var y = [1.0, 0.0]
    var t = 0.0
    let error = #expect(throws: ODEError.self) { try integrator.advance(&y, from: &t, to: 10) }
    guard case .stepBudgetExhausted(maxSteps: 5, let reached, target: 10)? = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(reached == t && t > 0 && t < 10)
    #expect(integrator.counters.steps == 5)

    integrator.reset()
    y = [1, 0]
    t = 0
    try integrator.advance(&y, from: &t, to: 2e-4)
    let reference = UnderdampedReference(spring: stiffSpring, x0: 1, v0: 0)
    #expect(reference.error(of: y, at: 2e-4) <= 1e-5)
    #expect(integrator.counters.steps <= 5)
  }

  @Test("a minimum step the tolerance cannot respect is a step-size underflow")
  func minimumStep() throws {
    let integrator = try ODEIntegrator(
      system: stiffSpring, stepper: .rk8pd, control: .adaptive(relative: 1e-10, absolute: 1e-10), minStep: 1e-3)
    var y = [1.0, 0.0]
    var t = 0.0
    let error = #expect(throws: ODEError.self) { try integrator.advance(&y, from: &t, to: 1) }
    guard case .stepSizeUnderflow(let at, let step)? = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(at == t && step < 1e-3)
  }
}

extension ODEError {
  /// The callback and time of a ``nonFiniteOutput(_:t:)``, nil for any other error.
  fileprivate var nonFiniteOutput: (function: SystemFunction, t: Double)? {
    guard case .nonFiniteOutput(let function, let t) = self else { return nil }
    return (function, t)
  }
}
