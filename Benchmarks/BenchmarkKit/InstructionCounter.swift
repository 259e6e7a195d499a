import Glibc

/// Counts the instructions a program executes, with valgrind's cachegrind (as iai does):
/// unlike time, the count is the same on a busy machine as on an idle one.
///
/// The program runs under `valgrind --tool=cachegrind --cache-sim=no`, and the count is the
/// `summary:` line of its output file (the `Ir` event: instructions executed by every
/// thread, dynamic loader and runtime start-up included, so subtract a calibration run).
/// Swift's per-process random hashing seed would make dictionary work differ from run to run;
/// `SWIFT_DETERMINISTIC_HASHING=1` fixes it.
public enum InstructionCounter {
  /// Whether `valgrind` can be started (it is on `PATH`).
  public static var isAvailable: Bool { Subprocess.exitStatus(of: ["valgrind", "--version"]) == 0 }

  /// Runs a program under cachegrind and returns the instructions it executed.
  ///
  /// - Parameter arguments: The program (a path, or a name on `PATH`) and its arguments.
  /// - Returns: The instruction count.
  /// - Throws: ``InstructionCountError`` when valgrind cannot be started, the program fails,
  ///   or the output has no count.
  public static func count(_ arguments: [String]) throws(InstructionCountError) -> Int {
    var template = Array("/tmp/motion-bench-cachegrind-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else { throw .cannotCreateTemporaryFile }
    let directory = String(cString: created)
    let output = directory + "/cachegrind.out"
    defer {
      unlink(output)
      rmdir(directory)
    }
    let valgrind = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=\(output)"]
    let status = Subprocess.exitStatus(of: valgrind + arguments, environment: ["SWIFT_DETERMINISTIC_HASHING=1"])
    guard let status else { throw .valgrindUnavailable }
    guard status == 0 else { throw .failed(program: arguments[0], status: status) }
    guard let bytes = try? POSIX.readFile(output) else { throw .noCount(path: output) }
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("summary:") {
      if let count = Int(line.dropFirst("summary:".count).split(separator: " ").first ?? "") { return count }
    }
    throw .noCount(path: output)
  }
}

/// Why ``InstructionCounter`` could not count.
public enum InstructionCountError: Error, Equatable, CustomStringConvertible {
  /// valgrind is not installed (Debian package `valgrind`) or could not be started.
  case valgrindUnavailable
  /// The temporary directory for cachegrind's output could not be created.
  case cannotCreateTemporaryFile
  /// The program (or valgrind) exited with this status.
  case failed(program: String, status: Int32)
  /// cachegrind's output file has no `summary:` line.
  case noCount(path: String)

  /// A one-line message naming the cause.
  public var description: String {
    switch self {
    case .valgrindUnavailable: "valgrind could not be started (install the Debian package valgrind)"
    case .cannotCreateTemporaryFile: "cannot create a temporary directory in /tmp for cachegrind's output"
    case .failed(let program, let status): "valgrind running \(program) exited with status \(status)"
    case .noCount(let path): "cachegrind wrote no instruction count to \(path)"
    }
  }
}
