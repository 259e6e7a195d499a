/// Why an ``AtomicFile`` could not be opened, written or committed. Every case names the
/// path as the user gave it, never the temporary file.
public enum AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible, ExitCodeProviding {
  /// The path is empty or ends in `/`.
  case notAFile(path: String)
  /// Something that is not a regular file is at the path: `kind` says what (a folder, a
  /// FIFO, a device, a socket). It is never replaced.
  case notARegularFile(path: String, kind: String)
  /// The path is a symbolic link that the caller did not name, or a link to nothing.
  case symbolicLink(path: String)
  /// The file exists and is read-only: it is not replaced.
  case readOnly(path: String)
  /// The file exists and the output must be a new file (a run's own results file).
  case exists(path: String)
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
    case .notARegularFile(let path, let kind):
      "cannot write '\(path)': it is \(kind), not a regular file (never replaced)"
    case .symbolicLink(let path):
      "cannot write '\(path)': it is a symbolic link (name the file it points to)"
    case .readOnly(let path):
      "cannot write '\(path)': the file is read-only"
    case .exists(let path):
      "cannot create '\(path)': the file already exists"
    case .directoryNotFound(let path, let directory):
      "cannot write '\(path)': directory '\(directory)' does not exist"
    case .notADirectory(let path, let directory):
      "cannot write '\(path)': '\(directory)' is not a directory"
    case .directoryNotWritable(let path, let directory):
      "cannot write '\(path)': directory '\(directory)' is not writable"
    case .tooManyOpenFiles(let path):
      "cannot write '\(path)': too many output files open at once (limit \(TemporaryFileRegistry.capacity))"
    case .systemError(let path, let operation, let code):
      "cannot \(operation) \(path == "-" ? "standard output" : "'\(path)'"): \(POSIX.message(for: code))"
    }
  }

  /// 74 (`EX_IOERR`) when writing, syncing or renaming failed; 73 (`EX_CANTCREAT`) when the
  /// output cannot be created at all.
  public var exitCode: ExitCode {
    if case .systemError(_, let operation, _) = self, !["create", "inspect"].contains(operation) { return .ioError }
    return .cannotCreate
  }
}
