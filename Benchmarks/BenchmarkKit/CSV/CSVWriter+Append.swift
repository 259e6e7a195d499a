import Glibc

extension CSVWriter {
  /// Appends rows to a CSV file atomically and under a lock: the file's rows and then the new
  /// ones are written to a temporary file that is renamed over it, so an interrupted append
  /// (an error, Ctrl-C, a crash) leaves the old file whole; and an exclusive `flock` on
  /// `.<name>.lock` beside it is held from the read to the rename, so concurrent appends
  /// (several runs at once) follow one another and none loses another's rows.
  ///
  /// The result has the header `columns`, followed by any other columns the file has (a
  /// user's own, kept with their values; the new rows leave them empty). The existing rows are
  /// copied by column name as they are read, a chunk at a time, so a file of an older schema is
  /// carried over and a file of any size costs the memory of what `existingRow` keeps. A
  /// missing file is created.
  ///
  /// Tests make concurrent appends overlap with ``AppendLock``'s hooks: a barrier before the
  /// lock and a delay between the read and the rename.
  ///
  /// - Parameters:
  ///   - path: The CSV file to extend.
  ///   - columns: The header of the result (before the file's other columns).
  ///   - followingLink: Whether a symbolic link at `path` may be written through (the user
  ///     named it); refused otherwise.
  ///   - existingHeader: Receives the file's header, as read under the lock (not called when the
  ///     file is missing); if it throws, nothing changes.
  ///   - existingRow: Receives each of the file's rows as it is copied, in order.
  ///   - appendRows: Writes the new rows, each with `columns.count` fields, after the file's;
  ///     if it throws, nothing changes.
  /// - Throws: ``CSVReadError`` when the existing file cannot be read or parsed,
  ///   ``AtomicFileError`` when the lock or the result cannot be written, or what the closures
  ///   throw.
  package static func append(
    to path: String, columns: [String], followingLink: Bool = false,
    existingHeader: (_ columns: [String]) throws -> Void = { _ in },
    existingRow: (_ record: CSVFileReader.Record) throws -> Void = { _ in },
    then appendRows: (_ writer: inout CSVWriter) throws -> Void
  ) throws {
    try AtomicFile.checkWritable(path, followingLink: followingLink)
    AppendLock.waitAtTestBarrier()
    let lock = try AppendLock(beside: path)
    defer { lock.release() }
    let existing = access(path, F_OK) == 0 ? try CSVFileReader(path: path) : nil
    if let existing { try existingHeader(existing.columns) }
    let extra = existing.map { $0.columns.filter { !columns.contains($0) } } ?? []
    var writer = CSVWriter(
      columns: columns + extra, output: try AtomicFile(path: path, followingLink: followingLink))
    if let existing {
      let sources = (columns + extra).map { existing.columns.firstIndex(of: $0) }
      while let record = try existing.next() {
        try existingRow(record)
        for source in sources { writer.append(source.map { record.fields[$0] } ?? "") }
        try writer.endRow()
      }
    }
    writer.emptyTrailingFields = extra.count
    try appendRows(&writer)
    AppendLock.delayForTests()
    try writer.finish()
  }
}
