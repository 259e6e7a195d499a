/// A SIMD vector of `Double` lanes that the ``VectorMath`` kernels accept.
///
/// The kernels are generic over the lane count; `SIMD2`, `SIMD4`, `SIMD8` and `SIMD16` of
/// `Double` conform. The lanes' bit patterns are handled as `MaskStorage` (`SIMDn<Int64>`).
///
/// The requirements exist for speed: the standard library implements lane comparisons
/// generically as a loop over the lanes, which LLVM leaves as a scalar loop for 8 or more
/// lanes; the concrete `SIMDn<Double>` operators it also provides are single vector
/// instructions, and a requirement lets generic code reach them.
public protocol DoubleVector: SIMD where Scalar == Double, MaskStorage.Scalar == Int64 {
  /// All-ones lanes where `a > b`, zero lanes elsewhere (and where either is NaN).
  static func _lanes(_ a: Self, greaterThan b: Self) -> MaskStorage
  /// All-ones lanes where `a == b`, zero lanes elsewhere (and where either is NaN).
  static func _lanes(_ a: Self, equalTo b: Self) -> MaskStorage
}

// One conformance per width on purpose: each body reaches that width's concrete `.>` and `.==`;
// a shared default in a protocol extension would call the generic lane loop these requirements avoid.
extension SIMD2: DoubleVector where Scalar == Double {
  /// All-ones lanes where `a > b`.
  @inlinable @inline(__always)
  public static func _lanes(_ a: Self, greaterThan b: Self) -> SIMD2<Int64> {
    unsafeBitCast(a .> b, to: SIMD2<Int64>.self)
  }
  /// All-ones lanes where `a == b`.
  @inlinable @inline(__always)
  public static func _lanes(_ a: Self, equalTo b: Self) -> SIMD2<Int64> {
    unsafeBitCast(a .== b, to: SIMD2<Int64>.self)
  }
}

extension SIMD4: DoubleVector where Scalar == Double {
  /// All-ones lanes where `a > b`.
  @inlinable @inline(__always)
  public static func _lanes(_ a: Self, greaterThan b: Self) -> SIMD4<Int64> {
    unsafeBitCast(a .> b, to: SIMD4<Int64>.self)
  }
  /// All-ones lanes where `a == b`.
  @inlinable @inline(__always)
  public static func _lanes(_ a: Self, equalTo b: Self) -> SIMD4<Int64> {
    unsafeBitCast(a .== b, to: SIMD4<Int64>.self)
  }
}

extension SIMD8: DoubleVector where Scalar == Double {
  /// All-ones lanes where `a > b`.
  @inlinable @inline(__always)
  public static func _lanes(_ a: Self, greaterThan b: Self) -> SIMD8<Int64> {
    unsafeBitCast(a .> b, to: SIMD8<Int64>.self)
  }
  /// All-ones lanes where `a == b`.
  @inlinable @inline(__always)
  public static func _lanes(_ a: Self, equalTo b: Self) -> SIMD8<Int64> {
    unsafeBitCast(a .== b, to: SIMD8<Int64>.self)
  }
}

extension SIMD16: DoubleVector where Scalar == Double {
  /// All-ones lanes where `a > b`.
  @inlinable @inline(__always)
  public static func _lanes(_ a: Self, greaterThan b: Self) -> SIMD16<Int64> {
    unsafeBitCast(a .> b, to: SIMD16<Int64>.self)
  }
  /// All-ones lanes where `a == b`.
  @inlinable @inline(__always)
  public static func _lanes(_ a: Self, equalTo b: Self) -> SIMD16<Int64> {
    unsafeBitCast(a .== b, to: SIMD16<Int64>.self)
  }
}

/// Elementary functions over SIMD lanes of `Double`: `exp`, `expm1` and a joint `sincos`.
///
/// Every kernel is straight-line code (Cody–Waite range reduction, a polynomial evaluated by
/// Estrin's or Horner's scheme, the exponent rebuilt in the integer lanes) that the compiler
/// inlines and vectorises, with no call and no allocation; the one branch is ``sincos(_:)``'s
/// per-lane fallback to the C library for |x| > 2¹⁷ or non-finite x.
///
/// Accuracy, measured against Glibc's `Float80` functions on 2²⁰ random arguments per range
/// (whole domain, near over- and underflow, tiny, up to 10⁹ for sin and cos) and the edge
/// cases, with and without FMA (see `VectorMathTests`): `exp` < 0.89 ulp, subnormal results
/// included; `expm1` < 1.19 ulp; `sin` and `cos` < 0.87 ulp. No result differs from Glibc's
/// `Double` functions by more than 1 ulp.
///
/// Multiply-adds go through ``madd(_:_:_:)-(V,V,V)``, fused only when the module is built with
/// `-DMOTIONCURVES_FMA`; the accuracy does not depend on fusing, since every product the
/// reductions need exactly is exact by construction of the split constants.
public enum VectorMath {
  /// The lane type the batched kernels use by default.
  ///
  /// Sixteen lanes measured fastest for the batched spring on x86-64 (AMD Zen 4) both for the
  /// baseline target (8 SSE2 registers per vector) and with `-target-cpu native` (2 AVX-512
  /// registers): the independent register chains hide the latency of the polynomials.
  public typealias PreferredVector = SIMD16<Double>

  /// 1.5·2⁵²: adding it to |v| < 2⁵¹ rounds v to the nearest integer n and leaves n, as a
  /// two's-complement integer, in the low bits of the sum's significand.
  @inlinable static var shifter: Double { 0x1.8p52 }

  /// The bit pattern of each lane.
  @inlinable @inline(__always)
  static func bits<V: DoubleVector>(_ x: V) -> V.MaskStorage {
    unsafeBitCast(x, to: V.MaskStorage.self)
  }

  /// The lanes with the given bit patterns.
  @inlinable @inline(__always)
  static func double<V: DoubleVector>(bits: V.MaskStorage) -> V {
    unsafeBitCast(bits, to: V.self)
  }

  /// `mask ? a : b` lane by lane, for masks from the `_lanes` comparisons (all-ones or zero
  /// lanes).
  ///
  /// Written as a per-lane choice, which LLVM turns into one blend (or min/max) per register;
  /// the equivalent `(a & mask) | (b & ~mask)` on bit patterns gets split into 2-lane pieces
  /// for `SIMD8` under AVX-512. The lane's sign bit decides: without SSE4.1 a test for zero
  /// needs a 64-bit compare that SSE2 lacks (three instructions a register), while the sign of
  /// a comparison's lane is the mask itself.
  @inlinable @inline(__always)
  public static func select<V: DoubleVector>(_ mask: V.MaskStorage, _ a: V, _ b: V) -> V {
    var result = b
    for i in result.indices { result[i] = mask[i] < 0 ? a[i] : b[i] }
    return result
  }

  /// The least integer at or above each lane, for |x| < 2⁵¹: `rounded(.up)`'s values (with
  /// +0 where it gives −0), in four vector instructions on every target, where
  /// `rounded(.up)` is one instruction with SSE4.1 and a libm call per lane without.
  ///
  /// Adding and subtracting ``shifter`` rounds to the nearest integer; one is added where
  /// that fell below x.
  @inlinable @inline(__always)
  public static func ceiling<V: DoubleVector>(_ x: V) -> V {
    let nearest = (x + V(repeating: shifter)) - V(repeating: shifter)
    return select(V._lanes(x, greaterThan: nearest), nearest + V(repeating: 1), nearest)
  }

  /// a·b + c, fused into one rounding when the module is built with `-DMOTIONCURVES_FMA`.
  ///
  /// Swift cannot test for the FMA instruction at compile time, and `addingProduct` on a
  /// target without it (the x86-64 baseline) is a libm call per lane; so fusing is opt-in,
  /// for builds that also pass `-target-cpu` with FMA (`native`, `haswell`, …). The kernels'
  /// accuracy holds either way.
  @inlinable @inline(__always)
  static func madd<V: DoubleVector>(_ a: V, _ b: V, _ c: V) -> V {
    #if MOTIONCURVES_FMA
      return c.addingProduct(a, b)
    #else
      return a * b + c
    #endif
  }

  /// a·b + c for a constant c (see ``madd(_:_:_:)-(V,V,V)``).
  @inlinable @inline(__always)
  static func madd<V: DoubleVector>(_ a: V, _ b: V, _ c: Double) -> V {
    madd(a, b, V(repeating: c))
  }

  /// Whether any lane of a comparison result is set (an OR reduction; the standard library's
  /// `any(_:)` goes through `min()`, which the optimizer may leave as a call).
  @inlinable @inline(__always)
  static func anyLane<M: SIMD>(_ mask: M) -> Bool where M.Scalar == Int64 {
    var union: Int64 = 0
    for i in mask.indices { union |= mask[i] }
    return union != 0
  }

  /// `x` with the lanes above `upper` replaced by `upper` (NaN lanes are kept).
  @inlinable @inline(__always)
  static func clamp<V: DoubleVector>(_ x: V, above upper: Double) -> V {
    let bound = V(repeating: upper)
    return select(V._lanes(x, greaterThan: bound), bound, x)
  }

  /// `x` with the lanes below `lower` replaced by `lower` (NaN lanes are kept).
  @inlinable @inline(__always)
  static func clamp<V: DoubleVector>(_ x: V, below lower: Double) -> V {
    let bound = V(repeating: lower)
    return select(V._lanes(bound, greaterThan: x), bound, x)
  }

  /// |x| for each lane (the sign bit cleared).
  @inlinable @inline(__always)
  static func magnitude<V: DoubleVector>(_ x: V) -> V {
    double(bits: bits(x) & V.MaskStorage(repeating: Int64.max))
  }

  /// `x.ulp` for each lane of positive finite `x`: the gap to the next larger double.
  @inlinable @inline(__always)
  static func ulp<V: DoubleVector>(_ x: V) -> V {
    double(bits: bits(x) &+ 1) - x
  }

  /// 2^(low 12 bits of `exponent` − 1023 + `bias`): builds a power of two from an integer held
  /// in the low bits of a lane; valid while the biased exponent stays in [1, 2046].
  @inlinable @inline(__always)
  static func powerOfTwo<V: DoubleVector>(_ exponent: V.MaskStorage, bias: Int64) -> V {
    double(bits: (exponent &+ (1023 + bias)) &<< 52)
  }
}

// MARK: - exp and expm1

extension VectorMath {
  /// log₂ e, rounded to Double.
  @inlinable static var log2e: Double { 0x1.71547652b82fep0 }
  /// ln 2 to 32 significant bits (fdlibm's `ln2_hi`): n·ln2Hi is exact for |n| < 2²¹.
  @inlinable static var ln2Hi: Double { 0x1.62e42feep-1 }
  /// ln 2 − ln2Hi, rounded to Double (fdlibm's `ln2_lo`).
  @inlinable static var ln2Lo: Double { 0x1.a39ef35793c76p-33 }

  /// eʳ − 1 − r − r²/2 ≈ r³·Q(r) on the reduced interval: the coefficients of Q, degree 9.
  ///
  /// Chebyshev interpolant of (eʳ − 1 − r − r²/2)/r³ on |r| ≤ ln2/2·(1 + 2⁻⁴⁰), computed at
  /// 200 bits with `mpmath.chebyfit` (near-minimax) and rounded to Double. With the rounded
  /// coefficients |r³·ΔQ| / eʳ < 2⁻⁵⁹·⁸ over the interval (checked on 4001 points at 200 bits);
  /// the leading coefficients are 1/3!, 1/4!, … to within that.
  @inlinable static var expQ: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double) {
    (
      0x1.5555555555556p-3, 0x1.5555555555555p-5, 0x1.11111111109b5p-7, 0x1.6c16c16c167e2p-10,
      0x1.a01a01a7c2efep-13, 0x1.a01a01a47a591p-16, 0x1.71de0db2f6b19p-19, 0x1.27e4e1f7222cbp-22,
      0x1.af389ecfc4bb6p-26, 0x1.1f66d948a47e2p-29
    )
  }

  /// Cody–Waite reduction x = n·ln2 + r, |r| ≤ ln2/2.
  ///
  /// - Parameter x: Arguments in [−746, 710] (callers clamp), so |n| ≤ 1077.
  /// - Returns: `n` as integer-valued doubles; `bits`, whose low bits hold n; and `r + rc`,
  ///   the reduced argument as an unevaluated sum with |rc| ≤ ulp(r)/2. `x − n·ln2Hi` is
  ///   exact (n·ln2Hi is exact and within a factor 2 of x), so r + rc carries only the
  ///   error of ln2Hi + ln2Lo (2⁻⁸⁷ relative) times n.
  @inlinable @inline(__always)
  static func reduceLn2<V: DoubleVector>(_ x: V) -> (n: V, bits: V.MaskStorage, r: V, rc: V) {
    let k = x * log2e + shifter
    let n = k - shifter
    let hi = x - n * ln2Hi
    let lo = n * ln2Lo
    let r = hi - lo
    return (n, bits(k), r, (hi - r) - lo)
  }

  /// e^(r + rc) − 1 − r on the reduced interval, for the caller to add r last.
  ///
  /// e^(r+rc) − 1 = r + r²·(1/2 + r·Q(r)) + rc·(1 + O(r)); the rc·O(r) term is below 2⁻¹⁰⁶.
  /// Estrin's scheme in r, then one multiply by r² and one add of rc.
  @inlinable @inline(__always)
  static func expm1Tail<V: DoubleVector>(_ r: V, _ rc: V) -> V {
    // Estrin's scheme for 1/2 + q₀r + q₁r² + … + q₉r¹⁰: depth 5 instead of Horner's 10.
    let q = expQ
    let r2 = r * r
    let r4 = r2 * r2
    let r8 = r4 * r4
    let p01 = madd(r, V(repeating: q.0), 0.5)
    let p23 = madd(r, V(repeating: q.2), q.1)
    let p45 = madd(r, V(repeating: q.4), q.3)
    let p67 = madd(r, V(repeating: q.6), q.5)
    let p89 = madd(r, V(repeating: q.8), q.7)
    let p03 = madd(r2, p23, p01)
    let p47 = madd(r2, p67, p45)
    let p810 = madd(r2, V(repeating: q.9), p89)
    let p = madd(r8, p810, madd(r4, p47, p03))
    return madd(r2, p, rc)
  }

  /// eˣ for each lane.
  ///
  /// Reduction x = n·ln2 + r, |r| ≤ ln2/2, with ln 2 split in two parts (``reduceLn2(_:)``);
  /// eʳ = 1 + r + r²(1/2 + r·Q(r)), Q of degree 9 (a degree-12 polynomial, truncation error
  /// < 2⁻⁵⁹·⁸ relative); then eˣ = eʳ·2^⌊n/2⌋·2^⌈n/2⌉, the two powers of two built in the
  /// integer lanes. Scaling in two steps rounds a subnormal result once (subnormals are
  /// exact to within that rounding, not flushed) and lets n = 1024 overflow to +∞ correctly.
  ///
  /// - x > 709.78 gives +∞, x < −745.14 gives +0, NaN gives NaN, ±0 give 1.
  /// - Accuracy: < 0.89 ulp measured over the whole domain, subnormal results included.
  ///
  /// - Parameter x: The exponents.
  /// - Returns: eˣ lane by lane.
  @inlinable @inline(__always)
  public static func exp<V: DoubleVector>(_ x: V) -> V {
    // Outside [−746, 710] eˣ is 0 or +∞ anyway; clamping bounds n to [−1077, 1024].
    // NaN compares false and flows through the arithmetic.
    let xc = clamp(clamp(x, above: 710), below: -746)
    let (_, nBits, r, rc) = reduceLn2(xc)
    let y = expm1Tail(r, rc) + r
    // nBits = 1.5·2⁵² + n as integers; shifting right halves it exactly with ⌊n/2⌋ in the low
    // bits, and nBits − that holds ⌈n/2⌉; both factors are normal for n in [−1077, 1024].
    let half = nBits &>> 1
    let low: V = powerOfTwo(half, bias: 0)
    let high: V = powerOfTwo(nBits &- half, bias: 0)
    return ((1 + y) * low) * high
  }

  /// eˣ − 1 for each lane, accurate for small |x|.
  ///
  /// With the reduction of ``exp(_:)`` (x = n·ln2 + r), eˣ − 1 = 2ⁿ·((1 − 2⁻ⁿ) + (eʳ − 1)).
  /// (1 − 2⁻ⁿ) + r is formed exactly as a sum of two doubles (Fast2Sum: |1 − 2⁻ⁿ| ≥ |r|
  /// unless n = 0, where the sum is exact anyway), the small terms are added to its low part,
  /// and the power of two 2ⁿ = 2·2ⁿ⁻¹ is applied exactly. So no cancellation occurs for any n,
  /// and for |x| ≤ ln2/2 the result is r + r²·P(r) directly.
  ///
  /// - x > 709.78 gives +∞, x < −37.5 gives −1, NaN gives NaN, −0 gives −0; subnormal x is
  ///   returned unchanged.
  /// - Accuracy: < 1.19 ulp measured over the whole domain. The worst cases are just above
  ///   x = ln2/2 (n = 1, r ≈ −ln2/2), where ½ + (eʳ − 1) ≈ 0.21 is not much larger than the
  ///   polynomial part r²·P(r) ≈ 0.05, whose rounding errors then weigh up to ½ ulp.
  ///
  /// - Parameter x: The exponents.
  /// - Returns: eˣ − 1 lane by lane.
  @inlinable @inline(__always)
  public static func expm1<V: DoubleVector>(_ x: V) -> V {
    // Below −40, eˣ < 2⁻⁵⁷ and the result rounds to −1; above 710 it is +∞. n ∈ [−58, 1024].
    let xc = clamp(clamp(x, above: 710), below: -40)
    let (n, nBits, r, rc) = reduceLn2(xc)
    // 1 − 2⁻ⁿ; for n > 60 it rounds to 1 anyway, and the clamp keeps 2⁻ⁿ normal.
    let nc = clamp(n, above: 60)
    let inversePower: V = powerOfTwo(bits(shifter - nc), bias: 0)
    let t = 1 - inversePower
    let sum = t + r
    let sumLow = (t - sum) + r
    let m = sum + (sumLow + expm1Tail(r, rc))
    let power: V = powerOfTwo(nBits, bias: -1)
    let result = (m * 2) * power
    return select(V._lanes(x, equalTo: .zero), x, result)  // −0
  }
}
