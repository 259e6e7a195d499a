/// A whole file read as text, for commands outside this module that read a file which is not
/// CSV.
package enum TextFile {
  /// Reads a file whole, as UTF-8 (a malformed byte reads as U+FFFD).
  ///
  /// - Parameter path: The file.
  /// - Returns: Its text.
  /// - Throws: ``TextFileError`` naming the file and the system's reason.
  package static func read(_ path: String) throws(TextFileError) -> String {
    do {
      return String(decoding: try POSIX.readFile(path), as: UTF8.self)
    } catch {
      throw TextFileError(path: path, errno: error.code)
    }
  }
}

extension TextFile {
  /// Reads a file whole, refusing a device and anything longer than `limit` bytes.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The most bytes read.
  /// - Returns: Its bytes.
  /// - Throws: ``TextFileError`` naming the file and the system's reason; `EFBIG` past `limit`.
  package static func bytes(_ path: String, limit: Int) throws(TextFileError) -> [UInt8] {
    do {
      return try POSIX.readFile(path, byteLimit: limit)
    } catch {
      throw TextFileError(path: path, errno: error.code)
    }
  }
}

/// Why ``TextFile/read(_:)`` could not read a file.
package struct TextFileError: Error, Equatable, CustomStringConvertible {
  /// The file.
  package let path: String
  /// The `errno` of the failing `open` or `read`.
  package let errno: Int32

  /// `cannot read 'PATH': REASON`.
  package var description: String { "cannot read '\(path)': \(POSIX.message(for: errno))" }
}
