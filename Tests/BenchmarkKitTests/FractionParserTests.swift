import TestSupport
import Testing

@testable import BenchmarkKit

/// One convention for shares: a bare number is a fraction (as CSV columns print it), `N%` a
/// percentage; an out-of-range bare number that would fit as a percentage is refused with both
/// spellings.
@Suite(.tags(.unit)) struct FractionParserTests {
  static let threshold = ValueParser<Double>.fraction(in: 0...1)
  static let overshoot = ValueParser<Double>.fraction(in: 0..<1)

  @Test("0.25, 25%, ' 25 % ' and 0.25e0 all mean a quarter", arguments: ["0.25", "25%", " 25 % ", "0.25e0", "2.5e1%"])
  func spellings(text: String) throws {
    #expect(try Self.threshold.parse(text, "--threshold") == 0.25)
  }

  @Test("The bounds: [0, 1] includes 1 (100%), [0, 1) does not")
  func bounds() throws {
    #expect(try Self.threshold.parse("100%", "--threshold") == 1)
    #expect(try Self.threshold.parse("0", "--threshold") == 0)
    #expect(throws: ValidationError.self) { try Self.overshoot.parse("100%", "--overshoot") }
    #expect(throws: ValidationError.self) { try Self.overshoot.parse("1", "--overshoot") }
    #expect(try Self.overshoot.parse("99.5%", "--overshoot") == 0.995)
  }

  @Test("A bare 25 is ambiguous: the error shows both forms")
  func ambiguous() {
    #expect(
      throws: ValidationError.invalidValue(
        name: "--threshold",
        expected: "a fraction from 0 to 1 or a percentage from 0% to 100%; for 25 % write 25% or 0.25", got: "25")
    ) { try Self.threshold.parse("25", "--threshold") }
  }

  @Test(
    "Garbage, NaN, infinities, subnormals and negative values are refused",
    arguments: ["", "%", "ten", "nan", "inf%", "-0.1", "-5%", "1e-320", "150%", "25%%"])
  func refused(text: String) {
    #expect(throws: ValidationError.self) { try Self.threshold.parse(text, "--threshold") }
  }

  @Test("Limits read as people write them, in both forms")
  func limits() {
    do {
      _ = try ValueParser<Double>.fraction(in: 1e-12...0.999).parse("2", "--epsilon")
      Issue.record("accepted 2")
    } catch {
      #expect(
        error.description
          == "--epsilon must be a fraction from 1e-12 to 0.999 or a percentage from 1e-10% to 99.9%; for 2 % write 2% or 0.02 (got '2')"
      )
    }
  }
}
