import MotionCurves

extension SpringTuner {
  /// A bounded answer rounded to ``significantDigits`` so that the expression printed with them
  /// meets every bound too, and the next printed value past it, which may not.
  ///
  /// The pushed parameter (the duration, or the bounce when the duration is given by it) is
  /// rounded toward the side that meets the bounds and stepped back one unit of its last digit
  /// at a time, up to 100 times, until the rounded spring meets every bound; the other parameter
  /// follows from it, rounded to nearest.
  ///
  /// - Parameters:
  ///   - check: The bounds.
  ///   - pushed: The pushed parameter's value at the edge.
  ///   - parameters: The bounce and duration for a value of the pushed parameter, the other one
  ///     rounded.
  /// - Returns: The rounded bounce and duration and the next printed spring past them; the edge
  ///   unrounded (and no neighbour) when no rounded spring within 100 steps meets the bounds, or
  ///   without digits.
  func rounded(_ check: BoundCheck, pushed: Double, parameters: (Double) -> (bounce: Double, duration: Double)?)
    -> (answer: (bounce: Double, duration: Double)?, next: Spring?)
  {
    func spring(_ p: (bounce: Double, duration: Double)?) -> Spring? {
      p.flatMap { try? Spring(duration: $0.duration, bounce: $0.bounce) }
    }
    guard let digits = significantDigits else { return (parameters(pushed), nil) }
    var value = Self.round(pushed, digits: digits, down: true)
    for _ in 0..<100 {
      if let candidate = spring(parameters(value)), check.meets(candidate) {
        return (
          parameters(value), spring(parameters(Self.round(value + Self.unit(value, digits: digits), digits: digits)))
        )
      }
      value = Self.round(value - Self.unit(value, digits: digits), digits: digits)
    }
    return (parameters(pushed), nil)
  }

  /// `x` to `digits` significant digits, to nearest or down: the double nearest to the decimal
  /// printed with them.
  static func round(_ x: Double, digits: Int, down: Bool = false) -> Double {
    guard x != 0, x.isFinite, let nearest = Double(SpringExpression.format(x, significantDigits: digits)) else {
      return x
    }
    guard down, nearest > x else { return nearest }
    return Double(SpringExpression.format(nearest - unit(nearest, digits: digits), significantDigits: digits)) ?? x
  }

  /// One unit of the last of `digits` significant digits of `x`.
  static func unit(_ x: Double, digits: Int) -> Double {
    guard x != 0, x.isFinite else { return cPow(10, Double(1 - digits)) }
    return cPow(10, cLog10(abs(x)).rounded(.down) - Double(digits - 1))
  }

  /// The jump at an edge: the next printed spring past the answer settles much later (by more than
  /// two frames and 5 %), because a turn leaves the band.
  func edgeJump(_ check: BoundCheck, answer: Spring, next: Spring?, change: String) -> TuningResult.Jump? {
    guard let next else { return nil }
    let a = check.measure(answer, early: false).settle
    let b = check.measure(next, early: false).settle
    guard b > a + 2 / device.hz, b > 1.05 * a else { return nil }
    return TuningResult.Jump(change: change, spring: next)
  }
}
