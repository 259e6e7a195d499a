import BenchmarkKit

/// The picture of two run results side by side (`plot a.csv b.csv`): every solver timed in
/// both, its median time per channel-sample with the p10–p90 of its rounds, A and B next to
/// each other, as a change against A's median (in %, so that solvers far apart share an axis),
/// B labelled with its change.
struct RunComparisonPictures: PlotPictures {
  var pictures: [GnuplotPicture] = []
  var notes: [String] = []

  /// Builds the comparison of two runs' pictures (their rows and names).
  init(_ a: RunPictures, _ b: RunPictures, terminal: GnuplotTerminal) {
    let solvers = a.timedSolvers.filter {
      a.timing($0, .nsPerSampleMedian) != nil && b.timing($0, .nsPerSampleMedian) != nil
    }
    guard !solvers.isEmpty else {
      notes.append("\(a.prefix) and \(b.prefix) have no timed solver in common: no comparison picture")
      return
    }
    var script = GnuplotScript(name: "\(a.prefix)+\(b.prefix)-comparison", terminal: terminal)
    script.add(
      PlotStyle.title(
        "Two runs: median time per channel-sample against A's median, p10–p90 whiskers",
        [("A", a), ("B", b)].flatMap { label, run in
          run.details.enumerated().map { $0 == 0 ? "\(label) = \(run.prefix): \($1)" : $1 }
        }))
    var data = GnuplotData(
      name: script.name + ".dat", columns: ["position", "change_percent", "p10_percent", "p90_percent", "side"])
    var extent = 1.0
    for (position, solver) in solvers.enumerated() {
      let base = a.timing(solver, .nsPerSampleMedian)?.value ?? .nan
      for (side, run) in [a, b].enumerated() {
        let median = run.timing(solver, .nsPerSampleMedian)?.value ?? .nan
        let p10 = run.timing(solver, .nsPerSampleP10)?.value ?? median
        let p90 = run.timing(solver, .nsPerSampleP90)?.value ?? median
        let values = [median, p10, p90].map { 100 * ($0 / base - 1) }
        data.row([Double(position) + (side == 0 ? -0.15 : 0.15)] + values + [Double(side)])
        extent = max(extent, values.filter(\.isFinite).map(abs).max() ?? 0)
      }
    }
    script.add(RunPictures.categoryTics(solvers.map(\.name)) + " nomirror")
    script.add("set xrange [-0.6:\(Double(solvers.count) - 0.4)]")
    script.add("set yrange [\(Gnuplot.number(-1.3 * extent)):\(Gnuplot.number(1.3 * extent))]")
    script.add("set grid ytics")
    script.add("set key below")
    script.add("set bmargin 6")
    script.add("set ylabel 'median time per channel-sample against A (%)'")
    script.add("set xzeroaxis linetype 1 linecolor rgb '#555555' linewidth 1.5")
    script.plot([
      "'\(data.name)' using ($5 == 0 ? $1 : 1/0):2:3:4 with yerrorbars pointtype 7 pointsize 1.4 linewidth 2 "
        + "linecolor rgb '#1f77b4' title 'A'",
      "'' using ($5 == 1 ? $1 : 1/0):2:3:4 with yerrorbars pointtype 7 pointsize 1.4 linewidth 2 "
        + "linecolor rgb '#d62728' title 'B'",
      "'' using ($5 == 1 ? $1 : 1/0):2:(sprintf('%+.1f %%', $2)) with labels left offset character 1, 0 notitle",
    ])
    pictures.append(GnuplotPicture(script: script, data: [data]))
  }
}
