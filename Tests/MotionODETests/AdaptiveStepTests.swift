import MotionODE
import TestSupport
import Testing

@Suite("Adaptive steps against the closed form", .tags(.unit))
struct AdaptiveStepTests {
  /// An integrator of the test spring with adaptive steps, relative and absolute tolerance equal.
  ///
  /// - Parameters:
  ///   - stepper: The GSL stepper.
  ///   - tolerance: The relative and absolute tolerance.
  /// - Returns: A fresh integrator.
  /// - Throws: When GSL refuses the stepper or tolerance.
  static func integrator(_ stepper: GSLStepper, tolerance: Double) throws -> ODEIntegrator<DampedSpringSystem> {
    try ODEIntegrator(
      system: TestSpring.system, stepper: stepper, control: .adaptive(relative: tolerance, absolute: tolerance))
  }

  @Test(
    "every stepper matches an underdamped spring at t = 2 s, more closely at a tighter tolerance",
    arguments: GSLStepper.allCases)
  func converges(stepper: GSLStepper) throws {
    var errors: [Double] = []
    for tolerance in [1e-4, 1e-8] {
      let integrator = try Self.integrator(stepper, tolerance: tolerance)
      let y = try integrator.states(from: TestSpring.initialState, stops: [2])
      let error = TestSpring.reference.error(of: y, at: 2)
      #expect(error <= stepper.globalErrorBound(tolerance: tolerance), "tolerance \(tolerance): error \(error)")
      // GSL calls the Jacobian exactly for the steppers documented to need it.
      #expect((integrator.counters.jacobianEvaluations > 0) == stepper.needsJacobian)
      errors.append(error)
    }
    #expect(errors[1] < errors[0] / 10, "errors \(errors)")
  }

  @Test("rk8pd at rtol = atol = 1e-12 is within 1e-10 of the closed form")
  func rk8pdIsNearlyExact() throws {
    let integrator = try Self.integrator(.rk8pd, tolerance: 1e-12)
    let y = try integrator.states(from: TestSpring.initialState, stops: [2])
    #expect(TestSpring.reference.error(of: y, at: 2) <= 1e-10)
  }

  @Test("stopping at frame times reproduces the closed form at every frame")
  func stopsExactlyAtEachTime() throws {
    let integrator = try Self.integrator(.rkf45, tolerance: 1e-10)
    var y = TestSpring.initialState
    var t = 0.0
    for frame in 1...60 {
      let time = Double(frame) / 60
      try integrator.advance(&y, from: &t, to: time)
      #expect(t == time)
      #expect(TestSpring.reference.error(of: y, at: time) <= 1e-8)
    }
  }

  @Test("an empty interval takes no step")
  func emptyInterval() throws {
    let integrator = try Self.integrator(.rk4, tolerance: 1e-6)
    var y = TestSpring.initialState
    var t = 0.5
    try integrator.advance(&y, from: &t, to: 0.5)
    #expect(y == TestSpring.initialState && t == 0.5)
    #expect(integrator.counters == ODECounters())
  }
}
