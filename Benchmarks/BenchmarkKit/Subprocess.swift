import Glibc

/// Runs helper programs: ``RunMetadata``'s `git` and `swift`, and valgrind for instruction counts.
public enum Subprocess {
  /// Runs a program found on `PATH` with standard input and error on
  /// `/dev/null` and returns the first line of its standard output.
  ///
  /// - Parameter arguments: The program name followed by its arguments.
  /// - Returns: The first output line without its line break, or `nil` if the
  ///   program could not be started, exited unsuccessfully or printed nothing.
  static func firstLine(of arguments: [String]) -> String? {
    var pipeDescriptors: [Int32] = [-1, -1]
    // Close-on-exec (set right after: Glibc's module has no pipe2), so a program another thread
    // spawns meanwhile cannot hold the write end open and keep this read waiting; dup2 onto
    // stdout clears the flag for our child.
    guard pipe(&pipeDescriptors) == 0 else { return nil }
    let (readEnd, writeEnd) = (pipeDescriptors[0], pipeDescriptors[1])
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)

    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawnResult = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    close(writeEnd)
    guard spawnResult == 0 else {
      close(readEnd)
      return nil
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
    // WIFEXITED(status) && WEXITSTATUS(status) == 0, i.e. the whole status is 0.
    guard status == 0 else { return nil }
    let line = output.prefix { $0 != UInt8(ascii: "\n") }
    return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
  }
}
