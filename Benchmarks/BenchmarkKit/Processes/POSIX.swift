import Glibc

/// Small POSIX helpers of the module; ``writeAll(_:to:)`` is also the commands' one write.
public enum POSIX {
  /// Reads a whole file, including `/proc` files that report a size of zero.
  ///
  /// - Parameter path: The file to read.
  /// - Returns: The file's bytes.
  /// - Throws: The `errno` of the failing `open` or `read`.
  static func readFile(_ path: String) throws(Errno) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Errno(errno) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
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
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
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

  /// Returns `strerror`'s text for an `errno` value.
  static func message(for code: Int32) -> String {
    String(cString: strerror(code))
  }
}

/// An `errno` value thrown by ``POSIX/readFile(_:)``.
struct Errno: Error, Equatable {
  var code: Int32
  init(_ code: Int32) { self.code = code }
}
