import BenchmarkKit
import BenchmarkResults

extension RunPictures {
  /// Thread scaling: the speed-up of the scaling phase's solver against the thread count,
  /// over its run on the fewest threads, with the ideal (linear) speed-up for comparison and
  /// each run's median time written beside its point.
  ///
  /// - Returns: The picture, or nil when the run has no scaling rows.
  func scaling() -> GnuplotPicture? {
    let runs = rows.filter { $0.phase == .scaling && $0.measures(.runSecondsMedian) && $0.scene.threads != nil }
      .sorted { ($0.scene.threads ?? 0) < ($1.scene.threads ?? 0) }
    guard let first = runs.first, let base = first.scene.threads.map(Double.init), base > 0, first.value > 0 else {
      return nil
    }
    let solver = first.solver
    let headline = "Thread scaling: \(solver.isNone ? "the scene" : solver.name), \(scene(first))"
    var script = script("scaling", headline: headline)
    var data = GnuplotData(name: script.name + ".dat", columns: ["threads", Metric.runSecondsMedian.rawValue])
    for run in runs { data.row([run.scene.threads.map(Double.init) ?? .nan, run.value]) }
    let most = runs.last?.scene.threads.map(Double.init) ?? base
    let ideal = most / base
    script.add("BASE_THREADS = \(Gnuplot.number(base))")
    script.add("BASE_SECONDS = \(Gnuplot.number(first.value))")
    script.add("set xlabel 'threads'")
    script.add(
      "set ylabel \(Gnuplot.quoted("speed-up over \(PlotStyle.short(base)) thread\(base == 1 ? "" : "s") (×)"))")
    script.add("set xrange [\(Gnuplot.number(max(0, base - 0.5))):\(Gnuplot.number(most + 0.5))]")
    script.add("set yrange [0:\(Gnuplot.number(max(ideal, 1) * 1.2))]")
    script.add(most - base <= 32 ? "set xtics 1" : "set xtics")
    script.add("set grid xtics ytics")
    script.add("set key top left")
    script.plot([
      "x / BASE_THREADS with lines dashtype 2 linewidth 1.5 linecolor rgb '#555555' title 'ideal: linear in threads'",
      "'\(data.name)' using 1:(BASE_SECONDS / $2) with linespoints \(PlotStyle.series(0)) linewidth 2 pointsize 1.6 title 'measured'",
      "'' using 1:(BASE_SECONDS / $2):(sprintf('%.3g s (×%.2f)', $2, BASE_SECONDS / $2)) with labels left offset character 1.2, character -0.8 notitle",
    ])
    return GnuplotPicture(script: script, data: [data])
  }
}
