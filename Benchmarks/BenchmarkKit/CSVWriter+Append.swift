import Glibc

extension CSVWriter {
  /// Appends rows to a CSV file atomically: the file's rows and then the new ones are
  /// written to a temporary file that is renamed over it, so an interrupted append (an
  /// error, Ctrl-C, a crash) leaves the old file whole.
  ///
  /// The result has the header `columns`. The existing rows are copied by column name, so
  /// a file of an older schema is carried over (columns it lacks are left empty, columns
  /// `columns` lacks are dropped). A missing file is created.
  ///
  /// - Parameters:
  ///   - path: The CSV file to extend.
  ///   - columns: The header of the result.
  ///   - appendRows: Writes the new rows; if it throws, nothing changes.
  /// - Throws: ``CSVReadError`` when the existing file cannot be read or parsed,
  ///   ``AtomicFileError`` when the result cannot be written, or what `appendRows` throws.
  public static func append(to path: String, columns: [String], _ appendRows: (inout CSVWriter) throws -> Void) throws {
    let existing = access(path, F_OK) == 0 ? try CSVTable(contentsOfFile: path) : nil
    var writer = CSVWriter(columns: columns, output: try AtomicFile(path: path))
    if let existing {
      let sources = columns.map { existing.columns.firstIndex(of: $0) }
      for row in existing.rows {
        for source in sources { writer.append(source.map { row[$0] } ?? "") }
        try writer.endRow()
      }
    }
    try appendRows(&writer)
    try writer.finish()
  }
}
