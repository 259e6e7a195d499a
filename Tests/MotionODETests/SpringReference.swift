import Foundation
import MotionODE

/// The textbook closed form of an underdamped spring, evaluated in `Float80`.
///
/// With σ = c / 2m, ω₀² = k/m and ω_d = √(ω₀² − σ²):
/// x(t) = e^{−σt} (x₀ cos ω_d t + (v₀ + σ x₀)/ω_d sin ω_d t),
/// v(t) = e^{−σt} (v₀ cos ω_d t − (ω₀² x₀ + σ v₀)/ω_d sin ω_d t).
/// Far from critical damping (ζ = 0.4 here) these formulas do not cancel.
struct UnderdampedReference {
  let spring: DampedSpringSystem
  let x0: Double
  let v0: Double

  func state(at t: Double) -> (x: Float80, v: Float80) {
    let m = Float80(spring.mass)
    let k = Float80(spring.stiffness)
    let c = Float80(spring.damping)
    let sigma = c / (2 * m)
    let omega0Squared = k / m
    let omegaD = (omega0Squared - sigma * sigma).squareRoot()
    precondition(omegaD > 0, "the reference covers underdamped springs only")
    let x0 = Float80(x0)
    let v0 = Float80(v0)
    let t = Float80(t)
    let decay = Foundation.exp(-sigma * t)
    let cosine = Foundation.cos(omegaD * t)
    let sine = Foundation.sin(omegaD * t)
    return (
      decay * (x0 * cosine + (v0 + sigma * x0) / omegaD * sine),
      decay * (v0 * cosine - (omega0Squared * x0 + sigma * v0) / omegaD * sine)
    )
  }

  /// The largest absolute difference between `y = [x, v]` and the closed form at `t`.
  func error(of y: [Double], at t: Double) -> Double {
    let exact = state(at: t)
    return Double(max(abs(Float80(y[0]) - exact.x), abs(Float80(y[1]) - exact.v)))
  }
}

/// The spring of the accuracy tests: period 0.5 s undamped, ζ = 0.4, released from x₀ = −1 with
/// v₀ = 3.
enum TestSpring {
  static let stiffness = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
  static let system = DampedSpringSystem(mass: 1, stiffness: stiffness, damping: 2 * 0.4 * stiffness.squareRoot())
  static let initialState = [-1.0, 3.0]
  static let reference = UnderdampedReference(spring: system, x0: -1, v0: 3)
  static let naturalFrequency = stiffness.squareRoot()
}
