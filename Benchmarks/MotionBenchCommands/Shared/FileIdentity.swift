import Glibc

/// What tells two paths of one file from two files: the device and inode that `stat` gives,
/// links followed (a relative path, an absolute one, `./…`, `../…` and a symbolic link to one
/// file are one file).
struct FileIdentity: Hashable {
  let device: UInt64
  let inode: UInt64

  /// The identity of the file at `path`.
  ///
  /// - Parameter path: A path.
  /// - Returns: nil when nothing is there (or it cannot be examined).
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    (device, inode) = (UInt64(status.st_dev), UInt64(status.st_ino))
  }
}
