#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixture file that could not be opened.
public struct TextFileError: Error, CustomStringConvertible {
  /// The file.
  public let path: String
  public var description: String { "cannot open \(path)" }

  /// The error for `path`.
  public init(path: String) { self.path = path }
}

/// Writes text to a file, replacing it (a fixture; not atomic).
///
/// - Parameters:
///   - text: The text, written as UTF-8.
///   - path: The file.
/// - Throws: ``TextFileError`` when the file cannot be opened for writing.
public func writeText(_ text: String, to path: String) throws {
  guard let file = fopen(path, "wb") else { throw TextFileError(path: path) }
  defer { fclose(file) }
  _ = text.withCString { fputs($0, file) }
}

/// A whole file as UTF-8 text.
///
/// - Parameter path: The file.
/// - Returns: Its text.
/// - Throws: ``TextFileError`` when it cannot be opened.
public func readText(_ path: String) throws -> String {
  String(decoding: try readBytes(path), as: UTF8.self)
}

/// A whole file's bytes.
///
/// - Parameter path: The file.
/// - Returns: Its bytes.
/// - Throws: ``TextFileError`` when it cannot be opened.
public func readBytes(_ path: String) throws -> [UInt8] {
  guard let file = fopen(path, "rb") else { throw TextFileError(path: path) }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count == 0 { break }
    bytes += buffer[..<count]
  }
  return bytes
}
