import BenchmarkKit
import BenchmarkPictures

extension CurveCommand {
  /// The folder `--plot` draws into: the folder of `--out`.
  var plotDirectory: String { out.map(AtomicFile.directory(of:)) ?? "." }

  /// Draws the pictures of the CSV this command wrote (`--plot`) exactly as `motion-bench plot`
  /// draws that file: the file records each animation's target, band and settle time.
  ///
  /// - Parameter gnuplot: The gnuplot executable, located before sampling.
  /// - Throws: ``UsageError`` when the file cannot be read back or pictures would share a name; ``GnuplotError``.
  func plotWritten(gnuplot: String) throws {
    // Force-unwrap is safe: validate() requires --out FILE with --plot.
    let plan = try PlotPlan([try PlotInput(path: out!)], out: plotDirectory, terminal: GnuplotTerminal())
    try PlotCommand.drawWritten(plan, gnuplot: gnuplot, inputs: [])
  }
}
