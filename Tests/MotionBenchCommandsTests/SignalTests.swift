import Glibc
import TestSupport
import Testing

/// SIGINT and SIGTERM end `motion-bench` with 128 + the signal and remove its temporary files.
/// Each test spawns the built binary and waits for a sign that it is under way (a file or a
/// progress line), never for a fixed time.
@Suite("Signals")
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
    arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
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
}
