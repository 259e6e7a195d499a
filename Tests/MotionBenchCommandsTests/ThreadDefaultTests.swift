import TestSupport
import Testing

/// The default `--threads` is the number of CPUs the process may use, as `nproc` counts them,
/// so that `taskset` or a container's CPU set does not oversubscribe the cores it leaves.
@Suite(.tags(.integration)) struct ThreadDefaultTests {
  /// The help states the default it will use; `nproc` under the same mask is the reference.
  @Test(arguments: [true, false])
  func defaultFollowsTheAffinityMask(pinnedToOneCPU: Bool) throws {
    let exe = try motionBenchExecutable()
    // `taskset -c 0 PROGRAM …`, or the program itself.
    func run(_ program: String, _ arguments: [String]) throws -> ChildProcess.Result {
      pinnedToOneCPU
        ? try ChildProcess.run(["-c", "0", program] + arguments, in: "/", program: "/usr/bin/taskset")
        : try ChildProcess.run(arguments, in: "/", program: program)
    }
    let nproc = try run("/usr/bin/nproc", [])
    let expected = Int(nproc.standardOutput.split(separator: "\n").first ?? "")
    #expect(nproc.status == 0 && expected != nil)
    if pinnedToOneCPU { #expect(expected == 1) }
    for command in ["scene", "sweep", "run"] {
      let help = try run(exe, [command, "--help"])
      #expect(help.status == 0)
      let flat = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(
        flat.contains("--threads <N> Worker threads (default: the CPUs this process may use, here \(expected ?? -1));"),
        "\(command)")
    }
  }
}
