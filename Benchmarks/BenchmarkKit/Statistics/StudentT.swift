import Glibc

/// Student's t distribution: the two-sided tail probability and its inverse, the critical
/// value of a confidence interval.
///
/// `P(|T| ≥ t) = I_x(ν/2, 1/2)` with `x = ν/(ν + t²)`, where `I` is the regularized
/// incomplete beta function, evaluated by its continued fraction (modified Lentz). With
/// `ν = +∞` the distribution is the standard normal: `P(|Z| ≥ t) = erfc(t/√2)`.
package enum StudentT {
  /// The probability that `|T| ≥ t`.
  ///
  /// - Parameters:
  ///   - t: The statistic; its sign does not matter.
  ///   - degreesOfFreedom: `ν > 0`, or `.infinity` for the normal distribution.
  /// - Returns: The two-sided tail probability, in `0...1`.
  package static func twoSidedTail(_ t: Double, degreesOfFreedom: Double) -> Double {
    let t = abs(t)
    guard t.isFinite else { return t.isNaN ? .nan : 0 }
    guard degreesOfFreedom.isFinite else { return erfc(t / 2.0.squareRoot()) }
    return regularizedBeta(degreesOfFreedom / (degreesOfFreedom + t * t), degreesOfFreedom / 2, 0.5)
  }

  /// The `t` with `P(|T| ≥ t) = 1 − confidence`: the half-width, in standard errors, of a
  /// two-sided interval of that confidence.
  ///
  /// - Parameters:
  ///   - confidence: The interval's coverage, in `(0, 1)`.
  ///   - degreesOfFreedom: `ν > 0`, or `.infinity` for the normal distribution.
  /// - Returns: The critical value (by bisection, to about 1e-12 relative).
  package static func criticalValue(confidence: Double, degreesOfFreedom: Double) -> Double {
    let tail = 1 - confidence
    var low = 0.0
    var high = 1.0
    while twoSidedTail(high, degreesOfFreedom: degreesOfFreedom) > tail && high < 1e12 { high *= 2 }
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if twoSidedTail(middle, degreesOfFreedom: degreesOfFreedom) > tail { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// `I_x(a, b)`, the regularized incomplete beta function, for `x` in `0...1`.
  static func regularizedBeta(_ x: Double, _ a: Double, _ b: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let front = exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x))
    if x < (a + 1) / (a + b + 2) { return front * continuedFraction(x, a, b) / a }
    return 1 - front * continuedFraction(1 - x, b, a) / b
  }

  /// The continued fraction of `I_x(a, b)` (Numerical Recipes' `betacf`), by modified Lentz.
  private static func continuedFraction(_ x: Double, _ a: Double, _ b: Double) -> Double {
    let tiny = 1e-300
    var c = 1.0
    var d = 1 - (a + b) * x / (a + 1)
    if abs(d) < tiny { d = tiny }
    d = 1 / d
    var result = d
    for m in 1...300 {
      let m = Double(m)
      let even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
      for term in [even, -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))] {
        d = 1 + term * d
        if abs(d) < tiny { d = tiny }
        c = 1 + term / c
        if abs(c) < tiny { c = tiny }
        d = 1 / d
        result *= d * c
      }
      if abs(d * c - 1) < 1e-15 { break }
    }
    return result
  }
}
