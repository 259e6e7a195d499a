import Glibc

/// An output file that appears at its path only once completely written, and that cannot be
/// redirected.
///
/// Bytes go to a new temporary file `<dir>/.<name>.<random>.tmp` in the destination's
/// directory, created with `O_CREAT|O_EXCL|O_NOFOLLOW` (so a file or link planted at any name
/// is never opened), with the mode (and, where allowed, the owner) of the file it replaces.
/// ``commit()`` `fsync`s it, `rename(2)`s it over the destination and `fsync`s the folder, so
/// readers see either the old file or the complete new one. Only a regular file is ever
/// replaced (``destination(_:followingLink:)``). If the file is discarded, dropped without a
/// commit, or a step fails, the temporary file is removed; after ``installSignalHandlers()``,
/// SIGINT, SIGTERM, SIGHUP and SIGPIPE remove it too.
///
/// A `nil` path or `-` selects standard output instead: writes go straight to file
/// descriptor 1 and there is nothing to rename.
package final class AtomicFile {
  /// The destination path as given, or `nil` for standard output.
  package let path: String?
  /// The temporary file being written, or `nil` for standard output.
  let temporaryPath: String?
  private let destination: Destination?
  private let exclusive: Bool
  private let descriptor: Int32
  private let registrySlot: Int?
  private var isFinished = false

  /// Returns whether a path selects standard output (`nil` or `-`).
  ///
  /// - Parameter path: A path as given on the command line.
  /// - Returns: `true` for `nil` and `"-"`.
  package static func isStandardOutput(_ path: String?) -> Bool {
    path == nil || path == "-"
  }

  /// Checks, without creating anything, that a file could be written at `path`.
  ///
  /// Call this before expensive work so a bad output path fails immediately.
  /// Standard output (`nil` or `-`) always passes.
  ///
  /// - Parameters:
  ///   - path: The destination path.
  ///   - followingLink: Whether a symbolic link at `path` may be written through (the user
  ///     named it); a path the program chose passes `false`.
  /// - Throws: ``AtomicFileError`` naming `path`: not a file path, not a regular file, a
  ///   refused link, a read-only file, or a bad parent folder.
  package static func checkWritable(_ path: String?, followingLink: Bool = true) throws(AtomicFileError) {
    guard let path, !isStandardOutput(path) else { return }
    _ = try destination(path, followingLink: followingLink)
  }

  /// Checks, without creating anything, that `directory` exists or could be made.
  ///
  /// - Parameter directory: The folder a command will write into.
  /// - Throws: ``AtomicFileError/notADirectory(path:directory:)`` when it exists as a file;
  ///   the errors of ``checkWritable(_:followingLink:)`` for its parent when it does not exist.
  package static func checkDirectoryCreatable(_ directory: String) throws(AtomicFileError) {
    var status = stat()
    if stat(directory, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: directory, directory: directory) }
      guard access(directory, W_OK | X_OK) == 0 else {
        throw .directoryNotWritable(path: directory, directory: directory)
      }
      return
    }
    try checkWritable(directory)
  }

  /// Creates `directory` (one level) unless it already exists.
  ///
  /// - Parameter directory: The folder to create.
  /// - Throws: ``AtomicFileError/systemError(path:operation:errno:)`` when `mkdir` fails.
  package static func createDirectory(_ directory: String) throws(AtomicFileError) {
    var status = stat()
    if stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
    guard mkdir(directory, 0o755) == 0 || errno == EEXIST else {
      throw .systemError(path: directory, operation: "create", errno: errno)
    }
  }

  /// Opens an output: a new temporary file next to `path`, or standard output.
  ///
  /// - Parameters:
  ///   - path: The destination, or `nil`/`-` for standard output.
  ///   - followingLink: Whether a symbolic link at `path` may be written through (the user
  ///     named the path); a path the program chose passes `false`.
  ///   - exclusive: The output must be a new file: the commit fails rather than replace one.
  /// - Throws: The errors of ``checkWritable(_:followingLink:)``;
  ///   ``AtomicFileError/tooManyOpenFiles(path:)`` when the signal-cleanup registry is full;
  ///   ``AtomicFileError/systemError(path:operation:errno:)`` if the temporary file cannot be
  ///   created.
  package convenience init(path: String?, followingLink: Bool = true, exclusive: Bool = false) throws(AtomicFileError) {
    try self.init(
      path: path, followingLink: followingLink, exclusive: exclusive, names: AtomicFile.randomTemporaryName(for:))
  }

  /// ``init(path:followingLink:exclusive:)`` with the temporary names drawn from `names`.
  init(
    path: String?, followingLink: Bool, exclusive: Bool, names: (String) -> String
  ) throws(AtomicFileError) {
    self.exclusive = exclusive
    guard let path, !Self.isStandardOutput(path) else {
      fflush(nil)  // Keep earlier print() output ahead of ours.
      self.path = nil
      (temporaryPath, destination, descriptor, registrySlot) = (nil, nil, STDOUT_FILENO, nil)
      return
    }
    let destination = try Self.destination(path, followingLink: followingLink)
    let mode = destination.existing?.mode ?? 0o666
    for _ in 0..<100 {
      let temporaryPath = destination.directory + "/" + names(destination.name)
      // Registered before creation so a signal can never leave an unregistered file.
      guard let slot = TemporaryFileRegistry.register(temporaryPath) else { throw .tooManyOpenFiles(path: path) }
      let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
      guard descriptor >= 0 else {
        let code = errno
        TemporaryFileRegistry.unregister(slot, removing: false)
        if code == EEXIST || code == ELOOP { continue }
        throw .systemError(path: path, operation: "create", errno: code)
      }
      if let existing = destination.existing {
        fchmod(descriptor, existing.mode & 0o777)  // open's mode passed through the umask
        if existing.owner != geteuid() || existing.group != getegid() {
          _ = fchown(descriptor, existing.owner, existing.group)  // allowed to root only: best effort
        }
      }
      self.path = path
      self.temporaryPath = temporaryPath
      self.destination = destination
      self.descriptor = descriptor
      registrySlot = slot
      return
    }
    throw .systemError(path: path, operation: "create", errno: EEXIST)
  }

  deinit { discard() }

  /// Appends bytes to the output.
  ///
  /// - Parameter bytes: The bytes to write, in full.
  /// - Throws: ``AtomicFileError/systemError(path:operation:errno:)`` if `write`
  ///   fails (for example, the disk is full).
  package func write(_ bytes: [UInt8]) throws(AtomicFileError) {
    precondition(!isFinished, "write after commit or discard")
    if let failure = POSIX.writeAll(bytes, to: descriptor) {
      throw .systemError(path: path ?? "-", operation: "write", errno: failure)
    }
  }

  /// Completes the output: `fsync`s the temporary file, renames it over the destination and
  /// `fsync`s the folder. For standard output this does nothing.
  ///
  /// - Throws: ``AtomicFileError`` naming the failing step; the temporary file has then been
  ///   removed and the destination left as it was.
  package func commit() throws(AtomicFileError) {
    precondition(!isFinished, "commit after commit or discard")
    guard let path, let temporaryPath, let destination, let registrySlot else {
      isFinished = true
      return
    }
    defer { discard() }
    guard fsync(descriptor) == 0 else { throw .systemError(path: path, operation: "sync", errno: errno) }
    if exclusive {
      // link(2) never replaces: the run that names the file first keeps it.
      guard link(temporaryPath, destination.path) == 0 else {
        throw errno == EEXIST ? .exists(path: path) : .systemError(path: path, operation: "create", errno: errno)
      }
      unlink(temporaryPath)
    } else {
      try Self.checkReplaceable(destination.path, as: path)
      guard rename(temporaryPath, destination.path) == 0 else {
        throw .systemError(path: path, operation: "rename to", errno: errno)
      }
    }
    close(descriptor)
    isFinished = true
    TemporaryFileRegistry.unregister(registrySlot, removing: false)
    try Self.syncDirectory(destination.directory, for: path)
  }

  /// Abandons the output, removing the temporary file. Does nothing after a
  /// successful ``commit()`` or for standard output.
  package func discard() {
    guard !isFinished else { return }
    isFinished = true
    guard temporaryPath != nil, let registrySlot else { return }
    close(descriptor)
    TemporaryFileRegistry.unregister(registrySlot, removing: true)
  }

  /// The folder of a file path: what comes before its last `/` (`/` for a file at the root),
  /// or `.` when the path has none.
  ///
  /// - Parameter path: A file path.
  /// - Returns: The folder.
  package static func directory(of path: String) -> String { split(path).directory }
}
