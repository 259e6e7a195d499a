import Glibc

extension Subprocess {
  /// Starts a program, spawned (never forked), and returns without waiting for it.
  ///
  /// - Parameters:
  ///   - arguments: The program (a path, or a name looked up on `PATH`) and its arguments.
  ///   - actions: The child's file actions (its standard streams, its directory).
  ///   - blockingSignals: Start the child with every signal blocked and `SIGINT` and `SIGTERM`
  ///     at their default action, as a shell whose threads block signals would start it;
  ///     otherwise no signal is blocked, so Ctrl-C stops it with its parent.
  ///   - environment: Variables added to this process's environment, `NAME=value`; they
  ///     replace inherited ones of the same name.
  /// - Returns: The child's process id.
  /// - Throws: ``SubprocessError`` with `posix_spawn`'s error when the program cannot be started.
  package static func spawn(
    _ arguments: [String], actions: inout posix_spawn_file_actions_t, blockingSignals: Bool = false,
    environment: [String] = []
  ) throws(SubprocessError) -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var mask = sigset_t()
    if blockingSignals { sigfillset(&mask) } else { sigemptyset(&mask) }
    posix_spawnattr_setsigmask(&attributes, &mask)
    var flags = POSIX_SPAWN_SETSIGMASK
    if blockingSignals {
      var defaults = sigset_t()
      sigemptyset(&defaults)
      sigaddset(&defaults, SIGINT)
      sigaddset(&defaults, SIGTERM)
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      flags |= POSIX_SPAWN_SETSIGDEF
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    var inherited: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
      inherited.append(String(cString: pointer))
      entry += 1
    }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = Self.environment(inherited: inherited, adding: environment).map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw SubprocessError(program: arguments[0], errno: spawned) }
    return pid
  }
}
