import MotionCurves
import TestSupport
import Testing

@testable import MotionExport

/// SwiftUI → platform code → SwiftUI gives the same spring where the platform can express it.
@Suite("Round trips", .tags(.unit))
struct RoundTripTests {
  static let springs: [(Double, Double)] = [(0.35, 0.55), (0.5, 0), (0.5, 0.9), (0.3, -0.5), (1.2, 0.2)]

  func close(_ a: Spring, _ b: Spring, _ tolerance: Double) -> Bool {
    // The motion depends on k/m and c/m.
    abs(a.naturalFrequency / b.naturalFrequency - 1) <= tolerance
      && abs(a.dampingRatio - b.dampingRatio) <= tolerance * max(1, b.dampingRatio)
  }

  @Test("Exact platforms: Flutter, UIKit, Framer, tokens, SwiftUI (and Reanimated for ζ ≤ 1) to 1e-9")
  func exact() throws {
    for (d, b) in Self.springs {
      let spring = try Spring(duration: d, bounce: b)
      let move = try ExportMove(spring: spring, to: 100)
      let exporter = Exporter(move: move)
      var read: [(String, Spring)] = [
        ("flutter", try FlutterSpring.read(exporter.export(.flutter).code)),
        ("uikit", try UIKitSpring.read(exporter.export(.uikit).code)),
        ("framer", try FramerSpring.read(exporter.export(.framer).code)),
        ("tokens", try DesignToken.read(exporter.export(.tokens).code)),
        ("swiftui", try SwiftUISpring.read(exporter.export(.swiftui).code)),
      ]
      if spring.dampingRatio <= 1 {
        read.append(("reanimated", try ReanimatedSpring.read(exporter.export(.reanimated).code)))
      }
      for (name, back) in read { #expect(close(back, spring, 1e-9), "\(name) for (\(d), \(b))") }
    }
  }

  @Test("Float platforms: Compose and Android to Float precision")
  func float() throws {
    for (d, b) in Self.springs {
      let spring = try Spring(duration: d, bounce: b)
      let exporter = Exporter(move: try ExportMove(spring: spring, to: 100))
      #expect(close(try ComposeSpring.read(exporter.export(.compose).code), spring, 2e-7))
      #expect(close(try AndroidSpring.read(exporter.export(.android).code), spring, 2e-7))
    }
  }

  @Test("Reading the platforms' own spellings")
  func spellings() throws {
    let compose = try ComposeSpring.read("spring(dampingRatio = Spring.DampingRatioLowBouncy, stiffness = 400f)")
    #expect(compose.stiffness == 400 && abs(compose.dampingRatio - 0.75) < 1e-12)
    let android = try AndroidSpring.read(
      "SpringForce(0f).setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(0.2f)")
    #expect(android.stiffness == 200 && abs(android.dampingRatio - 0.2) < 1e-12)
    let flutter = try FlutterSpring.read(
      "SpringDescription.withDurationAndBounce(duration: const Duration(milliseconds: 500), bounce: 0.3)")
    #expect(abs(flutter.stiffness - 157.91) < 0.005 && abs(flutter.damping - 17.59) < 0.005)
  }

  @Test(
    "Unreadable code names what could not be read",
    arguments: [
      ("compose", "spring(dampingRatio = abc, stiffness = 400f)", "dampingRatio 'abc'"),
      ("compose", "spring(dampingRatio = 0.5f, stifness = 400f)", "'stifness'"),
      ("compose", "tween(300)", "could not find a spring"),
      ("flutter", "SpringDescription(mass: 1, stiffness: 100", "column"),
    ])
  func errors(platform: String, code: String, phrase: String) {
    let model = ExportPlatform(rawValue: platform)!.model!
    #expect(throws: SpringCodeError.self) { try model.read(code) }
    do { _ = try model.read(code) } catch { #expect(error.description.contains(phrase), "\(error)") }
  }
}
