import MotionText

/// Some columns of a CSV file, read record by record and kept compactly: a numeric column as
/// `Double`s, a text column as the number of each field among its distinct texts
/// (``InternedValues``), so that a file of any size costs its chosen columns, not its text
/// (about 12 bytes a row for two numbers, where the text of such a row is 30 or more and a
/// ``CSVTable`` keeps it several times over). What is kept counts against
/// ``InputLimit/maximumKeptBytes``.
///
/// ```swift
/// let reader = try CSVFileReader(path: "sweep.csv")
/// let columns = try CSVColumns(reading: reader, numbers: ["bounce", "duration"], texts: ["metric"])
/// let bounces = try columns.doubles("bounce")
/// ```
package struct CSVColumns: Sendable {
  /// A numeric column: its values, which rows are empty, and its first field that is no number.
  private struct Numbers: Sendable {
    var values: [Double] = []
    /// Bit r % 64 of word r / 64 is set when row r is empty.
    var empty: [UInt64] = []
    var firstMalformed: (line: Int, text: String)?
    var firstEmpty: (line: Int, text: String)?

    func isEmpty(_ row: Int) -> Bool {
      row / 64 < empty.count && empty[row / 64] & (1 << UInt64(row % 64)) != 0
    }
  }

  /// A text column: each row's number among its distinct texts.
  private struct Texts: Sendable {
    var numbers: [UInt32] = []
    var texts = InternedValues<String>()
  }

  /// The text fields of one column, made on access from the distinct texts.
  package struct Strings: RandomAccessCollection, Sendable {
    fileprivate let numbers: [UInt32]
    fileprivate let texts: InternedValues<String>
    /// Rows of a column the header lacks: all empty.
    fileprivate let emptyCount: Int

    /// `count` empty fields: a column the header lacks.
    ///
    /// - Parameter count: The number of rows.
    package init(count: Int) {
      (numbers, texts, emptyCount) = ([], InternedValues(), count)
    }

    fileprivate init(numbers: [UInt32], texts: InternedValues<String>, emptyCount: Int) {
      (self.numbers, self.texts, self.emptyCount) = (numbers, texts, emptyCount)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { texts.count == 0 ? emptyCount : numbers.count }
    package subscript(position: Int) -> String { texts.count == 0 ? "" : texts[numbers[position]] }

    /// The number of a row's text among the column's distinct texts (0 for a missing column):
    /// equal numbers, equal texts.
    ///
    /// - Parameter position: The row.
    /// - Returns: The number.
    package func number(at position: Int) -> UInt32 { texts.count == 0 ? 0 : numbers[position] }
  }

  /// The column names from the header row.
  package let columns: [String]
  /// The file's path, for messages.
  package let path: String
  private var numbers: [String: Numbers] = [:]
  private var texts: [String: Texts] = [:]
  private var lines: [UInt32] = []

  /// Reads a file to its end, keeping the named columns that its header has (the others are
  /// skipped; a column named in neither list is not kept).
  ///
  /// - Parameters:
  ///   - reader: The file, past its header.
  ///   - numbers: Columns kept as numbers. A field that is no number (``CSVTable/number(_:)``)
  ///     is an error only when the column is asked for (``doubles(_:)``); an empty field reads
  ///     as empty (``optionalDoubles(_:)``).
  ///   - texts: Columns kept as text.
  /// - Throws: The reader's errors, and ``CSVReadError/tooManyRows(line:limit:)`` when the
  ///   columns kept pass ``InputLimit/maximumKeptBytes``.
  package init(reading reader: CSVFileReader, numbers: [String], texts: [String]) throws(CSVReadError) {
    columns = reader.columns
    path = reader.path
    let numeric = numbers.compactMap { name in reader.columns.firstIndex(of: name).map { (name, $0) } }
    let textual = texts.compactMap { name in reader.columns.firstIndex(of: name).map { (name, $0) } }
    var numberColumns = numeric.map { _ in Numbers() }
    var textColumns = textual.map { _ in Texts() }
    var kept = KeptMemory()
    let rowBytes = 4 + 8 * numeric.count + 4 * textual.count
    var row = 0
    while let record = try reader.next() {
      var bytes = rowBytes
      for (k, (_, index)) in numeric.enumerated() {
        let field = record.fields[index]
        let trimmed = field.trimmingWhitespace()
        if trimmed.isEmpty {
          while numberColumns[k].empty.count <= row / 64 { numberColumns[k].empty.append(0) }
          numberColumns[k].empty[row / 64] |= 1 << UInt64(row % 64)
          numberColumns[k].values.append(.nan)
          if numberColumns[k].firstEmpty == nil { numberColumns[k].firstEmpty = (record.line, field) }
        } else if let value = CSVTable.number(trimmed) {
          numberColumns[k].values.append(value)
        } else {
          if numberColumns[k].firstMalformed == nil { numberColumns[k].firstMalformed = (record.line, field) }
          numberColumns[k].values.append(.nan)
        }
      }
      for (k, (_, index)) in textual.enumerated() {
        let field = record.fields[index]
        let (number, isNew) = textColumns[k].texts.number(of: field)
        textColumns[k].numbers.append(number)
        if isNew { bytes += 64 + field.utf8.count }
      }
      lines.append(UInt32(truncatingIfNeeded: record.line))
      try kept.add(bytes, line: record.line)
      row += 1
    }
    for (k, (name, _)) in numeric.enumerated() { self.numbers[name] = numberColumns[k] }
    for (k, (name, _)) in textual.enumerated() { self.texts[name] = textColumns[k] }
  }

  /// The number of data rows.
  package var count: Int { lines.count }

  /// The line on which a data row starts (the header is line 1).
  ///
  /// - Parameter row: A data row's index, from 0.
  /// - Returns: The 1-based line number.
  package func line(ofRow row: Int) -> Int { Int(lines[row]) }

  /// A text column's fields; all empty when the header lacks it.
  ///
  /// - Parameter column: A column read as text.
  /// - Returns: One string per row.
  package func strings(_ column: String) -> Strings {
    guard let text = texts[column] else { return Strings(numbers: [], texts: InternedValues(), emptyCount: count) }
    return Strings(numbers: text.numbers, texts: text.texts, emptyCount: count)
  }

  /// A numeric column's values.
  ///
  /// - Parameter column: A column read as numbers.
  /// - Returns: One number per row.
  /// - Throws: ``CSVReadError/missingColumn(_:)`` when the header lacks it,
  ///   ``CSVReadError/malformedNumber(line:column:text:)`` for its first field that is empty
  ///   or no number.
  package func doubles(_ column: String) throws(CSVReadError) -> [Double] {
    let values = try numbers(column, allowingEmpty: false)
    return values.values
  }

  /// A numeric column's values, nil for an empty field.
  ///
  /// - Parameter column: A column read as numbers.
  /// - Returns: One number or nil per row.
  /// - Throws: As ``doubles(_:)``, empty fields aside.
  package func optionalDoubles(_ column: String) throws(CSVReadError) -> [Double?] {
    let values = try numbers(column, allowingEmpty: true)
    return values.values.indices.map { values.isEmpty($0) ? nil : values.values[$0] }
  }

  private func numbers(_ column: String, allowingEmpty: Bool) throws(CSVReadError) -> Numbers {
    guard let values = numbers[column] else { throw .missingColumn(column) }
    let bad = [values.firstMalformed, allowingEmpty ? nil : values.firstEmpty].compactMap { $0 }
    if let first = bad.min(by: { $0.line < $1.line }) {
      throw .malformedNumber(line: first.line, column: column, text: first.text)
    }
    return values
  }
}
