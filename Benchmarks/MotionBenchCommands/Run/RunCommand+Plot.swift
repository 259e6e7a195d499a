import BenchmarkKit
import BenchmarkPictures

extension RunCommand {
  /// The folder `--plot` draws into: `results/plots/`, or the folder of `--out`.
  var plotDirectory: String { out.map(AtomicFile.directory(of:)) ?? PlotPlan.defaultRunDirectory }

  /// Draws the pictures of the CSV this run wrote (`--plot`), as `motion-bench plot` does.
  ///
  /// - Parameter gnuplot: The gnuplot executable, located before the run.
  /// - Throws: ``UsageError`` if the CSV cannot be read back; ``GnuplotError``.
  func plotResults(gnuplot: String) throws {
    let input = try PlotInput(path: out ?? "results/latest.csv")
    let plan = try PlotPlan([input], out: plotDirectory, terminal: GnuplotTerminal())
    try PlotCommand.drawWritten(plan, gnuplot: gnuplot, inputs: [])
  }
}
