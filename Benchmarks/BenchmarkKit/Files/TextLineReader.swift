import Glibc

/// A text file read a line at a time, in memory bounded by one chunk and one line whatever
/// the file's size, for inputs that are not CSV (`dashboard --commit-messages`). A FIFO fed
/// forever ends at ``InputLimit/maximumBytes``, a stream without line ends at
/// ``InputLimit/maximumRecordBytes``.
///
/// ```swift
/// let reader = try TextLineReader(path: "messages.txt")
/// while let line = try reader.next() { use(reader.lineNumber, line) }
/// ```
package final class TextLineReader {
  /// Why a file could not be read to its end.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// The file cannot be opened or read (a device is refused with `ENODEV`).
    case cannotRead(path: String, errno: Int32)
    /// The file goes on past the byte limit.
    case tooLarge(path: String, limit: Int)
    /// A line goes on past the line limit.
    case lineTooLong(path: String, line: Int, limit: Int)

    /// A one-line message naming the file (and the line).
    package var description: String {
      switch self {
      case .cannotRead(let path, let code): "cannot read '\(path)': \(POSIX.message(for: code))"
      case .tooLarge(let path, let limit):
        "'\(path)' goes on past \(InputLimit.format(limit)), the most MotionBench reads of one input"
      case .lineTooLong(let path, let line, let limit):
        "'\(path)' line \(line) goes on past \(InputLimit.format(limit)), the longest line MotionBench reads"
      }
    }
  }

  /// The file, as given.
  package let path: String
  /// The number of the line ``next()`` returned last (the first is 1).
  package private(set) var lineNumber = 0
  private let descriptor: Int32
  private let byteLimit: Int
  private let lineLimit: Int
  private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
  private var start = 0
  private var end = 0
  private var bytesRead = 0
  private var isAtEnd = false

  /// Opens a file.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - byteLimit: The most bytes read.
  ///   - lineLimit: The most bytes of one line.
  /// - Throws: ``Failure/cannotRead(path:errno:)`` for a file that cannot be opened, or a device.
  package init(
    path: String, byteLimit: Int = InputLimit.maximumBytes, lineLimit: Int = InputLimit.maximumRecordBytes
  ) throws(Failure) {
    self.path = path
    self.byteLimit = byteLimit
    self.lineLimit = lineLimit
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotRead(path: path, errno: errno) }
    // A device such as /dev/zero may never end (deinit closes the descriptor).
    if POSIX.isDevice(descriptor) { throw .cannotRead(path: path, errno: ENODEV) }
  }

  deinit { close(descriptor) }

  /// The next line without its `\n` (a last line without one included), as UTF-8 (a
  /// malformed byte reads as U+FFFD), or nil at the end of the file.
  ///
  /// - Throws: ``Failure``: a read error, the byte limit, or a line over the line limit.
  package func next() throws(Failure) -> String? {
    var line: [UInt8] = []
    while true {
      if let newline = newline() {
        try append(chunk[start..<newline], to: &line)
        start = newline + 1
        lineNumber += 1
        return String(decoding: line, as: UTF8.self)
      }
      try append(chunk[start..<end], to: &line)
      start = end
      guard try fill() else {
        guard !line.isEmpty else { return nil }
        lineNumber += 1
        return String(decoding: line, as: UTF8.self)
      }
    }
  }

  /// The index in ``chunk`` of the next `\n` of the unread bytes.
  private func newline() -> Int? {
    chunk.withUnsafeBytes { bytes in
      let base = bytes.baseAddress!
      return memchr(base + start, Int32(UInt8(ascii: "\n")), end - start).map {
        base.distance(to: UnsafeRawPointer($0))
      }
    }
  }

  /// Appends part of a line, refusing a line over the limit.
  private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8]) throws(Failure) {
    guard line.count + bytes.count <= lineLimit else {
      throw .lineTooLong(path: path, line: lineNumber + 1, limit: lineLimit)
    }
    line += bytes
  }

  /// Reads the next chunk; returns false at the end of the file.
  private func fill() throws(Failure) -> Bool {
    guard !isAtEnd else { return false }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytesRead += count
        guard bytesRead <= byteLimit else { throw .tooLarge(path: path, limit: byteLimit) }
        (start, end) = (0, count)
        return true
      }
      if count == 0 {
        isAtEnd = true
        return false
      }
      guard errno == EINTR else { throw .cannotRead(path: path, errno: errno) }
    }
  }
}
