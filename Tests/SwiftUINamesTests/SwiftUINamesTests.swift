import MotionCurves
import SwiftUIStandIn
import TestSupport
import Testing

// The spelling docs/library.md ("Next to SwiftUI") gives, in a file that imports a module declaring
// SwiftUI's `Spring` and `Animation` beside MotionCurves: module-qualified names and typealiases.
typealias MotionSpring = MotionCurves.Spring
typealias MotionAnimation = MotionCurves.Animation

@Suite("MotionCurves beside SwiftUI's names: the documented spelling compiles and means MotionCurves", .tags(.unit))
struct SwiftUINamesTests {
  @Test func moduleQualifiedNamesPickEachModulesType() throws {
    let tuned = try MotionCurves.Spring(duration: 0.35, bounce: 0.55)
    // Passed across as numbers: the stand-in's `.spring` is SwiftUI's, the context's type.
    let shown: SwiftUIStandIn.Animation = .spring(duration: tuned.duration, bounce: tuned.bounce)
    #expect(shown.spring == SwiftUIStandIn.Spring(duration: 0.35, bounce: 0.55))
    // The closed form at t = 0.2 s, by hand: ω = 2π/0.35, ζ = 1 − 0.55, ωd = ω√(1 − ζ²),
    // x = 1 − e^(−ζωt)(cos ωd t + ζω/ωd sin ωd t).
    let omega = 2 * Double.pi / 0.35
    let zeta = 0.45
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    let t = 0.2
    let decay = Double.exp(-zeta * omega * t)
    let expected = 1 - decay * (Double.cos(omegaD * t) + zeta * omega / omegaD * Double.sin(omegaD * t))
    #expect(abs(tuned.value(target: 1, time: t) - expected) < 1e-12)
  }

  @Test func typealiasesNameMotionCurvesTypes() throws {
    let spring: MotionSpring = try MotionSpring(duration: 0.35, bounce: 0.55)
    let animation: MotionAnimation = try MotionAnimation.spring(duration: 0.35, bounce: 0.55)
    #expect(spring == (try MotionCurves.Spring(duration: 0.35, bounce: 0.55)))
    #expect(animation.springMotion(releasedAt: 0, from: 0, velocity: 0, to: 1) != nil)
  }
}
