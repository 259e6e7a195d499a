import BenchmarkKit

/// The `motion-bench` command line: subcommand dispatch, help and exit codes.
package enum MotionBenchMain {
  /// The subcommands, in the order help lists them.
  static var commands: [(name: String, type: any Command.Type, summary: String)] {
    [
      ("run", RunCommand.self, "Benchmark the solvers on thousands of selectors (the default)."),
      ("curve", CurveCommand.self, "Sample animations as CSV, several over one common window."),
      ("trace", TraceCommand.self, "Trace one selector's channels over time as CSV."),
      ("scene", SceneCommand.self, "Overshoot, settle times, reversals and jumps across a crowd of tapped selectors."),
      ("tune", TuneCommand.self, "Find the spring that meets motion targets, convert or fit one."),
      ("sweep", SweepCommand.self, "Every spring metric over a grid of bounce × duration, as CSV."),
      ("plot", PlotCommand.self, "Draw the pictures of run, curve, trace, sweep or history CSV with gnuplot."),
      ("export", ExportCommand.self, "Hand a spring to CSS, Compose, Android, Flutter, UIKit, Framer, Reanimated."),
      ("merge", MergeCommand.self, "Merge a sharded run, sweep or scene into the unsharded output, exactly."),
      ("compare", CompareCommand.self, "Judge a run against a base run, or the newest run of a history."),
      ("report", ReportCommand.self, "Print the summary of a saved run, as run printed it."),
      ("preview", PreviewCommand.self, "Draw a selector as it moves: SVG, HTML, GIF, MP4, WebM or a PNG strip."),
      ("dashboard", DashboardCommand.self, "Build a static site of the history: every commit, change points."),
      ("components", ComponentsCommand.self, "List the built-in components, show one, or check a description file."),
    ]
  }

  /// The version `--version` prints, raised with every change to the command line or a file format.
  static let version = "0.2.0"

  #if DEBUG
    static let buildConfiguration = "debug"
  #else
    static let buildConfiguration = "release"
  #endif

  /// Runs `motion-bench` with the arguments after the program name.
  ///
  /// It installs no signal handlers, so tests call it in their own process: the executable
  /// installs them first (``AtomicFile/installSignalHandlers()``), and a signal (SIGINT, SIGTERM,
  /// SIGHUP, SIGPIPE) then ends it with 128 + the signal and removes its temporary files.
  ///
  /// - Parameter arguments: The command line without the program name.
  /// - Returns: The process exit code (``ExitCode``): 0 success, 1 a run-time failure, 2 a
  ///   regression and 4 improvements only (`compare`), 64 bad usage, 65 a bad data file, 66 a
  ///   missing input, 69 a missing program (gnuplot, ffmpeg), 73 an output that cannot be
  ///   created, 74 an output that could not be written (standard output included); 129, 130,
  ///   141 and 143 for SIGHUP, SIGINT, SIGPIPE and SIGTERM.
  package static func main(_ arguments: [String]) -> Int32 {
    StandardOutput.reset()
    let code = dispatch(arguments)
    if let failure = StandardOutput.failure() {
      printError("Error: \(failure)")
      return ExitCode.ioError.rawValue
    }
    return code
  }

  /// Runs the subcommand an argument list names.
  private static func dispatch(_ arguments: [String]) -> Int32 {
    var arguments = arguments
    if arguments == ["--version"] {
      printOutput(versionLine)
      return ExitCode.success.rawValue
    }
    if let first = arguments.first, first == "--help" || first == "-h" || first == "help" {
      printOutput(helpText)
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
      printError("Error: " + TerminalText.escaped("\(error)", keepingLineBreaks: false))
      if error.exitCode == .usage { printError("See '\(type.spec.commandName) --help'.") }
      return error.exitCode.rawValue
    }
    guard let command else {
      printOutput(type.spec.helpText)
      return ExitCode.success.rawValue
    }
    do {
      return try command.run().rawValue
    } catch {
      printError("Error: " + TerminalText.escaped("\(error)", keepingLineBreaks: false))
      return ExitCode(for: error).rawValue
    }
  }

  static var helpText: String {
    var lines = [
      "OVERVIEW: Measure and tune SwiftUI animation physics: springs, timing curves and keyframes,",
      "solved in closed form, by exact steps and with GSL's ODE solvers.",
      "",
      "USAGE: motion-bench [<subcommand>] [<options>]",
      "       motion-bench --version",
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
