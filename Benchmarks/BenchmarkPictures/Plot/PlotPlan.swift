import BenchmarkKit
import CrowdTuning
import SelectorSimulation

/// The pictures of some plot inputs, by output folder, and notes on pictures left out: what
/// `motion-bench plot` draws, and `curve`, `trace`, `scene` and `run` with `--plot`. Building a
/// plan writes nothing.
///
/// Curve files, and the animations in them, are overlaid on one set of pictures; traces of
/// different solvers overlay too (``TraceFile/overlays(_:)``); every other file gets its own, and
/// two runs one more picture, side by side.
package struct PlotPlan {
  /// The folder of a run's pictures when no output folder is given.
  package static let defaultRunDirectory = "results/plots"

  /// Each output folder and the pictures drawn into it, in order.
  package private(set) var folders: [(directory: String, pictures: [GnuplotPicture])] = []
  /// Why pictures were left out, for standard error.
  package private(set) var notes: [String] = []

  /// Builds every picture of the inputs (pure: nothing is written).
  ///
  /// - Parameters:
  ///   - inputs: The loaded files.
  ///   - out: The output folder, or nil for the defaults.
  ///   - terminal: Format and size.
  ///   - band: The settling band of curve files that record none.
  ///   - sceneBounds: The bounds a scene file's CDFs mark (`scene --max-overshoot`, …).
  /// - Throws: ``UsageError`` for a file whose numbers or shape do not fit its kind.
  package init(
    _ inputs: [PlotInput], out: String?, terminal: GnuplotTerminal, band: SceneBand = .standard,
    sceneBounds: SceneBounds = SceneBounds()
  ) throws(UsageError) {
    // Inputs that share a stem (a/run.csv, b/run.csv) get numbered prefixes: run, run-2, ….
    var inputs = inputs
    var seen: [String: Int] = [:]
    for index in inputs.indices {
      let stem = inputs[index].stem
      seen[stem, default: 0] += 1
      if let count = seen[stem], count > 1 { inputs[index].stem = "\(stem)-\(count)" }
    }
    let curves = inputs.filter { $0.kind == .curve }
    if let first = curves.first {
      let pictures = try CurvePictures(curves, band: band, terminal: terminal)
      try add(pictures.pictures, to: out ?? first.directory)
      notes += pictures.notes
    }
    // Traces of different solvers overlay; see TraceFile.overlays.
    let traces = try inputs.filter { $0.kind == .trace }.map { (input) throws(UsageError) in try TraceFile(input) }
    for group in TraceFile.overlays(traces) {
      let pictures = TracePictures(group, terminal: terminal)
      try add(pictures.pictures, to: out ?? group[0].input.directory)
      notes += pictures.notes
    }
    var runs: [RunPictures] = []
    for input in inputs where input.kind != .curve && input.kind != .trace {
      let pictures: any PlotPictures =
        switch input.kind {
        case .run: try RunPictures(input, terminal: terminal)
        case .sweepWide, .sweepLong: try SweepPictures(input, terminal: terminal)
        case .history: try HistoryPictures(input, terminal: terminal)
        case .scene: try ScenePictures(input, terminal: terminal, bounds: sceneBounds)
        case .curve, .trace: preconditionFailure("curves and traces are drawn above")
        }
      if let run = pictures as? RunPictures { runs.append(run) }
      try add(pictures.pictures, to: out ?? (input.kind == .run ? Self.defaultRunDirectory : input.directory))
      notes += pictures.notes
    }
    // Two runs: one more picture, the two side by side.
    if runs.count == 2 {
      let comparison = RunComparisonPictures(runs[0], runs[1], terminal: terminal)
      try add(comparison.pictures, to: out ?? Self.defaultRunDirectory)
      notes += comparison.notes
    }
  }

  /// Adds pictures to a folder.
  ///
  /// - Parameters:
  ///   - pictures: The pictures, each with its script and data.
  ///   - directory: The folder they are drawn into.
  /// - Throws: ``UsageError`` when a file of theirs would take the name of another's
  ///   (a data file may be shared if its bytes are the same).
  mutating func add(_ pictures: [GnuplotPicture], to directory: String) throws(UsageError) {
    guard !pictures.isEmpty else { return }
    let index =
      folders.firstIndex { $0.directory == directory }
      ?? {
        folders.append((directory, []))
        return folders.count - 1
      }()
    var data: [String: GnuplotData] = [:]
    var drawn: Set<String> = []
    for picture in folders[index].pictures + pictures {
      for file in [picture.script.name + ".gp", picture.script.picture] {
        guard drawn.insert(file).inserted, data[file] == nil else {
          throw UsageError(
            "two pictures would be named '\(file)' in \(UntrustedText.shown(directory)); give the files different names"
          )
        }
      }
      for file in picture.data {
        guard !drawn.contains(file.name), data[file.name].map({ $0.hasSameBytes(as: file) }) ?? true else {
          throw UsageError(
            "two data files would be named '\(file.name)' in \(UntrustedText.shown(directory)); give the files different names"
          )
        }
        data[file.name] = file
      }
    }
    folders[index].pictures += pictures
  }
}
