import Glibc
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
  ///   - spring: The spring for a value of the pushed parameter, its other parameter rounded.
  /// - Returns: The rounded spring and the next printed one past it; the edge unrounded (and no
  ///   neighbour) when no rounded spring within 100 steps meets the bounds, or without digits.
  func rounded(_ check: BoundCheck, pushed: Double, spring: (Double) -> Spring?) -> (
    spring: Spring?, next: Spring?
  ) {
    guard let digits = significantDigits else { return (spring(pushed), nil) }
    var value = Self.round(pushed, digits: digits, down: true)
    for _ in 0..<100 {
      if let candidate = spring(value), check.meets(candidate) {
        return (candidate, spring(value + Self.unit(value, digits: digits)))
      }
      value -= Self.unit(value, digits: digits)
    }
    return (spring(pushed), nil)
  }

  /// `x` to `digits` significant digits, to nearest or down.
  static func round(_ x: Double, digits: Int, down: Bool = false) -> Double {
    guard x != 0, x.isFinite else { return x }
    let unit = unit(x, digits: digits)
    return (down ? (x / unit).rounded(.down) : (x / unit).rounded()) * unit
  }

  /// One unit of the last of `digits` significant digits of `x`.
  static func unit(_ x: Double, digits: Int) -> Double {
    guard x != 0, x.isFinite else { return pow(10, Double(1 - digits)) }
    return pow(10, (log10(abs(x))).rounded(.down) - Double(digits - 1))
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
