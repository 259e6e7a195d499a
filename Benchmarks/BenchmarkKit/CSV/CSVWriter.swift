/// Writes long-format CSV to an ``AtomicFile``, buffering output in memory and
/// writing it in large chunks.
///
/// The output is a header row followed by data rows, fields separated by `,`
/// and rows ended by `\n`. Numbers use `.` as the decimal point and `%.17g`
/// (see ``appendNumber(_:to:)``); text fields are quoted per RFC 4180 only when
/// they contain `,`, `"`, `\n` or `\r`.
///
/// ```swift
/// var csv = CSVWriter(columns: ["benchmark", "metric", "value"], output: try AtomicFile(path: out))
/// csv.append("spring"); csv.append("median_ns"); csv.append(1234.5)
/// try csv.endRow()
/// try csv.finish()
/// ```
package struct CSVWriter {
  /// The column names written as the header row.
  package let columns: [String]
  @usableFromInline var buffer: [UInt8] = []
  @usableFromInline var fieldsInRow = 0
  /// How many last columns a row may leave out: ``endRow()`` fills them with empty fields
  /// (the columns an append keeps from the file it extends).
  var emptyTrailingFields = 0
  /// Where the rows go; nil for rows kept in memory (``init(rowsOf:)``).
  private let output: AtomicFile?
  private let flushThreshold: Int

  /// Creates a writer and buffers the header row.
  ///
  /// - Parameters:
  ///   - columns: The header; every row must have exactly this many fields.
  ///   - output: Where the bytes go; committed by ``finish()``.
  ///   - flushThreshold: Buffered bytes that trigger a write at the end of a row.
  package init(columns: [String], output: AtomicFile, flushThreshold: Int = 1 << 20) {
    precondition(!columns.isEmpty, "a CSV file needs at least one column")
    self.columns = columns
    self.output = output
    self.flushThreshold = flushThreshold
    buffer.reserveCapacity(flushThreshold + 4096)
    for column in columns { append(column) }
    buffer.append(UInt8(ascii: "\n"))
    fieldsInRow = 0
  }

  /// Creates a writer that keeps its rows in memory, without a header, until ``takeRows()``
  /// hands them over: the rows of one case of a shard file, for instance.
  ///
  /// - Parameter columns: The columns; every row must have exactly this many fields.
  package init(rowsOf columns: [String]) {
    precondition(!columns.isEmpty, "a CSV file needs at least one column")
    self.columns = columns
    output = nil
    flushThreshold = .max
  }

  /// The rows written since the last call, each ended by `\n`; the writer is then empty.
  ///
  /// - Returns: The rows' bytes.
  package mutating func takeRows() -> [UInt8] {
    precondition(fieldsInRow == 0, "takeRows() called in the middle of a row")
    defer { buffer.removeAll(keepingCapacity: true) }
    return buffer
  }

  /// Appends a numeric field formatted with ``appendNumber(_:to:)``.
  ///
  /// - Parameter value: The field's value.
  @inlinable
  package mutating func append(_ value: Double) {
    startField()
    Self.appendNumber(value, to: &buffer)
  }

  /// Appends an integer field.
  ///
  /// - Parameter value: The field's value.
  @inlinable
  package mutating func append(_ value: Int) {
    startField()
    Self.appendInteger(value, to: &buffer)
  }

  /// Appends a text field, quoted only if it contains `,`, `"`, `\n` or `\r`.
  ///
  /// - Parameter value: The field's value.
  package mutating func append(_ value: String) {
    startField()
    Self.appendText(value, to: &buffer)
  }

  /// One CSV record as text (without the line break), fields quoted as ``append(_:)-(String)`` quotes them.
  ///
  /// - Parameter fields: The fields, already formatted (see ``text(_:)``).
  /// - Returns: The fields joined by commas.
  package static func record(_ fields: [String]) -> String {
    var bytes: [UInt8] = []
    for (index, field) in fields.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      appendText(field, to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A number as ``appendNumber(_:to:)`` writes it (`%.17g`).
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text.
  package static func text(_ value: Double) -> String {
    var bytes: [UInt8] = []
    appendNumber(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func appendText(_ value: String, to buffer: inout [UInt8]) {
    let needsQuotes = value.utf8.contains {
      $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
    }
    guard needsQuotes else {
      buffer.append(contentsOf: value.utf8)
      return
    }
    buffer.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      if byte == UInt8(ascii: "\"") { buffer.append(byte) }
      buffer.append(byte)
    }
    buffer.append(UInt8(ascii: "\""))
  }

  /// Ends the current row, writing the buffer out if it has grown past the threshold.
  ///
  /// The row must have exactly `columns.count` fields (a programming error otherwise).
  ///
  /// - Throws: ``AtomicFileError`` if writing the buffered bytes fails.
  package mutating func endRow() throws(AtomicFileError) {
    if emptyTrailingFields > 0, fieldsInRow == columns.count - emptyTrailingFields {
      for _ in 0..<emptyTrailingFields { append("") }
    }
    precondition(fieldsInRow == columns.count, "row has \(fieldsInRow) fields, header has \(columns.count)")
    buffer.append(UInt8(ascii: "\n"))
    fieldsInRow = 0
    if buffer.count >= flushThreshold { try flush() }
  }

  /// Writes the remaining bytes and commits the output (renames the temporary
  /// file into place, or finishes writing to standard output).
  ///
  /// - Throws: ``AtomicFileError`` if writing or committing fails; the temporary
  ///   file is then removed.
  package mutating func finish() throws(AtomicFileError) {
    precondition(fieldsInRow == 0, "finish() called in the middle of a row")
    precondition(output != nil, "finish() called on a writer of rows in memory")
    try flush()
    try output?.commit()
  }

  @inlinable
  mutating func startField() {
    if fieldsInRow > 0 { buffer.append(UInt8(ascii: ",")) }
    fieldsInRow += 1
  }

  private mutating func flush() throws(AtomicFileError) {
    try output?.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
