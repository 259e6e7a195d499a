extension ComposeSpring {
  /// `Long.MAX_VALUE / 1_000_000`: the duration of a spring without damping.
  public static let maximumMillis: Int64 = Int64.max / 1_000_000

  /// Compose's `estimateAnimationDurationMillis(stiffness, dampingRatio, initialVelocity,
  /// initialDisplacement, delta)`: the estimated last time the displacement is at `delta`, in
  /// whole milliseconds (truncated), ported from `SpringEstimation.kt`.
  ///
  /// Underdamped: where the envelope √(c₁² + c₂²)·e^(rt) falls to `delta`. Critically and
  /// overdamped: Newton's method on x(t) = ±delta from Compose's own starting guess, at most
  /// 100 iterations, stopping when a step is below 0.001 s.
  ///
  /// - Parameters:
  ///   - stiffness: k (mass 1).
  ///   - dampingRatio: ζ (> 0).
  ///   - initialVelocity: v₀ in thresholds per second.
  ///   - initialDisplacement: x₀ in thresholds.
  ///   - delta: The distance, 1 threshold.
  /// - Returns: Milliseconds; 0 for a spring at rest on its target.
  public static func estimatedDurationMillis(
    stiffness: Double, dampingRatio: Double, initialVelocity: Double, initialDisplacement: Double, delta: Double
  ) -> Int64 {
    guard initialDisplacement != 0 || initialVelocity != 0 else { return 0 }
    let c = 2 * dampingRatio * stiffness.squareRoot()
    let partial = c * c - 4 * stiffness
    let v0 = initialDisplacement < 0 ? -initialVelocity : initialVelocity
    let p0 = abs(initialDisplacement)
    let seconds: Double
    if dampingRatio > 1 {
      let root = partial.squareRoot()
      seconds = overdamped(r1: (-c + root) / 2, r2: (-c - root) / 2, p0: p0, v0: v0, delta: delta)
    } else if dampingRatio < 1 {
      let r = -c / 2
      let imaginary = (-partial).squareRoot() / 2
      let c2 = (v0 - r * p0) / imaginary
      seconds = Double.log(delta / (p0 * p0 + c2 * c2).squareRoot()) / r
    } else {
      seconds = critical(r: -c / 2, p0: p0, v0: v0, delta: delta)
    }
    let millis = seconds * 1000
    guard millis.isFinite, millis < Double(Int64.max) else { return millis.isNaN ? 0 : maximumMillis }
    return Int64(millis)
  }

  /// Newton's method as Compose runs it.
  private static func newton(
    from start: Double, _ f: (Double) -> Double, _ derivative: (Double) -> Double
  ) -> Double {
    var t = start
    var change = Double.greatestFiniteMagnitude
    var iterations = 0
    while change > 0.001, iterations < 100 {
      iterations += 1
      let last = t
      t = t - f(t) / derivative(t)
      change = abs(last - t)
    }
    return t
  }

  /// `estimateCriticallyDamped`.
  private static func critical(r: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c1 = p0
    let c2 = v0 - r * c1
    let t1 = Double.log(abs(delta / c1)) / r
    var guess = Double.log(abs(delta / c2))
    let start = guess
    for _ in 0...5 { guess = start - Double.log(abs(guess / r)) }
    let t2 = guess / r
    var t = !t1.isFinite ? t2 : !t2.isFinite ? t1 : max(t1, t2)
    let inflection = -(r * c1 + c2) / (r * c2)
    let xInflection = c1 * Double.exp(r * inflection) + c2 * inflection * Double.exp(r * inflection)
    let signedDelta: Double
    if inflection.isNaN || inflection <= 0 {
      signedDelta = -delta
    } else if inflection > 0, -xInflection < delta {
      if c2 < 0, c1 > 0 { t = 0 }
      signedDelta = -delta
    } else {
      t = -(2 / r) - (c1 / c2)
      signedDelta = delta
    }
    return newton(
      from: t, { t in (c1 + c2 * t) * Double.exp(r * t) + signedDelta },
      { t in (c2 * (r * t + 1) + c1 * r) * Double.exp(r * t) })
  }

  /// `estimateOverDamped`.
  private static func overdamped(r1: Double, r2: Double, p0: Double, v0: Double, delta: Double) -> Double {
    let c2 = (r1 * p0 - v0) / (r1 - r2)
    let c1 = p0 - c2
    let t1 = Double.log(abs(delta / c1)) / r1
    let t2 = Double.log(abs(delta / c2)) / r2
    var t = !t1.isFinite ? t2 : !t2.isFinite ? t1 : max(t1, t2)
    let inflection = Double.log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
    let xInflection = c1 * Double.exp(r1 * inflection) + c2 * Double.exp(r2 * inflection)
    let signedDelta: Double
    if inflection.isNaN || inflection <= 0 {
      signedDelta = -delta
    } else if inflection > 0, -xInflection < delta {
      if c2 > 0, c1 < 0 { t = 0 }
      signedDelta = -delta
    } else {
      t = Double.log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
      signedDelta = delta
    }
    if abs(c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t)) < 0.0001 { return t }
    return newton(
      from: t, { t in c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t) + signedDelta },
      { t in c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t) })
  }
}
