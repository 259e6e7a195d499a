import MotionText

/// Numbers for people: three significant digits, or an engineering exponent when tiny/huge.
package func formatted(_ value: Double, digits: Int = 3) -> String {
  guard value.isFinite else { return value.isNaN ? "n/a" : (value > 0 ? "inf" : "-inf") }
  if value == 0 { return "0" }
  let magnitude = abs(value)
  let format = magnitude >= 1e-3 && magnitude < 1e6 ? "%.\(digits)g" : "%.\(max(1, digits - 1))e"
  return NumberText.printf(format, value)
}
