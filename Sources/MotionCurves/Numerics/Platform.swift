// The only file of the pure Swift libraries (MotionCurves, SpringTuning, MotionExport) that imports
// the C library, besides MotionText's `NumberText.swift` (C's number conversions). Every other file
// reaches it through the functions below (`package`: seen by the package's modules, not by apps), so
// a new platform needs a new branch here and there and nothing else.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#else
  #error("MotionCurves needs a C library with <math.h> (Glibc, Darwin or Musl)")
#endif

// The C library's functions under names of their own: a wrapper named like the function it
// calls would call itself.

@inlinable @inline(__always) package func cExp(_ x: Double) -> Double { exp(x) }
@inlinable @inline(__always) package func cExpm1(_ x: Double) -> Double { expm1(x) }
@inlinable @inline(__always) package func cLog(_ x: Double) -> Double { log(x) }
@inlinable @inline(__always) package func cLog10(_ x: Double) -> Double { log10(x) }
@inlinable @inline(__always) package func cLog1p(_ x: Double) -> Double { log1p(x) }
@inlinable @inline(__always) package func cSin(_ x: Double) -> Double { sin(x) }
@inlinable @inline(__always) package func cCos(_ x: Double) -> Double { cos(x) }
@inlinable @inline(__always) package func cAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable @inline(__always) package func cExp2(_ x: Double) -> Double { exp2(x) }
@inlinable @inline(__always) package func cLog2(_ x: Double) -> Double { log2(x) }
@inlinable @inline(__always) package func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inlinable @inline(__always) package func cTanh(_ x: Double) -> Double { tanh(x) }
@inlinable @inline(__always) package func cAtanh(_ x: Double) -> Double { atanh(x) }

#if arch(x86_64) || arch(i386)
  @inlinable @inline(__always) package func cExp(_ x: Float80) -> Float80 { expl(x) }
  @inlinable @inline(__always) package func cExpm1(_ x: Float80) -> Float80 { expm1l(x) }
  @inlinable @inline(__always) package func cLog(_ x: Float80) -> Float80 { logl(x) }
  @inlinable @inline(__always) package func cSin(_ x: Float80) -> Float80 { sinl(x) }
  @inlinable @inline(__always) package func cCos(_ x: Float80) -> Float80 { cosl(x) }
#endif

/// sin x and cos x from one argument reduction: glibc's `sincos(3)`, the same results as
/// `sin` and `cos` bit for bit (the same kernels) in about 70 % of their instructions.
///
/// The Glibc module does not import `sincos` (a GNU extension), so it is found once with
/// `dlsym` (glibc's `RTLD_DEFAULT` is the null handle). Elsewhere, or where the lookup fails,
/// it is `sin` and `cos`: the same values, two reductions.
@usableFromInline
let cSincos: @convention(c) (Double, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void = {
  #if canImport(Glibc)
    if let symbol = dlsym(nil, "sincos") {
      return unsafeBitCast(
        symbol, to: (@convention(c) (Double, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void).self)
    }
  #endif
  return { x, s, c in
    s.pointee = sin(x)
    c.pointee = cos(x)
  }
}()
