import BenchmarkKit
import BenchmarkResults

extension RunPictures {
  /// The timing rows' solvers in file order.
  var timedSolvers: [ResultSolver] {
    var order: [ResultSolver] = []
    for row in rows where row.phase == .timing && !row.solver.isNone && !order.contains(row.solver) {
      order.append(row.solver)
    }
    return order
  }

  /// A timing metric of a solver.
  func timing(_ solver: ResultSolver, _ metric: Metric) -> ResultRow? {
    rows.first { $0.phase == .timing && $0.solver == solver && $0.measures(metric) && $0.round == nil }
  }

  /// The tic label of a timed solver: its name, and its selector count when that differs
  /// from the first solver's (GSL runs on fewer selectors).
  func timingTic(_ solver: ResultSolver, reference: Int?) -> String {
    guard let own = timing(solver, .nsPerSampleMedian)?.scene.selectors, own != reference else {
      return Gnuplot.quoted(solver.name)
    }
    return Gnuplot.quoted(lines: [solver.name, Self.selectors(Double(own))])
  }

  /// Throughput: the median ns per channel-sample of every solver with p10–p90 whiskers, on a
  /// log axis when the medians span more than two decades, and each solver's computed roofline
  /// bound drawn as a dashed bar, labelled with the CPU-time median's ratio to it. The bound is
  /// one core's time while the medians are wall-clock on all threads, so the bar is drawn at
  /// median ÷ ratio: where the solver's wall-clock median would be if its CPU time met the
  /// bound (runs from before the bound have none).
  ///
  /// - Returns: The picture, or nil when the run has no timing rows.
  func throughput() -> GnuplotPicture? {
    let solvers = timedSolvers.filter { timing($0, .nsPerSampleMedian) != nil }
    guard !solvers.isEmpty else { return nil }
    let first = timing(solvers[0], .nsPerSampleMedian)
    let reference = first?.scene.selectors
    let sceneText = first.map(scene) ?? ""
    var script = script(
      "throughput", headline: "Throughput: time per channel-sample, median of the timing rounds with p10–p90 whiskers")
    var data = GnuplotData(
      name: script.name + ".dat",
      columns: ["position", "median_ns", "p10_ns", "p90_ns", "colour", "bound_wall_ns", "bound_ratio"])
    var values: [Double] = []
    var tics: [String] = []
    for (position, solver) in solvers.enumerated() {
      let median = timing(solver, .nsPerSampleMedian)?.value ?? .nan
      let p10 = timing(solver, .nsPerSampleP10)?.value ?? median
      let p90 = timing(solver, .nsPerSampleP90)?.value ?? median
      let ratio = timing(solver, .boundRatio)?.value ?? .nan
      let bound = median / ratio
      data.row([Double(position), median, p10, p90, Double(PlotStyle.lineType(colourIndex(solver))), bound, ratio])
      values += [median, p10, p90] + (bound.isFinite && bound > 0 ? [bound] : [])
      tics.append("\(timingTic(solver, reference: reference)) \(position)")
    }
    script.add("set xtics (\(tics.joined(separator: ", "))) nomirror")
    script.add("set xrange [-0.6:\(Double(solvers.count) - 0.4)]")
    script.add("set bmargin 6")
    script.add("set grid ytics")
    let hasBounds = solvers.contains { timing($0, .boundNsPerSample) != nil }
    script.add(hasBounds ? "set key below" : "set key off")
    if GnuplotLogAxis.spansDecades(values), let axis = GnuplotLogAxis(covering: values) {
      script.add("set ylabel 'time per channel-sample (ns, log scale)'")
      script.add(contentsOf: axis.commands(axis: "y"))
    } else {
      script.add("set ylabel 'time per channel-sample (ns)'")
      script.add("set yrange [0:*]")
    }
    script.add("set xlabel \(Gnuplot.quoted("solver, on \(sceneText) unless stated")) offset 0, character -1")
    var plots = [
      "'\(data.name)' using 1:2:3:4:5 with yerrorbars linecolor variable pointtype 7 pointsize 1.6 linewidth 2 notitle",
      "'' using 1:2:(sprintf('%.3g ns', $2)) with labels left offset character 1.5, character 0 notitle",
    ]
    if hasBounds {
      plots += [
        "'' using ($1 - 0.25):6:(0.5):(0):5 with vectors nohead linecolor variable dashtype (4, 2) linewidth 3 "
          + "title 'roofline bound at the run''s threads: median ÷ ×, where × = CPU time ÷ one-core bound'",
        "'' using 1:6:(sprintf(\"bound ×%.3g\", $7)) with labels center offset 0, character -1 font ',10' notitle",
      ]
    }
    script.plot(plots)
    return GnuplotPicture(script: script, data: [data])
  }

  /// The timing rounds: every round's ns per channel-sample per solver as its deviation from
  /// that solver's median (in %, so that solvers two orders of magnitude apart share an axis),
  /// left to right in the order the rounds ran, with each solver's spread (max / min − 1).
  ///
  /// - Returns: The picture, or nil when the run has no round rows (files of the schema
  ///   before rounds were recorded).
  func timingRounds() -> GnuplotPicture? {
    let roundRows = rows.filter { $0.phase == .timing && $0.measures(.nsPerSample) && $0.round != nil }
    let solvers = timedSolvers.filter { solver in roundRows.contains { $0.solver == solver } }
    guard !solvers.isEmpty else { return nil }
    let first = roundRows.first { $0.solver == solvers[0] }
    let reference = first?.scene.selectors
    let sceneText = first.map(scene) ?? ""
    var script = script(
      "rounds", headline: "Timing rounds: each round's time per channel-sample against its solver's median")
    var data = GnuplotData(
      name: script.name + ".dat", columns: ["position", Metric.nsPerSample.rawValue, "round", "colour", "median_ns"])
    var tics: [String] = []
    var deviations: [Double] = []
    for (position, solver) in solvers.enumerated() {
      let own = roundRows.filter { $0.solver == solver }.sorted { ($0.round ?? 0) < ($1.round ?? 0) }
      let values = own.map(\.value)
      let median = timing(solver, .nsPerSampleMedian)?.value ?? (try? Statistics(values))?.median ?? .nan
      let width = min(0.7, 0.12 * Double(own.count))
      for (k, row) in own.enumerated() {
        let offset = own.count == 1 ? 0 : width * (Double(k) / Double(own.count - 1) - 0.5)
        data.row([
          Double(position) + offset, row.value, row.round.map(Double.init) ?? .nan,
          Double(PlotStyle.lineType(colourIndex(solver))),
          median,
        ])
        deviations.append(100 * (row.value / median - 1))
      }
      if let low = values.min(), let high = values.max(), low > 0 {
        script.add(
          "set label \(Gnuplot.quoted("spread \(PlotStyle.short(100 * (high / low - 1))) %")) at first \(position), graph 0.97 center font ',10'"
        )
      }
      tics.append("\(timingTic(solver, reference: reference)) \(position)")
    }
    script.add("set xtics (\(tics.joined(separator: ", "))) nomirror")
    script.add("set xrange [-0.6:\(Double(solvers.count) - 0.4)]")
    let extent = max(1, (deviations.filter(\.isFinite).map(abs).max() ?? 1) * 1.25)
    script.add("set yrange [\(Gnuplot.number(-extent)):\(Gnuplot.number(extent))]")
    script.add("set bmargin 6")
    script.add("set grid ytics")
    script.add("set key off")
    script.add("set ylabel 'round against the median of its solver (%)'")
    script.add("set xzeroaxis linetype 1 linecolor rgb '#555555' linewidth 1.5")
    script.add(
      "set xlabel \(Gnuplot.quoted("solver, on \(sceneText) unless stated; each solver's rounds left to right in the order they ran")) offset 0, character -1"
    )
    script.plot([
      "'\(data.name)' using 1:(100 * ($2 / $5 - 1)):4 with points pointtype 7 pointsize 1.8 linecolor variable notitle"
    ])
    return GnuplotPicture(script: script, data: [data])
  }
}
