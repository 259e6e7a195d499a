import BenchmarkKit
import Glibc
import TestSupport
import Testing

/// Pictures on a full disk: gnuplot exits 0 with a missing or cut picture when its writes fail,
/// so `plot` and `curve --plot` said "gnuplot failed" (exit 1), or with a cut PNG nothing at all
/// (exit 0). Each is a failed write (74) naming the picture, and no picture is left behind. The
/// full disk is a 48 KiB tmpfs mounted in a mount namespace of the child (`unshare -r -m`).
@Suite("Full disk: pictures", .tags(.integration))
struct FullDiskTests {
  /// Whether this machine mounts a tmpfs in a user and mount namespace.
  static let canMount: Bool = {
    guard let folder = try? TemporaryDirectory() else { return false }
    let outcome = try? Subprocess.run(
      ["unshare", "-r", "-m", "sh", "-c", "mount -t tmpfs -o size=48k tmpfs \"$0\"", folder.path], capturing: .nothing)
    return outcome?.exitCode == 0
  }()

  /// Runs the built binary with a 48 KiB tmpfs at `full`, then lists what is left there on
  /// standard output.
  static func runOnFullDisk(_ arguments: [String], full: String, in directory: String) throws -> ChildProcess.Result {
    let script = "mount -t tmpfs -o size=48k tmpfs \"$0\" || exit 99; \"$@\"; code=$?; ls -A \"$0\"; exit $code"
    return try ChildProcess.run(
      ["-r", "-m", "sh", "-c", script, full, try motionBenchExecutable()] + arguments, in: directory,
      program: "/usr/bin/unshare")
  }

  @Test(.enabled(if: canMount, "needs unshare -r -m and tmpfs")) func plotOnAFullDiskIsAFailedWrite() throws {
    try withTemporaryDirectory { directory in
      let full = directory + "/full"
      #expect(mkdir(full, 0o755) == 0)
      try writeText("t,value,velocity\n0,0,0\n0.25,0.8,1\n0.5,1,0\n", to: directory + "/c.csv")
      let result = try Self.runOnFullDisk(["plot", "c.csv", "--out", full], full: full, in: directory)
      #expect(result.ending == .exited(74), "\(result.standardError)")
      let errors = result.standardErrorLines.filter { $0.hasPrefix("Error: ") }
      #expect(errors.count == 1 && errors[0].hasPrefix("Error: cannot write '\(full)/c-"), "\(result.standardError)")
      #expect(errors.first?.hasSuffix(".png': No space left on device") == true, "\(result.standardError)")
      // Nothing is left on the full disk: no picture, script, data or staging folder.
      #expect(result.standardOutput.isEmpty, "\(result.standardOutput)")
    }
  }

  @Test(.enabled(if: canMount, "needs unshare -r -m and tmpfs")) func curvePlotOnAFullDiskIsAFailedWrite() throws {
    try withTemporaryDirectory { directory in
      let full = directory + "/full"
      #expect(mkdir(full, 0o755) == 0)
      let result = try Self.runOnFullDisk(
        ["curve", ".smooth", "--out", full + "/c.csv", "--plot"], full: full, in: directory)
      #expect(result.ending == .exited(74), "\(result.standardError)")
      #expect(
        result.standardErrorLines.last?.hasSuffix(".png': No space left on device") == true, "\(result.standardError)")
      // The curve's CSV, written before the pictures, is whole; no picture is left.
      #expect(result.standardOutput == "c.csv\n", "\(result.standardOutput)")
    }
  }
}
