import Glibc
import MotionText
import TestSupport
import Testing

@testable import BenchmarkKit

/// The streamed records are the table's rows: same numbers, same lines, same errors, also
/// when records, quotes and `\r\n` straddle the reader's chunks.
@Suite(.tags(.integration)) struct CSVStreamingTests {
  /// Numeric columns of a file read record by record, and the line of each row.
  static func numericColumns(_ names: [String], ofFile path: String) throws(CSVReadError) -> (
    columns: [[Double]], lines: [Int]
  ) {
    let reader = try CSVFileReader(path: path)
    let indices = try names.map { (name) throws(CSVReadError) in try reader.index(of: name) }
    var columns = Array(repeating: [Double](), count: names.count)
    var lines: [Int] = []
    while let record = try reader.next() {
      for (column, index) in indices.enumerated() {
        let text = record.fields[index]
        guard let value = CSVTable.number(text.trimmingWhitespace()) else {
          throw .malformedNumber(line: record.line, column: names[column], text: text)
        }
        columns[column].append(value)
      }
      lines.append(record.line)
    }
    return (columns, lines)
  }

  @Test func streamedColumnsEqualTheTable() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/trace.csv"
      // A byte-order mark, CRLF line ends, quoted fields with escapes and line breaks, blank
      // lines; about 3 MiB, so that every kind of record crosses a chunk boundary somewhere.
      var text = "\u{FEFF}t,note,value\r\n"
      for i in 0..<60_000 {
        let note = i % 7 == 0 ? "\"a \"\"quoted\"\"\nnote\"" : "plain"
        text += "\(Double(i) / 1000),\(note),\(1 - 1 / Double(i + 1))\r\n"
        if i % 1000 == 0 { text += "\r\n" }
      }
      try writeFixture(text, to: path)
      let table = try CSVTable(contentsOfFile: path)
      let streamed = try Self.numericColumns(["value", "t"], ofFile: path)
      #expect(streamed.columns[0] == (try table.doubles("value")))
      #expect(streamed.columns[1] == (try table.doubles("t")))
      #expect(streamed.lines == table.rows.indices.map(table.line(ofRow:)))
    }
  }

  @Test func streamedErrorsNameTheLine() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/bad.csv"
      try writeFixture("t,value\n0,0\n0.1,1e999\n", to: path)
      #expect(throws: CSVReadError.malformedNumber(line: 3, column: "value", text: "1e999")) {
        try Self.numericColumns(["t", "value"], ofFile: path)
      }
      try writeFixture("t,value\n0,0\n\"0.1,1\n", to: path)
      #expect(throws: CSVReadError.unterminatedQuote(line: 3)) { try Self.numericColumns(["t"], ofFile: path) }
      try writeFixture("t,value\n0,0\n", to: path)
      #expect(throws: CSVReadError.missingColumn("x")) { try Self.numericColumns(["x"], ofFile: path) }
      #expect(throws: CSVReadError.cannotOpen(path: path + "x", errno: ENOENT)) {
        try Self.numericColumns(["t"], ofFile: path + "x")
      }
    }
  }

  /// A file ends with a line break: a last record without one (a cut inside its last field, in
  /// a quoted field's line break, or a header alone) is truncated; a file that ends with one,
  /// `\r\n` included, is whole.
  @Test(arguments: [
    ("t,value\n0,0\n0.1,1", 3), ("t,note\n0,\"a\nb\"", 2), ("t,value", 1), ("t,value\n0,0\r", 2),
  ])
  func aFileWithoutItsFinalLineBreakIsTruncated(_ text: String, line: Int) throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/cut.csv"
      try writeFixture(text, to: path)
      #expect(throws: CSVReadError.truncated(line: line)) { try CSVTable(contentsOfFile: path) }
      try writeFixture(text + "\n", to: path)
      #expect(throws: Never.self) { try CSVTable(contentsOfFile: path) }
    }
  }

  /// A header's names are unique: the second of two equal names is refused, by the file reader
  /// and by the parser of text.
  @Test func aHeaderThatNamesAColumnTwiceIsRefused() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/twice.csv"
      try writeFixture("t,value,note,value\n0,1,a,2\n", to: path)
      #expect(throws: CSVReadError.duplicateColumn("value")) { try CSVFileReader(path: path) }
      #expect(throws: CSVReadError.duplicateColumn("value")) { try CSVTable(parsing: "t,value,value\n0,1,2\n") }
    }
  }

  /// Lines that repeat the header (files joined with `cat`) are skipped, not read as rows; the
  /// other rows keep their lines.
  @Test func repeatedHeaderLinesAreSkipped() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/joined.csv"
      try writeFixture("t,value\n0,0\n0.1,1\nt,value\n0,2\n", to: path)
      let table = try CSVTable(contentsOfFile: path)
      #expect(table.rows == [["0", "0"], ["0.1", "1"], ["0", "2"]])
      #expect(table.rows.indices.map(table.line(ofRow:)) == [2, 3, 5])
      #expect(try CSVTable(parsing: "t,value\n0,0\nt,value\n0,2\n").rows == [["0", "0"], ["0", "2"]])
    }
  }
}
