import TestSupport
import Testing

@testable import BenchmarkKit

/// Numbers are decimal only, finite, and take the unit that fits their option.
@Suite(.tags(.unit)) struct DecimalNumberTests {
  @Test(arguments: [("12", 12.0), ("-0.5", -0.5), (".5", 0.5), ("5.", 5.0), ("1e-9", 1e-9), ("+2E3", 2000.0)])
  func decimalsAreRead(text: String, value: Double) {
    #expect(DecimalNumber.parse(text) == value)
  }

  @Test(arguments: [
    "0x10", "0x1p3", "inf", "-inf", "nan", "infinity", "1e999", "-1e999", "", ".", "e5", "1e", "1 ", " 1", "1_000", "１",
  ])
  func anythingElseIsNot(text: String) {
    #expect(DecimalNumber.parse(text) == nil)
  }

  @Test func unitsThatFitAreAccepted() throws {
    let seconds = ValueParser<Double>.number(in: 0...100, unit: " s")
    #expect(try seconds.parse("400ms", "--settle") == 0.4)
    #expect(try seconds.parse("0.4s", "--settle") == 0.4)
    #expect(try seconds.parse("0.4 s", "--settle") == 0.4)
    #expect(try seconds.parse("0.4", "--settle") == 0.4)
    let points = ValueParser<Double>.number(magnitudeAtMost: 1e9, unit: " pt")
    #expect(try points.parse("100pt", "--to") == 100)
    let visible = ValueParser<Double>.ratio(in: 1e-9...1e9, unit: " pt")
    #expect(try visible.parse("1/3pt", "--visible-pt") == 1.0 / 3)
    #expect(try ValueParser<Double>.fraction(in: 0...1).parse("5%", "--threshold") == 0.05)
  }

  @Test func aWrongUnitIsRefusedWithTheUnitsAllowed() {
    let seconds = ValueParser<Double>.number(in: 0...100, unit: " s")
    #expect(
      throws: ValidationError.invalidValue(
        name: "--settle", expected: "a number from 0 to 100 s; seconds are written 0.4, 0.4s or 400ms", got: "2pt")
    ) { try seconds.parse("2pt", "--settle") }
    #expect(
      throws: ValidationError.invalidValue(
        name: "--hz", expected: "a number from 1 to 1000; this value takes no unit", got: "120fps")
    ) { try ValueParser<Double>.number(in: 1...1000).parse("120fps", "--hz") }
    #expect(throws: ValidationError.self) { try seconds.parse("0x10", "--seconds") }
  }

  /// In a CSV file `nan` and `inf` are written values, but hexadecimal and overflowing
  /// literals are malformed.
  @Test func csvNumbersRefuseOverflowAndHexadecimal() throws {
    #expect(CSVTable.number("inf") == .infinity && CSVTable.number("nan")?.isNaN == true)
    #expect(CSVTable.number("1e999") == nil && CSVTable.number("0x10") == nil)
    let table = try CSVTable(parsing: "t,value\n0,0\n0.1,1e999\n")
    #expect(throws: CSVReadError.malformedNumber(line: 3, column: "value", text: "1e999")) {
      try table.doubles("value")
    }
  }
}
