import Glibc

extension AtomicFile {
  /// Where an output goes, checked before anything is created.
  struct Destination {
    /// The path as the user gave it: what every message names.
    let givenPath: String
    /// The path that is replaced: the given one, or the file a link the user named points to.
    let path: String
    /// The folder of ``path``, where the temporary file is made.
    let directory: String
    /// The last component of ``path``.
    let name: String
    /// The mode, owner and group of the file being replaced; nil for a new file.
    let existing: (mode: mode_t, owner: uid_t, group: gid_t)?
  }

  /// Checks an output path and says what it replaces.
  ///
  /// Only a regular file is ever replaced: a folder, FIFO, device or socket is refused, and so
  /// is a read-only file. A symbolic link is written through (its target is replaced, keeping
  /// the target's mode and, where allowed, owner) only when `followingLink` says the user named
  /// the path; otherwise, and for a link to nothing, it is refused.
  ///
  /// - Parameters:
  ///   - path: The path as given.
  ///   - followingLink: Whether a symbolic link at `path` may be written through.
  /// - Returns: The destination.
  /// - Throws: ``AtomicFileError`` naming `path`.
  static func destination(_ path: String, followingLink: Bool) throws(AtomicFileError) -> Destination {
    guard !path.isEmpty, !path.hasSuffix("/") else { throw .notAFile(path: path) }
    var resolved = path
    var status = stat()
    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
      guard followingLink, let real = realpath(path, nil) else { throw .symbolicLink(path: path) }
      resolved = String(cString: real)
      free(real)
    }
    let (directory, name) = split(resolved)
    var folder = stat()
    guard stat(directory, &folder) == 0 else {
      throw errno == ENOTDIR
        ? .notADirectory(path: path, directory: directory) : .directoryNotFound(path: path, directory: directory)
    }
    guard folder.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: path, directory: directory) }
    guard access(directory, W_OK | X_OK) == 0 else { throw .directoryNotWritable(path: path, directory: directory) }
    guard lstat(resolved, &status) == 0 else {
      guard errno == ENOENT else { throw .systemError(path: path, operation: "inspect", errno: errno) }
      return Destination(givenPath: path, path: resolved, directory: directory, name: name, existing: nil)
    }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else { throw .notARegularFile(path: path, kind: kindName(kind)) }
    // Root passes access(W_OK) on any file: a file without write bits is read-only for it too.
    guard access(resolved, W_OK) == 0, status.st_mode & 0o222 != 0 else { throw .readOnly(path: path) }
    return Destination(
      givenPath: path, path: resolved, directory: directory, name: name,
      existing: (status.st_mode & 0o7777, status.st_uid, status.st_gid))
  }

  /// What a file of a type other than regular is, for messages.
  ///
  /// - Parameter kind: The `S_IFMT` bits of its mode.
  /// - Returns: `a folder`, `a FIFO`, `a device`, `a socket`, or `a special file`.
  package static func kindName(_ kind: mode_t) -> String {
    switch kind {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }

  /// Checks that nothing but a regular file (or a link, which a rename replaces itself) is at
  /// `path`, just before a rename replaces it.
  ///
  /// - Parameters:
  ///   - path: The path to be replaced.
  ///   - givenPath: The path for the message.
  /// - Throws: ``AtomicFileError/notARegularFile(path:kind:)``.
  package static func checkReplaceable(_ path: String, as givenPath: String) throws(AtomicFileError) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG || kind == S_IFLNK else { throw .notARegularFile(path: givenPath, kind: kindName(kind)) }
  }

  /// `fsync`s a folder so that a rename in it survives a crash.
  ///
  /// - Parameters:
  ///   - directory: The folder.
  ///   - givenPath: The file renamed into it, for the message.
  /// - Throws: ``AtomicFileError/systemError(path:operation:errno:)`` for an I/O error (file
  ///   systems that cannot sync a folder are not an error).
  static func syncDirectory(_ directory: String, for givenPath: String) throws(AtomicFileError) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    if fsync(descriptor) != 0, errno == EIO { throw .systemError(path: givenPath, operation: "sync", errno: EIO) }
  }

  /// A fresh, unpredictable name for a temporary file or folder beside `name`:
  /// `.NAME.<12 hex digits>.tmp`.
  ///
  /// - Parameter name: The destination's last component.
  /// - Returns: The name.
  static func randomTemporaryName(for name: String) -> String {
    let digits = String(UInt64.random(in: 0..<(1 << 48)), radix: 16)
    return ".\(name).\(String(repeating: "0", count: 12 - digits.count) + digits).tmp"
  }

  /// Splits a path into its directory (`.` when there is none) and last component.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = path[..<slash]
    return (directory.isEmpty ? "/" : String(directory), String(path[path.index(after: slash)...]))
  }
}
