import MotionCurves

/// The spring with ω₀ = 1 (duration 2π) and a given bounce, released from rest.
///
/// For a fixed bounce the unit-change curve depends on ω₀t only, so every time metric of a spring
/// is `τ(bounce)/ω₀ = τ(bounce)·duration/2π`, and overshoot and oscillations depend on the bounce
/// alone. Tuning therefore solves for the bounce in one dimension and reads the duration off a
/// time. The bounce maps to the damping ratio as `ζ = 1 − b` (b ≥ 0) or `1/(1 + b)` (b < 0).
enum UnitSpring {
  /// The damping ratio of a bounce in (−1, 1].
  static func zeta(bounce b: Double) -> Double { b >= 0 ? 1 - b : 1 / (1 + b) }

  /// The spring with ω₀ = 1; `b` must be in ``MotionLimits/bounce`` (searches stay inside it;
  /// a bound is clamped onto, not crossed).
  static func spring(_ b: Double) -> Spring {
    let range = MotionLimits.bounce
    // Force-try is safe: the bounce is clamped into its range and 2π is a valid duration.
    return try! Spring(duration: 2 * .pi, bounce: Swift.min(range.upperBound, Swift.max(range.lowerBound, b)))
  }

  /// τ of a time metric: its value at ω₀ = 1, in radians of ω₀t.
  static func time(_ metric: TuningMetric, bounce b: Double, epsilon: Double) -> Double {
    let spring = spring(b)
    switch metric {
    case .peakTime: return spring.overshoot().time
    case .riseTime: return spring.riseTime()
    case .settleTime: return spring.settlingTime(displacement: -1, velocity: 0, threshold: epsilon)
    case .overshoot, .oscillations, .stop: preconditionFailure("\(metric) is not a scale-free time")
    }
  }

  /// The overshoot from rest: `exp(−πζ/√(1 − ζ²))`, 0 when ζ ≥ 1.
  static func overshoot(bounce b: Double) -> Double { spring(b).overshoot().overshoot }

  /// The bounce whose overshoot from rest is `o` in (0, 1): `ζ = −ln o/√(π² + ln² o)`, b = 1 − ζ.
  static func bounce(overshoot o: Double) -> Double {
    let l = cLog(o)
    return 1 + l / (Double.pi * Double.pi + l * l).squareRoot()
  }

  /// The continuous count of excursions from rest, `n = ln ε/ln δ` (δ the overshoot; 0 when
  /// ζ ≥ 1); the count is ⌈n⌉ − 1, so count N holds for n in (N, N + 1].
  static func continuousCount(bounce b: Double, epsilon: Double) -> Double {
    let zeta = zeta(bounce: b)
    guard zeta < 1 else { return 0 }
    return -cLog(epsilon) * (1 - zeta * zeta).squareRoot() / (Double.pi * zeta)
  }

  /// The bounce whose continuous count is `n` > 0: δ = ε^(1/n).
  static func bounce(count n: Double, epsilon: Double) -> Double { bounce(overshoot: cExp(cLog(epsilon) / n)) }

  /// Where the band of bounces with N excursions starts (exclusive): n = N, or −1 for N = 0.
  /// The exact settling time jumps there (a new turn rises above ε) and is continuous inside.
  static func branchStart(_ n: Int, epsilon: Double) -> Double {
    n == 0 ? -1 : bounce(count: Double(n), epsilon: epsilon)
  }
}
