import Glibc
import TestSupport
import Testing

/// SIGINT, SIGTERM, SIGHUP and SIGPIPE end `motion-bench` with 128 + the signal and remove its
/// temporary files and staging folders.
/// Each test spawns the built binary and waits for a sign that it is under way (a file or a
/// progress line), never for a fixed time.
@Suite("Signals", .tags(.integration))
struct SignalTests {
  /// Polls `condition` every 10 ms until it holds or `limit` seconds have passed on the monotonic clock.
  static func eventually(limit: Double = 60, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Deadline(seconds: limit)
    while !deadline.hasPassed {
      if try condition() { return true }
      usleep(10_000)
    }
    return try condition()
  }

  @Test(
    "A signal while a sweep streams its CSV removes the temporary file and exits 128 + signal",
    arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGPIPE, Int32(141))])
  func sweepInterrupted(signal: Int32, code: Int32) throws {
    try withTemporaryDirectory { directory in
      // 100 million points: minutes of work, so the signal always lands mid-stream.
      let child = try ChildProcess(
        ["sweep", "--bounces", "100000", "--durations", "1000", "--threads", "1", "--out", "sweep.csv"], in: directory)
      let streaming = try Self.eventually { try FileList(directory).names.contains { $0.hasSuffix(".tmp") } }
      #expect(streaming, "no temporary file appeared")
      kill(child.pid, signal)
      #expect(child.wait() == .exited(code))
      #expect(try FileList(directory).names == [])
    }
  }

  @Test("SIGINT during a run's timing leaves no CSV and exits 130")
  func runInterrupted() throws {
    try withTemporaryDirectory { directory in
      try withTemporaryDirectory { capture in
        let child = try ChildProcess(
          ["run", "--selectors", "20000", "--phases", "timing", "--solvers", "closed-form", "--out", "run.csv"],
          in: directory, captureDirectory: capture)
        let timing = try Self.eventually { try readText(child.stderrPath).contains("timing:") }
        #expect(timing, "the run never reached its timing phase")
        kill(child.pid, SIGINT)
        #expect(child.wait() == .exited(130))
        #expect(try FileList(directory).names == [])
      }
    }
  }

  /// A signal while gnuplot draws removes plot's staging folder `.plot-…` with its partial
  /// files, and ends gnuplot, which would otherwise go on writing into it.
  @Test("A signal while plot draws removes its staging folder", arguments: [SIGTERM, SIGHUP])
  func plotInterrupted(signal: Int32) throws {
    try withTemporaryDirectory { directory in
      // 50,000 rows: seconds of reading and drawing, so the signal lands while staging.
      let curve = try ChildProcess.run(
        ["curve", ".smooth", "--seconds", "100", "--hz", "500", "--out", "curve.csv"], in: directory)
      #expect(curve.ending == .exited(0))
      let child = try ChildProcess(["plot", "curve.csv", "--out", "plots"], in: directory)
      let staging = try Self.eventually {
        guard access(directory + "/plots", F_OK) == 0 else { return false }
        return try FileList(directory + "/plots").names.contains { $0.hasPrefix(".plot-") }
      }
      #expect(staging, "no staging folder appeared")
      kill(child.pid, signal)
      #expect(child.wait() == .exited(128 + signal))
      #expect(try FileList(directory + "/plots").names == [])
    }
  }
}
