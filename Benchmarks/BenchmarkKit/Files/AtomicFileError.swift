import Glibc

/// Why an ``AtomicFile`` could not be opened, written or committed. Every case names the
/// path as the user gave it, never the temporary file.
package enum AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible, ExitCodeProviding {
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

  /// A one-line message naming the path and the cause: `cannot write 'PATH': REASON`.
  package var description: String {
    switch self {
    case .exists(let path): "cannot create '\(path)': \(reason)"
    case .systemError(let path, let operation, _):
      "cannot \(operation) \(path == "-" ? "standard output" : "'\(path)'"): \(reason)"
    default: "cannot write '\(path)': \(reason)"
    }
  }

  /// The path as the user gave it.
  var path: String {
    switch self {
    case .notAFile(let path), .notARegularFile(let path, _), .symbolicLink(let path), .readOnly(let path),
      .exists(let path), .directoryNotFound(let path, _), .notADirectory(let path, _),
      .directoryNotWritable(let path, _), .tooManyOpenFiles(let path), .systemError(let path, _, _):
      path
    }
  }

  /// Why the path cannot be written or created, after `cannot write 'PATH': `.
  private var reason: String {
    switch self {
    case .notAFile: "not a file path"
    case .notARegularFile(_, let kind): "it is \(kind), not a regular file (never replaced)"
    case .symbolicLink: "it is a symbolic link (name the file it points to)"
    case .readOnly: "the file is read-only"
    case .exists: "the file already exists"
    case .directoryNotFound(_, let directory): "directory '\(directory)' does not exist"
    case .notADirectory(_, let directory): "'\(directory)' is not a directory"
    case .directoryNotWritable(_, let directory): "directory '\(directory)' is not writable"
    case .tooManyOpenFiles: "too many output files open at once (limit \(TemporaryFileRegistry.capacity))"
    // An output's EFBIG is the file size limit (RLIMIT_FSIZE), not the limit of an input.
    case .systemError(_, _, let code): code == EFBIG ? String(cString: strerror(code)) : POSIX.message(for: code)
    }
  }

  /// 74 (`EX_IOERR`) when writing, syncing or renaming failed, or any step found the disk full
  /// or hit an I/O error; 73 (`EX_CANTCREAT`) when the output cannot be created at all.
  package var exitCode: ExitCode {
    guard case .systemError(_, let operation, let code) = self else { return .cannotCreate }
    let full = [ENOSPC, EDQUOT, EFBIG, EIO].contains(code)
    return full || !["create", "inspect"].contains(operation) ? .ioError : .cannotCreate
  }
}
