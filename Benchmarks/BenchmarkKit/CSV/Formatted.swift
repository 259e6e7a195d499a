import Glibc

/// Numbers for people: three significant digits, or an engineering exponent when tiny/huge.
package func formatted(_ value: Double, digits: Int = 3) -> String {
  guard value.isFinite else { return value.isNaN ? "n/a" : (value > 0 ? "inf" : "-inf") }
  if value == 0 { return "0" }
  let magnitude = abs(value)
  var buffer = [CChar](repeating: 0, count: 32)
  let format = magnitude >= 1e-3 && magnitude < 1e6 ? "%.\(digits)g" : "%.\(max(1, digits - 1))e"
  _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
