import Glibc
import MotionText

/// A CSV file read into memory: a header row naming the columns, then rows of
/// text fields, converted to numbers per column on request.
///
/// Accepts RFC 4180 input (quoted fields with `""` escapes and embedded line
/// breaks), `\n` or `\r\n` line ends, a leading UTF-8 byte-order mark, and
/// skips blank lines and lines that repeat the header (files joined with `cat`). The
/// header's names are unique (``CSVReadError/duplicateColumn(_:)``). Meant for small inputs
/// such as device traces (`t,value`) and baselines (`metric,value`).
package struct CSVTable: Sendable, Equatable {
  /// The column names from the header row.
  package let columns: [String]
  /// The data rows, each with exactly `columns.count` fields.
  package let rows: [[String]]
  /// The line on which each row starts (the header is line 1).
  private let lineNumbers: [Int]

  /// Parses CSV text.
  ///
  /// - Parameter text: The whole file's contents.
  /// - Throws: ``CSVReadError/emptyFile`` when there is no header row,
  ///   ``CSVReadError/fieldCount(line:expected:found:)`` for a row of the wrong
  ///   width, ``CSVReadError/unterminatedQuote(line:)`` for an open quote at
  ///   the end of the input.
  package init(parsing text: String) throws(CSVReadError) {
    try self.init(bytes: Array(text.utf8))
  }

  /// Reads and parses a CSV file.
  ///
  /// - Parameter path: The file to read.
  /// - Throws: ``CSVReadError/cannotOpen(path:errno:)`` if the file cannot be
  ///   read, otherwise the errors of ``init(parsing:)``.
  package init(contentsOfFile path: String) throws(CSVReadError) {
    try self.init(reading: CSVFileReader(path: path))
  }

  /// A table of these columns and no rows.
  ///
  /// - Parameter columns: The column names.
  package init(columns: [String]) {
    self.columns = columns
    rows = []
    lineNumbers = []
  }

  /// The rows a reader has left, as a table with its header.
  ///
  /// - Parameter reader: A file being read; it is read to its end.
  /// - Throws: The reader's errors (``CSVFileReader/next()``).
  package init(reading reader: CSVFileReader) throws(CSVReadError) {
    columns = reader.columns
    var rows: [[String]] = []
    var lines: [Int] = []
    while let record = try reader.next() {
      rows.append(record.fields)
      lines.append(record.line)
    }
    self.rows = rows
    lineNumbers = lines
  }

  /// The header of a CSV file, read from its first 64 KiB only; nil when the file cannot be
  /// read or has no complete header line there.
  ///
  /// - Parameter path: The file.
  /// - Returns: The column names.
  package static func header(ofFile path: String) -> [String]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: 64 * 1024)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0, let end = bytes[..<count].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    return (try? records(in: Array(bytes[..<end])))?.first?.fields
  }

  private init(bytes: [UInt8]) throws(CSVReadError) {
    let records = try Self.records(in: bytes)
    guard let header = records.first else { throw .emptyFile }
    try Self.checkHeader(header.fields)
    let data = records.dropFirst().filter { $0.fields != header.fields }
    for record in data where record.fields.count != header.fields.count {
      throw .fieldCount(line: record.line, expected: header.fields.count, found: record.fields.count)
    }
    columns = header.fields
    rows = data.map(\.fields)
    lineNumbers = data.map(\.line)
  }

  /// Checks a header: its names are unique, so that every column is found by its name.
  ///
  /// - Parameter names: The header's fields.
  /// - Throws: ``CSVReadError/duplicateColumn(_:)`` naming the first name given twice.
  static func checkHeader(_ names: [String]) throws(CSVReadError) {
    var seen = Set<String>()
    for name in names where !seen.insert(name).inserted { throw .duplicateColumn(name) }
  }

  /// The line of the file on which a data row starts (the header is line 1), for messages:
  /// every message about a place in a file names its line.
  ///
  /// - Parameter row: A data row's index, from 0.
  /// - Returns: The 1-based line number.
  package func line(ofRow row: Int) -> Int { lineNumbers[row] }

  /// Returns a column's fields as text.
  ///
  /// - Parameter column: The column name.
  /// - Returns: One string per row.
  /// - Throws: ``CSVReadError/missingColumn(_:)`` if the header lacks `column`.
  package func strings(_ column: String) throws(CSVReadError) -> [String] {
    let index = try index(of: column)
    return rows.map { $0[index] }
  }

  /// Returns a column's fields as numbers.
  ///
  /// Surrounding spaces and tabs are ignored; `nan`, `inf` and `-inf` are accepted, hexadecimal
  /// and overflowing literals (`1e999`) are not (``number(_:)``).
  ///
  /// - Parameter column: The column name.
  /// - Returns: One number per row.
  /// - Throws: ``CSVReadError/missingColumn(_:)`` if the header lacks `column`,
  ///   ``CSVReadError/malformedNumber(line:column:text:)`` for the first field
  ///   that is not a number.
  package func doubles(_ column: String) throws(CSVReadError) -> [Double] {
    try optionalDoubles(column, allowingEmpty: false).map { $0 ?? .nan }
  }

  /// Returns a column's fields as numbers, with `nil` for empty fields (such as the
  /// `tolerance` of a solver that has none).
  ///
  /// - Parameter column: The column name.
  /// - Returns: One number or `nil` per row.
  /// - Throws: ``CSVReadError/missingColumn(_:)`` if the header lacks `column`,
  ///   ``CSVReadError/malformedNumber(line:column:text:)`` for the first non-empty field
  ///   that is not a number.
  package func optionalDoubles(_ column: String) throws(CSVReadError) -> [Double?] {
    try optionalDoubles(column, allowingEmpty: true)
  }

  private func optionalDoubles(_ column: String, allowingEmpty: Bool) throws(CSVReadError) -> [Double?] {
    let index = try index(of: column)
    var values: [Double?] = []
    values.reserveCapacity(rows.count)
    for (row, line) in zip(rows, lineNumbers) {
      let text = row[index]
      let trimmed = text.trimmingWhitespace()
      if trimmed.isEmpty && allowingEmpty {
        values.append(nil)
        continue
      }
      guard let value = Self.number(trimmed) else { throw .malformedNumber(line: line, column: column, text: text) }
      values.append(value)
    }
    return values
  }

  /// A number as a CSV field writes it: a decimal (``DecimalNumber``), or `nan`, `inf` or
  /// `-inf` as written for those values. Hexadecimal and literals that overflow (`1e999`) are
  /// not numbers.
  ///
  /// - Parameter text: The field, without surrounding spaces.
  /// - Returns: The value, or nil.
  package static func number<Text: StringProtocol>(_ text: Text) -> Double? {
    if let value = DecimalNumber.parse(text) { return value }
    return switch text.lowercased() {
    case "nan", "+nan", "-nan": .nan
    case "inf", "+inf", "infinity": .infinity
    case "-inf", "-infinity": -.infinity
    default: nil
    }
  }

  private func index(of column: String) throws(CSVReadError) -> Int {
    guard let index = columns.firstIndex(of: column) else { throw .missingColumn(column) }
    return index
  }

  /// Splits the input into records of fields, each tagged with its first line.
  private static func records(in bytes: [UInt8]) throws(CSVReadError) -> [(line: Int, fields: [String])] {
    var records: [(line: Int, fields: [String])] = []
    var scanner = CSVRecordScanner()
    bytes.withUnsafeBufferPointer { buffer in scanner.scan(buffer) { line, fields in records.append((line, fields)) } }
    try scanner.finish { line, fields in records.append((line, fields)) }
    return records
  }
}

/// Why a CSV input could not be read or converted.
package enum CSVReadError: Error, Sendable, Equatable, CustomStringConvertible, ExitCodeProviding {
  /// The file could not be opened or read.
  case cannotOpen(path: String, errno: Int32)
  /// The input has no header row.
  case emptyFile
  /// The header has no column of this name.
  case missingColumn(String)
  /// A field that should be a number is not.
  case malformedNumber(line: Int, column: String, text: String)
  /// A row has a different number of fields than the header.
  case fieldCount(line: Int, expected: Int, found: Int)
  /// A quoted field starting on this line is never closed.
  case unterminatedQuote(line: Int)
  /// The header names a column twice: a reader by name would take one and lose the other.
  case duplicateColumn(String)
  /// The file ends inside this line, without its line break: it was cut short.
  case truncated(line: Int)
  /// The input goes on past the most bytes read of one input (``InputLimit/maximumBytes``).
  case tooLarge(path: String, limit: Int)
  /// The record starting on this line goes on past ``InputLimit/maximumRecordBytes``.
  case recordTooLong(line: Int, limit: Int)
  /// The rows up to this line take more memory, compacted, than a reader keeps of one input
  /// (``InputLimit/maximumKeptBytes``, ``KeptMemory``).
  case tooManyRows(line: Int, limit: Int)

  /// A one-line message naming the line and column where applicable.
  package var description: String {
    switch self {
    case .cannotOpen(let path, let code): "cannot read '\(path)': \(POSIX.message(for: code))"
    case .emptyFile: "CSV input is empty (no header row)"
    case .missingColumn(let name): "CSV has no column '\(name)'"
    case .malformedNumber(let line, let column, let text):
      "line \(line), column '\(column)': malformed number '\(text)'"
    case .fieldCount(let line, let expected, let found): "line \(line): expected \(expected) fields, found \(found)"
    case .unterminatedQuote(let line): "line \(line): quoted field is never closed"
    case .duplicateColumn(let name): "line 1: the header names column '\(name)' twice; column names must be unique"
    case .truncated(let line):
      "line \(line): the file ends inside it, without a line break: it is truncated (a complete file ends with one)"
    case .tooLarge(let path, let limit):
      "'\(path)' goes on past \(InputLimit.format(limit)), the most MotionBench reads of one input"
    case .recordTooLong(let line, let limit):
      "line \(line) goes on past \(InputLimit.format(limit)), the longest record MotionBench reads"
    case .tooManyRows(let line, let limit):
      "line \(line): the rows up to here take past \(InputLimit.format(limit)) of memory, the most MotionBench "
        + "keeps of one input"
    }
  }

  /// 66 (`EX_NOINPUT`) for a file that cannot be read, 65 (`EX_DATAERR`) for bad contents.
  package var exitCode: ExitCode {
    if case .cannotOpen = self { return .noInput }
    return .dataError
  }
}
