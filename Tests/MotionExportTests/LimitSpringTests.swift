import MotionCurves
import TestSupport
import Testing

@testable import MotionExport

/// Springs at the edges of ``MotionLimits``: each platform's spring stays a valid spring, and
/// every export and its report are made (these trapped before).
@Suite("Springs at the limits", .tags(.unit))
struct LimitSpringTests {
  /// A move of 100 pt with a spring of this duration and bounce, and SwiftUI's fluid form.
  func move(duration: Double, bounce: Double) throws -> ExportMove {
    let spring = try Spring(duration: duration, bounce: bounce)
    return try ExportMove(spring: spring, fluid: FluidSpring(spring))
  }

  @Test(
    "Float rounding at the longest and shortest period: Compose and Android hold the period at the limit",
    arguments: [1e4, 1e-5])
  func floatAtTheEdge(duration: Double) throws {
    let move = try move(duration: duration, bounce: 0.5)
    for spring in [ComposeSpring(closestTo: move).spring, AndroidSpring(closestTo: move).spring] {
      #expect(MotionLimits.duration.contains(spring.duration))
      // Float keeps 24 bits: the period moves by less than 1e-7 of itself.
      #expect(abs(spring.duration - duration) <= 1e-7 * duration, "\(spring.duration)")
      #expect(abs(spring.dampingRatio - 0.5) <= 1e-7)
    }
  }

  @Test("Reanimated's critical stand-in for ζ = 10⁴ keeps a period within the limits")
  func reanimatedStronglyOverdamped() throws {
    let move = try move(duration: 10, bounce: -0.9999)
    #expect(abs(move.spring.dampingRatio - 1e4) < 1e-6)
    let model = ReanimatedSpring(closestTo: move)
    // The exact slow root ω₀/(ζ + √(ζ² − 1)) has a period of about 2ζ·10 s = 2e5 s, beyond 1e4 s.
    #expect(MotionLimits.duration.contains(model.spring.duration))
    #expect(model.spring.duration > 1e3)
    #expect(abs(model.spring.dampingRatio - 1) < 1e-12)
  }

  @Test(
    "Every platform exports springs at the limits, and beside a device that diverges",
    arguments: [(1e4, 0.5), (1e-5, 0.5), (10, -0.9999), (1e-5, -0.999)])
  func everyPlatform(duration: Double, bounce: Double) throws {
    let exporter = Exporter(move: try move(duration: duration, bounce: bounce))
    for platform in ExportPlatform.exported {
      let export = exporter.export(platform)
      #expect(export.platform == platform)
    }
  }

  @Test("fixed(_:decimals:) writes what it cannot round as double(_:) does")
  func fixedBeyondRange() {
    #expect(ExportNumber.fixed(.infinity, decimals: 3) == "inf")
    #expect(ExportNumber.fixed(-.infinity, decimals: 3) == "-inf")
    #expect(ExportNumber.fixed(.nan, decimals: 3) == "nan")
    #expect(ExportNumber.fixed(1e300, decimals: 3) == "1e+300")
    #expect(ExportNumber.fixed(2.5e12, decimals: 3) == "2500000000000")
    #expect(ExportNumber.fixed(123.4567, decimals: 3) == "123.457")
  }
}
