import TestSupport
import Testing

@testable import MotionCurves

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("SwiftUI runtime spring: retargets, blends, clock, stalls and convergence", .tags(.unit))
struct RuntimeSpringRuleTests {
  let radio = try! SwiftUIRuntimeSpring(FluidSpring(duration: 0.35, bounce: 0.55))
  let smooth = try! SwiftUIRuntimeSpring(FluidSpring(duration: 0.5, bounce: 0))

  @Test(
    "A retarget keeps value and velocity, restarts the force and the grid, and adds the move to the change",
    arguments: [0.05, 0.1125, 0.2, 0.33])
  func retargetIsContinuous(tapTime: Double) {
    // A move from 0 to 79.75 interrupted by a move to 159.5.
    var state = radio.release(at: 0, displacement: -79.75, velocity: 0)
    for i in 0...Int(tapTime * 120) { radio.advance(&state, to: Double(i) / 120) }
    radio.advance(&state, to: tapTime)
    let before = (value: 79.75 + state.shownDisplacement, velocity: state.shownVelocity)
    smooth.retarget(&state, from: radio, at: tapTime, by: 79.75)
    #expect(abs(159.5 + state.shownDisplacement - before.value) <= 1e-12 * 159.5)
    #expect(state.shownVelocity == before.velocity)
    #expect(state.force == 0 && state.origin == tapTime && state.steps == 0 && state.change == 159.5)
    // The frame at the retarget time takes no step; the next one steps on the new grid.
    smooth.advance(&state, to: tapTime)
    #expect(state.steps == 0 && abs(159.5 + state.shownDisplacement - before.value) <= 1e-12 * 159.5)
    smooth.advance(&state, to: tapTime + 1.0 / 120)
    #expect(state.steps == 3)
    // The response changed (0.35 → 0.5) but .smooth has no blend duration: no blend in force.
    #expect(smooth.response(at: tapTime, blendStart: state.blendStart, blendInterval: state.blendInterval) == 0.5)
  }

  @Test("An ended animation retargeted starts afresh at rest from the old target")
  func retargetAfterEnd() throws {
    var state = smooth.release(at: 0, displacement: -1, velocity: 0)
    var t = 0.0
    while !smooth.advance(&state, to: t) { t += 1.0 / 120 }
    radio.retarget(&state, from: smooth, at: t, by: -1)
    #expect(state == radio.release(at: t, displacement: 1, velocity: 0))
  }

  @Test("A response blend moves monotonically from the old response to the new over blendDuration")
  func blend() throws {
    let interactive = try SwiftUIRuntimeSpring(FluidSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    var state = smooth.release(at: 0, displacement: -1, velocity: 0)
    smooth.advance(&state, to: 0.1)
    interactive.retarget(&state, from: smooth, at: 0.1, by: 1)
    #expect(state.blendInterval == 0.5 - 0.15 && state.blendStart == 0.1)
    var previous = (response: Double.infinity, stiffness: 0.0)
    for i in 0...600 {
      let t = 0.1 + Double(i) / 1000
      let r = interactive.response(at: t, blendStart: state.blendStart, blendInterval: state.blendInterval)
      let k = interactive.coefficients(at: t, blendStart: state.blendStart, blendInterval: state.blendInterval)
        .stiffness
      #expect(r <= previous.response && k >= previous.stiffness)
      #expect(r >= 0.15 && r <= 0.5)
      previous = (r, k)
    }
    #expect(interactive.response(at: 0.1, blendStart: 0.1, blendInterval: 0.35) == 0.5)
    #expect(abs(interactive.response(at: 0.225, blendStart: 0.1, blendInterval: 0.35) - 0.325) <= 1e-15)
    // After the blend, and with no blend at all, the response itself (not 0, which would make k = 1).
    #expect(interactive.response(at: 0.35, blendStart: 0.1, blendInterval: 0.35) == 0.15)
    #expect(interactive.response(at: 5, blendStart: 0.1, blendInterval: 0.35) == 0.15)
    #expect(interactive.coefficients(at: 5, blendStart: 0, blendInterval: 0) == interactive.coefficients)
    #expect(
      abs(interactive.coefficients.stiffness - pow(2 * .pi / 0.15, 2)) <= 1e-12 * interactive.coefficients.stiffness)
  }

  @Test("Frames show the first grid point at or after them; within 1e-9 s counts as reached")
  func gridReach() {
    #expect(smooth.gridIndex(reaching: 0, origin: 0) == 0)
    #expect(smooth.gridIndex(reaching: 1.0 / 120, origin: 0) == 3)
    #expect(smooth.gridIndex(reaching: 2.0 / 120, origin: 0) == 5)
    #expect(smooth.gridIndex(reaching: 0.1 + 5e-10, origin: 0) == 30)
    #expect(smooth.gridIndex(reaching: 0.1 + 2e-9, origin: 0) == 31)
    #expect(smooth.gridIndex(reaching: 0.25, origin: 0.3) == 0)
    #expect(smooth.gridIndex(reaching: 1.0 + 1.0 / 3, origin: 1) == 100)
  }

  @Test("The stall rule: more than 1 s after the last step the clock restarts 1/60 s before the frame")
  func stall() {
    func stepped(_ steps: Int) -> SwiftUIRuntimeSpring.State {
      var state = smooth.release(at: 0, displacement: -1, velocity: 0)
      for _ in 0..<steps {
        smooth.step(
          displacement: &state.displacement, velocity: &state.velocity, force: &state.force, smooth.coefficients)
      }
      state.steps = steps
      return state
    }
    // The last step at 0.5 s (grid point 150).
    var exact = stepped(150)
    smooth.advance(&exact, to: 1.5)  // exactly 1 s later: no stall
    #expect(exact.origin == 0 && exact.steps == 450)
    #expect(exact.displacement == stepped(450).displacement)
    var late = stepped(150)
    smooth.advance(&late, to: 1.5 + 1e-6)  // just over 1 s: a stall
    #expect(late.origin == 1.5 + 1e-6 - 1.0 / 60 && late.steps == 5)
    #expect(late.displacement == stepped(155).displacement && late.velocity == stepped(155).velocity)
    var earlier = stepped(150)
    smooth.advance(&earlier, to: 1.2)
    #expect(earlier.origin == 0 && earlier.steps == 360)
  }

  /// The error at t = 0.2 s (a grid point of every rate) against the Float80 closed form, for
  /// steps of h = 1/(300·2^m), m = 0…6, and the orders log₂(e_m/e_{m+1}).
  func orders(_ fluid: FluidSpring, consistentForce: Bool) throws -> [Double] {
    let spring = try Spring(response: fluid.response, dampingRatio: fluid.dampingFraction)
    let exact = SpringResponse<ReferenceReal>(spring).state(at: 0.2, displacement: -1, velocity: 0).x
    var errors: [Double] = []
    for m in 0...6 {
      let runtime = try SwiftUIRuntimeSpring(fluid, stepsPerSecond: 300 * Double(1 << m))
      var state = runtime.release(at: 0, displacement: -1, velocity: 0)
      if consistentForce { state.force = runtime.coefficients.stiffness }
      runtime.advance(
        displacement: &state.displacement, velocity: &state.velocity, force: &state.force, origin: &state.origin,
        steps: &state.steps, to: 0.2, runtime.coefficients)
      errors.append(abs(state.displacement - Double(exact)))
    }
    return zip(errors, errors.dropFirst()).map { log2($0 / $1) }
  }

  /// One might expect order 2; the scheme as stated is first order. Two causes, each enough:
  /// the force starts at 0 instead of −k·x₀ (the curve starts about half a step late), and the
  /// damping acts on the half-step velocity v½ (the effective damping is −ln(1 − c·h)/h ≈ c(1 + c·h/2)).
  @Test("As h → 0 the runtime converges to the closed form with order 1", arguments: [0.0, 0.15, 0.55, -0.3])
  func convergesFirstOrder(bounce: Double) throws {
    let orders = try orders(FluidSpring(duration: 0.35, bounce: bounce), consistentForce: false)
    #expect(orders.allSatisfy { $0 > 0.9 && $0 < 1.1 }, "\(orders)")
  }

  @Test("Undamped and with a consistent initial force it is velocity Verlet: order 2")
  func verletCore() throws {
    let orders = try orders(FluidSpring(duration: 0.35, bounce: 1), consistentForce: true)
    #expect(orders.allSatisfy { $0 > 1.9 && $0 < 2.1 }, "\(orders)")
  }

  @Test("Damped and with a consistent initial force it is still order 1: the damping acts on v½")
  func dampingIsFirstOrder() throws {
    let orders = try orders(FluidSpring(duration: 0.35, bounce: 0.3), consistentForce: true)
    #expect(orders.allSatisfy { $0 > 0.9 && $0 < 1.1 }, "\(orders)")
  }
}
