import Glibc
import MotionText

extension CSVWriter {
  /// Appends a Double formatted as `%.17g`, enough digits to round-trip exactly.
  ///
  /// NaN is written as `nan` and infinities as `inf` and `-inf`. Integral values
  /// below 10^17 in magnitude are written by a fast integer path that produces
  /// the same text `%.17g` would; all others go through C's `strfromd`
  /// into a stack buffer (no `String(format:)`, no heap allocation).
  ///
  /// - Parameters:
  ///   - value: The number to format.
  ///   - bytes: The buffer to append the ASCII text to.
  @inlinable
  package static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    if value.isNaN {
      bytes.append(contentsOf: "nan".utf8)
    } else if value.isInfinite {
      bytes.append(contentsOf: value < 0 ? "-inf".utf8 : "inf".utf8)
    } else if value.rounded(.towardZero) == value, abs(value) < 1e17, value != 0 || value.sign == .plus {
      appendInteger(Int(value), to: &bytes)
    } else {
      appendFormatted(value, to: &bytes)
    }
  }

  /// Appends an integer in decimal.
  ///
  /// - Parameters:
  ///   - value: The integer to format.
  ///   - bytes: The buffer to append the ASCII digits to.
  @inlinable
  package static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Formats a finite value with `%.17g` through `strfromd` (or ``NumberText/printf(_:_:)``
  /// where the C library lacks `strfromd`, e.g. static musl builds).
  @usableFromInline
  static func appendFormatted(_ value: Double, to bytes: inout [UInt8]) {
    guard let strfromd = CFormatting.strfromd else {
      bytes.append(contentsOf: NumberText.printf("%.17g", value).utf8)
      return
    }
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
      let length = strfromd(buffer.baseAddress, buffer.count, "%.17g", value)
      buffer.withMemoryRebound(to: UInt8.self) { text in
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[..<Int(length)]))
      }
    }
  }
}

/// C's `strfromd`, looked up at run time: glibc declares it only for C23 or
/// `__STDC_WANT_IEC_60559_BFP_EXT__`, so the Glibc module does not import it.
/// Unlike `snprintf` it is not variadic, so calling it through a typed
/// function pointer is ABI-correct.
enum CFormatting {
  typealias StrfromdFunction =
    @convention(c) (UnsafeMutablePointer<CChar>?, Int, UnsafePointer<CChar>?, Double) -> Int32

  static let strfromd: StrfromdFunction? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "strfromd")
    .map { unsafeBitCast($0, to: StrfromdFunction.self) }
}
