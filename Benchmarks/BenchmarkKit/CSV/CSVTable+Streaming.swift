import Glibc

extension CSVTable {
  /// Numeric columns of a CSV file read as a stream, in memory proportional to the numbers
  /// kept (16 bytes per row and column), not to the file: for traces of any length.
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
  ) throws(CSVReadError) -> (columns: [[Double]], lines: [Int]) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: errno) }
    defer { close(descriptor) }
    if POSIX.isDevice(descriptor) { throw .cannotOpen(path: path, errno: ENODEV) }
    var scanner = CSVRecordScanner()
    var header: [String]?
    var indices: [Int] = []
    var columns = Array(repeating: [Double](), count: names.count)
    var lines: [Int] = []
    func take(_ line: Int, _ fields: [String]) throws(CSVReadError) {
      guard let columnNames = header else {
        header = fields
        for name in names {
          guard let index = fields.firstIndex(of: name) else { throw .missingColumn(name) }
          indices.append(index)
        }
        return
      }
      guard fields.count == columnNames.count else {
        throw .fieldCount(line: line, expected: columnNames.count, found: fields.count)
      }
      for (column, index) in indices.enumerated() {
        let text = fields[index]
        guard let value = number(text.trimmingSpacesAndTabs()) else {
          throw .malformedNumber(line: line, column: names[column], text: text)
        }
        columns[column].append(value)
      }
      lines.append(line)
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      guard count > 0 else {
        if errno == EINTR { continue }
        throw .cannotOpen(path: path, errno: errno)
      }
      try chunk.withUnsafeBufferPointer { buffer throws(CSVReadError) in
        try scanner.scan(UnsafeBufferPointer(rebasing: buffer[..<count]), take)
      }
    }
    try scanner.finish(take)
    guard header != nil else { throw .emptyFile }
    return (columns, lines)
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate func trimmingSpacesAndTabs() -> Substring {
    var trimmed = Substring(self)
    while trimmed.first == " " || trimmed.first == "\t" { trimmed.removeFirst() }
    while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
    return trimmed
  }
}
