import Glibc

extension Subprocess {
  /// Runs a program found on `PATH` to completion, with standard input, output and error on
  /// `/dev/null` and extra environment variables, and returns its exit status.
  ///
  /// - Parameters:
  ///   - arguments: The program name followed by its arguments.
  ///   - environment: `NAME=value` entries added to this process's environment.
  /// - Returns: The exit status (0…255), or `nil` when the program could not be started or
  ///   was killed by a signal.
  public static func exitStatus(of arguments: [String], environment: [String] = []) -> Int32? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    var inherited: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
      inherited.append(String(cString: pointer))
      entry += 1
    }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = (inherited + environment).map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    // WIFEXITED(status): the low 7 bits are 0; WEXITSTATUS(status): the next 8.
    guard status & 0x7F == 0 else { return nil }
    return (status >> 8) & 0xFF
  }
}
