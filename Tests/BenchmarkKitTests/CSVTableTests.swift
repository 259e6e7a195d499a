import BenchmarkKit
import Glibc
import TestSupport
import Testing

@Suite(.tags(.unit)) struct CSVTableTests {
  @Test func readsNumericColumnsByName() throws {
    let table = try CSVTable(parsing: "t,value\n0,1.5\n0.5,-2\n1,3e2\n")
    #expect(table.columns == ["t", "value"])
    #expect(try table.doubles("t") == [0, 0.5, 1])
    #expect(try table.doubles("value") == [1.5, -2, 300])
  }

  @Test func acceptsCRLFByteOrderMarkBlankLinesAndPaddedNumbers() throws {
    let table = try CSVTable(parsing: "\u{FEFF}t,value\r\n0, 1.5\r\n\r\n1 ,\t2\r\n\n")
    #expect(table.columns == ["t", "value"])
    #expect(try table.doubles("t") == [0, 1])
    #expect(try table.doubles("value") == [1.5, 2])
  }

  @Test func parsesQuotedFieldsAndReportsPhysicalLineNumbers() throws {
    let text = "name,value\n\"a,b\",1\n\"say \"\"hi\"\"\",2\n\"multi\nline\",3\nlast,4\nbad,oops\n"
    let table = try CSVTable(parsing: text)
    #expect(try table.strings("name") == ["a,b", "say \"hi\"", "multi\nline", "last", "bad"])
    #expect(throws: CSVReadError.malformedNumber(line: 7, column: "value", text: "oops")) {
      try table.doubles("value")
    }
  }

  @Test func readsSpecialValues() throws {
    let values = try CSVTable(parsing: "v\nnan\ninf\n-inf\n-0\n").doubles("v")
    #expect(values[0].isNaN)
    #expect(Array(values[1...]) == [.infinity, -.infinity, -0.0])
    #expect(values[3].sign == .minus)
  }

  @Test func headerOnlyGivesEmptyColumns() throws {
    let table = try CSVTable(parsing: "t,value\n")
    #expect(table.rows.isEmpty)
    #expect(try table.doubles("value") == [])
  }

  @Test(arguments: ["", "\n\n", "\u{FEFF}"])
  func inputWithoutHeaderIsEmptyFile(text: String) {
    #expect(throws: CSVReadError.emptyFile) { try CSVTable(parsing: text) }
  }

  @Test func missingColumnIsNamed() throws {
    let table = try CSVTable(parsing: "t,value\n1,2\n")
    #expect(throws: CSVReadError.missingColumn("velocity")) { try table.doubles("velocity") }
    #expect(throws: CSVReadError.missingColumn("name")) { try table.strings("name") }
  }

  @Test(arguments: [("t,value\n1,2\n3\n", 3, 1), ("t,value\n1,2,3\n", 2, 3)])
  func rowOfWrongWidthIsRejected(text: String, line: Int, found: Int) {
    #expect(throws: CSVReadError.fieldCount(line: line, expected: 2, found: found)) { try CSVTable(parsing: text) }
  }

  @Test func unterminatedQuoteNamesItsLine() {
    #expect(throws: CSVReadError.unterminatedQuote(line: 3)) { try CSVTable(parsing: "a,b\n1,2\n3,\"4\n5,6\n") }
  }

  @Test(arguments: ["", " ", "1.2.3", "0x", "12abc", "1,5"])
  func malformedNumbersAreRejected(field: String) throws {
    let table = try CSVTable(parsing: "t,v\n0,\"\(field)\"\n")
    #expect(throws: CSVReadError.malformedNumber(line: 2, column: "v", text: field)) { try table.doubles("v") }
  }

  @Test func unreadableFileNamesThePath() {
    #expect(throws: CSVReadError.cannotOpen(path: "/nonexistent/trace.csv", errno: ENOENT)) {
      try CSVTable(contentsOfFile: "/nonexistent/trace.csv")
    }
  }

  @Test func messagesNameLineAndColumn() {
    #expect(
      CSVReadError.malformedNumber(line: 14, column: "value", text: "abc").description
        == "line 14, column 'value': malformed number 'abc'")
    #expect(CSVReadError.fieldCount(line: 3, expected: 2, found: 1).description == "line 3: expected 2 fields, found 1")
    #expect(CSVReadError.missingColumn("t").description == "CSV has no column 't'")
    #expect(
      CSVReadError.cannotOpen(path: "/x.csv", errno: ENOENT).description
        == "cannot read '/x.csv': No such file or directory")
  }
}
