import Foundation
import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// ``LockstepSceneSolver/Method/platform(named:_:)`` with a platform written here that keeps the
/// value and the velocity at every retarget, as SwiftUI does: the frame loop must hand it every
/// retarget at its frame, so its frames are the reference solver's.
@Suite("Platform spring banks in the frame loop", .tags(.unit))
struct PlatformSpringBankTests {
  /// A damped oscillator written out (underdamped or critically damped), retargeted with its state.
  struct KeepsVelocity: PlatformSprings, Sendable {
    struct Animation {
      var start: Int
      var x0: Double
      var v0: Double
      var target: Double
      var x = 0.0
      var v = 0.0
    }

    let spring: Spring
    let hz: Double

    func resting(at value: Double, channel: Int) -> Animation {
      Animation(start: 0, x0: 0, v0: 0, target: value)
    }

    func retarget(_ running: Animation, to target: Double, at frame: Int, channel: Int) -> Animation {
      Animation(start: frame, x0: running.x + running.target - target, v0: running.v, target: target)
    }

    func advance(
      _ animations: UnsafeMutableBufferPointer<Animation>, to frame: Int, channel: Int,
      values: UnsafeMutablePointer<Double>
    ) {
      for s in animations.indices { values[s] = advance(&animations[s], to: frame) }
    }

    func advance(_ a: inout Animation, to frame: Int) -> Double {
      let t = Double(frame - a.start) / hz
      let w0 = (spring.stiffness / spring.mass).squareRoot()
      let zeta = spring.dampingRatio
      let decay = exp(-zeta * w0 * t)
      if zeta < 1 {
        let w = w0 * (1 - zeta * zeta).squareRoot()
        let (c, s) = (cos(w * t), sin(w * t))
        a.x = decay * (a.x0 * c + (a.v0 + zeta * w0 * a.x0) / w * s)
        a.v = decay * (a.v0 * c - (zeta * w0 * a.v0 + w0 * w0 * a.x0) / w * s)
      } else {
        a.x = decay * (a.x0 + (a.v0 + w0 * a.x0) * t)
        a.v = decay * (a.v0 - w0 * (a.v0 + w0 * a.x0) * t)
      }
      return a.target + a.x
    }
  }

  @Test("A platform that keeps value and velocity shows the reference's frames, jumps and Reduce Motion included")
  func keepsVelocityIsTheReference() throws {
    let scene = SceneSolverTests.scene(combining: .blend)
    let platform = LockstepSceneSolver(.platform(named: "keeps-velocity") { KeepsVelocity(spring: $0, hz: $2) })
    #expect(platform.name == "keeps-velocity")
    let expected = try SceneSolverTests.frames(LockstepSceneSolver(.reference), scene)
    let actual = try SceneSolverTests.frames(platform, scene)
    #expect(expected.count == actual.count)
    for (e, a) in zip(expected, actual) {
      #expect(e.count == a.count)
      let worst = zip(e, a).map { abs($0 - $1) }.max() ?? .nan
      #expect(worst < 1e-9)
    }
  }
}
