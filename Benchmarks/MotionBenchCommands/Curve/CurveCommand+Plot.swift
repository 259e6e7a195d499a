import BenchmarkKit

extension CurveCommand {
  /// The folder `--plot` draws into: the folder of `--out`.
  var plotDirectory: String {
    guard let out, let slash = out.lastIndex(of: "/") else { return "." }
    return slash == out.startIndex ? "/" : String(out[..<slash])
  }

  /// Draws the pictures of the CSV this command wrote (`--plot`), as `motion-bench plot` does:
  /// the animations overlaid.
  ///
  /// - Parameter gnuplot: The gnuplot executable, located before sampling.
  /// - Throws: ``UsageError`` if the CSV cannot be read back; ``GnuplotError``.
  func plotCurves(gnuplot: String) throws {
    // Force-unwrap is safe: validate() requires --out FILE with --plot.
    let input = try PlotInput(path: out!)
    let plan = try PlotCommand.plan([input], out: plotDirectory, terminal: GnuplotTerminal())
    try PlotCommand.draw(plan, executable: gnuplot, format: .png)
  }
}
