import Glibc

/// An output file that appears at its path only once completely written.
///
/// Bytes go to a temporary file `<dir>/.<name>.<pid>.tmp` in the destination's
/// directory; ``commit()`` flushes it to disk and `rename(2)`s it over the
/// destination, so readers see either the old file or the complete new one,
/// never a partial one. If the file is discarded, dropped without a commit
/// (for example because an error or a `CancellationError` unwound the scope),
/// or a commit step fails, the temporary file is removed. After
/// ``installSignalHandlers()``, SIGINT and SIGTERM remove it too.
///
/// A `nil` path or `-` selects standard output instead: writes go straight to
/// file descriptor 1 and there is nothing to rename.
public final class AtomicFile {
  /// The destination path, or `nil` for standard output.
  public let path: String?
  /// The temporary file being written, or `nil` for standard output.
  let temporaryPath: String?
  private let descriptor: Int32
  private let registrySlot: Int?
  private var isFinished = false

  /// Returns whether a path selects standard output (`nil` or `-`).
  ///
  /// - Parameter path: A path as given on the command line.
  /// - Returns: `true` for `nil` and `"-"`.
  public static func isStandardOutput(_ path: String?) -> Bool {
    path == nil || path == "-"
  }

  /// Checks, without creating anything, that a file could be written at `path`.
  ///
  /// Call this before expensive work so a bad output path fails immediately.
  /// Standard output (`nil` or `-`) always passes.
  ///
  /// - Parameter path: The destination path.
  /// - Throws: ``AtomicFileError/notAFile(path:)`` for an empty path, a path
  ///   ending in `/` or an existing directory;
  ///   ``AtomicFileError/directoryNotFound(path:directory:)``,
  ///   ``AtomicFileError/notADirectory(path:directory:)`` or
  ///   ``AtomicFileError/directoryNotWritable(path:directory:)`` for a bad parent.
  public static func checkWritable(_ path: String?) throws(AtomicFileError) {
    guard let path, !isStandardOutput(path) else { return }
    guard !path.isEmpty, !path.hasSuffix("/") else { throw .notAFile(path: path) }
    let directory = split(path).directory
    var status = stat()
    guard stat(directory, &status) == 0 else { throw .directoryNotFound(path: path, directory: directory) }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: path, directory: directory) }
    guard access(directory, W_OK | X_OK) == 0 else { throw .directoryNotWritable(path: path, directory: directory) }
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw .notAFile(path: path) }
  }

  /// Checks, without creating anything, that `directory` exists or could be made.
  ///
  /// - Parameter directory: The folder a command will write into.
  /// - Throws: ``AtomicFileError/notADirectory(path:directory:)`` when it exists as a file;
  ///   the errors of ``checkWritable(_:)`` for its parent when it does not exist.
  public static func checkDirectoryCreatable(_ directory: String) throws(AtomicFileError) {
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
  public static func createDirectory(_ directory: String) throws(AtomicFileError) {
    var status = stat()
    if stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
    guard mkdir(directory, 0o755) == 0 || errno == EEXIST else {
      throw .systemError(path: directory, operation: "create directory", errno: errno)
    }
  }

  /// Opens an output: a new temporary file next to `path`, or standard output.
  ///
  /// - Parameter path: The destination, or `nil`/`-` for standard output.
  /// - Throws: The errors of ``checkWritable(_:)``;
  ///   ``AtomicFileError/tooManyOpenFiles(path:)`` when the signal-cleanup
  ///   registry is full; ``AtomicFileError/systemError(path:operation:errno:)``
  ///   if the temporary file cannot be created.
  public init(path: String?) throws(AtomicFileError) {
    try Self.checkWritable(path)
    guard let path, !Self.isStandardOutput(path) else {
      fflush(nil)  // Keep earlier print() output ahead of ours.
      self.path = nil
      temporaryPath = nil
      descriptor = STDOUT_FILENO
      registrySlot = nil
      return
    }
    let (directory, name) = Self.split(path)
    let temporaryPath = "\(directory)/.\(name).\(getpid()).tmp"
    // Registered before creation so a signal can never leave an unregistered file.
    guard let slot = TemporaryFileRegistry.register(temporaryPath) else { throw .tooManyOpenFiles(path: path) }
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      TemporaryFileRegistry.unregister(slot)
      throw .systemError(path: temporaryPath, operation: "create", errno: code)
    }
    self.path = path
    self.temporaryPath = temporaryPath
    self.descriptor = descriptor
    registrySlot = slot
  }

  deinit { discard() }

  /// Appends bytes to the output.
  ///
  /// - Parameter bytes: The bytes to write, in full.
  /// - Throws: ``AtomicFileError/systemError(path:operation:errno:)`` if `write`
  ///   fails (for example, the disk is full).
  public func write(_ bytes: [UInt8]) throws(AtomicFileError) {
    precondition(!isFinished, "write after commit or discard")
    if let failure = POSIX.writeAll(bytes, to: descriptor) {
      throw .systemError(path: temporaryPath ?? "-", operation: "write", errno: failure)
    }
  }

  /// Completes the output: `fsync`s and renames the temporary file over the
  /// destination. For standard output this does nothing.
  ///
  /// - Throws: ``AtomicFileError/systemError(path:operation:errno:)`` naming the
  ///   failing step; the temporary file has then been removed.
  public func commit() throws(AtomicFileError) {
    precondition(!isFinished, "commit after commit or discard")
    guard let path, let temporaryPath, let registrySlot else {
      isFinished = true
      return
    }
    defer { discard() }
    guard fsync(descriptor) == 0 else { throw .systemError(path: temporaryPath, operation: "sync", errno: errno) }
    guard rename(temporaryPath, path) == 0 else { throw .systemError(path: path, operation: "rename to", errno: errno) }
    close(descriptor)
    isFinished = true
    TemporaryFileRegistry.unregister(registrySlot)
  }

  /// Abandons the output, removing the temporary file. Does nothing after a
  /// successful ``commit()`` or for standard output.
  public func discard() {
    guard !isFinished else { return }
    isFinished = true
    guard let temporaryPath, let registrySlot else { return }
    close(descriptor)
    unlink(temporaryPath)
    TemporaryFileRegistry.unregister(registrySlot)
  }

  /// The folder of a file path: what comes before its last `/` (`/` for a file at the root),
  /// or `.` when the path has none.
  ///
  /// - Parameter path: A file path.
  /// - Returns: The folder.
  public static func directory(of path: String) -> String { split(path).directory }

  /// Splits a path into its directory (`.` when there is none) and last component.
  private static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = path[..<slash]
    return (directory.isEmpty ? "/" : String(directory), String(path[path.index(after: slash)...]))
  }
}

/// Why an ``AtomicFile`` could not be opened, written or committed.
public enum AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path is empty, ends in `/`, or names an existing directory.
  case notAFile(path: String)
  /// The destination's directory does not exist.
  case directoryNotFound(path: String, directory: String)
  /// The destination's "directory" exists but is not a directory.
  case notADirectory(path: String, directory: String)
  /// The destination's directory does not allow creating files.
  case directoryNotWritable(path: String, directory: String)
  /// More atomic files are open at once than the signal-cleanup registry holds.
  case tooManyOpenFiles(path: String)
  /// A system call failed; `operation` names the step (create, write, sync, rename to).
  case systemError(path: String, operation: String, errno: Int32)

  /// A one-line message naming the path and the cause.
  public var description: String {
    switch self {
    case .notAFile(let path):
      "cannot write '\(path)': not a file path"
    case .directoryNotFound(let path, let directory):
      "cannot write '\(path)': directory '\(directory)' does not exist"
    case .notADirectory(let path, let directory):
      "cannot write '\(path)': '\(directory)' is not a directory"
    case .directoryNotWritable(let path, let directory):
      "cannot write '\(path)': directory '\(directory)' is not writable"
    case .tooManyOpenFiles(let path):
      "cannot write '\(path)': too many output files open at once (limit \(TemporaryFileRegistry.capacity))"
    case .systemError(let path, let operation, let code):
      "cannot \(operation) '\(path)': \(POSIX.message(for: code))"
    }
  }
}
