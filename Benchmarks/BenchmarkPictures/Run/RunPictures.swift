import BenchmarkKit
import BenchmarkResults

/// The pictures of one `motion-bench run` result: work-precision, throughput, the timing
/// rounds, accuracy per channel and thread scaling, each drawn when the run has its phase.
struct RunPictures: PlotPictures {
  var pictures: [GnuplotPicture] = []
  var notes: [String] = []
  let rows: ResultRows
  let terminal: GnuplotTerminal
  /// The prefix of the pictures' names: the file's stem.
  let prefix: String
  /// The title's second line: commit, machine, build, time.
  /// The run's metadata lines (``PlotStyle/runDetails(_:)``).
  let details: [String]
  /// Every solver in order of first appearance: its index picks its colour in every picture.
  let solvers: [ResultSolver]

  /// Reads a run result and builds its pictures.
  ///
  /// - Throws: ``UsageError`` for a malformed number in the file.
  init(_ input: PlotInput, terminal: GnuplotTerminal) throws(UsageError) {
    guard case .run(let rows, let identity) = input.content else {
      throw UsageError("\(UntrustedText.shown(input.path)) is not a results file of motion-bench run")
    }
    self.rows = rows
    var order: [ResultSolver] = []
    for row in rows
    where !row.solver.isNone && (row.phase == .timing || row.phase == .accuracy) && !order.contains(row.solver) {
      order.append(row.solver)
    }
    self.solvers = order
    self.terminal = terminal
    prefix = input.stem
    details = PlotStyle.runDetails(identity)
    let name = input.fileName
    let built: [(phase: String, picture: GnuplotPicture?)] = [
      (Phase.precision.rawValue, workPrecision()), (Phase.timing.rawValue, throughput()),
      ("\(Phase.timing.rawValue) round", timingRounds()), (Phase.accuracy.rawValue, accuracy()),
      (Phase.scaling.rawValue, scaling()),
    ]
    for (phase, picture) in built {
      if let picture {
        pictures.append(picture)
      } else {
        notes.append("\(UntrustedText.shown(name)) has no \(phase) rows: no \(phase) picture")
      }
    }
  }

  /// The colour index of a solver.
  func colourIndex(_ solver: ResultSolver) -> Int { solvers.firstIndex(of: solver) ?? solvers.count }

  /// Text such as `5000 selectors × 10 s × 120 Hz` from a row's scene columns.
  func scene(_ row: ResultRow) -> String {
    var parts: [String] = []
    if let selectors = row.scene.selectors { parts.append(Self.selectors(Double(selectors))) }
    if let seconds = row.scene.seconds { parts.append("\(PlotStyle.short(seconds)) s") }
    if let hz = row.scene.hz { parts.append("\(PlotStyle.short(hz)) Hz") }
    return parts.joined(separator: " × ")
  }

  /// `1 selector`, `5000 selectors` (whole numbers in full).
  static func selectors(_ count: Double) -> String {
    let text = count == count.rounded() && abs(count) < 1e15 ? String(Int(count)) : PlotStyle.short(count)
    return "\(text) selector\(count == 1 ? "" : "s")"
  }

  /// A new script named `<prefix>-<suffix>` with the run's title.
  func script(_ suffix: String, headline: String) -> GnuplotScript {
    var script = GnuplotScript(name: "\(prefix)-\(suffix)", terminal: terminal)
    script.add(PlotStyle.title(headline, details))
    return script
  }

  /// `set xtics (…)` naming categories 0, 1, … .
  static func categoryTics(_ names: [String]) -> String {
    "set xtics (" + names.enumerated().map { "\(Gnuplot.quoted($1)) \($0)" }.joined(separator: ", ") + ")"
  }

  /// A horizontal dashed reference line across the plot at `y`, with `label` (when given) above
  /// its right end.
  static func referenceLine(at y: Double, label: String?, colour: String = "#555555") -> [String] {
    let line =
      "set arrow from graph 0, first \(Gnuplot.number(y)) to graph 1, first \(Gnuplot.number(y)) nohead dashtype 2 linewidth 1.5 linecolor rgb '\(colour)' front"
    guard let label else { return [line] }
    return [
      line,
      "set label \(Gnuplot.quoted(label)) at graph 0.99, first \(Gnuplot.number(y)) right offset 0, character 0.7 textcolor rgb '\(colour)' front",
    ]
  }
}
