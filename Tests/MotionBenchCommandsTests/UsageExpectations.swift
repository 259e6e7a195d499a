import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// Expects `command` to refuse `arguments` with a one-line usage error containing `phrase`.
///
/// - Parameters:
///   - command: The subcommand whose pure parse is tried.
///   - arguments: The arguments after the subcommand name.
///   - phrase: Text the error's message must contain.
///   - sourceLocation: Where a failure is reported.
func expectUsageError<C: Command>(
  _ command: C.Type, _ arguments: [String], naming phrase: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    _ = try C.parse(arguments)
    Issue.record("accepted \(arguments)", sourceLocation: sourceLocation)
  } catch {
    #expect(error.description.contains(phrase), "\(arguments): \(error)", sourceLocation: sourceLocation)
    #expect(!error.description.contains("\n"), "\(arguments): \(error)", sourceLocation: sourceLocation)
  }
}

/// Expects `command` to refuse `arguments` as ``expectUsageError(_:_:naming:sourceLocation:)``
/// does, and `motion-bench name arguments` run in this process to exit 64; for a command that
/// writes a file, with `--out FILE` in a fresh folder unless `arguments` give `--out`, and no
/// file at FILE afterwards.
///
/// - Parameters:
///   - command: The subcommand whose pure parse is tried.
///   - name: Its name on the command line.
///   - arguments: The arguments after the subcommand name.
///   - phrase: Text the error's message must contain.
///   - writesFile: Whether the command takes `--out`.
///   - sourceLocation: Where a failure is reported.
/// - Throws: When the temporary folder cannot be made.
func expectRefusedUsage<C: Command>(
  _ command: C.Type, _ name: String, _ arguments: [String], naming phrase: String, writesFile: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  expectUsageError(command, arguments, naming: phrase, sourceLocation: sourceLocation)
  try withTemporaryDirectory { directory in
    let out = directory + "/never.csv"
    let extra = writesFile && !arguments.contains("--out") ? ["--out", out] : []
    #expect(MotionBenchMain.main([name] + arguments + extra) == 64, "\(arguments)", sourceLocation: sourceLocation)
    #expect(access(out, F_OK) != 0, "\(arguments) wrote a file", sourceLocation: sourceLocation)
  }
}

/// Runs the built `motion-bench` with `arguments` and `--out FILE` in a fresh folder, and expects
/// bad usage: exit 64, one `Error:` line on standard error, the first, containing `phrase`, and
/// no file at FILE.
///
/// - Parameters:
///   - arguments: The whole command line after `motion-bench`, without `--out`.
///   - phrase: Text the error line must contain.
///   - file: The name of the output file inside the folder.
///   - sourceLocation: Where a failure is reported.
/// - Throws: When the child cannot be started or its output read.
func expectRefusedRun(
  _ arguments: [String], naming phrase: String, file: String = "out.csv",
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try withTemporaryDirectory { directory in
    let out = directory + "/" + file
    let run = try ChildProcess.run(arguments + ["--out", out], in: directory)
    #expect(run.status == 64, "\(arguments): exit \(run.status)", sourceLocation: sourceLocation)
    let lines = run.standardErrorLines
    let first = lines.first ?? ""
    #expect(
      first.hasPrefix("Error: ") && first.contains(phrase), "\(run.standardError)", sourceLocation: sourceLocation)
    #expect(lines.filter { $0.hasPrefix("Error:") }.count == 1, "\(run.standardError)", sourceLocation: sourceLocation)
    #expect(access(out, F_OK) != 0, "\(arguments) wrote \(file)", sourceLocation: sourceLocation)
  }
}
