/// A binary floating-point type with the elementary functions the closed forms need.
///
/// Modelled on swift-numerics' `ElementaryFunctions`: the curve code is written once,
/// generically, and runs in `Double` for speed and in `Float80` as the accuracy reference.
public protocol MotionReal: BinaryFloatingPoint, Sendable
where Self.RawSignificand: FixedWidthInteger {
  /// eˣ.
  static func exp(_ x: Self) -> Self
  /// eˣ − 1, accurate for small |x|.
  static func expm1(_ x: Self) -> Self
  /// Natural logarithm.
  static func log(_ x: Self) -> Self
  /// sin x.
  static func sin(_ x: Self) -> Self
  /// cos x.
  static func cos(_ x: Self) -> Self
  /// sin x and cos x, from one argument reduction where the platform offers it.
  static func sincos(_ x: Self) -> (sin: Self, cos: Self)
}

extension MotionReal {
  /// sin x and cos x as two calls.
  @inlinable @inline(__always)
  public static func sincos(_ x: Self) -> (sin: Self, cos: Self) { (sin(x), cos(x)) }
}

// One conformance per type on purpose: each body binds its own precision's C function (`exp`
// for Double, `expl` for Float80, …), which a shared generic body could not choose.
extension Double: MotionReal {
  /// eˣ (the C library's `exp`).
  @inlinable @inline(__always) public static func exp(_ x: Double) -> Double { cExp(x) }
  /// eˣ − 1 (the C library's `expm1`).
  @inlinable @inline(__always) public static func expm1(_ x: Double) -> Double { cExpm1(x) }
  /// ln x (the C library's `log`).
  @inlinable @inline(__always) public static func log(_ x: Double) -> Double { cLog(x) }
  /// sin x (the C library's `sin`).
  @inlinable @inline(__always) public static func sin(_ x: Double) -> Double { cSin(x) }
  /// cos x (the C library's `cos`).
  @inlinable @inline(__always) public static func cos(_ x: Double) -> Double { cCos(x) }

  /// sin x and cos x from one argument reduction where the C library offers it (glibc's
  /// `sincos`, the same results as `sin` and `cos` bit for bit), else the two calls.
  @inlinable @inline(__always)
  public static func sincos(_ x: Double) -> (sin: Double, cos: Double) {
    var s = 0.0
    var c = 0.0
    cSincos(x, &s, &c)
    return (s, c)
  }
}

#if arch(x86_64) || arch(i386)
  extension Float80: MotionReal {
    /// eˣ (the C library's `expl`).
    @inlinable @inline(__always) public static func exp(_ x: Float80) -> Float80 { cExp(x) }
    /// eˣ − 1 (the C library's `expm1l`).
    @inlinable @inline(__always) public static func expm1(_ x: Float80) -> Float80 { cExpm1(x) }
    /// ln x (the C library's `logl`).
    @inlinable @inline(__always) public static func log(_ x: Float80) -> Float80 { cLog(x) }
    /// sin x (the C library's `sinl`).
    @inlinable @inline(__always) public static func sin(_ x: Float80) -> Float80 { cSin(x) }
    /// cos x (the C library's `cosl`).
    @inlinable @inline(__always) public static func cos(_ x: Float80) -> Float80 { cCos(x) }
  }

  /// The widest float this platform computes in: the arbiter of accuracy.
  public typealias ReferenceReal = Float80
#else
  /// The widest float this platform computes in: the arbiter of accuracy.
  public typealias ReferenceReal = Double
#endif
