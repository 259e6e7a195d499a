import Foundation
import MotionCurves
import TestSupport
import Testing

@testable import MotionExport

/// Android's and Reanimated's retarget rules on the script of ``PlatformRetargetTests``: 0 → 1 at
/// frame 0, back to 0 at frame 12 (120 Hz). The references integrate frame by frame here (with
/// ``PlatformRetargetTests/oscillator(_:t:x0:v0:)``), with each platform's clock, rounding and end
/// rule as its source states them.
@Suite("Platforms under interruption: Android and Reanimated step from the last frame", .tags(.unit))
struct PlatformRetargetSteppingTests {
  static let spring = PlatformRetargetTests.spring
  static let hz = PlatformRetargetTests.hz
  static let reversal = PlatformRetargetTests.reversal
  /// The band, which the runs give Android as its minimum visible change.
  static let band = 0.001

  /// Runs the script on `platform`: the two animations and every value shown from frame 0 until
  /// the second one ends (or 600 frames).
  static func run(_ platform: ExportPlatform, form: ExportPlatform.Form = .standard) throws -> (
    first: PlatformAnimation, second: PlatformAnimation, shown: [Double], endFrame: Int?
  ) {
    let animator = try PlatformAnimator(
      platform, form: form, spring: spring, change: 1, visibleThreshold: band, hz: hz, minimumVisibleChange: band)
    var animation = animator.retarget(animator.resting(at: 0), to: 1, at: 0)
    var shown: [Double] = []
    for frame in 0...reversal { shown.append(animator.advance(&animation, to: frame)) }
    let first = animation
    animation = animator.retarget(animation, to: 0, at: reversal)
    let second = animation
    for frame in (reversal + 1)...600 {
      shown.append(animator.advance(&animation, to: frame))
      if animation.shown.ended { return (first, second, shown, frame) }
    }
    return (first, second, shown, nil)
  }

  @Test("Android: Float steps over whole milliseconds, the first after the tap half toward each target")
  func android() throws {
    let (first, second, shown, end) = try Self.run(.android)
    // SpringForce with Float k and ζ, mass 1; the frame times floor(i · 8.333… ms).
    let k = Double(Float(Self.spring.stiffness / Self.spring.mass))
    let float = try Spring(mass: 1, stiffness: k, damping: 2 * k.squareRoot() * Double(Float(Self.spring.dampingRatio)))
    func millis(_ i: Int) -> Int { Int((Double(i) * 1e9 / Self.hz).rounded()) / 1_000_000 }
    #expect((0...13).map(millis) == [0, 8, 16, 25, 33, 41, 50, 58, 66, 75, 83, 91, 100, 108])
    func step(_ state: (Float, Float), toward target: Double, ms: Int) -> (Float, Float) {
      let s = PlatformRetargetTests.oscillator(
        float, t: Double(ms) / 1000, x0: Double(state.0) - target, v0: Double(state.1))
      return (Float(s.x + target), Float(s.v))
    }
    var state: (Float, Float) = (0, 0)
    var expected: [Float] = [0]
    for i in 1...Self.reversal {
      state = step(state, toward: 1, ms: millis(i) - millis(i - 1))
      expected.append(state.0)
    }
    // The state at the tap, which the second animation keeps.
    #expect(abs(first.shown.value - Double(state.0)) < 1e-6 && abs(first.shown.velocity - Double(state.1)) < 1e-5)
    #expect(second.move.from == first.shown.value && second.move.velocity == first.shown.velocity)
    // Frame 13: 4 ms toward the old target 1, then 4 ms toward 0.
    state = step(step(state, toward: 1, ms: 4), toward: 0, ms: 4)
    expected.append(state.0)
    // Then whole-millisecond steps until |v| < 62.5 · 0.75 · band and |x| < 0.75 · band.
    var frame = 13
    while !(abs(state.1) < 62.5 * 0.75 * Float(Self.band) && abs(state.0) < 0.75 * Float(Self.band)) {
      frame += 1
      state = step(state, toward: 0, ms: millis(frame) - millis(frame - 1))
      expected.append(state.0)
    }
    #expect(end == frame)
    #expect(shown.last == 0)
    for (i, value) in expected.dropLast().enumerated() { #expect(abs(shown[i] - Double(value)) < 1e-6, "frame \(i)") }
    // The half steps differ from a plain step toward 0 over the same 8 ms.
    let plain = step((Float(first.shown.value), Float(first.shown.velocity)), toward: 0, ms: 8)
    #expect(abs(Double(plain.0) - shown[13]) > 1e-3)
  }

  @Test("Reanimated: the previous velocity carried; done at 6e-9 of the start's potential energy")
  func reanimated() throws {
    let (first, second, shown, end) = try Self.run(.reanimated)
    let (k, m) = (Self.spring.stiffness, Self.spring.mass)
    // Steps of 1/120 s compose to the closed form at 0.1 s.
    let atTap = PlatformRetargetTests.oscillator(Self.spring, t: 0.1, x0: -1, v0: 0)
    #expect(abs(first.shown.value - (1 + atTap.x)) < 1e-12)
    #expect(abs(first.shown.velocity - atTap.v) < 1e-9)
    #expect(second.move.from == first.shown.value && second.move.velocity == first.shown.velocity)
    // From there toward 0: done at the first frame whose energy ½kx² + ½mv² is at most 6e-9 of
    // ½k·x₀² (the configured velocity, 0, not the carried one).
    let x0 = 1 + atTap.x
    let start = k * x0 * x0 / 2
    var j = 0
    var state = (x: x0, v: atTap.v)
    repeat {
      j += 1
      state = PlatformRetargetTests.oscillator(Self.spring, t: Double(j) / 120, x0: x0, v0: atTap.v)
      if j < 40 { #expect(abs(shown[Self.reversal + j] - state.x) < 1e-12, "frame \(Self.reversal + j)") }
    } while (k * state.x * state.x + m * state.v * state.v) / 2 > 6e-9 * start
    #expect(end == Self.reversal + j)
    #expect(shown.last == 0)
  }

  @Test("Reanimated's duration form: from rest the spring's ω₀; a retarget solves a new stiffness with the velocity")
  func reanimatedDuration() throws {
    let form = ReanimatedSpring.DurationForm(matching: Self.spring)
    #expect(form.mass == 4 && form.dampingRatio == Self.spring.dampingRatio)
    // The search's estimate (the critically damped formula at rate a = ζ√(k/m)) at 1.5 × the
    // duration, written out here.
    func fraction(k: Double, x0: Double, v0: Double) -> Double {
      let a = (k / form.mass).squareRoot() * form.dampingRatio
      let t = 1.5 * form.duration / 1000
      let b = v0 + a * x0
      let x = (x0 + b * t) * exp(-a * t)
      let v = -a * (x0 + b * t) * exp(-a * t) + b * exp(-a * t)
      return (k * x * x + form.mass * v * v) / (k * x0 * x0 + form.mass * v0 * v0)
    }
    let k = form.mass * Self.spring.naturalFrequency * Self.spring.naturalFrequency
    #expect(abs(fraction(k: k, x0: -1, v0: 0) / 6e-9 - 1) < 1e-6)
    let (first, second, _, end) = try Self.run(.reanimated, form: .duration)
    #expect(abs(first.move.spring.stiffness / k - 1) < 1e-3)
    #expect(second.move.velocity == first.shown.velocity && second.move.velocity > 1)
    let refit = second.move.spring
    #expect(abs(fraction(k: refit.stiffness, x0: second.move.displacement, v0: second.move.velocity) - 6e-9) <= 6e-12)
    #expect(abs(refit.dampingRatio - form.dampingRatio) < 1e-12 && refit.mass == 4)
    #expect(abs(refit.stiffness / first.move.spring.stiffness - 1) > 0.01)
    // The state at the tap from the first start's spring, then the refitted spring's energy end.
    let atTap = PlatformRetargetTests.oscillator(first.move.spring, t: 0.1, x0: -1, v0: 0)
    #expect(abs(first.shown.value - (1 + atTap.x)) < 1e-12 && abs(first.shown.velocity - atTap.v) < 1e-9)
    let x0 = second.move.from
    var j = 0
    var state = (x: x0, v: atTap.v)
    repeat {
      j += 1
      state = PlatformRetargetTests.oscillator(refit, t: Double(j) / 120, x0: x0, v0: atTap.v)
    } while refit.stiffness * state.x * state.x + 4 * state.v * state.v > 6e-9 * refit.stiffness * x0 * x0
    #expect(end == Self.reversal + j)
  }

  @Test("A tap on an ended animation restarts at rest; a tap to the running target changes nothing")
  func restartAndRepeat() throws {
    for platform in [ExportPlatform.android, .reanimated] {
      let animator = try PlatformAnimator(
        platform, spring: Self.spring, change: 1, visibleThreshold: Self.band, hz: 120)
      var animation = animator.retarget(animator.resting(at: 0), to: 1, at: 0)
      var frame = 0
      while !animation.shown.ended {
        frame += 1
        _ = animator.advance(&animation, to: frame)
      }
      let restarted = animator.retarget(animation, to: 0, at: frame)
      #expect(
        restarted.move.velocity == 0 && restarted.move.from == 1 && restarted.previousTarget == nil, "\(platform)")
    }
    let animator = try PlatformAnimator(
      .reanimated, spring: Self.spring, change: 1, visibleThreshold: Self.band, hz: 120)
    var running = animator.retarget(animator.resting(at: 0), to: 1, at: 0)
    for frame in 0...5 { _ = animator.advance(&running, to: frame) }
    let again = animator.retarget(running, to: 1, at: 5)
    #expect(again.startFrame == 0 && again.shown == running.shown)
  }
}
