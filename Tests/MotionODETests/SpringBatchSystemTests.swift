import MotionODE
import TestSupport
import Testing

@Suite("SpringBatchSystem", .tags(.unit))
struct SpringBatchSystemTests {
  let springs = [
    DampedSpringSystem(mass: 1, stiffness: 157.9, damping: 17.6),
    DampedSpringSystem(mass: 2, stiffness: 400, damping: 8),
    DampedSpringSystem(mass: 0.5, stiffness: 30, damping: 1.5),
  ]
  let initialStates: [[Double]] = [[-1, 0], [0.5, 3], [2, -4]]

  var batch: SpringBatchSystem { SpringBatchSystem(springs) }
  var interleavedState: [Double] { initialStates.flatMap { $0 } }

  @Test("with a fixed step each spring of the batch follows the 2-D system bit for bit")
  func fixedStepMatchesSingleSprings() throws {
    let control = ODEStepControl.fixed(step: 1.0 / 120)
    let y = try ODEIntegrator(system: batch, stepper: .rk4, control: control).states(from: interleavedState, stops: [1])
    for (i, spring) in springs.enumerated() {
      let single = try ODEIntegrator(system: spring, stepper: .rk4, control: control)
        .states(from: initialStates[i], stops: [1])
      #expect(Array(y[2 * i...2 * i + 1]) == single)
    }
  }

  @Test(
    "adaptive runs integrate each spring as accurately as the 2-D system does",
    arguments: [GSLStepper.rk8pd, .rk4imp, .msbdf, .bsimp])
  func adaptiveMatchesSingleSprings(stepper: GSLStepper) throws {
    let control = ODEStepControl.adaptive(relative: 1e-10, absolute: 1e-10)
    let y = try ODEIntegrator(system: batch, stepper: stepper, control: control)
      .states(from: interleavedState, stops: [0.5, 1.5])
    for (i, spring) in springs.enumerated() {
      let reference = UnderdampedReference(spring: spring, x0: initialStates[i][0], v0: initialStates[i][1])
      let single = try ODEIntegrator(system: spring, stepper: stepper, control: control)
        .states(from: initialStates[i], stops: [0.5, 1.5])
      // The batch's steps suit its most demanding spring, so each spring does as well as alone
      // (measured: at most 1.2× the single-spring error) and within 1000 × tolerance (msbdf's
      // global error reaches 550×).
      let batchError = reference.error(of: Array(y[2 * i...2 * i + 1]), at: 1.5)
      #expect(batchError <= max(2 * reference.error(of: single, at: 1.5), 1e-12))
      #expect(batchError <= 1e-7)
    }
  }

  @Test("the dense Jacobian is block-diagonal with each spring's block")
  func jacobianIsBlockDiagonal() {
    let n = batch.dimension
    var dfdy = [Double](repeating: .nan, count: n * n)
    var dfdt = [Double](repeating: .nan, count: n)
    let y = interleavedState
    y.withUnsafeBufferPointer { y in
      dfdy.withUnsafeMutableBufferPointer { dfdy in
        dfdt.withUnsafeMutableBufferPointer { dfdt in batch.jacobian(t: 0, y: y, dfdy: dfdy, dfdt: dfdt) }
      }
    }
    var expected = [Double](repeating: 0, count: n * n)
    for (i, spring) in springs.enumerated() {
      expected[(2 * i) * n + 2 * i + 1] = 1
      expected[(2 * i + 1) * n + 2 * i] = -spring.stiffness / spring.mass
      expected[(2 * i + 1) * n + 2 * i + 1] = -spring.damping / spring.mass
    }
    #expect(dfdy == expected)
    #expect(dfdt == [Double](repeating: 0, count: n))
  }
}
