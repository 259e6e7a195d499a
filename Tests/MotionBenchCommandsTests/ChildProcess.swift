import BenchmarkKit
import Glibc
import TestSupport
import Testing

/// The names in a directory, without `.` and `..`.
struct FileList {
  let names: [String]
  init(_ path: String) throws {
    guard let dir = opendir(path) else { throw TextFileError(path: path) }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    self.names = names.sorted()
  }
}

/// The `motion-bench` executable built next to this test bundle.
func motionBenchExecutable() throws -> String {
  var buffer = [CChar](repeating: 0, count: 4096)
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  guard count > 0 else { throw TextFileError(path: "/proc/self/exe") }
  let me = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  var directory = me
  while let slash = directory.lastIndex(of: "/"), !directory.hasSuffix("/debug"), !directory.hasSuffix("/release") {
    directory = String(directory[..<slash])
  }
  let path = directory + "/motion-bench"
  guard access(path, X_OK) == 0 else { throw TextFileError(path: path) }
  return path
}

/// A program run as a child process (spawned, never forked from the test process), with its
/// standard output and error captured in files. By default the program is the built
/// `motion-bench`.
struct ChildProcess {
  let pid: pid_t
  let stdoutPath: String
  let stderrPath: String
  /// The folder of the two files when the process made it (removed with the last copy).
  private let capture: TemporaryDirectory?

  /// Starts a program in `directory` (its working directory), standard input from /dev/null.
  /// The child starts with every signal blocked, as a process started by a shell whose threads
  /// block signals would: the program must unblock what it handles.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - directory: The working directory.
  ///   - program: The executable's path (default: the built `motion-bench`).
  ///   - path: A `PATH` to run it with instead of the test process's.
  ///   - captureDirectory: Where the `stdout` and `stderr` files go (default: a new directory).
  ///   - environment: Variables added to the child's environment, `NAME=value`.
  init(
    _ arguments: [String], in directory: String, program: String? = nil, path: String? = nil,
    captureDirectory: String? = nil, environment: [String] = []
  ) throws {
    let executable = try program ?? motionBenchExecutable()
    let owned = captureDirectory == nil ? try TemporaryDirectory() : nil
    capture = owned
    let folder = captureDirectory ?? owned!.path
    stdoutPath = folder + "/stdout"
    stderrPath = folder + "/stderr"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // The shell changes directory and execs, so the child's pid is the program's; the directory
    // and arguments are passed as arguments, never pasted into the script.
    let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, executable] + arguments
    do {
      pid = try Subprocess.spawn(
        command, actions: &actions, blockingSignals: true,
        environment: (path.map { ["PATH=" + $0] } ?? []) + environment)
    } catch {
      throw TextFileError(path: executable)
    }
  }

  /// How the child ended.
  enum Ending: Equatable {
    case exited(Int32)
    case signalled(Int32)
  }

  /// Waits for the child; after `limit` seconds (by the monotonic clock) it is killed and the test fails (a hang is
  /// a defect, and must not hang the suite).
  func wait(limit: Double = 120) -> Ending {
    var status: Int32 = 0
    let deadline = Deadline(seconds: limit)
    while waitpid(pid, &status, WNOHANG) == 0 {
      if deadline.hasPassed {
        kill(pid, SIGKILL)
        Issue.record("the child did not end within \(limit) s")
        _ = waitpid(pid, &status, 0)
        break
      }
      usleep(10_000)
    }
    return status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
  }

  /// What a finished child did.
  struct Result {
    let ending: Ending
    let standardOutput: String
    let standardError: String
    /// The exit code, or 128 + the signal that ended the child.
    var status: Int32 {
      switch ending {
      case .exited(let code): code
      case .signalled(let signal): 128 + signal
      }
    }
    var standardErrorLines: [String] { standardError.split(separator: "\n").map(String.init) }
  }

  /// Runs a program to its end; see ``init(_:in:program:path:captureDirectory:environment:)``.
  static func run(
    _ arguments: [String], in directory: String, program: String? = nil, path: String? = nil,
    environment: [String] = []
  ) throws -> Result {
    let child = try ChildProcess(arguments, in: directory, program: program, path: path, environment: environment)
    let ending = child.wait()
    return Result(
      ending: ending, standardOutput: try readText(child.stdoutPath), standardError: try readText(child.stderrPath))
  }
}
