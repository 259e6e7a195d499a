import TestSupport
import Testing

@testable import MotionText

@Suite("NumberText: C's conversions, limits as written, decimals only", .tags(.unit))
struct NumberTextTests {
  @Test(
    "One formatter: limits read as written, near powers of ten too",
    arguments: [
      (1e-5, "1e-5"), (1e-12, "1e-12"), (1e6, "1e6"), (1e9, "1e9"), (-1e12, "-1e12"), (2.5e-5, "2.5e-5"),
      (0.999, "0.999"), (120, "120"), (1e-300, "1e-300"), (9.999999e-4, "9.999999e-4"), (0.001, "0.001"),
      (1e-16, "1e-16"), (1e12, "1e12"), (-0.999999, "-0.999999"), (10000, "10000"),
    ])
  func written(value: Double, text: String) {
    #expect(NumberText.written(value) == text)
  }

  /// What C's printf writes, worked out by hand.
  @Test(
    "printf: one conversion of a double, as C writes it",
    arguments: [
      ("%.4g", 12.3456, "12.35"), ("%.4g", 0.00045213, "0.0004521"), ("%.4g", 12_345_678, "1.235e+07"),
      ("%.3g", 1e-12, "1e-12"), ("%.12g", 99.89999999999999, "99.9"), ("%.17g", 0.1, "0.10000000000000001"),
      ("%.3f", -0.03125, "-0.031"), ("%.2e", 12345, "1.23e+04"), ("%.0f", 2.5, "2"), ("x=%.1f s", 1.25, "x=1.2 s"),
    ])
  func printf(format: String, value: Double, text: String) {
    #expect(NumberText.printf(format, value) == text)
  }

  @Test("printf keeps the first 63 bytes of a longer text")
  func printfLimit() {
    let text = NumberText.printf("%.70f", 1)
    #expect(text.utf8.count == 63 && text.hasPrefix("1.000"))
  }

  @Test(
    "Decimals: digits, a fraction and an exponent",
    arguments: [("12", 12), ("-0.5", -0.5), (".5", 0.5), ("5.", 5), ("+1e-9", 1e-9), ("2.5E2", 250)])
  func decimal(text: String, value: Double) {
    #expect(NumberText.decimal(text) == value)
    #expect(NumberText.decimal(Substring(text)) == value)
  }

  @Test(
    "Not decimals: hexadecimal, infinities, NaN, overflow, spaces, a lone sign or exponent",
    arguments: ["0x10", "inf", "-inf", "nan", "1e999", " 1", "1 ", "", "-", ".", "e5", "1e", "1e+", "1.2.3", "1_000"])
  func notDecimal(text: String) {
    #expect(NumberText.decimal(text) == nil)
  }
}
