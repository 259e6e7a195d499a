import Glibc

/// Runs helper programs (`git`, `swift`, `valgrind`, `gnuplot`) as child processes: spawned,
/// never forked, with standard input on `/dev/null` and no signals blocked, so Ctrl-C stops
/// them with their parent.
package enum Subprocess {
  /// Which output of the child to capture; the other goes to `/dev/null`.
  package enum Capture: Sendable {
    case standardOutput, standardError, nothing
  }

  /// How a child ended, and what it wrote to the captured stream.
  package struct Outcome: Sendable {
    /// The exit code, or nil when a signal ended the child.
    package let exitCode: Int32?
    /// The captured bytes.
    package let output: [UInt8]
    /// The captured text.
    package var text: String { String(decoding: output, as: UTF8.self) }
  }

  /// Runs a program to its end.
  ///
  /// - Parameters:
  ///   - arguments: The program (a path, or a name looked up on `PATH`) and its arguments.
  ///   - capture: The stream to capture.
  ///   - directory: The child's working directory (default: this process's).
  ///   - environment: Variables added to this process's environment, `NAME=value`; they
  ///     replace inherited ones of the same name.
  /// - Returns: The outcome.
  /// - Throws: ``SubprocessError`` when the program cannot be started.
  package static func run(
    _ arguments: [String], capturing capture: Capture, in directory: String? = nil, environment: [String] = []
  ) throws(SubprocessError) -> Outcome {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw SubprocessError(program: arguments[0], errno: errno) }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    // Close-on-exec (Glibc's module has no pipe2), so that a program another thread spawns
    // meanwhile cannot hold the write end open; dup2 onto the captured stream clears the flag.
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    for stream in [STDOUT_FILENO, STDERR_FILENO] {
      let captured =
        (stream == STDOUT_FILENO && capture == .standardOutput)
        || (stream == STDERR_FILENO && capture == .standardError)
      if captured {
        posix_spawn_file_actions_adddup2(&actions, writeEnd, stream)
      } else {
        posix_spawn_file_actions_addopen(&actions, stream, "/dev/null", O_WRONLY, 0)
      }
    }
    if let directory {
      guard let changeDirectory = SpawnExtensions.addChangeDirectory else {
        close(readEnd)
        close(writeEnd)
        throw SubprocessError(program: arguments[0], errno: ENOSYS)
      }
      _ = changeDirectory(&actions, directory)
    }
    let pid: pid_t
    do { pid = try spawn(arguments, actions: &actions, environment: environment) } catch {
      close(writeEnd)
      close(readEnd)
      throw error
    }
    close(writeEnd)
    // A signal that ends this process ends the child too (AtomicFile's handler).
    let slot = TemporaryFileRegistry.register(child: pid)
    defer { if let slot { TemporaryFileRegistry.unregister(child: slot) } }
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
    // WIFEXITED(status): the low 7 bits are 0; WEXITSTATUS(status): the next 8.
    return Outcome(exitCode: status & 0x7F == 0 ? (status >> 8) & 0xFF : nil, output: output)
  }

  /// A child's environment: `inherited` without the variables that `adding` sets, then
  /// `adding` (a child's `getenv` finds the first of two entries with one name, so appending
  /// alone would not replace an inherited value).
  ///
  /// - Parameters:
  ///   - inherited: This process's variables, `NAME=value`.
  ///   - adding: The variables to set, `NAME=value`.
  /// - Returns: The variables for the child.
  static func environment(inherited: [String], adding: [String]) -> [String] {
    func name(_ variable: String) -> Substring { variable.prefix { $0 != "=" } }
    let replaced = Set(adding.map(name))
    return inherited.filter { !replaced.contains(name($0)) } + adding
  }

  /// The first line a program writes to standard output, when it succeeds.
  ///
  /// - Parameter arguments: The program name followed by its arguments.
  /// - Returns: The first output line without its line break, or `nil` if the program could
  ///   not be started, exited unsuccessfully or printed nothing.
  static func firstLine(of arguments: [String]) -> String? {
    guard let outcome = try? run(arguments, capturing: .standardOutput), outcome.exitCode == 0 else { return nil }
    let line = outcome.output.prefix { $0 != UInt8(ascii: "\n") }
    return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
  }

  /// A program's exit code, with both outputs discarded.
  ///
  /// - Parameters:
  ///   - arguments: The program name followed by its arguments.
  ///   - environment: Variables added to this process's environment.
  /// - Returns: The exit code, or nil when it could not be started or a signal ended it.
  package static func exitStatus(of arguments: [String], environment: [String] = []) -> Int32? {
    (try? run(arguments, capturing: .nothing, environment: environment))?.exitCode
  }
}

/// A program could not be started.
package struct SubprocessError: Error, Sendable, Equatable {
  /// The program as given.
  package let program: String
  /// Why, as `posix_spawn` or `pipe` reported it.
  package let errno: Int32
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
