import Glibc

/// Counts the instructions a program executes and the cache misses they cause, with
/// valgrind's cachegrind (as iai-callgrind does): unlike time, the costs are the same on a
/// busy machine as on an idle one.
///
/// The program runs under `valgrind --tool=cachegrind --cache-sim=yes` with a fixed cache
/// hierarchy (``cacheGeometry``: 32 KiB 8-way L1s and an 8 MiB 16-way last level, 64-byte
/// lines), so that the misses depend on the build, not on the CPU valgrind runs on. The costs
/// are the `summary:` line of its output file (every thread, dynamic loader and runtime
/// start-up included, so subtract a calibration run). Swift's per-process random hashing seed
/// would make dictionary work differ from run to run; `SWIFT_DETERMINISTIC_HASHING=1` fixes it.
/// valgrind 3.19 cannot run AVX-512 code: count on a build without it.
package enum InstructionCounter {
  /// Whether `valgrind` can be started (it is on `PATH`).
  package static var isAvailable: Bool { Subprocess.exitStatus(of: ["valgrind", "--version"]) == 0 }

  /// The simulated caches: cachegrind's `--I1`, `--D1` and `--LL` (size, associativity, line).
  package static let cacheGeometry = ["--I1=32768,8,64", "--D1=32768,8,64", "--LL=8388608,16,64"]

  /// Runs a program under cachegrind and returns its costs.
  ///
  /// - Parameter arguments: The program (a path, or a name on `PATH`) and its arguments.
  /// - Returns: The instructions and simulated cache misses.
  /// - Throws: ``InstructionCountError`` when valgrind cannot be started, the program fails,
  ///   or the output has no count.
  package static func costs(_ arguments: [String]) throws(InstructionCountError) -> CachegrindCosts {
    var template = Array("/tmp/motion-bench-cachegrind-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else { throw .cannotCreateTemporaryFile }
    let directory = String(cString: created)
    let output = directory + "/cachegrind.out"
    defer {
      unlink(output)
      rmdir(directory)
    }
    let valgrind =
      ["valgrind", "--tool=cachegrind", "--cache-sim=yes"] + cacheGeometry + ["--cachegrind-out-file=\(output)"]
    let status = Subprocess.exitStatus(of: valgrind + arguments, environment: ["SWIFT_DETERMINISTIC_HASHING=1"])
    guard let status else { throw .valgrindUnavailable }
    guard status == 0 else { throw .failed(program: arguments[0], status: status) }
    guard let bytes = try? POSIX.readFile(output),
      let costs = CachegrindCosts(parsing: String(decoding: bytes, as: UTF8.self))
    else { throw .noCount(path: output) }
    return costs
  }
}

/// Why ``InstructionCounter`` could not count.
package enum InstructionCountError: Error, Equatable, CustomStringConvertible {
  /// valgrind is not installed (Debian package `valgrind`) or could not be started.
  case valgrindUnavailable
  /// The temporary directory for cachegrind's output could not be created.
  case cannotCreateTemporaryFile
  /// The program (or valgrind) exited with this status.
  case failed(program: String, status: Int32)
  /// cachegrind's output file has no `summary:` line.
  case noCount(path: String)

  /// A one-line message naming the cause.
  package var description: String {
    switch self {
    case .valgrindUnavailable: "valgrind could not be started (install the Debian package valgrind)"
    case .cannotCreateTemporaryFile: "cannot create a temporary directory in /tmp for cachegrind's output"
    case .failed(let program, let status): "valgrind running \(program) exited with status \(status)"
    case .noCount(let path): "cachegrind wrote no instruction count to \(path)"
    }
  }
}
