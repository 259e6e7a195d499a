// The only file of MotionExport that imports the C library; every other file calls the
// functions below, so a new platform needs a new branch here and nothing else.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#else
  #error("MotionExport needs a C library with <math.h> (Glibc, Darwin or Musl)")
#endif

// Named apart from the C functions they call, so that a wrapper does not call itself.

@inlinable @inline(__always) func cExp(_ x: Double) -> Double { exp(x) }
@inlinable @inline(__always) func cLog(_ x: Double) -> Double { log(x) }
@inlinable @inline(__always) func cSin(_ x: Double) -> Double { sin(x) }
@inlinable @inline(__always) func cCos(_ x: Double) -> Double { cos(x) }
