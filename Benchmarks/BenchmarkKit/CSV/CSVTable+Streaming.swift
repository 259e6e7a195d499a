extension CSVTable {
  /// Numeric columns of a CSV file read as a stream, in memory proportional to the numbers
  /// kept (8 bytes per row and column), not to the file: for traces of any length.
  ///
  /// - Parameters:
  ///   - names: The columns to read.
  ///   - path: The file.
  /// - Returns: One array of numbers per name, and the line of each row (the header is line 1).
  /// - Throws: ``CSVReadError`` as ``init(contentsOfFile:)`` and ``doubles(_:)`` throw it:
  ///   an unreadable file, no header, a missing column, a row of the wrong width, a field that
  ///   is not a number (``number(_:)``).
  public static func numericColumns(
    _ names: [String], ofFile path: String
  ) throws(CSVReadError) -> (columns: [[Double]], lines: CSVLineNumbers) {
    let reader = try CSVFileReader(path: path)
    let indices = try names.map { (name) throws(CSVReadError) in try reader.index(of: name) }
    // Room for the most rows the file can hold (two bytes a field), so that no array is
    // copied as it grows; pages never written are never resident.
    let capacity = reader.byteCount / (2 * max(1, reader.columns.count))
    var columns = Array(repeating: [Double](), count: names.count)
    for index in columns.indices { columns[index].reserveCapacity(capacity) }
    var lines = CSVLineNumbers()
    while let record = try reader.next() {
      for (column, index) in indices.enumerated() {
        let text = record.fields[index]
        guard let value = number(text.trimmingSpacesAndTabs()) else {
          throw .malformedNumber(line: record.line, column: names[column], text: text)
        }
        columns[column].append(value)
      }
      lines.append(record.line)
    }
    return (columns, lines)
  }
}
