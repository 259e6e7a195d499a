import Glibc

/// What a spawned `motion-bench` did: its exit status and its standard output and error.
struct SpawnResult {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

/// Runs the built `motion-bench` with `arguments` in a child process (posix_spawn, never fork),
/// its standard output and error redirected to files in `directory`.
func spawnMotionBench(_ arguments: [String], in directory: String) throws -> SpawnResult {
  let executable = try motionBenchExecutable()
  let out = directory + "/spawn-\(getpid())-\(arguments.hashValue).out", err = out + ".err"
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var child: pid_t = 0
  guard posix_spawn(&child, executable, &actions, nil, &argv, environ) == 0 else { throw CurveTestError.cannotOpen(executable) }
  var status: Int32 = 0
  _ = waitpid(child, &status, 0)
  defer { unlink(out); unlink(err) }
  func text(_ path: String) -> String { String(decoding: FileHandleless.read(path) ?? [], as: UTF8.self) }
  return SpawnResult(
    status: status & 0x7f == 0 ? (status >> 8) & 0xff : -1, standardOutput: text(out), standardError: text(err))
}
