import MotionODE
import TestSupport
import Testing

@Suite("GSLStepper", .tags(.unit))
struct GSLStepperTests {
  @Test("all eleven gsl_odeiv2 steppers, found by short name or GSL symbol in any case")
  func names() {
    #expect(
      GSLStepper.allCases.map(\.rawValue) == [
        "rk2", "rk4", "rkf45", "rkck", "rk8pd", "rk1imp", "rk2imp", "rk4imp", "bsimp", "msadams", "msbdf",
      ])
    for stepper in GSLStepper.allCases {
      #expect(GSLStepper(name: stepper.rawValue) == stepper)
      #expect(GSLStepper(name: "gsl_odeiv2_step_" + stepper.rawValue) == stepper)
      #expect(GSLStepper(name: stepper.rawValue.uppercased()) == stepper)
    }
    #expect(GSLStepper(name: "rk45") == nil)
    #expect(GSLStepper(name: "") == nil)
  }

  @Test("properties follow GSL's documentation")
  func properties() {
    let jacobian = GSLStepper.allCases.filter(\.needsJacobian)
    #expect(jacobian == [.rk1imp, .rk2imp, .rk4imp, .bsimp, .msbdf])
    #expect(GSLStepper.allCases.filter(\.isMultistep) == [.msadams, .msbdf])
    #expect(GSLStepper.allCases.filter { !$0.isImplicit } == [.rk2, .rk4, .rkf45, .rkck, .rk8pd])
    #expect(GSLStepper.allCases.map(\.order) == [3, 4, 5, 5, 8, 1, 2, 4, 12, 12, 5])
    #expect(GSLStepper.allCases.map(\.fixedStepOrder) == [3, 4, 5, 5, 8, 1, 2, 4, 12, 1, 1])
  }
}
