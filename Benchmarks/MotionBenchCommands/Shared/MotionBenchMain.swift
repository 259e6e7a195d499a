import BenchmarkKit

/// The `motion-bench` command line: subcommand dispatch, help and exit codes.
public enum MotionBenchMain {
  /// The subcommands, in the order help lists them.
  static var commands: [(name: String, type: any Command.Type, summary: String)] {
    [
      ("run", RunCommand.self, "Benchmark the solvers on thousands of selectors (the default)."),
      ("curve", CurveCommand.self, "Sample animations as CSV, several over one common window."),
      ("trace", TraceCommand.self, "Trace one selector's channels over time as CSV."),
      ("tune", TuneCommand.self, "Find the spring that meets motion targets, convert or fit one."),
      ("sweep", SweepCommand.self, "Every spring metric over a grid of bounce × duration, as CSV."),
      ("plot", PlotCommand.self, "Draw the pictures of run, curve, trace, sweep or history CSV with gnuplot."),
      ("export", ExportCommand.self, "Hand a spring to CSS, Compose, Android, Flutter, UIKit, Framer, Reanimated."),
      ("merge", MergeCommand.self, "Merge the shard files of a sharded sweep into the unsharded output, exactly."),
      ("compare", CompareCommand.self, "Judge a run against a base run, or the newest run of a history."),
      ("report", ReportCommand.self, "Print the summary of a saved run, as run printed it."),
      ("preview", PreviewCommand.self, "Draw a selector as it moves: an animated SVG or an HTML page."),
    ]
  }

  /// Runs `motion-bench` with the arguments after the program name.
  ///
  /// It installs no signal handlers, so tests call it in their own process: the executable
  /// installs them first (``AtomicFile/installSignalHandlers()``), and a signal then ends it with
  /// 130 (SIGINT) or 143 (SIGTERM) and removes its temporary files.
  ///
  /// - Parameter arguments: The command line without the program name.
  /// - Returns: The process exit code (``ExitCode``): 0 success, 1 a run-time failure, 2 a
  ///   regression and 4 improvements only (`compare`), 64 bad usage, 65 a bad data file, 66 a missing
  ///   input file.
  public static func main(_ arguments: [String]) -> Int32 {
    var arguments = arguments
    if let first = arguments.first, first == "--help" || first == "-h" || first == "help" {
      print(helpText, terminator: "")
      return ExitCode.success.rawValue
    }
    guard let first = arguments.first, !first.hasPrefix("-") else {
      return run(RunCommand.self, arguments)
    }
    if first == "_simulate" { return run(SimulateCommand.self, Array(arguments.dropFirst())) }
    guard let match = commands.first(where: { $0.name == first }) else {
      let names = commands.map(\.name)
      let suggestion = CommandSpec.closest(to: first, among: names, within: 2).map { "did you mean '\($0)'? " }
      printError(
        "Error: unknown subcommand '\(first)'; \(suggestion ?? "")expected one of \(names.joined(separator: ", "))")
      printError("See 'motion-bench --help'.")
      return ExitCode.usage.rawValue
    }
    arguments.removeFirst()
    return run(match.type, arguments)
  }

  private static func run(_ type: any Command.Type, _ arguments: [String]) -> Int32 {
    let command: (any Command)?
    do {
      command = try type.parse(arguments)
    } catch {
      printError("Error: \(error)")
      printError("See '\(type.spec.commandName) --help'.")
      return ExitCode.usage.rawValue
    }
    guard let command else {
      print(type.spec.helpText, terminator: "")
      return ExitCode.success.rawValue
    }
    do {
      return try command.run().rawValue
    } catch let error as UsageError {
      printError("Error: \(error)")
      return ExitCode.usage.rawValue
    } catch let error as DataError {
      printError("Error: \(error)")
      return ExitCode.dataError.rawValue
    } catch let error as NoInputError {
      printError("Error: \(error)")
      return ExitCode.noInput.rawValue
    } catch {
      printError("Error: \(error)")
      return ExitCode.failure.rawValue
    }
  }

  static var helpText: String {
    var lines = [
      "OVERVIEW: Measure and tune SwiftUI animation physics: springs, timing curves and keyframes,",
      "solved in closed form, by exact steps and with GSL's ODE solvers.",
      "",
      "USAGE: motion-bench [<subcommand>] [<options>]",
      "",
      "SUBCOMMANDS:",
    ]
    for command in commands {
      lines.append(
        "  " + command.name + String(repeating: " ", count: max(1, 24 - command.name.count)) + command.summary)
    }
    lines += ["", "  See 'motion-bench <subcommand> --help' for detailed help.", ""]
    return lines.joined(separator: "\n")
  }
}
