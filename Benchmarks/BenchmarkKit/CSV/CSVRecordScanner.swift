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
    for index in start..<bytes.count { try consume(bytes[index], emit) }
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
    default:
      field.append(byte)
    }
  }
}
