import MotionCurves
import TestSupport
import Testing

@testable import MotionExport

/// Each platform's model against the values its own tests or docs publish.
@Suite("Platforms' published values", .tags(.unit))
struct PublishedValueTests {
  /// Compose's spring estimation: from 100 to 0 with v₀ = +3000, stiffness 100, threshold 1.
  @Test("Compose ends at about 811 ms (ζ = 1) and 4830 ms (ζ = 5)", arguments: [(1.0, 811.0), (5.0, 4830.0)])
  func composeDuration(zeta: Double, millis: Double) throws {
    let duration = ComposeSpring.estimatedDurationMillis(
      stiffness: 100, dampingRatio: zeta, initialVelocity: 3000, initialDisplacement: 100, delta: 1)
    #expect(abs(Double(duration) - millis) <= 1)
    // The same through the model's own move: a Float spring with threshold 1.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20 * zeta, allowOverDamping: true)
    let move = try ExportMove(spring: spring, from: 100, to: 0, velocity: 3000)
    let model = ComposeSpring(dampingRatio: Float(zeta), stiffness: 100, visibilityThreshold: 1)
    #expect(abs(Double(model.durationMillis(move)) - millis) <= 1)
  }

  /// Framer's test "visualDuration returns correct duration": spring({ keyframes: [0, 1],
  /// visualDuration: 0.5 }) is done after 1100 ms (calcGeneratorDuration, 50 ms steps). Framer's
  /// getSpringOptions reads visualDuration only next to `duration` or `bounce`; alone it is
  /// ignored and the default physics (stiffness 100, damping 10, mass 1) run — the 1100 ms of its
  /// toString test for that physics spring too.
  @Test("Framer: { visualDuration: 0.5 } alone runs the default physics and is done after 1100 ms")
  func framerVisualDuration() throws {
    let spring = try FramerSpring.read("{ type: \"spring\", visualDuration: 0.5 }")
    #expect(spring.stiffness == 100 && spring.damping == 10 && spring.mass == 1)
    let model = FramerSpring(spring: spring)
    let move = try ExportMove(spring: spring, from: 0, to: 1)
    #expect(model.generatorDuration(move) == 1100)
  }

  /// Framer's mapping: k = (2π / (1.2·0.5))², ζ = 1 − 0.3.
  @Test("Framer's visualDuration mapping")
  func framerMapping() {
    let p = FramerSpring.visualDurationSpring(visualDuration: 0.5, bounce: 0.3)
    let omega = 2 * Double.pi / 0.6
    #expect(abs(p.stiffness - omega * omega) < 1e-9)
    #expect(abs(p.damping - 2 * 0.7 * omega) < 1e-9)
    // Clamped: bounce 1 gives ζ = 0.05, bounce −1 gives ζ = 1.
    #expect(abs(FramerSpring.visualDurationSpring(visualDuration: 0.5, bounce: 1).damping - 0.1 * omega) < 1e-9)
    #expect(abs(FramerSpring.visualDurationSpring(visualDuration: 0.5, bounce: -1).damping - 2 * omega) < 1e-9)
  }
}
