import MotionCurves
import TestSupport
import Testing

@testable import MotionExport

/// The platform models made by hand, from their public initialisers: the code each writes.
@Suite("Platform models", .tags(.unit))
struct PlatformModelTests {
  /// m 2, k 300, c 20, from 10 to 40 at 250 per second, written out as each platform's docs spell it.
  @Test("Each initialiser writes its spring and launch into the platform's code")
  func codeFromInitialisers() throws {
    let spring = try Spring(mass: 2, stiffness: 300, damping: 20)
    #expect(
      FlutterSpring(spring: spring, launch: SpringLaunch(from: 10, to: 40, velocity: 250)).code
        == "controller.animateWith(SpringSimulation(SpringDescription(mass: 2, stiffness: 300, damping: 20), 10, 40, 250))"
    )
    #expect(
      FramerSpring(spring: spring, velocity: 250).code
        == "{ type: \"spring\", stiffness: 300, damping: 20, mass: 2, velocity: 250 }")
    #expect(FramerSpring(spring: spring).code == "{ type: \"spring\", stiffness: 300, damping: 20, mass: 2 }")
    #expect(
      ReanimatedSpring(spring: spring, to: 40, velocity: 250).code
        == "withSpring(40, { stiffness: 300, damping: 20, mass: 2, velocity: 250 })")
    #expect(
      UIKitSpring(spring: spring, relativeVelocity: 0.5).code
        == "UISpringTimingParameters(mass: 2, stiffness: 300, damping: 20, initialVelocity: CGVector(dx: 0.5, dy: 0))")
    #expect(
      AndroidSpring(stiffness: 150, dampingRatio: 0.25, launch: SpringLaunch(from: 10, to: 40, velocity: 250)).code
        == "SpringAnimation(view, DynamicAnimation.TRANSLATION_X).setSpring(SpringForce(40f).setStiffness(150f)"
        + ".setDampingRatio(0.25f)).setStartValue(10f).setStartVelocity(250f)")
  }

  /// The physical models keep m, k and c bit for bit, overdamped ones included.
  @Test("m, k and c are the spring's, exactly")
  func physicsKept() throws {
    let spring = try Spring(mass: 0.7, stiffness: 123.456789, damping: 98.7654321, allowOverDamping: true)
    let move = try ExportMove(spring: spring)
    let models: [any PhysicalSpringModel] = [
      FlutterSpring(closestTo: move), UIKitSpring(closestTo: move), FramerSpring(closestTo: move),
    ]
    for model in models {
      #expect(model.mass == 0.7 && model.stiffness == 123.456789 && model.damping == 98.7654321, "\(model)")
    }
  }

  @Test("A move's launch in Float is each value rounded to Float")
  func floatLaunch() throws {
    let move = try ExportMove(spring: .smooth, from: 0.1, to: 1.0 / 3, velocity: -2.2)
    let launch = SpringLaunch<Float>(move)
    #expect(launch.from == 0.1 as Float && launch.to == 1 / 3 as Float && launch.velocity == -2.2 as Float)
    #expect(SpringLaunch<Double>(move) == SpringLaunch(from: 0.1, to: 1.0 / 3, velocity: -2.2))
  }

  /// Compose's `spring(dampingRatio, stiffness, visibilityThreshold)`: its parameters and its
  /// positional arguments come in that order.
  @Test("Compose reads positional arguments in the order of its parameters")
  func composeOrder() throws {
    let model = ComposeSpring(dampingRatio: 0.5, stiffness: 400, visibilityThreshold: 2)
    #expect(model.parameters.map(\.name) == ["dampingRatio", "stiffness", "visibilityThreshold"])
    #expect(model.parameters.map(\.value) == [.number(0.5), .number(400), .number(2)])
    let read = try ComposeSpring.read("spring(0.5f, 400f, 2f)")
    #expect(read.stiffness == 400 && read.mass == 1 && read.damping == 20)
  }
}
