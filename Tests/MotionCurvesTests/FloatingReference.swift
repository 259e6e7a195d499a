import MotionCurves

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An independent settling time of an underdamped spring in `Float80`, from the phase form
/// `x(t) = R e^(−at) cos(ω_d t − φ)` rather than the library's state transition.
///
/// The peaks of |x| are where `tan(ω_d t − φ) = −a/ω_d`, at `t_k = (φ − β + kπ)/ω_d` with
/// `β = atan(a/ω_d)`, of height `R (ω_d/ω₀) e^(−a t_k)`. The last peak above the band is the
/// largest such k; after it, `ln R − a t − ln ε + ln|cos(ω_d (t − t_k) − β)| = 0` is solved by
/// bisection, on the offset from that peak, so its phase is exact whatever k is.
enum FloatingReference {
  /// Whether the platform has `Float80`.
  static var isAvailable: Bool {
    #if arch(x86_64) || arch(i386)
      true
    #else
      false
    #endif
  }

  /// The reference settling time, and whether the last peak lies within 10⁻¹³ (relative) of
  /// the band, or the next one does, so that rounding in `Double` may pick the other peak.
  ///
  /// - Parameters:
  ///   - spring: An underdamped spring whose first peak after release leaves the band.
  ///   - x0: Initial displacement.
  ///   - v0: Initial velocity.
  ///   - threshold: The band.
  /// - Returns: nil off x86 or when no peak after release leaves the band.
  static func settlingTime(_ spring: Spring, displacement x0: Double, velocity v0: Double, threshold: Double)
    -> (time: Double, isBorderline: Bool)?
  {
    #if arch(x86_64) || arch(i386)
      let m = Float80(spring.mass)
      let a = Float80(spring.damping) / (2 * m)
      let omega0Squared = Float80(spring.stiffness) / m
      let omegaD = (omega0Squared - a * a).squareRoot()
      let (x, b) = (Float80(x0), (Float80(v0) + a * Float80(x0)) / omegaD)
      let amplitude = (x * x + b * b).squareRoot()
      let phi = atan2(b, x)
      let beta = atan(a / omegaD)
      // The first peak after release is the least k with t_k > 0.
      let firstK = ((beta - phi) / .pi).rounded(.down) + 1
      let logBand = log(Float80(threshold))
      // Peak k exceeds the band while its log height stays above ln ε.
      let logHeight0 = log(amplitude * omegaD / omega0Squared.squareRoot())
      func margin(_ k: Float80) -> Float80 { logHeight0 - a * (phi - beta + k * .pi) / omegaD - logBand }
      guard margin(firstK) > 0 else { return nil }
      // margin is linear in k with slope −aπ/ω_d.
      let slope = a * .pi / omegaD
      var k = firstK + (margin(firstK) / slope).rounded(.down)
      // The quotient is off by at most one (and k ± 1 is k itself beyond 2⁶⁴).
      for _ in 0..<2 where margin(k) <= 0 { k -= 1 }
      for _ in 0..<2 where margin(k + 1) > 0 { k += 1 }
      let peak = (phi - beta + k * .pi) / omegaD
      let drop = margin(k)
      // After the peak: drop − a u + ln(ω₀/ω_d · |cos(ω_d u − β)|) decreases to −∞ at ω_d u = β + π/2.
      let ratio = omega0Squared.squareRoot() / omegaD
      func g(_ u: Float80) -> Float80 { drop - a * u + log(ratio * abs(cos(omegaD * u - beta))) }
      var (low, high) = (Float80(0), (beta + .pi / 2) / omegaD)
      for _ in 0..<200 {
        let middle = (low + high) / 2
        if middle == low || middle == high { break }
        if g(middle) > 0 { low = middle } else { high = middle }
      }
      let isBorderline = drop < 1e-13 || slope - drop < 1e-13
      return (Double(peak + low), isBorderline)
    #else
      return nil
    #endif
  }
}
