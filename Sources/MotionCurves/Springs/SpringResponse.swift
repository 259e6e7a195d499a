/// The closed-form free response of a damped spring, in any ``MotionReal`` precision.
///
/// With decay rate `a = c/(2m)` and `ω₀² = k/m`, the state after time t is
///
///     x(t) = E_c (x₀) + a E_s x₀ + E_s v₀        E_c = e^(−a t) C(t)
///     v(t) = −ω₀² E_s x₀ + (E_c − a E_s) v₀     E_s = e^(−a t) S(t)
///
/// where `C, S = cos(ω_d t), sin(ω_d t)/ω_d` (underdamped), `1, t` (critical) and
/// `cosh(γt), sinh(γt)/γ` (overdamped). The forms are chosen so that no regime loses digits:
///
/// - the discriminant `ω₀² − a² = (4km − c²)/(4m²)` is formed with a fused multiply-add
///   from the stored parameters, so near critical damping it carries only absolute error
///   O(ε ω₀²), to which the response is insensitive (it depends smoothly on ω_d² and γ²);
/// - `sin(ω_d t)/ω_d → t` without cancellation as ω_d → 0;
/// - overdamped, `E_c` and `E_s` are written with the slow root `r₁ = −ω₀²/(a + γ)` (not
///   `−a + γ`, which cancels when ζ ≫ 1) and `z = expm1(−2γt)`:
///   `E_c = e^(r₁t)(1 + z/2)`, `E_s = e^(r₁t)(−z)/(2γ)`; nothing overflows for large t and
///   `−z/(2γ) → t` as γ → 0.
@frozen
public struct SpringResponse<T: MotionReal>: Sendable {
  /// The decay rate a = c / (2m), in 1/s.
  public let decay: T
  /// The squared natural frequency ω₀² = k/m, in 1/s².
  public let omega0Squared: T
  /// ω_d = √(ω₀² − a²) when underdamped, γ = √(a² − ω₀²) when overdamped, 0 when critical.
  public let frequency: T
  /// The slow root r₁ = −ω₀²/(a + γ) when overdamped; −a otherwise.
  @usableFromInline let slowRoot: T
  /// Which closed form applies.
  public let regime: Regime

  /// The three damping regimes.
  public enum Regime: Sendable {
    /// ζ < 1: a decaying oscillation.
    case underdamped
    /// ζ = 1: the fastest return without oscillation.
    case critical
    /// ζ > 1: two decaying exponentials.
    case overdamped
  }

  /// Precomputes the response coefficients of a spring.
  ///
  /// - Parameter spring: The spring; its `Double` parameters are converted to `T` exactly
  ///   (for `Float80`), so the reference and the `Double` path describe the same spring.
  @inlinable
  public init(_ spring: Spring) {
    let m = T(spring.mass)
    let k = T(spring.stiffness)
    let c = T(spring.damping)
    decay = c / (2 * m)
    omega0Squared = k / m
    // 4km − c² with one rounding of k·m recovered: error O(ε·max(4km, c²)) absolute.
    let km = k * m
    let kmLow = (-km).addingProduct(k, m)
    let numerator = (4 * km).addingProduct(-c, c) + 4 * kmLow
    let discriminant = numerator / (4 * m * m)
    if discriminant > 0 {
      regime = .underdamped
      frequency = discriminant.squareRoot()
      slowRoot = -decay
    } else if discriminant < 0 {
      regime = .overdamped
      let gamma = (-discriminant).squareRoot()
      frequency = gamma
      slowRoot = -omega0Squared / (decay + gamma)
    } else {
      regime = .critical
      frequency = 0
      slowRoot = -decay
    }
  }

  /// The damped basis `(E_c, E_s) = e^(−a t)·(C(t), S(t))`.
  ///
  /// - Parameter t: Time since release, t ≥ 0.
  /// - Returns: `E_c` (dimensionless) and `E_s` (seconds).
  @inlinable @inline(__always)
  public func basis(at t: T) -> (c: T, s: T) {
    switch regime {
    case .underdamped:
      let envelope = T.exp(-decay * t)
      // Once the envelope underflows the phase may be infinite; 0·cos(∞) would be NaN.
      guard envelope != 0 else { return (0, 0) }
      let (sine, cosine) = T.sincos(frequency * t)
      return (envelope * cosine, envelope * sine / frequency)
    case .critical:
      let envelope = T.exp(-decay * t)
      return (envelope, envelope * t)
    case .overdamped:
      let slow = T.exp(slowRoot * t)
      let z = T.expm1(-2 * frequency * t)
      return (slow * (1 + z / 2), slow * (-z) / (2 * frequency))
    }
  }

  /// The state transition matrix Φ(t) = exp(A t) of `(x, v)`.
  ///
  /// - Parameter t: Time since release, t ≥ 0.
  /// - Returns: Φ with `x(t) = xx·x₀ + xv·v₀` and `v(t) = vx·x₀ + vv·v₀`.
  @inlinable @inline(__always)
  public func transition(at t: T) -> Transition<T> {
    let (ec, es) = basis(at: t)
    return Transition(xx: ec + decay * es, xv: es, vx: -omega0Squared * es, vv: ec - decay * es)
  }

  /// The displacement and velocity at time t after release from `(x₀, v₀)`.
  ///
  /// - Parameters:
  ///   - t: Time since release, t ≥ 0.
  ///   - x0: Initial displacement from the target.
  ///   - v0: Initial velocity.
  /// - Returns: `(x, v)` at t.
  @inlinable @inline(__always)
  public func state(at t: T, displacement x0: T, velocity v0: T) -> (x: T, v: T) {
    transition(at: t).apply(x0, v0)
  }
}

/// A 2×2 state transition matrix acting on (displacement, velocity).
@frozen
public struct Transition<T: MotionReal>: Sendable, Equatable {
  /// The matrix entries: row (x or v) then column (x or v).
  public var xx: T, xv: T, vx: T, vv: T

  /// The matrix with these entries.
  @inlinable
  public init(xx: T, xv: T, vx: T, vv: T) {
    self.xx = xx
    self.xv = xv
    self.vx = vx
    self.vv = vv
  }

  /// Φ·(x, v).
  @inlinable @inline(__always)
  public func apply(_ x: T, _ v: T) -> (x: T, v: T) {
    (xx * x + xv * v, vx * x + vv * v)
  }

  /// Φ·Φ: the transition over twice the time.
  @inlinable
  public var squared: Transition {
    Transition(
      xx: xx * xx + xv * vx, xv: xx * xv + xv * vv, vx: vx * xx + vv * vx, vv: vx * xv + vv * vv)
  }
}

extension Spring {
  /// The value at `time` of a spring released from 0 toward `target` (SwiftUI's convention).
  ///
  /// - Parameters:
  ///   - target: The value the spring settles at; it starts at 0.
  ///   - initialVelocity: The velocity at time 0, in value units per second.
  ///   - time: Seconds since release (≥ 0).
  /// - Returns: `target + x(time)` with `x(0) = −target`.
  @inlinable
  public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    target + SpringResponse<Double>(self).state(at: time, displacement: -target, velocity: initialVelocity).x
  }

  /// The velocity at `time` of a spring released from 0 toward `target`.
  ///
  /// - Parameters:
  ///   - target: The value the spring settles at; it starts at 0.
  ///   - initialVelocity: The velocity at time 0, in value units per second.
  ///   - time: Seconds since release (≥ 0).
  /// - Returns: `v(time)`.
  @inlinable
  public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    SpringResponse<Double>(self).state(at: time, displacement: -target, velocity: initialVelocity).v
  }
}
