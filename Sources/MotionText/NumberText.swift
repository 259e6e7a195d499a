// MotionText's only file that imports the C library: `vsnprintf` for C's conversions, and
// `log10` and `pow` for the decade of a number. MotionText sits below MotionCurves, so it builds
// wherever the libraries do.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#else
  #error("MotionText needs a C library with <stdio.h> and <math.h> (Glibc, Darwin or Musl)")
#endif

/// Numbers as text: the package's one writer of C conversions and of the numbers in limits,
/// defaults and messages, and its one reader of decimals (``decimal(_:)``).
package enum NumberText {
  /// `value` as C's `printf` writes it with `format`, a single conversion of one `double`
  /// (`%.4g`, `%.12g`, `%.3f`, `%.2e`); the package's one wrapper of `vsnprintf`.
  ///
  /// - Parameters:
  ///   - format: The conversion, with any literal text around it; at most 63 bytes are kept.
  ///   - value: The number.
  /// - Returns: The text.
  package static func printf(_ format: String, _ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
      let count = withVaList([value]) { vsnprintf(buffer.baseAddress, buffer.count, format, $0) }
      let length = max(0, min(Int(count), buffer.count - 1))
      return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: length), as: UTF8.self)
    }
  }

  /// A number as people write it in a limit or a default: `10000`, `0.001`, `-0.999999`,
  /// `2.5e-5`, `1e12`. Whole numbers below 10⁶ are written out; magnitudes from 10⁶ up or
  /// below 10⁻³ get a mantissa of at most 7 significant digits and an exponent; the rest are
  /// Swift's shortest form. MotionCurves' `MotionLimits.format(_:)` and the command line's
  /// messages and help both write numbers here.
  ///
  /// - Parameter value: A finite number.
  /// - Returns: Its text.
  package static func written(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e6 { return String(Int(value)) }
    let magnitude = abs(value)
    guard magnitude.isFinite, magnitude >= 1e6 || magnitude < 1e-3 else { return "\(value)" }
    var exponent = Int(log10(magnitude).rounded(.down))
    var mantissa = (value / pow(10, Double(exponent)) * 1e6).rounded() / 1e6
    // log10 may land one decade off near a power of ten.
    if abs(mantissa) >= 10 {
      exponent += 1
      mantissa = (value / pow(10, Double(exponent)) * 1e6).rounded() / 1e6
    } else if abs(mantissa) < 1 {
      exponent -= 1
      mantissa = (value / pow(10, Double(exponent)) * 1e6).rounded() / 1e6
    }
    return (mantissa == mantissa.rounded() ? String(Int(mantissa)) : "\(mantissa)") + "e\(exponent)"
  }
}
