import Foundation
import MotionODE
import TestSupport
import Testing

@Suite("Fixed steps", .tags(.unit))
struct FixedStepTests {
  /// Integrates the test spring over [0, T] with step h.
  ///
  /// - Returns: the error against the closed form and the integrator's counters.
  func run(_ stepper: GSLStepper, step: Double, duration: Double = 1) throws -> (error: Double, counters: ODECounters) {
    let integrator = try ODEIntegrator(system: TestSpring.system, stepper: stepper, control: .fixed(step: step))
    let y = try integrator.states(from: TestSpring.initialState, stops: [duration])
    return (TestSpring.reference.error(of: y, at: duration), integrator.counters)
  }

  @Test("rk4 with h = 1/120 over 1 s is within the error its order predicts")
  func rk4ErrorBound() throws {
    let h = 1.0 / 120
    // In the eigenbasis y = V c, with eigenvalues λ = −σ ± iω_d (|λ| = ω₀) and eigenvectors
    // (1, λ), a step multiplies c by R(λh) with |R(z) − e^z| ≤ |z|⁵/5! · e^{|z|} for RK4 (GSL's
    // two half steps do better). Both factors have modulus ≤ 1 here, so after N = 1/h steps
    // ‖y_N − y(1)‖∞ ≤ N · (ω₀h)⁵/5! · e^{ω₀h} · ‖V‖∞ ‖V⁻¹‖∞ · ‖y₀‖∞,
    // with ‖V‖∞ = 2ω₀ and ‖V⁻¹‖∞ = (1 + ω₀)/(2ω_d).
    let omega0 = TestSpring.naturalFrequency
    let sigma = TestSpring.system.damping / 2
    let omegaD = (omega0 * omega0 - sigma * sigma).squareRoot()
    let conditioning = 2 * omega0 * (1 + omega0) / (2 * omegaD)
    let bound = (1 / h) * pow(omega0 * h, 5) / 120 * exp(omega0 * h) * conditioning * 3
    let (error, counters) = try run(.rk4, step: h)
    #expect(error <= bound, "error \(error), bound \(bound)")
    #expect(counters.steps == 120)
  }

  @Test(
    "halving h divides the error by 2^order: 4 for rk4, 3 for GSL's rk2",
    arguments: [(GSLStepper.rk4, 4.0), (.rk2, 3.0)])
  func observedOrder(stepper: GSLStepper, expectedOrder: Double) throws {
    // GSL's rk2 is the embedded Runge–Kutta (2, 3) pair of Abramowitz & Stegun 25.5.7/25.5.8 and
    // advances with the 3rd-order formula; gsl_odeiv2_step_order reports the 2 of its error
    // estimate.
    #expect(Double(stepper.fixedStepOrder) == expectedOrder)
    let coarse = try run(stepper, step: 1.0 / 120).error
    let fine = try run(stepper, step: 1.0 / 240).error
    let order = log2(coarse / fine)
    #expect(abs(order - expectedOrder) <= 0.5, "observed order \(order)")
  }

  @Test(
    "every stepper runs with a fixed step and converges at its fixed-step order",
    arguments: GSLStepper.allCases)
  func everyStepper(stepper: GSLStepper) throws {
    // Steps small enough for the leading error term to dominate, large enough to stay above
    // rounding: first- and second-order methods need h ≤ 1/480 (before that the velocity error
    // of msadams, which converges faster, dominates the max norm).
    let divisions = stepper.fixedStepOrder <= 2 ? 480.0 : 120
    let coarse = try run(stepper, step: 1 / divisions)
    let fine = try run(stepper, step: 1 / (2 * divisions))
    #expect(coarse.counters.steps == Int(divisions) && fine.counters.steps == 2 * Int(divisions))
    #expect(coarse.counters.failedSteps == 0)
    if stepper.fixedStepOrder >= 8 {
      // rk8pd and bsimp (extrapolated to order 12) are at rounding level already.
      #expect(coarse.error < 1e-12 && fine.error < 1e-12)
    } else {
      let order = log2(coarse.error / fine.error)
      #expect(
        abs(order - Double(stepper.fixedStepOrder)) <= 0.5,
        "observed order \(order), errors \(coarse.error), \(fine.error)")
    }
  }

  @Test(
    "the step count is ⌈T/h⌉ and a shorter last step lands exactly on t1",
    arguments: [(1.0, 1.0 / 120, 120), (1.0, 0.3, 4), (0.35, 1.0 / 60, 21), (2.0, 0.7, 3)])
  func stepCount(duration: Double, step: Double, expectedSteps: Int) throws {
    let integrator = try ODEIntegrator(system: TestSpring.system, stepper: .rk4, control: .fixed(step: step))
    var y = TestSpring.initialState
    var t = 0.0
    try integrator.advance(&y, from: &t, to: duration)
    #expect(t == duration)
    #expect(integrator.counters.steps == expectedSteps)
    #expect(
      integrator.counters.functionEvaluations == 11 * expectedSteps, "GSL's rk4 estimates its error by step doubling")
  }

  @Test("the step budget applies per call in fixed mode")
  func stepBudget() throws {
    let integrator = try ODEIntegrator(
      system: TestSpring.system, stepper: .rk4, control: .fixed(step: 0.01), maxSteps: 5)
    var y = TestSpring.initialState
    var t = 0.0
    #expect(throws: ODEError.stepBudgetExhausted(maxSteps: 5, reached: 0.05, target: 1)) {
      try integrator.advance(&y, from: &t, to: 1)
    }
    #expect(t == 0.05 && integrator.counters.steps == 5)
    try integrator.advance(&y, from: &t, to: 0.1)
    #expect(t == 0.1 && integrator.counters.steps == 10)
    #expect(TestSpring.reference.error(of: y, at: 0.1) < 1e-5)
  }

  @Test("bsimp's diverging substep is an error, not a silent non-step")
  func bsimpDivergence() throws {
    // bsimp weights each component by |y_i|; starting 1e-9 from the target, its first substep
    // changes x by ~1e7 weights, so GSL returns success with an infinite error estimate and y
    // unchanged.
    let integrator = try ODEIntegrator(system: TestSpring.system, stepper: .bsimp, control: .fixed(step: 1.0 / 120))
    var y = [1e-9, 3.0]
    var t = 0.0
    #expect(throws: ODEError.fixedStepFailed(t: 0, step: 1.0 / 120)) {
      try integrator.advance(&y, from: &t, to: 1)
    }
    #expect(y == [1e-9, 3.0] && t == 0)
  }
}
