import Foundation
import MotionODE
import TestSupport
import Testing

@Suite("PrescribedRateSystem", .tags(.unit))
struct PrescribedRateSystemTests {
  let cosine = PrescribedRateSystem { cos($0) }

  @Test("x′ = cos t integrates to sin t with every stepper", arguments: GSLStepper.allCases)
  func integratesCosine(stepper: GSLStepper) throws {
    let tolerance = 1e-8
    let integrator = try ODEIntegrator(
      system: cosine, stepper: stepper, control: .adaptive(relative: tolerance, absolute: tolerance))
    let y = try integrator.states(from: [0], stops: [3])
    #expect(abs(y[0] - sin(3)) <= stepper.globalErrorBound(tolerance: tolerance), "error \(abs(y[0] - sin(3)))")
  }

  @Test(
    "stopping at interior times gives the answer of one call, and sin t at each stop",
    arguments: [GSLStepper.rkf45, .rk8pd, .msadams, .bsimp])
  func interiorStops(stepper: GSLStepper) throws {
    let tolerance = 1e-10
    let control = ODEStepControl.adaptive(relative: tolerance, absolute: tolerance)
    let once = try ODEIntegrator(system: cosine, stepper: stepper, control: control).states(from: [0], stops: [3])

    let integrator = try ODEIntegrator(system: cosine, stepper: stepper, control: control)
    var y = [0.0]
    var t = 0.0
    for stop in [0.4, 1.1, 1.9, 2.5, 3] {
      try integrator.advance(&y, from: &t, to: stop)
      #expect(t == stop)
      #expect(abs(y[0] - sin(stop)) <= 100 * tolerance)
    }
    #expect(abs(y[0] - once[0]) <= 100 * tolerance)
  }

  @Test("a fixed step integrates a keyframe-like rate exactly when the rate is a low-order polynomial")
  func polynomialRateIsExactWithRK4() throws {
    // x′ = 3t² − 2t (the derivative of a cubic segment): RK4 integrates cubics exactly.
    let integrator = try ODEIntegrator(
      system: PrescribedRateSystem { 3 * $0 * $0 - 2 * $0 }, stepper: .rk4, control: .fixed(step: 0.1))
    let y = try integrator.states(from: [1], stops: [0.25, 1])
    #expect(abs(y[0] - 1) <= 1e-14)  // 1 + (1³ − 1²)
  }
}
