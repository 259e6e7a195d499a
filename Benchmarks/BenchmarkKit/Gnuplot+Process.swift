import Glibc

extension Gnuplot {
  /// Finds the `gnuplot` executable on `PATH`.
  ///
  /// - Parameter path: The search path; `nil` reads the `PATH` environment variable (and uses
  ///   `/usr/local/bin:/usr/bin:/bin` when it is unset).
  /// - Returns: The executable's path.
  /// - Throws: ``GnuplotError/notInstalled`` when no directory of the path holds it.
  public static func locate(searchPath path: String? = nil) throws(GnuplotError) -> String {
    let searchPath = path ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = String(directory) + "/gnuplot"
      var status = stat()
      if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
        return candidate
      }
    }
    throw .notInstalled
  }

  /// Runs `gnuplot SCRIPT` with `directory` as its working directory, standard input and
  /// output on `/dev/null`, and returns what it wrote to standard error.
  ///
  /// The child starts with no signals blocked, so Ctrl-C stops it with its parent.
  ///
  /// - Parameters:
  ///   - executable: The gnuplot executable (``locate(searchPath:)``).
  ///   - script: The script's file name inside `directory`.
  ///   - directory: The working directory.
  /// - Returns: gnuplot's standard error (warnings), possibly empty.
  /// - Throws: ``GnuplotError/cannotStart(executable:errno:)`` when it cannot be spawned;
  ///   ``GnuplotError/failed(script:status:message:)`` when it exits unsuccessfully.
  public static func run(_ executable: String, script: String, in directory: String) throws(GnuplotError) -> String {
    var descriptors: [Int32] = [-1, -1]
    guard let changeDirectory = SpawnExtensions.addChangeDirectory else {
      throw .cannotStart(executable: executable, errno: ENOSYS)
    }
    guard pipe(&descriptors) == 0 else { throw .cannotStart(executable: executable, errno: errno) }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, STDERR_FILENO)
    _ = changeDirectory(&actions, directory)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

    let arguments = ["gnuplot", script]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    close(writeEnd)
    guard spawned == 0 else {
      close(readEnd)
      throw .cannotStart(executable: executable, errno: spawned)
    }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count > 0 {
        output += chunk[..<count]
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    close(readEnd)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let text = String(decoding: output, as: UTF8.self)
    // WIFEXITED(status) && WEXITSTATUS(status) == 0, i.e. the whole status is 0.
    guard status == 0 else {
      let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: " ^") }.filter { !$0.isEmpty }
      throw .failed(script: script, status: status, message: lines.last ?? "no message")
    }
    return text
  }
}

/// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, musl 1.1.24), which Swift's Glibc
/// module does not export, looked up at run time.
enum SpawnExtensions {
  typealias AddChangeDirectory =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32

  static let addChangeDirectory: AddChangeDirectory? =
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
    .map { unsafeBitCast($0, to: AddChangeDirectory.self) }
}

/// Why gnuplot could not draw a picture.
public enum GnuplotError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No `gnuplot` executable on `PATH`.
  case notInstalled
  /// The executable could not be started.
  case cannotStart(executable: String, errno: Int32)
  /// gnuplot exited unsuccessfully (`status` as `waitpid` reports it) while running a script.
  case failed(script: String, status: Int32, message: String)
  /// A file or folder of the pictures could not be written.
  case cannotWrite(path: String, operation: String, errno: Int32)

  /// A one-line message naming the cause (and, when gnuplot is missing, its package).
  public var description: String {
    switch self {
    case .notInstalled:
      "gnuplot is not installed (no 'gnuplot' on PATH); install the Debian package \(Gnuplot.package), e.g. with 'bash .ci/setup'"
    case .cannotStart(let executable, let code):
      "cannot start '\(executable)': \(POSIX.message(for: code))"
    case .failed(let script, let status, let message):
      "gnuplot failed on '\(script)' (\(status & 0x7f == 0 ? "exit code \((status >> 8) & 0xff)" : "signal \(status & 0x7f)")): \(message)"
    case .cannotWrite(let path, let operation, let code):
      "cannot \(operation) '\(path)': \(POSIX.message(for: code))"
    }
  }
}

extension Substring {
  /// The text without leading and trailing characters from `characters`.
  fileprivate func trimmingCharacters(in characters: String) -> String {
    String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
  }
}
