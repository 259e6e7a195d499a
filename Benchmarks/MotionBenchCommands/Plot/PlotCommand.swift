import BenchmarkKit
import BenchmarkPictures
import Glibc
import SelectorSimulation

/// `motion-bench plot`: draws the pictures of any CSV that motion-bench writes, with gnuplot.
///
/// Each file's kind is told from its header (``PlotInputKind``). Curve files, and the animations
/// in them, are overlaid on one set of pictures; every other file gets its own. Beside each picture go its gnuplot
/// script and data, so that `gnuplot NAME.gp` in that folder draws it again.
struct PlotCommand: Command {
  /// The CSV files, in command-line order.
  var files: [String]
  /// The output folder; nil picks `results/plots/` for a run, else the first file's folder.
  var out: String?
  var terminal = GnuplotTerminal()
  /// The settling band for curve files that record none.
  var band = SceneBand.standard

  static let files = Argument(
    "files", help: "CSV files written by motion-bench run, curve, trace, sweep or the history.", repeating: .string)
  static let out = FileOptions.outFolder(
    help:
      "Folder for the pictures, created if missing (default: \(PlotPlan.defaultRunDirectory)/ for a run, otherwise the "
      + "first file's folder).")
  static let format = Option(
    "format", valueName: "F", help: "png or svg.", default: "png", ValueParser<GnuplotTerminal.Format>.choice)
  static let size = Option(
    "size", valueName: "WxH",
    help:
      "Picture size in pixels, each side \(GnuplotTerminal.sizes.lowerBound) to \(GnuplotTerminal.sizes.upperBound).",
    default: "1200x800", .string)

  static let spec = CommandSpec(
    commandName: "motion-bench plot",
    overview: """
      Draw the pictures of MotionBench CSV files with gnuplot (Debian package gnuplot-nox). The kind of each \
      file is told from its header: a run result (work-precision, throughput, accuracy per channel, timing \
      rounds, thread scaling), curves (value, velocity and, with --errors, |error| against time; every animation \
      of every curve file overlays, long or wide layout, each named with its solver; the target, band and settle \
      times are those curve wrote, and --epsilon or --visible-pt gives the band of a file that records none), a trace (the channels in small multiples, with the events; long or wide layout), a sweep, wide or long (heatmaps \
      over bounce × duration with the seeds' springs marked), or the history (each headline metric against the \
      commit). Beside every picture go its gnuplot script NAME.gp and its data, so 'gnuplot NAME.gp' in that \
      folder draws it again. Traces of different solvers overlay, the solver in every legend, and a trace with \
      error columns (trace --errors or --against) also gets a picture of its error_pt.
      """,
    arguments: [files],
    options: [out, format, size] + SettlingBandOptions.bandDeclarations)

  init(parsed: ParsedArguments) throws(UsageError) {
    files = try parsed[Self.files]
    out = try parsed[Self.out]
    terminal.format = try parsed[Self.format]
    (terminal.width, terminal.height) = try Self.parseSize(parsed[Self.size])
    band = try SettlingBandOptions.band(parsed) ?? .standard
    try validate()
  }

  /// Parses `--size WxH`.
  ///
  /// - Parameter text: E.g. `1200x800`.
  /// - Returns: Width and height in pixels.
  /// - Throws: ``UsageError`` unless both are integers in ``GnuplotTerminal/sizes``.
  static func parseSize(_ text: String) throws(UsageError) -> (width: Int, height: Int) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    let sides = GnuplotTerminal.sizes
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), sides.contains(width),
      sides.contains(height)
    else {
      throw UsageError(
        "--size must be WIDTHxHEIGHT in pixels, each from \(sides.lowerBound) to \(sides.upperBound), e.g. 1200x800 (got '\(text)')"
      )
    }
    return (width, height)
  }

  /// Checks that the output folder could be created.
  func validate() throws(UsageError) {
    if let out { try Self.checkFolder(out, option: "--out") }
  }

  /// Checks that `folder` is a writable folder or could be created: its nearest existing
  /// ancestor must be a writable folder.
  ///
  /// - Throws: ``UsageError``: 64 for an empty name, 73 (an output that cannot be created) for
  ///   a path under a file or a device (`/dev/null`), or a folder that is not writable.
  static func checkFolder(_ folder: String, option: String) throws(UsageError) {
    guard !folder.isEmpty else { throw UsageError("\(option) must name a folder (got '')") }
    var path = folder
    var status = stat()
    while stat(path, &status) != 0 {
      guard let slash = path.lastIndex(of: "/") else {
        path = "."
        continue
      }
      path = slash == path.startIndex ? "/" : String(path[..<slash])
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw UsageError("\(option): \(UntrustedText.shown(path)) is not a folder", exitCode: .cannotCreate)
    }
    guard access(path, W_OK | X_OK) == 0 else {
      throw UsageError("\(option): folder \(UntrustedText.shown(path)) is not writable", exitCode: .cannotCreate)
    }
  }

  func run() throws -> ExitCode {
    let inputs = try files.map { (path: String) throws(UsageError) in try PlotInput(path: path) }
    let plan: PlotPlan
    // What the files hold decides the plan: a file it cannot use is bad data (65).
    do { plan = try PlotPlan(inputs, out: out, terminal: terminal, band: band) } catch {
      throw UsageError(error.message, exitCode: error.exitCode == .usage ? .dataError : error.exitCode)
    }
    let read = files.map { ("<files>", $0) }
    for directory in plan.folders.map(\.0) { try Self.checkFolder(directory, option: "output folder") }
    try Self.checkDistinct(plan, option: "output", inputs: read)
    try Self.draw(plan, executable: Gnuplot.locate(), format: terminal.format)
    return .success
  }

  /// Checks that no file a plan writes (data, script, picture) is one the command reads or a
  /// history (``OutputCheck/checkDistinct(_:option:inputs:)``).
  ///
  /// - Parameters:
  ///   - plan: The pictures to draw.
  ///   - option: What names the files, for the message.
  ///   - inputs: The files the command reads.
  /// - Throws: ``UsageError`` with exit code 73 naming the file and the input.
  static func checkDistinct(_ plan: PlotPlan, option: String, inputs: [OutputCheck.Input]) throws(UsageError) {
    for (directory, pictures) in plan.folders {
      for picture in pictures {
        for name in picture.data.map(\.name) + [picture.script.name + ".gp", picture.script.picture] {
          try OutputCheck.checkDistinct(directory + "/" + name, option: option, inputs: inputs)
        }
      }
    }
  }

  /// Draws the pictures of the CSV a command wrote (`--plot`) as PNGs, once none of their files
  /// is one the command read (``checkDistinct(_:option:inputs:)``).
  ///
  /// - Parameters:
  ///   - plan: The pictures of the written CSV.
  ///   - gnuplot: gnuplot's path, located before the command's work.
  ///   - inputs: The files the command read.
  /// - Throws: ``UsageError`` (73) for a picture's file that is an input; ``GnuplotError``.
  static func drawWritten(_ plan: PlotPlan, gnuplot: String, inputs: [OutputCheck.Input]) throws {
    try checkDistinct(plan, option: "--plot", inputs: inputs)
    try draw(plan, executable: gnuplot, format: .png)
  }

  /// Renders a plan's pictures, reporting notes, gnuplot's warnings and the files written on
  /// standard error.
  ///
  /// - Throws: ``GnuplotError`` when a picture cannot be drawn.
  static func draw(_ plan: PlotPlan, executable: String, format: GnuplotTerminal.Format) throws(GnuplotError) {
    for note in plan.notes { printError("plot: \(note)") }
    if plan.folders.isEmpty { printError("plot: nothing to draw") }
    for (directory, pictures) in plan.folders {
      let (written, warnings) = try Gnuplot.render(pictures, into: directory, executable: executable)
      for warning in warnings { printError("plot: \(warning)") }
      let shown = written.filter { $0.hasSuffix("." + format.rawValue) }
      printError(
        "plot: wrote \(shown.count) picture\(shown.count == 1 ? "" : "s") to \(directory)/: \(shown.joined(separator: ", "))"
      )
    }
  }
}
