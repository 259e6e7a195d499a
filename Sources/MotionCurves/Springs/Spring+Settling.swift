extension Spring {
  /// The exact settling time: the last time |x(t)| exceeds `threshold`.
  ///
  /// Found on the real curve: the peaks of |x| lie at the zeros of v (evenly spaced by
  /// π/ω_d when underdamped, at most one otherwise); the last peak above the threshold is
  /// located in closed form, and the crossing after it by safeguarded Newton. Underdamped,
  /// `|x(t₁ + nπ/ω_d + τ)| = e^(−anπ/ω_d) |x(t₁ + τ)|` after the first peak t₁, so the crossing
  /// is searched in the first half-period, scaled: its cost does not grow with the number of
  /// peaks, which reaches 10¹⁵ as ζ → 0.
  ///
  /// - Parameters:
  ///   - x0: Initial displacement from the target.
  ///   - v0: Initial velocity.
  ///   - threshold: The band |x| ≤ threshold counts as settled (> 0).
  /// - Returns: Seconds after release; 0 when the curve never leaves the band, `.infinity`
  ///   for an undamped spring that does.
  public func settlingTime(displacement x0: Double, velocity v0: Double, threshold: Double) -> Double {
    let r = SpringResponse<Double>(self)
    let x = { (t: Double) -> (value: Double, derivative: Double) in
      let s = r.state(at: t, displacement: x0, velocity: v0)
      return (abs(s.x) - threshold, s.x < 0 ? -s.v : s.v)
    }
    // After the last peak above the threshold |x| falls through it exactly once.
    func crossing(after peak: Double, before next: Double) -> Double {
      findCrossing(from: peak, to: next, x)
    }
    if r.regime == .underdamped, r.decay == 0 {
      // Undamped: a pure oscillation of amplitude √(x₀² + (v₀/ω₀)²).
      return x0 * x0 + v0 * v0 / r.omega0Squared > threshold * threshold ? .infinity : 0
    }
    let peaks = turningTimes(r, value: x0, slope: v0)
    if let first = peaks?.first, x(first).value > 0 {
      if let spacing = peaks?.spacing {
        return lastCrossing(r, displacement: x0, velocity: v0, threshold: threshold, firstPeak: first, spacing: spacing)
      }
      return crossing(after: first, before: monotoneBound(after: first, x))
    }
    guard abs(x0) > threshold else { return 0 }
    return crossing(after: 0, before: peaks?.first ?? monotoneBound(after: 0, x))
  }

  /// An envelope settling time: when a bound E(t) ≥ |x(t)| falls below `threshold` for good.
  ///
  /// With B = v₀ + a x₀ the bounds are
  ///
  ///     E₁ = √(x₀² + (B/ω_d)²) e^(−a t)           underdamped (the textbook envelope)
  ///     E₂ = (|x₀| + |B| t) e^(r₁ t)               every regime (r₁ = −a unless overdamped)
  ///     E₃ = |A₁| e^(r₁ t) + |A₂| e^(r₂ t)         overdamped, the two modes' amplitudes
  ///
  /// and the result is the earliest time after which one of them stays below the threshold.
  /// E₂ keeps the result continuous through critical damping, where E₁ and E₃ diverge.
  /// It is never earlier than ``settlingTime(displacement:velocity:threshold:)``.
  ///
  /// - Parameters:
  ///   - x0: Initial displacement from the target.
  ///   - v0: Initial velocity.
  ///   - threshold: The band |x| ≤ threshold counts as settled (> 0).
  /// - Returns: Seconds after release; `.infinity` for an undamped spring that leaves the band.
  public func envelopeSettlingTime(displacement x0: Double, velocity v0: Double, threshold: Double) -> Double {
    let r = SpringResponse<Double>(self)
    let b = v0 + r.decay * x0
    // E₂: ln(|x₀| + |B|t) + r₁t − ln(threshold) is concave; take its last zero.
    let rate = -r.slowRoot
    guard rate > 0 else {
      return x0 * x0 + v0 * v0 / r.omega0Squared > threshold * threshold ? .infinity : 0
    }
    let g = { (t: Double) -> (value: Double, derivative: Double) in
      let linear = abs(x0) + abs(b) * t
      return (cLog(linear / threshold) - rate * t, abs(b) / linear - rate)
    }
    let top = abs(b) > 0 ? Swift.max(0, 1 / rate - abs(x0) / abs(b)) : 0
    var best = g(top).value > 0 ? findCrossing(from: top, to: monotoneBound(after: top, g), g) : 0
    switch r.regime {
    case .underdamped:
      let amplitude = (x0 * x0 + (b / r.frequency) * (b / r.frequency)).squareRoot()
      best = Swift.min(best, amplitude > threshold ? cLog(amplitude / threshold) / r.decay : 0)
    case .overdamped:
      let r1 = r.slowRoot
      let r2 = -r.omega0Squared / r1
      let a1 = abs((v0 - r2 * x0) / (r1 - r2))
      let a2 = abs((r1 * x0 - v0) / (r1 - r2))
      let e3 = { (t: Double) -> (value: Double, derivative: Double) in
        let e1 = a1 * cExp(r1 * t)
        let e2 = a2 * cExp(r2 * t)
        return (e1 + e2 - threshold, r1 * e1 + r2 * e2)
      }
      if e3(0).value > 0 {
        best = Swift.min(best, findCrossing(from: 0, to: monotoneBound(after: 0, e3), e3))
      } else {
        best = 0
      }
    case .critical:
      break
    }
    return best
  }

  /// SwiftUI's settling duration: the exact settling time of a spring released at rest
  /// from 0 toward `target`, within `epsilon·|target|`.
  ///
  /// - Parameters:
  ///   - target: The change in value (the band scales with it); when 0, the band is
  ///     `epsilon·|initialVelocity|/ω₀` instead.
  ///   - initialVelocity: The velocity at release.
  ///   - epsilon: The relative band (> 0).
  /// - Returns: Seconds, or `.infinity` for an undamped spring.
  public func settlingDuration(target: Double = 1, initialVelocity: Double = 0, epsilon: Double = 0.001) -> Double {
    let scale = target != 0 ? abs(target) : abs(initialVelocity) / naturalFrequency
    guard scale > 0 else { return 0 }
    return settlingTime(displacement: -target, velocity: initialVelocity, threshold: epsilon * scale)
  }

  /// The settling duration for a unit change released at rest, epsilon 0.001.
  public var settlingDuration: Double { settlingDuration() }

  /// Creates a spring that settles (exactly, from rest, within `epsilon`) at the given time.
  ///
  /// For fixed ζ the unit-change curve depends on ω₀t only, so ω₀ = τ(ζ, ε) / T where τ is
  /// the settling time of the spring with ω₀ = 1.
  ///
  /// - Parameters:
  ///   - settlingDuration: T in seconds (> 0).
  ///   - dampingRatio: ζ (> 0: an undamped spring never settles).
  ///   - epsilon: The relative band, in (0, 1).
  /// - Throws: ``CurveError`` for out-of-range arguments.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) throws(CurveError) {
    try CurveError.require(settlingDuration, in: MotionLimits.duration, "settlingDuration", unit: " s")
    try CurveError.requirePositive(dampingRatio, "dampingRatio")
    try CurveError.require(dampingRatio, in: MotionLimits.dampingRatio, "dampingRatio")
    guard epsilon.isFinite, epsilon >= 1e-12, epsilon < 1 else {
      throw .invalidParameter(name: "epsilon", value: epsilon, allowed: "in [1e-12, 1)")
    }
    let unit = Spring(uncheckedMass: 1, stiffness: 1, damping: 2 * dampingRatio)
    let omega = unit.settlingTime(displacement: -1, velocity: 0, threshold: epsilon) / settlingDuration
    try CurveError.require(
      2 * .pi / omega, in: MotionLimits.duration, "the period of the spring settling then", unit: " s")
    self.init(uncheckedMass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
  }
}

extension Spring {
  /// The last time an underdamped |x| exceeds `threshold`, given that its first peak does.
  ///
  /// The peaks are `t₁ + nπ/ω_d` with heights `h₁e^(−an·π/ω_d)`: the last one above the threshold
  /// is the largest n with `n·aπ/ω_d < ln(h₁/threshold)`, and after it |x| falls through the
  /// threshold once within the half-period, where `|x(t₁ + nπ/ω_d + τ)| = e^(−anπ/ω_d)|x(t₁ + τ)|`
  /// is evaluated at τ ∈ [0, π/ω_d] only: exact phases, whatever n is.
  ///
  /// - Parameters:
  ///   - r: The spring's response.
  ///   - x0: Initial displacement from the target.
  ///   - v0: Initial velocity.
  ///   - threshold: The band (> 0).
  ///   - first: The first peak t₁ > 0, where |x| > threshold.
  ///   - spacing: π/ω_d.
  /// - Returns: Seconds after release; `.infinity` past the largest `Double`.
  fileprivate func lastCrossing(
    _ r: SpringResponse<Double>, displacement x0: Double, velocity v0: Double, threshold: Double,
    firstPeak first: Double, spacing: Double
  ) -> Double {
    let decayPerPeak = r.decay * spacing
    let excess = cLog(abs(r.state(at: first, displacement: x0, velocity: v0).x) / threshold)
    // The largest n with excess − n·decayPerPeak > 0; the quotient is off by at most one.
    var n = Swift.max(0, (excess / decayPerPeak).rounded(.up) - 1)
    guard n.isFinite else { return .infinity }
    if n > 0, excess - n * decayPerPeak <= 0 { n -= 1 }
    if excess - (n + 1) * decayPerPeak > 0 { n += 1 }
    // The band relative to the n-th peak's scale: e^(an·spacing)·threshold ≤ h₁.
    let band = threshold * cExp(n * decayPerPeak)
    let scaled = { (tau: Double) -> (value: Double, derivative: Double) in
      let s = r.state(at: first + tau, displacement: x0, velocity: v0)
      return (abs(s.x) - band, s.x < 0 ? -s.v : s.v)
    }
    // Rounding of the peak test can leave the n-th peak at the band: the crossing is then at it.
    let tau = scaled(0).value > 0 ? findCrossing(from: 0, to: spacing, scaled) : 0
    return first + n * spacing + tau
  }
}

/// A time after `start` where the decreasing tail of `f` is ≤ 0, found by doubling.
private func monotoneBound(after start: Double, _ f: (Double) -> (value: Double, derivative: Double)) -> Double {
  var step = Swift.max(1e-3, start)
  var t = start + step
  while f(t).value > 0, t.isFinite {
    step *= 2
    t = start + step
  }
  return t
}
