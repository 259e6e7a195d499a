import Glibc

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

extension Double: MotionReal {
  @inlinable @inline(__always) public static func exp(_ x: Double) -> Double { Glibc.exp(x) }
  @inlinable @inline(__always) public static func expm1(_ x: Double) -> Double { Glibc.expm1(x) }
  @inlinable @inline(__always) public static func log(_ x: Double) -> Double { Glibc.log(x) }
  @inlinable @inline(__always) public static func sin(_ x: Double) -> Double { Glibc.sin(x) }
  @inlinable @inline(__always) public static func cos(_ x: Double) -> Double { Glibc.cos(x) }

  /// glibc's `sincos`: the same results as `sin` and `cos` bit for bit (the same kernels), with
  /// one argument reduction instead of two (about 70 % of their instructions).
  @inlinable @inline(__always)
  public static func sincos(_ x: Double) -> (sin: Double, cos: Double) {
    var s = 0.0
    var c = 0.0
    _glibcSincos(x, &s, &c)
    return (s, c)
  }
}

/// glibc's `sincos(3)`, which the Glibc module does not import (it is a GNU extension); found
/// once with `dlsym`, or `sin` and `cos` where it is missing.
@usableFromInline
let _glibcSincos: @convention(c) (Double, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void = {
  if let symbol = dlsym(nil, "sincos") {
    return unsafeBitCast(
      symbol, to: (@convention(c) (Double, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void).self)
  }
  return { x, s, c in
    s.pointee = Glibc.sin(x)
    c.pointee = Glibc.cos(x)
  }
}()

#if arch(x86_64) || arch(i386)
  extension Float80: MotionReal {
    @inlinable @inline(__always) public static func exp(_ x: Float80) -> Float80 { Glibc.expl(x) }
    @inlinable @inline(__always) public static func expm1(_ x: Float80) -> Float80 { Glibc.expm1l(x) }
    @inlinable @inline(__always) public static func log(_ x: Float80) -> Float80 { Glibc.logl(x) }
    @inlinable @inline(__always) public static func sin(_ x: Float80) -> Float80 { Glibc.sinl(x) }
    @inlinable @inline(__always) public static func cos(_ x: Float80) -> Float80 { Glibc.cosl(x) }
  }

  /// The widest float this platform computes in: the arbiter of accuracy.
  public typealias ReferenceReal = Float80
#else
  /// The widest float this platform computes in: the arbiter of accuracy.
  public typealias ReferenceReal = Double
#endif
