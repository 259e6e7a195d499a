import Glibc

/// A CSV file read record by record, in memory bounded by one chunk of the file and the
/// records it completes, whatever the file's size: the rules of ``CSVTable`` (its header of
/// unique names, rows of the header's width, RFC 4180 quotes, blank lines and repeated header
/// lines skipped), for inputs too large to hold. A file ends with a line break: one that ends
/// inside a record was cut short and is refused (``CSVReadError/truncated(line:)``).
///
/// ```swift
/// let reader = try CSVFileReader(path: "curve.csv")
/// while let record = try reader.next() { use(record.line, record.fields) }
/// ```
package final class CSVFileReader {
  /// One data row: the line it starts on (the header is line 1) and its fields.
  package struct Record {
    package let line: Int
    package let fields: [String]
  }

  /// The file's path, as given.
  package let path: String
  /// The column names from the header row.
  package private(set) var columns: [String]
  /// The file's size in bytes when it is a regular file, else 0: for estimates only.
  package let byteCount: Int
  private let descriptor: Int32
  private var scanner = CSVRecordScanner()
  private var pending: [Record] = []
  private var nextPending = 0
  private var chunk = [UInt8](repeating: 0, count: 256 * 1024)
  private var isAtEnd = false
  private var bytesRead = 0
  private let byteLimit: Int

  /// Opens a file and reads its header.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - byteLimit: The most bytes read (``InputLimit/maximumBytes``).
  /// - Throws: ``CSVReadError/cannotOpen(path:errno:)`` for a file that cannot be opened or read
  ///   (a folder or a device too), ``CSVReadError/emptyFile`` without a header,
  ///   ``CSVReadError/unterminatedQuote(line:)`` for a header whose quote never closes,
  ///   ``CSVReadError/duplicateColumn(_:)`` for a name the header gives twice,
  ///   ``CSVReadError/truncated(line:)`` for a header without its line break,
  ///   ``CSVReadError/tooLarge(path:limit:)`` for a file over `byteLimit`.
  package init(path: String, byteLimit: Int = InputLimit.maximumBytes) throws(CSVReadError) {
    self.path = path
    self.byteLimit = byteLimit
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: errno) }
    var status = stat()
    byteCount = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
    columns = []
    // A device such as /dev/zero may never end.
    if POSIX.isDevice(descriptor) { throw .cannotOpen(path: path, errno: ENODEV) }
    if byteCount > byteLimit { throw .tooLarge(path: path, limit: byteLimit) }
    guard let header = try nextRecord() else { throw .emptyFile }
    try CSVTable.checkHeader(header.fields)
    columns = header.fields
  }

  deinit { close(descriptor) }

  /// The next data row, or nil at the end of the file.
  ///
  /// - Returns: The row, with exactly ``columns``.count fields; a line that repeats the header
  ///   (files joined with `cat`) is skipped.
  /// - Throws: ``CSVReadError/fieldCount(line:expected:found:)`` for a row of another width,
  ///   ``CSVReadError/unterminatedQuote(line:)``, ``CSVReadError/truncated(line:)`` for a last
  ///   record without its line break, ``CSVReadError/cannotOpen(path:errno:)``
  ///   when reading fails, ``CSVReadError/tooLarge(path:limit:)`` past the byte limit (a FIFO
  ///   fed forever) and ``CSVReadError/recordTooLong(line:limit:)`` for a record over
  ///   ``InputLimit/maximumRecordBytes`` (a stream without line ends).
  package func next() throws(CSVReadError) -> Record? {
    var next = try nextRecord()
    while let repeated = next, repeated.fields == columns { next = try nextRecord() }
    guard let record = next else { return nil }
    guard record.fields.count == columns.count else {
      throw .fieldCount(line: record.line, expected: columns.count, found: record.fields.count)
    }
    return record
  }

  /// A column's index in ``columns``.
  ///
  /// - Parameter name: The column name.
  /// - Returns: The index of its first occurrence.
  /// - Throws: ``CSVReadError/missingColumn(_:)`` when the header lacks it.
  package func index(of name: String) throws(CSVReadError) -> Int {
    guard let index = columns.firstIndex(of: name) else { throw .missingColumn(name) }
    return index
  }

  private func nextRecord() throws(CSVReadError) -> Record? {
    while nextPending == pending.count {
      pending.removeAll(keepingCapacity: true)
      nextPending = 0
      guard !isAtEnd else { return nil }
      try fill()
    }
    defer { nextPending += 1 }
    return pending[nextPending]
  }

  /// Reads the next chunk, or finishes the scan at the end of the file.
  private func fill() throws(CSVReadError) {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { return }
      throw .cannotOpen(path: path, errno: errno)
    }
    if count == 0 {
      isAtEnd = true
      // The scanner completes a record here only when the file ends inside it.
      try scanner.finish { (line, _) throws(CSVReadError) in throw .truncated(line: line) }
      return
    }
    bytesRead += count
    guard bytesRead <= byteLimit else { throw .tooLarge(path: path, limit: byteLimit) }
    chunk.withUnsafeBufferPointer { buffer in
      scanner.scan(UnsafeBufferPointer(rebasing: buffer[..<count])) { line, fields in
        pending.append(Record(line: line, fields: fields))
      }
    }
    if scanner.openRecord.bytes > InputLimit.maximumRecordBytes {
      throw .recordTooLong(line: scanner.openRecord.line, limit: InputLimit.maximumRecordBytes)
    }
  }
}
