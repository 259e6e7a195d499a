import BenchmarkKit
import Glibc
import TestSupport
import Testing

/// An input that never ends, a FIFO fed by a writer that never stops, is read up to a stated
/// bound and refused with one `Error:` line (exit 65): never read forever.
@Suite("Endless inputs are refused at a bound", .tags(.integration))
struct EndlessInputTests {
  /// Starts `script` under `/bin/sh` writing into a new FIFO `name` in `directory`, runs `body`
  /// with the FIFO's path, then kills the writer (which never stops by itself).
  static func withEndlessWriter(
    _ script: String, in directory: String, _ body: (String) throws -> Void
  ) throws {
    let fifo = directory + "/endless.csv"
    #expect(mkfifo(fifo, 0o644) == 0)
    let writer = try ChildProcess(["-c", "exec > endless.csv; " + script], in: directory, program: "/bin/sh")
    defer {
      kill(writer.pid, SIGKILL)
      _ = writer.wait()
    }
    try body(fifo)
  }

  /// Records that never end (no line end, as from `/dev/zero`) after a valid header: each
  /// reader stops after 1 MiB of the open record.
  @Test(
    "A record without end is refused after 1 MiB",
    arguments: [
      ("t,value", ["tune", "--match", "endless.csv"]),
      ("t,value,velocity", ["plot", "endless.csv", "--out", "plots"]),
      ("git_commit,phase,solver,metric,value", ["report", "endless.csv"]),
    ])
  func endlessRecord(header: String, command: [String]) throws {
    try withTemporaryDirectory { directory in
      try Self.withEndlessWriter("echo \(header); while :; do printf 0123456789abcdef; done", in: directory) { _ in
        let result = try ChildProcess.run(command, in: directory)
        #expect(result.status == 65, "\(command): \(result.standardError)")
        #expect(result.standardErrorLines.filter { $0.hasPrefix("Error: ") }.count == 1, "\(result.standardError)")
        #expect(result.standardError.contains(" goes on past 1 MiB"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(access(directory + "/plots", F_OK) != 0)
      }
    }
  }

  /// Valid rows for ever (`yes`) stop at the reader's byte limit, here 1 MiB instead of 1 GiB.
  @Test func endlessRowsStopAtTheByteLimit() throws {
    try withTemporaryDirectory { directory in
      try Self.withEndlessWriter("echo t; exec yes 0.5", in: directory) { fifo in
        let reader = try CSVFileReader(path: fifo, byteLimit: 1 << 20)
        var rows = 0
        do {
          while try reader.next() != nil { rows += 1 }
          Issue.record("the stream ended")
        } catch let error as CSVReadError {
          #expect(error == .tooLarge(path: fifo, limit: 1 << 20))
          #expect(error.exitCode == .dataError)
        }
        // 4 bytes a row: most of a mebibyte of rows was read before the limit.
        #expect(rows > 200_000 && rows <= (1 << 20) / 4)
      }
    }
  }
}
