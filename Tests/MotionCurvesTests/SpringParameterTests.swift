import TestSupport
import Testing

@testable import MotionCurves

@Suite("Spring parameters", .tags(.unit))
struct SpringParameterTests {
  @Test("Published check values of SwiftUI's Spring")
  func publishedValues() throws {
    let a = try Spring(duration: 0.5, bounce: 0.3)
    #expect(a.mass == 1)
    #expect(abs(a.stiffness - 157.9) < 0.05)
    #expect(abs(a.damping - 17.6) < 0.05)
    let b = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(b.duration - 0.63) < 0.005)
    #expect(abs(b.bounce - 0.5) < 1e-15)
    let c = try Spring(duration: 0.5, bounce: -0.3)
    #expect(abs(c.damping - 35.90) < 0.005)
  }

  @Test("Duration and bounce round-trip in every regime", arguments: SpringSweep.bounces)
  func durationBounceRoundTrip(bounce: Double) throws {
    for duration in SpringSweep.durations {
      let spring = try Spring(duration: duration, bounce: bounce)
      #expect(abs(spring.duration - duration) <= 4 * duration.ulp)
      #expect(abs(spring.bounce - bounce) <= 1e-15, "bounce \(bounce) came back as \(spring.bounce)")
      let again = try Spring(duration: spring.duration, bounce: spring.bounce)
      #expect(abs(again.stiffness - spring.stiffness) <= 1e-14 * spring.stiffness)
      #expect(abs(again.damping - spring.damping) <= 1e-14 * spring.stiffness.squareRoot())
    }
  }

  @Test("Response and damping ratio round-trip", arguments: [0.0, 0.1, 0.5, 0.999999, 1, 1.000001, 3, 100])
  func responseRoundTrip(ratio: Double) throws {
    let spring = try Spring(response: 0.42, dampingRatio: ratio)
    #expect(abs(spring.response - 0.42) <= 1e-15)
    #expect(abs(spring.dampingRatio - ratio) <= 4 * Swift.max(ratio, 1).ulp)
    // Through the physical parameters and back.
    let physical = try Spring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: true)
    #expect(physical == spring)
  }

  @Test("Mass scales stiffness and damping, not the motion")
  func massInvariance() throws {
    let light = try Spring(mass: 1, stiffness: 200, damping: 12)
    let heavy = try Spring(mass: 4, stiffness: 800, damping: 48)
    #expect(abs(light.duration - heavy.duration) <= 1e-15)
    #expect(abs(light.dampingRatio - heavy.dampingRatio) <= 1e-15)
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      #expect(abs(light.value(target: 1, time: t) - heavy.value(target: 1, time: t)) <= 1e-14)
    }
  }

  @Test("Overdamping is clamped to critical unless allowed")
  func overdampingClamp() throws {
    let clamped = try Spring(mass: 2, stiffness: 50, damping: 100)
    #expect(abs(clamped.dampingRatio - 1) <= 1e-15)
    let free = try Spring(mass: 2, stiffness: 50, damping: 100, allowOverDamping: true)
    #expect(abs(free.dampingRatio - 5) <= 1e-15)
  }

  @Test("Presets and extra bounce")
  func presets() throws {
    #expect(Spring.smooth == (try Spring(duration: 0.5, bounce: 0)))
    #expect(Spring.snappy == (try Spring(duration: 0.5, bounce: 0.15)))
    #expect(Spring.bouncy == (try Spring(duration: 0.5, bounce: 0.3)))
    #expect(try Spring.bouncy(duration: 0.3, extraBounce: 0.1) == (try Spring(duration: 0.3, bounce: 0.4)))
    #expect(try Spring.smooth(extraBounce: -0.2) == (try Spring(duration: 0.5, bounce: -0.2)))
    #expect(throws: CurveError.self) { try Spring.bouncy(extraBounce: 0.8) }
  }

  @Test("The one table of named springs: SwiftUI's base bounces, and Animation's presets are the same springs")
  func presetTable() throws {
    // SwiftUI documents smooth, snappy and bouncy as bounce 0, 0.15 and 0.3 at duration 0.5 s.
    let published: [Spring.Preset: Double] = [.smooth: 0, .snappy: 0.15, .bouncy: 0.3]
    #expect(Spring.Preset.allCases.count == published.count)
    for preset in Spring.Preset.allCases {
      let bounce = try #require(published[preset])
      #expect(try Spring(preset) == (try Spring(duration: 0.5, bounce: bounce)))
      let animation = try Animation.preset(preset, duration: 0.8, extraBounce: 0.1)
      #expect(animation == (try Animation.spring(duration: 0.8, bounce: bounce + 0.1)))
    }
    let snappy = try Animation.snappy(duration: 0.3, extraBounce: 0.1)
    #expect(snappy == (try Animation.spring(duration: 0.3, bounce: 0.15 + 0.1)))
  }

  @Test("Animation presets and SwiftUI defaults")
  func animationPresets() throws {
    guard case .spring(let spring, _, let blend) = Animation.spring.curve else {
      Issue.record()
      return
    }
    #expect(abs(spring.response - 0.5) <= 1e-15 && abs(spring.dampingRatio - 0.825) <= 1e-15 && blend == 0)
    guard case .spring(let interactive, _, let interactiveBlend) = Animation.interactiveSpring.curve else {
      Issue.record()
      return
    }
    #expect(abs(interactive.response - 0.15) <= 1e-15 && abs(interactive.dampingRatio - 0.86) <= 1e-15)
    #expect(interactiveBlend == 0.25)
    guard case .spring(let standard, _, _) = Animation.default.curve else {
      Issue.record()
      return
    }
    #expect(abs(standard.response - 0.55) <= 1e-15 && abs(standard.dampingRatio - 1) <= 1e-15)
    guard case .spring(let interpolating, _, _) = (try Animation.interpolatingSpring(stiffness: 100, damping: 10)).curve
    else {
      Issue.record()
      return
    }
    #expect(interpolating == (try Spring(mass: 1, stiffness: 100, damping: 10)))
    #expect(Animation.easeOut.curve == .timing(.easeOut, duration: 0.35))
    let delayed = try Animation.linear(duration: 0.1).delay(0.15)
    #expect(delayed.delay == 0.15 && delayed.curve == .timing(.linear, duration: 0.1))
    #expect(try delayed.delay(0.1).delay == 0.25)
  }

  static let invalid: [(String, @Sendable () throws -> Void)] = [
    ("duration", { _ = try Spring(duration: 0, bounce: 0) }),
    ("duration", { _ = try Spring(duration: -1, bounce: 0) }),
    ("duration", { _ = try Spring(duration: .nan, bounce: 0) }),
    ("duration", { _ = try Spring(duration: .infinity, bounce: 0) }),
    ("bounce", { _ = try Spring(duration: 0.5, bounce: -1) }),
    ("bounce", { _ = try Spring(duration: 0.5, bounce: 1.5) }),
    ("bounce", { _ = try Spring(duration: 0.5, bounce: .nan) }),
    ("mass", { _ = try Spring(mass: -1, stiffness: 100, damping: 10) }),
    ("mass", { _ = try Spring(mass: 0, stiffness: 100, damping: 10) }),
    ("stiffness", { _ = try Spring(mass: 1, stiffness: -100, damping: 10) }),
    ("stiffness", { _ = try Spring(mass: 1, stiffness: .infinity, damping: 10) }),
    ("damping", { _ = try Spring(mass: 1, stiffness: 100, damping: -1) }),
    ("damping", { _ = try Spring(mass: 1, stiffness: 100, damping: .nan) }),
    ("response", { _ = try Spring(response: 0, dampingRatio: 1) }),
    ("dampingRatio", { _ = try Spring(response: 1, dampingRatio: -0.1) }),
    ("settlingDuration", { _ = try Spring(settlingDuration: -1, dampingRatio: 1) }),
    ("dampingRatio", { _ = try Spring(settlingDuration: 1, dampingRatio: 0) }),
    ("epsilon", { _ = try Spring(settlingDuration: 1, dampingRatio: 1, epsilon: 1) }),
    ("delay", { _ = try Animation.smooth.delay(-0.1) }),
    ("duration", { _ = try Animation.easeOut(duration: 0) }),
    ("startControlPoint.y", { _ = try UnitCurve(startControlPoint: (0.5, .nan), endControlPoint: (0.5, 1)) }),
  ]

  @Test("Bad input names the parameter", arguments: 0..<invalid.count)
  func badInput(index: Int) {
    let (name, make) = Self.invalid[index]
    do {
      try make()
      Issue.record("\(name): accepted")
    } catch {
      guard let error = error as? CurveError, case .invalidParameter(let reported, _, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(reported == name)
      #expect(error.description.hasPrefix("\(name) must be"))
    }
  }
}
