extension VectorMath {
  /// 2/π, rounded to Double.
  @inlinable static var twoOverPi: Double { 0x1.45f306dc9c883p-1 }
  /// π/2 in three parts: `halfPi1` and `halfPi2` have 35 significant bits, so n·halfPi1 and
  /// n·halfPi2 are exact for |n| < 2¹⁸; `halfPi3` is the rest rounded to Double. Together they
  /// carry π/2 to 2⁻¹²⁹ (the parts are π/2 rounded to 36 bits, the remainder rounded to 36
  /// bits, and the remainder of that rounded to 53 bits, computed at 300 bits with mpmath).
  @inlinable static var halfPi1: Double { 0x1.921fb5444p0 }
  @inlinable static var halfPi2: Double { 0x1.68c234c4cp-39 }
  @inlinable static var halfPi3: Double { 0x1.98a2e03707345p-77 }
  /// Largest |x| the Cody–Waite reduction handles at full accuracy: 2¹⁷, so |n| ≤ 83 443.
  @inlinable static var trigReductionLimit: Double { 0x1p17 }

  /// sin r ≈ r + r³·S(r²): the coefficients of S, degree 5 (sin of degree 13).
  ///
  /// Chebyshev interpolant of (sin √z − √z)/z^(3/2) on 0 ≤ z ≤ (π/4)²·(1 + 2⁻³⁰), computed at
  /// 200 bits with `mpmath.chebyfit` and rounded to Double; with the rounded coefficients
  /// |z·ΔS| < 2⁻⁵⁵·⁶, the relative error of sin r.
  @inlinable static var sinS: (Double, Double, Double, Double, Double, Double) {
    (
      -0x1.5555555555555p-3, 0x1.1111111110bb2p-7, -0x1.a01a019e83aaep-13, 0x1.71de37968a0fep-19,
      -0x1.ae600b02b603ep-26, 0x1.5e0b19f8a4ed7p-33
    )
  }

  /// cos r ≈ 1 − r²/2 + r⁴·C(r²): the coefficients of C, degree 5 (cos of degree 14).
  ///
  /// Chebyshev interpolant of (cos √z − 1 + z/2)/z² on the same interval, derived as for
  /// ``sinS``; with the rounded coefficients |z²·ΔC| / cos r < 2⁻⁵⁹·⁴.
  @inlinable static var cosC: (Double, Double, Double, Double, Double, Double) {
    (
      0x1.5555555555555p-5, -0x1.6c16c16c16967p-10, 0x1.a01a019f4eb01p-16, -0x1.27e4fa17da09dp-22,
      0x1.1eeb68e93b539p-29, -0x1.907da36797221p-37
    )
  }

  /// sin x and cos x for each lane, sharing one range reduction.
  ///
  /// Cody–Waite reduction x = n·π/2 + r, |r| ≤ π/4, with π/2 split in three parts: x − n·p₁ is
  /// exact, x − n·p₁ − n·p₂ is formed exactly as a sum of two doubles (2Sum), and n·p₃ is
  /// folded into the low part, giving r as r_hi + r_lo with an absolute error below 2⁻¹¹⁰.
  /// The relative error of r stays below 2⁻⁶³ for every double in range, including the one
  /// closest to a multiple of π/2 (x = 45.553093477052 ≈ 29·π/2, |r| ≈ 2⁻⁶⁰·⁵); this was
  /// checked at 300 bits on the doubles adjacent to k·π/2 for all k ≤ 83 500. Then
  ///
  ///     sin r = r_hi + (r_hi³·S(r²) + r_lo·(1 − r²/2))               S of degree 5, Horner
  ///     cos r = 1 − r²/2 + (r⁴·C(r²) − r_hi·r_lo)                      C of degree 5, Horner
  ///
  /// (1 − r²/2 with its rounding error recovered, as in fdlibm's `__kernel_cos`), and the
  /// quadrant n mod 4 swaps and negates them with integer lane operations.
  ///
  /// - |x| ≤ 2¹⁷ (about 1.3·10⁵): the vector path above, ≤ 0.86 ulp measured.
  /// - |x| > 2¹⁷ or ±∞: a branch sends the whole vector to ``sincosWithFallback(_:outside:)``,
  ///   which computes those lanes with the C library's scalar `sin` and `cos` (exact reduction,
  ///   < 1 ulp): no silent loss of accuracy, only of speed.
  /// - NaN gives NaN; sin(−0) = −0.
  ///
  /// - Parameter x: The angles in radians.
  /// - Returns: `sin` and `cos` of every lane.
  @inlinable @inline(__always)
  public static func sincos<V: DoubleVector>(_ x: V) -> (sin: V, cos: V) {
    let limit = V(repeating: trigReductionLimit)
    let outside = V._lanes(x, greaterThan: limit) | V._lanes(-limit, greaterThan: x)
    guard !anyLane(outside) else { return sincosWithFallback(x, outside: outside) }
    return reducedSinCos(x)
  }

  /// c₀ + z(c₁ + z(c₂ + z(c₃ + z(c₄ + z·c₅)))) by Horner's scheme, the five multiply-adds
  /// innermost first.
  @inlinable @inline(__always)
  static func horner<V: DoubleVector>(_ z: V, _ c: (Double, Double, Double, Double, Double, Double)) -> V {
    var p = madd(z, V(repeating: c.5), c.4)
    p = madd(z, p, c.3)
    p = madd(z, p, c.2)
    p = madd(z, p, c.1)
    return madd(z, p, c.0)
  }

  /// The vector path of ``sincos(_:)``, valid for |x| ≤ 2¹⁷ and NaN.
  @inlinable @inline(__always)
  static func reducedSinCos<V: DoubleVector>(_ x: V) -> (sin: V, cos: V) {
    let k = x * twoOverPi + shifter
    let n = k - shifter
    let quadrant = bits(k)  // low bits: n
    let a = x - n * halfPi1  // exact: n·p₁ is exact and within a factor 2 of x
    let b = n * halfPi2  // exact
    // 2Sum: hi + e = a − b exactly, whatever their magnitudes.
    let hi = a - b
    let bVirtual = a - hi
    let e = (a - (hi + bVirtual)) - (b - bVirtual)
    let lo = madd(-n, V(repeating: halfPi3), e)
    let r = hi + lo
    let rLow = (hi - r) + lo

    let z = r * r
    let ps = horner(z, sinS)
    let sinR = r + madd(z * r, ps, madd(-0.5 * z, rLow, rLow))

    let pc = horner(z, cosC)
    let halfZ = 0.5 * z
    let w = 1 - halfZ
    let cosR = w + (((1 - w) - halfZ) + madd(z * z, pc, -(r * rLow)))

    // Quadrant n mod 4: (sin, cos) = (S, C), (C, −S), (−S, −C), (−C, S).
    let swap = 0 &- (quadrant & 1)  // all ones in odd quadrants
    let sinBits = (bits(sinR) & ~swap) | (bits(cosR) & swap)
    let cosBits = (bits(cosR) & ~swap) | (bits(sinR) & swap)
    let sinSign = (quadrant & 2) &<< 62
    let cosSign = ((quadrant &+ 1) & 2) &<< 62
    let sine: V = double(bits: sinBits ^ sinSign)
    return (select(V._lanes(x, equalTo: .zero), x, sine), double(bits: cosBits ^ cosSign))  // sin(−0) = −0
  }

  /// ``sincos(_:)`` when some lanes are beyond the reduction's range: those lanes (|x| > 2¹⁷,
  /// ±∞) are computed by the C library's scalar `sin` and `cos`, the others by the vector path. The
  /// rare case, kept out of line.
  @inlinable @inline(never)
  static func sincosWithFallback<V: DoubleVector>(_ x: V, outside: V.MaskStorage) -> (sin: V, cos: V) {
    var (sine, cosine) = reducedSinCos(select(outside, .zero, x))
    for i in x.indices where outside[i] != 0 {
      sine[i] = cSin(x[i])
      cosine[i] = cCos(x[i])
    }
    return (sine, cosine)
  }
}
