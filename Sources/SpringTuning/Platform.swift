// The only file of SpringTuning that imports the C library. Every other file reaches it
// through the functions below, so a new platform needs a new branch here and nothing else.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#else
  #error("SpringTuning needs a C library with <math.h> (Glibc, Darwin or Musl)")
#endif

// The C library's functions under names of their own: a wrapper named like the function it
// calls would call itself.

@inline(__always) func cExp(_ x: Double) -> Double { exp(x) }
@inline(__always) func cLog(_ x: Double) -> Double { log(x) }
@inline(__always) func cLog10(_ x: Double) -> Double { log10(x) }
@inline(__always) func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) func cTanh(_ x: Double) -> Double { tanh(x) }
@inline(__always) func cAtanh(_ x: Double) -> Double { atanh(x) }

/// `value` as C's `%.*g` with `digits` significant digits (1…17).
func cFormat(_ value: Double, significantDigits digits: Int32) -> String {
  withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
    let count = withVaList([digits, value]) {
      vsnprintf(buffer.baseAddress, buffer.count, "%.*g", $0)
    }
    return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(count)), as: UTF8.self)
  }
}
