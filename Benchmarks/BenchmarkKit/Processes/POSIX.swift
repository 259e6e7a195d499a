import Glibc

/// Small POSIX helpers of the module; ``writeAll(_:to:)`` is also the commands' one write.
package enum POSIX {
  /// Reads a whole file, including `/proc` files that report a size of zero.
  ///
  /// A device (`/dev/zero`, a terminal) is refused: it may never end; so is anything (a FIFO
  /// fed forever) that goes on past ``InputLimit/maximumBytes``.
  ///
  /// - Parameters:
  ///   - path: The file to read.
  ///   - byteLimit: The most bytes read.
  /// - Returns: The file's bytes.
  /// - Throws: The `errno` of the failing `open` or `read`; `ENODEV` for a device, `EFBIG` past
  ///   the limit.
  static func readFile(_ path: String, byteLimit: Int = InputLimit.maximumBytes) throws(Errno) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Errno(errno) }
    defer { close(descriptor) }
    if isDevice(descriptor) { throw Errno(ENODEV) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        guard bytes.count + count <= byteLimit else { throw Errno(EFBIG) }
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw Errno(errno)
      }
    }
  }

  /// Writes all of `bytes` to a file descriptor, retrying after interruptions.
  ///
  /// - Returns: nil on success, else the `errno` of the failing `write`.
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count >= 0 {
          offset += count
        } else if errno != EINTR {
          return errno
        }
      }
      return nil
    }
  }

  /// Whether an open file is a character or block device.
  ///
  /// - Parameter descriptor: The open file.
  /// - Returns: true for a device, false for a file, folder, FIFO or socket.
  static func isDevice(_ descriptor: Int32) -> Bool {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    return kind == S_IFCHR || kind == S_IFBLK
  }

  /// Returns `strerror`'s text for an `errno` value; for `ENODEV` and `EFBIG`, which
  /// ``readFile(_:byteLimit:)`` throws for a device and past its limit, what they mean there.
  package static func message(for code: Int32) -> String {
    switch code {
    case ENODEV: "it is a device, not a file"
    case EFBIG: "it goes on past \(InputLimit.format(InputLimit.maximumBytes)), the most MotionBench reads of one input"
    default: String(cString: strerror(code))
    }
  }
}

/// An `errno` value thrown by ``POSIX/readFile(_:byteLimit:)``.
struct Errno: Error, Equatable {
  var code: Int32
  init(_ code: Int32) { self.code = code }
}
