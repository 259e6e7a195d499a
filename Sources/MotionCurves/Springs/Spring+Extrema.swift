// The metrics of a unit change (x(0) = −1) as functions of the spring, each usable on its own:
// the tuner and the sweep evaluate them millions of times, so none allocates.

extension Spring {
  /// The overshoot of a unit change and when it peaks.
  ///
  /// From rest, closed form: `t = π/ω_d`, overshoot `e^(−a t) = exp(−πζ/√(1 − ζ²))`, and none
  /// when ζ ≥ 1. With a velocity, the largest x is at the first turn (v = 0) where x > 0: the
  /// turns alternate in sign every π/ω_d and shrink by `e^(−aπ/ω_d)`.
  ///
  /// - Parameter v0: The velocity at release, in changes per second.
  /// - Returns: The overshoot as a fraction of the change (≥ 0) and its time in seconds;
  ///   `(0, .infinity)` when the value never passes the target.
  public func overshoot(initialVelocity v0: Double = 0) -> (overshoot: Double, time: Double) {
    let r = SpringResponse<Double>(self)
    if v0 == 0 {
      guard r.regime == .underdamped else { return (0, .infinity) }
      let time = .pi / r.frequency
      let overshoot = cExp(-r.decay * time)
      // Within rounding of critical damping the overshoot underflows: no peak either.
      return overshoot > 0 ? (overshoot, time) : (0, .infinity)
    }
    guard let turns = turningTimes(r, value: -1, slope: v0) else { return (0, .infinity) }
    var time = turns.first
    for _ in 0..<2 {
      let x = r.state(at: time, displacement: -1, velocity: v0).x
      if x > 0 { return (x, time) }
      guard let spacing = turns.spacing else { break }
      time += spacing
    }
    return (0, .infinity)
  }

  /// The 10 → 90 % rise time of a unit change.
  ///
  /// The value starts at 0 and is monotone between turns, so the first time it reaches a level
  /// lies between the last turn below the level and the next one (or, with no turn left, a point
  /// found by doubling a step of one time constant `−1/r₁`); there safeguarded Newton finds it.
  ///
  /// - Parameter v0: The velocity at release, in changes per second.
  /// - Returns: Seconds between the first crossings of 0.1 and 0.9.
  public func riseTime(initialVelocity v0: Double = 0) -> Double {
    firstCrossing(of: 0.9, initialVelocity: v0) - firstCrossing(of: 0.1, initialVelocity: v0)
  }

  /// The first time a unit change, released with velocity `v0`, reaches `level` in (0, 1).
  func firstCrossing(of level: Double, initialVelocity v0: Double) -> Double {
    let r = SpringResponse<Double>(self)
    let gap = level - 1  // the level as a displacement, in (−1, 0)
    let f = { (t: Double) -> (value: Double, derivative: Double) in
      let s = r.state(at: t, displacement: -1, velocity: v0)
      return (gap - s.x, -s.v)
    }
    var lower = 0.0
    if let turns = turningTimes(r, value: -1, slope: v0) {
      // Underdamped, the first or second turn is an overshoot (x > 0 > gap).
      var time = turns.first
      for _ in 0..<2 {
        if f(time).value <= 0 { return findCrossing(from: lower, to: time, f) }
        lower = time
        guard let spacing = turns.spacing else { break }
        time += spacing
      }
    }
    // No turn left: x rises monotonically to 0 at the slow rate; double a step of one time constant.
    let timeConstant = -1 / r.slowRoot
    var upper = lower + timeConstant
    while f(upper).value > 0 { upper += upper - lower }
    return findCrossing(from: lower, to: upper, f)
  }

  /// The number of visible excursions of a unit change: turns (v = 0, t > 0) farther than ε
  /// from the target.
  ///
  /// Turn heights shrink geometrically by δ = `e^(−aπ/ω_d)`, so with h the first height the count
  /// is `#{k ≥ 0 : h δᵏ > ε} = ⌈ln(h/ε)/(aπ/ω_d)⌉` (h = δ from rest); an overdamped or critically
  /// damped spring turns at most once.
  ///
  /// - Parameters:
  ///   - v0: The velocity at release, in changes per second.
  ///   - epsilon: The band ε as a fraction of the change (> 0).
  /// - Returns: A whole number, or `.infinity` for an undamped spring that leaves the band.
  public func oscillations(initialVelocity v0: Double = 0, epsilon: Double) -> Double {
    let r = SpringResponse<Double>(self)
    guard let turns = turningTimes(r, value: -1, slope: v0) else { return 0 }
    let height =
      v0 == 0 && r.regime == .underdamped
      ? cExp(-r.decay * turns.first) : abs(r.state(at: turns.first, displacement: -1, velocity: v0).x)
    guard height > epsilon else { return 0 }
    guard let spacing = turns.spacing else { return 1 }
    guard r.decay > 0 else { return .infinity }
    return (cLog(height / epsilon) / (r.decay * spacing)).rounded(.up)
  }

  /// The largest speed of a unit change.
  ///
  /// `|v|` peaks at release or where the acceleration vanishes. The velocity is itself a free
  /// response (value v₀, slope the initial acceleration `ω₀² − 2a v₀`), so the first zero of the
  /// acceleration is a turning time in closed form, and later speed peaks are smaller. From rest,
  /// underdamped: `ω₀ e^(−a t*)` at `t* = atan2(ω_d, a)/ω_d`.
  ///
  /// - Parameter v0: The velocity at release, in changes per second.
  /// - Returns: `max |v(t)|` over t ≥ 0, in changes per second.
  public func peakVelocity(initialVelocity v0: Double = 0) -> Double {
    let r = SpringResponse<Double>(self)
    let acceleration = r.omega0Squared - 2 * r.decay * v0
    guard let turn = turningTimes(r, value: v0, slope: acceleration)?.first else { return abs(v0) }
    return Swift.max(abs(v0), abs(r.state(at: turn, displacement: -1, velocity: v0).v))
  }
}
