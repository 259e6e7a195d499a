import Foundation
import MotionCurves
import TestSupport
import Testing

@testable import MotionExport

/// Each platform's retarget rule on a hand-made script: a tap sends a channel from 0 to 1 at frame
/// 0, a second tap sends it back to 0 at frame 12 (0.1 s at 120 Hz); the start state of the second
/// animation against the damped oscillator's formulas, written out here.
@Suite("Platforms under interruption: the start state of a reversing tap", .tags(.unit))
struct PlatformRetargetTests {
  static let spring = try! Spring(duration: 0.5, bounce: 0.2)
  static let hz = 120.0
  static let reversal = 12

  /// x(t) and v(t) of the underdamped oscillator released at x0, v0: e^(−at)(x0 cos ωt + (v0 + a x0)/ω sin ωt).
  static func oscillator(_ s: Spring, t: Double, x0: Double, v0: Double) -> (x: Double, v: Double) {
    let w0 = (s.stiffness / s.mass).squareRoot()
    let a = s.dampingRatio * w0
    let w = w0 * (1 - s.dampingRatio * s.dampingRatio).squareRoot()
    let decay = exp(-a * t)
    let x = decay * (x0 * cos(w * t) + (v0 + a * x0) / w * sin(w * t))
    let v = decay * (v0 * cos(w * t) - (a * v0 + w0 * w0 * x0) / w * sin(w * t))
    return (x, v)
  }

  /// The animation that the reversing tap starts on `platform`, and the first one at that frame.
  static func reversed(_ platform: ExportPlatform, form: ExportPlatform.Form = .standard) throws -> (
    first: PlatformAnimation, second: PlatformAnimation
  ) {
    let animator = try PlatformAnimator(
      platform, form: form, spring: spring, change: 1, visibleThreshold: 0.001, hz: hz)
    var animation = animator.retarget(animator.resting(at: 0), to: 1, at: 0)
    for frame in 0...reversal { _ = animator.advance(&animation, to: frame) }
    return (animation, animator.retarget(animation, to: 0, at: reversal))
  }

  static let t = Double(reversal) / hz

  @Test("Flutter and UIKit start from the value and velocity at the tap; UIKit ends at its settling duration")
  func keepVelocity() throws {
    let expected = Self.oscillator(Self.spring, t: Self.t, x0: -1, v0: 0)
    for platform in [ExportPlatform.flutter, .uikit] {
      let second = try Self.reversed(platform).second.move
      #expect(abs(second.from - (1 + expected.x)) < 1e-12, "\(platform)")
      #expect(abs(second.velocity - expected.v) < 1e-9, "\(platform)")
      #expect(second.to == 0)
    }
    let uikit = try Self.reversed(.uikit).second
    let relative = expected.v / (0 - (1 + expected.x))
    #expect(uikit.end == Self.spring.settlingTime(displacement: -1, velocity: relative, threshold: 1e-3))
  }

  @Test("Compose starts from its Float value and velocity at the 100 ms play time")
  func compose() throws {
    let second = try Self.reversed(.compose).second.move
    let expected = Self.oscillator(Self.spring, t: 0.1, x0: -1, v0: 0)
    #expect(abs(second.from - (1 + expected.x)) < 1e-6)
    #expect(abs(second.velocity - expected.v) < 1e-4 * abs(expected.v))
    #expect(second.from == Double(Float(second.from)) && second.velocity == Double(Float(second.velocity)))
  }

  @Test("Framer's physics spring takes the last frame's change as velocity; its time-defined one starts at rest")
  func framer() throws {
    let shown = { (frame: Int) in 1 + Self.oscillator(Self.spring, t: Double(frame) / Self.hz, x0: -1, v0: 0).x }
    let physics = try Self.reversed(.framer).second.move
    #expect(abs(physics.from - shown(Self.reversal)) < 1e-12)
    #expect(abs(physics.velocity - (shown(Self.reversal) - shown(Self.reversal - 1)) * Self.hz) < 1e-8)
    let timed = try Self.reversed(.framer, form: .duration).second.move
    #expect(abs(timed.from - shown(Self.reversal)) < 1e-9)
    #expect(timed.velocity == 0)
  }

  @Test("CSS restarts at rest from the easing's value, shortened by |output|; a second reversal by the spec's sum")
  func css() throws {
    let (first, second) = try Self.reversed(.css)
    let easing = try #require(CSSLinearEasing.fit(first.move.with(spring: Self.spring)))
    let output = easing.value(at: Self.t / easing.duration)
    #expect(second.move.from == output && second.move.velocity == 0)
    #expect(abs(second.end - easing.duration * abs(output)) < 1e-15)
    #expect(second.reversingStart == 1 && second.shortening == abs(output))
    // Back to 1 six frames later: factor |output₂ · S + 1 − S|, output₂ at 6 frames of the shortened run.
    let animator = try PlatformAnimator(.css, spring: Self.spring, change: 1, visibleThreshold: 0.001, hz: Self.hz)
    var running = second
    for frame in Self.reversal...(Self.reversal + 6) { _ = animator.advance(&running, to: frame) }
    let third = animator.retarget(running, to: 1, at: Self.reversal + 6)
    let output2 = easing.value(at: (6 / Self.hz) / second.end)
    let s = second.shortening
    #expect(abs(third.shortening - abs(output2 * s + 1 - s)) < 1e-15)
    #expect(third.reversingStart == 0)
    // A new target that is not the reversing-adjusted start runs the full duration.
    let sideways = animator.retarget(running, to: 0.5, at: Self.reversal + 6)
    #expect(sideways.shortening == 1 && sideways.end == easing.duration)
  }

  @Test("The reversing shortening factor follows CSS Transitions Level 1's formula")
  func shorteningFactor() {
    #expect(CSSLinearEasing.reversingShorteningFactor(output: 0.3) == 0.3)
    #expect(abs(CSSLinearEasing.reversingShorteningFactor(output: 0.3, previous: 0.5) - 0.65) < 1e-15)
    #expect(CSSLinearEasing.reversingShorteningFactor(output: 1.2) == 1)
    #expect(CSSLinearEasing.reversingShorteningFactor(output: -0.2) == 0.2)
  }

  @Test("The device is the scene's own solver, and CSS refuses a spring that never settles")
  func refusals() {
    #expect(throws: PlatformAnimatorError.device) {
      try PlatformAnimator(.swiftui, spring: Self.spring, change: 1, visibleThreshold: 0.001, hz: Self.hz)
    }
    let undamped = try! Spring(duration: 0.5, bounce: 1)
    #expect(throws: PlatformAnimatorError.self) {
      try PlatformAnimator(.css, spring: undamped, change: 1, visibleThreshold: 0.001, hz: Self.hz)
    }
  }
}
