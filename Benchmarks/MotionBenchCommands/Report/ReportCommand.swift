import BenchmarkKit
import BenchmarkResults
import MotionBenchmarks

/// `motion-bench report`: the summary a run printed, again, from its results file.
///
/// The tables are the ones `run` prints at its end — one curve, accuracy, the roofline's
/// peaks, throughput against each solver's bound, GSL work-precision, SwiftUI's runtime,
/// instructions and the performance targets — computed from the file's rows, so that a
/// committed run (`results/latest.csv`) can be read, and documented, without running again.
struct ReportCommand: Command {
  /// The results file.
  var path = "results/latest.csv"

  static let spec = CommandSpec(
    commandName: "motion-bench report",
    overview: """
      Print the summary of a saved run — accuracy, the roofline's peaks, throughput against each solver's \
      bound, work-precision, SwiftUI's runtime, instructions and the performance targets — as run printed it, \
      from the results file alone.
      """,
    arguments: [results])

  static let results = Argument(
    "results", help: "A results file of motion-bench run (default: results/latest.csv).", optional: .string)

  init(parsed: ParsedArguments) throws(UsageError) {
    if let path = try parsed[Self.results] { self.path = path }
  }

  func run() throws -> ExitCode {
    if History.isHistory(path) {
      throw DataError(
        "'\(path)' is a history of many runs, not one run's results file; judge its newest run with "
          + "'motion-bench compare --history \(path)', or report a run's file such as results/latest.csv")
    }
    let results: RunResults
    do {
      results = try RunResults(contentsOfFile: path)
    } catch {
      throw DataError(error.description, exitCode: error.exitCode)
    }
    if let note = results.severalRunsNote { printError("report: \(note)") }
    var report = RunReport(identity: results.identity)
    report.rows = results.rows
    printOutput(try Self.summary(of: report))
    return .success
  }

  /// The summary of a run's rows, with the thread and round counts read from its timing rows.
  ///
  /// - Parameter report: The rows of one run.
  /// - Returns: The tables, as `run` prints them.
  /// - Throws: ``UsageError`` if `run`'s defaults do not parse (a programming error).
  static func summary(of report: RunReport) throws(UsageError) -> String {
    // `--out -` keeps the parse from checking results/ and its history: report writes nothing there.
    guard var settings = try RunCommand.parse(["--out", "-"])?.settings else { return "" }
    if let threads = report.rows.firstRow(describedBy: { $0.phase == .timing })?.scene.threads {
      settings.threads = threads
    }
    let timing = report.rows.positions(describedBy: { $0.phase == .timing })
    if let rounds = timing.compactMap(report.rows.round(at:)).max() { settings.repetitions = rounds }
    return settings.summary(report)
  }
}
