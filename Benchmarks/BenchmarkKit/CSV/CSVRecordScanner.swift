import Glibc

/// Splits CSV bytes into records as they arrive, chunk by chunk, so that a file of any size is
/// read in bounded memory: the rules of ``CSVTable`` (RFC 4180 quotes with `""` escapes and
/// embedded line breaks, `\n` or `\r\n` line ends, blank lines skipped, a leading UTF-8
/// byte-order mark ignored), each record tagged with the line it starts on.
struct CSVRecordScanner {
  private var fields: [String] = []
  private var field: [UInt8] = []
  private var line = 1
  private var recordLine = 1
  private var inQuotes = false
  private var isBlank = true
  /// A quote inside quotes whose meaning (escape or end) the next byte decides.
  private var quotePending = false
  /// A carriage return outside quotes whose meaning (line end or text) the next byte decides.
  private var returnPending = false
  private var isFirstChunk = true
  /// The bytes of the record begun and not yet ended, and the line it starts on.
  private(set) var openRecord = (bytes: 0, line: 1)

  /// Scans the next bytes, calling `emit` with each record they complete.
  ///
  /// - Parameters:
  ///   - bytes: The next bytes of the input.
  ///   - emit: Receives the line a record starts on and its fields.
  /// - Throws: What `emit` throws.
  mutating func scan<E: Error>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ emit: (_ line: Int, _ fields: [String]) throws(E) -> Void
  ) throws(E) {
    var start = 0
    if isFirstChunk {
      isFirstChunk = false
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
    }
    var index = start
    while index < bytes.count {
      if let next = try scanPlainLine(bytes, from: index, emit) {
        index = next
        continue
      }
      // A quote, a carriage return inside the line, a record begun in an earlier chunk, or
      // no line end in this chunk: byte by byte to the end of the line.
      var end = index
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      for byte in index..<min(end + 1, bytes.count) { try consume(bytes[byte], emit) }
      index = end + 1
    }
  }

  /// A whole line without quotes from `index` to its line end (`\n` or `\r\n`), found and
  /// split with `memchr`: the common record, read without looking at each byte in Swift.
  ///
  /// - Returns: The index after the line end, or nil when the line needs the byte-by-byte
  ///   rules (or the scanner is inside a record).
  private mutating func scanPlainLine<E: Error>(
    _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, _ emit: (Int, [String]) throws(E) -> Void
  ) throws(E) -> Int? {
    guard !inQuotes, !quotePending, !returnPending, isBlank, field.isEmpty, fields.isEmpty,
      let base = bytes.baseAddress
    else { return nil }
    let start = base + index
    /// The offset from `start` of the first `byte` among the next `count` bytes, if any.
    func find(_ byte: Unicode.Scalar, from offset: Int, count: Int) -> Int? {
      memchr(start + offset, Int32(UInt8(ascii: byte)), count).map { UnsafeRawPointer($0) - UnsafeRawPointer(start) }
    }
    guard let newline = find("\n", from: 0, count: bytes.count - index) else { return nil }
    var length = newline
    if length > 0, start[length - 1] == UInt8(ascii: "\r") { length -= 1 }
    guard find("\"", from: 0, count: length) == nil, find("\r", from: 0, count: length) == nil else { return nil }
    if length > 0 {
      var record: [String] = []
      var fieldStart = 0
      while true {
        let fieldEnd = find(",", from: fieldStart, count: length - fieldStart) ?? length
        record.append(
          String(decoding: UnsafeBufferPointer(start: start + fieldStart, count: fieldEnd - fieldStart), as: UTF8.self))
        guard fieldEnd < length else { break }
        fieldStart = fieldEnd + 1
      }
      try emit(recordLine, record)
    }
    line += 1
    recordLine = line
    return index + newline + 1
  }

  /// Ends the input: the last record, if it has no line break after it.
  ///
  /// - Parameter emit: Receives the last record.
  /// - Throws: ``CSVReadError/unterminatedQuote(line:)`` for an open quote; what `emit` throws.
  mutating func finish(_ emit: (_ line: Int, _ fields: [String]) throws(CSVReadError) -> Void) throws(CSVReadError) {
    if quotePending {
      quotePending = false
      inQuotes = false
    }
    if returnPending {
      returnPending = false
      field.append(UInt8(ascii: "\r"))
    }
    if inQuotes { throw .unterminatedQuote(line: recordLine) }
    if !isBlank || !field.isEmpty {
      endField()
      try emit(recordLine, fields)
    }
  }

  private mutating func endField() {
    fields.append(String(decoding: field, as: UTF8.self))
    field.removeAll(keepingCapacity: true)
  }

  private mutating func consume<E: Error>(_ byte: UInt8, _ emit: (Int, [String]) throws(E) -> Void) throws(E) {
    openRecord = (openRecord.bytes + 1, recordLine)
    let quote = UInt8(ascii: "\"")
    let newline = UInt8(ascii: "\n")
    if quotePending {
      quotePending = false
      if byte == quote {
        field.append(quote)
        return
      }
      inQuotes = false
    }
    if inQuotes {
      if byte == quote {
        quotePending = true
      } else {
        if byte == newline { line += 1 }
        field.append(byte)
      }
      return
    }
    if returnPending {
      returnPending = false
      if byte != newline { field.append(UInt8(ascii: "\r")) }
    }
    switch byte {
    case quote where field.isEmpty:
      inQuotes = true
      isBlank = false
    case UInt8(ascii: ","):
      endField()
      isBlank = false
    case UInt8(ascii: "\r"):
      returnPending = true
    case newline:
      if !isBlank || !field.isEmpty {
        endField()
        try emit(recordLine, fields)
      }
      fields.removeAll(keepingCapacity: true)
      isBlank = true
      line += 1
      recordLine = line
      openRecord = (0, line)
    default:
      field.append(byte)
    }
  }
}
