extension JSONValue {
  /// The deepest nesting of arrays and objects a text may have.
  public static let maximumDepth = 64

  /// Parses a JSON text (RFC 8259): one value, white space around it.
  ///
  /// - Parameter bytes: The text in UTF-8.
  /// - Throws: ``JSONSyntaxError`` at the line and column of the first character that does not
  ///   fit, for a repeated key, a number `Double` cannot hold, or nesting deeper than
  ///   ``maximumDepth``.
  public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
    var parser = JSONParser(bytes)
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.at == bytes.count else { throw parser.error("unexpected \(parser.shown) after the value") }
    self = value
  }
}

/// Why a text is not JSON, and where.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  public let line: Int
  public let column: Int
  public let message: String

  /// `line L, column C: <message>`.
  public var description: String { "line \(line), column \(column): \(message)" }
}

/// A recursive-descent reader over UTF-8 bytes that counts lines and columns (in characters).
private struct JSONParser {
  let bytes: [UInt8]
  var at = 0
  var line = 1
  /// The byte offset where the current line starts.
  var lineStart = 0
  /// The last offset whose column was counted, and that column: values on one long line are
  /// counted on from there, not from the line's start each time (which was quadratic).
  var counted = (offset: 0, column: 1)

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The 1-based column of byte `offset` on the current line, counting characters.
  func column(of offset: Int) -> Int {
    1 + bytes[lineStart..<offset].count { $0 & 0xC0 != 0x80 }
  }

  /// The column of the reading position, counted on from the last one counted on this line.
  mutating func currentColumn() -> Int {
    if counted.offset < lineStart || counted.offset > at { counted = (lineStart, 1) }
    counted.column += bytes[counted.offset..<at].count { $0 & 0xC0 != 0x80 }
    counted.offset = at
    return counted.column
  }

  /// The character at the reading position, quoted, or `the end of the text`.
  var shown: String {
    guard at < bytes.count else { return "the end of the text" }
    let c = bytes[at]
    return c >= 0x20 && c < 0x7F ? "'\(Character(Unicode.Scalar(c)))'" : String(format: c)
  }

  func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column(of: offset ?? at), message: message)
  }

  mutating func skipSpace() {
    while at < bytes.count {
      switch bytes[at] {
      case 0x20, 0x09, 0x0D: at += 1
      case 0x0A:
        at += 1
        line += 1
        lineStart = at
      default: return
      }
    }
  }

  /// Steps over the `{` or `[` next, within the nesting limit, and over an empty container's
  /// `close`.
  ///
  /// - Parameters:
  ///   - close: The closing bracket, `}` or `]`.
  ///   - depth: The nesting depth of the container.
  /// - Returns: Whether the container is empty (its `close` read too).
  /// - Throws: ``JSONSyntaxError`` when the container nests deeper than ``JSONValue/maximumDepth``.
  mutating func open(_ close: Unicode.Scalar, depth: Int) throws(JSONSyntaxError) -> Bool {
    guard depth < JSONValue.maximumDepth else {
      throw error("nesting deeper than \(JSONValue.maximumDepth) arrays and objects")
    }
    at += 1
    skipSpace()
    guard at < bytes.count, bytes[at] == UInt8(ascii: close) else { return false }
    at += 1
    return true
  }

  /// Steps over the white space after a container's member and the `,` or `close` that follows.
  ///
  /// - Parameter close: The container's closing bracket, `}` or `]`.
  /// - Returns: Whether a `,` followed (another member comes).
  /// - Throws: ``JSONSyntaxError`` when neither follows.
  mutating func followed(_ close: Unicode.Scalar) throws(JSONSyntaxError) -> Bool {
    skipSpace()
    guard at < bytes.count else { throw error("expected ',' or '\(close)', found the end of the text") }
    let next = bytes[at]
    guard next == UInt8(ascii: ",") || next == UInt8(ascii: close) else {
      throw error("expected ',' or '\(close)', found \(shown)")
    }
    at += 1
    return next == UInt8(ascii: ",")
  }

  mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard at < bytes.count else { throw error("expected a value, found the end of the text") }
    let (line, column) = (self.line, currentColumn())
    func made(_ kind: JSONValue.Kind) -> JSONValue { JSONValue(kind, line: line, column: column) }
    switch bytes[at] {
    case UInt8(ascii: "{"):
      var members: [(key: String, value: JSONValue)] = []
      if try !open("}", depth: depth) {
        repeat {
          skipSpace()
          guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else {
            throw error("expected a key in double quotes, found \(shown)")
          }
          let keyAt = at
          let key = try string()
          if members.contains(where: { $0.key == key }) { throw error("the key \"\(key)\" appears twice", at: keyAt) }
          skipSpace()
          guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else {
            throw error("expected ':' after the key \"\(key)\", found \(shown)")
          }
          at += 1
          skipSpace()
          members.append((key, try value(depth: depth + 1)))
        } while try followed("}")
      }
      return made(.object(members))
    case UInt8(ascii: "["):
      var elements: [JSONValue] = []
      if try !open("]", depth: depth) {
        repeat {
          skipSpace()
          elements.append(try value(depth: depth + 1))
        } while try followed("]")
      }
      return made(.array(elements))
    case UInt8(ascii: "\""):
      return made(.string(try string()))
    case UInt8(ascii: "t"):
      try word("true")
      return made(.bool(true))
    case UInt8(ascii: "f"):
      try word("false")
      return made(.bool(false))
    case UInt8(ascii: "n"):
      try word("null")
      return made(.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return made(.number(try number()))
    default:
      throw error("expected a value, found \(shown)")
    }
  }

  mutating func word(_ text: String) throws(JSONSyntaxError) {
    let word = Array(text.utf8)
    guard bytes.count - at >= word.count, Array(bytes[at..<at + word.count]) == word else {
      throw error("expected a value, found \(shown)")
    }
    at += word.count
  }

  mutating func number() throws(JSONSyntaxError) -> Double {
    let start = at
    func digits() -> Int {
      let from = at
      while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at += 1 }
      return at - from
    }
    if bytes[at] == UInt8(ascii: "-") { at += 1 }
    let whole = at
    guard digits() > 0 else { throw error("expected a digit, found \(shown)") }
    if bytes[whole] == UInt8(ascii: "0"), at - whole > 1 {
      throw error("a number may not start with 0 (JSON has no octal)", at: whole)
    }
    if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
      at += 1
      guard digits() > 0 else { throw error("expected a digit after '.', found \(shown)") }
    }
    if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
      at += 1
      if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
      guard digits() > 0 else { throw error("expected a digit in the exponent, found \(shown)") }
    }
    let text = String(decoding: bytes[start..<at], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("the number \(text) is too large for a double", at: start)
    }
    return value
  }

  mutating func string() throws(JSONSyntaxError) -> String {
    at += 1  // the opening quote
    var scalars = String.UnicodeScalarView()
    var run = at
    func flush(_ end: Int) {
      scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard at < bytes.count else { throw error("the string is not closed before the end of the text") }
      let c = bytes[at]
      switch c {
      case UInt8(ascii: "\""):
        flush(at)
        at += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(at)
        at += 1
        guard at < bytes.count else { throw error("the string is not closed before the end of the text") }
        let escape = bytes[at]
        at += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), bytes.count - at >= 6, bytes[at] == UInt8(ascii: "\\"),
            bytes[at + 1] == UInt8(ascii: "u")
          {
            at += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("an unpaired surrogate in a \\u escape") }
            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("an unpaired surrogate in a \\u escape") }
          scalars.append(scalar)
        default:
          throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: at - 2)
        }
        run = at
      case 0x00..<0x20:
        throw error("a control character in a string (write it as \\n, \\t or \\u00XX)")
      default:
        at += 1
      }
    }
  }

  mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard bytes.count - at >= 4, let code = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
    else { throw error("expected four hex digits after \\u") }
    at += 4
    return code
  }
}

extension String {
  /// `byte 0xNN`, for a byte that is not printable ASCII.
  fileprivate init(format byte: UInt8) {
    let hex = String(byte, radix: 16, uppercase: true)
    self = "byte 0x" + (hex.count == 1 ? "0" : "") + hex
  }
}
