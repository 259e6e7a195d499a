import TestSupport
import Testing

@testable import MotionCurves

@Suite("Fluid springs: which animations SwiftUI steps at run time, and with what", .tags(.unit))
struct FluidSpringTests {
  func fluid(_ source: String) throws -> FluidSpring? {
    guard case .animation(let animation) = try AnimationExpression(parsing: source) else {
      Issue.record("\(source) is not an animation")
      return nil
    }
    return animation.fluid
  }

  @Test("Every fluid form carries its response, damping fraction and blend duration")
  func fluidForms() throws {
    let expected: [(String, Double, Double, Double)] = [
      (".spring(duration: 0.35, bounce: 0.55)", 0.35, 0.45, 0),
      (".spring(duration: 0.4, bounce: -0.5, blendDuration: 0.1)", 0.4, 2, 0.1),
      (".spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0.2)", 0.3, 0.7, 0.2),
      (".smooth", 0.5, 1, 0), (".snappy", 0.5, 0.85, 0), (".bouncy", 0.5, 0.7, 0),
      (".bouncy(duration: 0.4, extraBounce: 0.1)", 0.4, 0.6, 0),
      (".interactiveSpring", 0.15, 0.86, 0.25), (".spring", 0.5, 0.825, 0), (".default", 0.55, 1, 0),
      (".spring(duration: 0.35, bounce: 0.55).delay(0.2)", 0.35, 0.45, 0),
    ]
    for (source, response, zeta, blend) in expected {
      let fluid = try #require(try fluid(source), "\(source)")
      #expect(
        fluid.response == response && abs(fluid.dampingFraction - zeta) <= 1e-15 && fluid.blendDuration == blend,
        "\(source)")
    }
    // .spring(Spring) takes the spring's response and damping ratio.
    let physical = try #require(try fluid(".spring(Spring(mass: 1, stiffness: 100, damping: 10))"))
    #expect(abs(physical.response - 2 * .pi / 10) <= 1e-15 && abs(physical.dampingFraction - 0.5) <= 1e-15)
  }

  @Test("interpolatingSpring, timing curves and keyframes are not fluid")
  func notFluid() throws {
    for source in [
      ".interpolatingSpring(stiffness: 100, damping: 10)", ".interpolatingSpring", ".easeOut", ".linear(duration: 0.1)",
    ] {
      #expect(try fluid(source) == nil, "\(source)")
    }
  }

  @Test("The fluid parameters reach the motion, through a delay and a retarget")
  func reachesMotion() throws {
    let animation = try Animation.spring(duration: 0.35, bounce: 0.55).delay(0.1)
    let motion = Motion.constant(0).retargeted(to: 1, at: 0, with: animation)
    guard case .handoff(_, .spring(let m), _) = motion else {
      Issue.record("\(motion)")
      return
    }
    #expect(m.fluid == animation.fluid && m.start == 0.1)
    let interpolating = try Animation.interpolatingSpring(stiffness: 100, damping: 10)
    guard case .spring(let plain) = Motion.constant(0).retargeted(to: 1, at: 0, with: interpolating) else {
      Issue.record("an interpolating spring's motion is not a spring")
      return
    }
    #expect(plain.fluid == nil)
  }

  @Test("Bad fluid parameters are errors that name them")
  func validation() {
    #expect(throws: CurveError.self) { try FluidSpring(response: 0, dampingFraction: 1) }
    #expect(throws: CurveError.self) { try FluidSpring(response: 0.5, dampingFraction: -1) }
    #expect(throws: CurveError.self) { try FluidSpring(response: 0.5, dampingFraction: 1, blendDuration: .infinity) }
    #expect(throws: CurveError.self) { try FluidSpring(duration: 0.5, bounce: -1) }
    #expect(FluidSpring.dampingFraction(bounce: -0.5) == 2 && FluidSpring.dampingFraction(bounce: 0.3) == 0.7)
  }
}
