import MotionCurves
import SpringTuning

extension SceneTuner {
  /// A measurement: whether the spring of (duration, bounce) meets the bounds, or nil for no
  /// such spring.
  typealias Measure = (_ duration: Double, _ bounce: Double) throws -> (Bool, Spring, SceneBounds.Figures)?

  /// The longest duration at `bounce` that meets the bounds and whose ``step`` longer one does
  /// not, or nil when none in ``durations`` does.
  ///
  /// - Throws: ``SceneTuningError/unlimitedDuration(bounce:longest:)`` when the longest
  ///   duration searched still meets them.
  func longestDuration(bounce: Double, meets: Measure) throws -> Double? {
    var low: Double?
    var high: Double?
    var d = Self.durations.start
    // Bracket: halve until one meets, double until one does not.
    while d >= Self.durations.lower, d <= Self.durations.upper {
      guard let (ok, _, _) = try meets(d, bounce) else { return nil }
      if ok {
        low = d
        if high != nil { break }
        d *= 2
      } else {
        high = d
        if low != nil { break }
        d /= 2
      }
    }
    guard var lo = low else { return nil }
    guard var hi = high else {
      throw SceneTuningError.unlimitedDuration(bounce: bounce, longest: Self.durations.upper)
    }
    while true {
      while hi / lo > 1 + Self.precision {
        let mid = (lo * hi).squareRoot()
        if try meets(mid, bounce)?.0 == true { lo = mid } else { hi = mid }
      }
      // The answer as printed (6 digits, rounded down) must meet the bounds, and one step
      // further must not.
      let printed = Self.roundedDown(lo)
      guard try meets(printed, bounce)?.0 == true else {
        hi = printed
        lo = lo / (1 + Self.precision)
        guard try meets(lo, bounce)?.0 == true else { return nil }
        continue
      }
      let further = Self.printed(printed * Self.step)
      guard further <= Self.durations.upper, try meets(further, bounce)?.0 == true else { return printed }
      lo = further
      hi = further * 2
      while hi <= Self.durations.upper, try meets(hi, bounce)?.0 == true { hi *= 2 }
      if hi > Self.durations.upper { return further }
    }
  }

  /// The highest bounce at `duration` that meets the bounds, scanned upward from −0.9 in steps
  /// of 0.1 and bisected, or nil when none does.
  func highestBounce(duration: Double, meets: Measure) throws -> Double? {
    var lo: Double?
    var hi = 1.0
    for step in stride(from: -0.9, through: 1.0, by: 0.1) {
      let b = Self.printed(step)
      if try meets(duration, b)?.0 == true {
        lo = b
      } else if lo != nil {
        hi = b
        break
      }
    }
    guard var low = lo else { return nil }
    while hi - low > 1e-4 {
      let mid = Self.printed((low + hi) / 2)
      guard mid > low, mid < hi else { break }
      if try meets(duration, mid)?.0 == true { low = mid } else { hi = mid }
    }
    return low
  }

  /// `value` with 6 significant digits, as the report prints it: the bounces searched, so that
  /// the printed answer is the spring measured.
  static func printed(_ value: Double) -> Double {
    Double(SpringExpression.format(value, significantDigits: 6)) ?? value
  }

  /// `value` rounded down to 6 significant digits, as the report prints it.
  static func roundedDown(_ value: Double) -> Double {
    let digits = Double(SpringExpression.format(value, significantDigits: 6)) ?? value
    return digits > value ? Double(SpringExpression.format(value * (1 - 1e-6), significantDigits: 6)) ?? value : digits
  }
}
