import BenchmarkKit
import BenchmarkResults

extension RunPictures {
  /// The work-precision diagram, as SciML's DiffEqDevTools draws it: max error (log x)
  /// against ns per sample (log y), one line per GSL stepper over its tolerances, and the
  /// solvers without a tolerance (closed form, exact step, reference) as labelled points.
  ///
  /// A point whose error is exactly 0 sits on the left edge, labelled `error 0`; a solver
  /// with a time but no error is a labelled horizontal line. Failed tolerances are left out.
  ///
  /// - Returns: The picture, or nil when the run has no work-precision rows.
  func workPrecision() -> GnuplotPicture? {
    struct Point {
      var tolerance: Double?
      var error: Double?
      var nanoseconds: Double?
      var failed = false
    }
    var series: [(solver: ResultSolver, points: [Point])] = []
    var scene = ""
    for row in rows where row.phase == .precision && !row.solver.isNone {
      if scene.isEmpty { scene = self.scene(row) }
      let s =
        series.firstIndex { $0.solver == row.solver }
        ?? {
          series.append((row.solver, []))
          return series.count - 1
        }()
      let p =
        series[s].points.firstIndex { $0.tolerance == row.tolerance }
        ?? {
          series[s].points.append(Point(tolerance: row.tolerance))
          return series[s].points.count - 1
        }()
      switch row.known {
      case .maxError: series[s].points[p].error = row.value
      case .nsPerSample: series[s].points[p].nanoseconds = row.value
      case .failed: series[s].points[p].failed = row.value != 0
      default: break
      }
    }
    /// The points with both coordinates, of tolerances that did not fail.
    func drawn(_ points: [Point]) -> [(tolerance: Double?, error: Double, nanoseconds: Double)] {
      points.compactMap { point in
        guard !point.failed, let error = point.error, let time = point.nanoseconds else { return nil }
        return (point.tolerance, error, time)
      }
    }
    let steppers = series.filter { $0.points.contains { $0.tolerance != nil } }
    let labelled = series.filter { !$0.points.contains { $0.tolerance != nil } }
    let errors = series.flatMap { drawn($0.points).map(\.error) }
    let times = series.flatMap { $0.points.filter { !$0.failed }.compactMap(\.nanoseconds) }
    guard var xAxis = GnuplotLogAxis(covering: errors), let yAxis = GnuplotLogAxis(covering: times) else { return nil }
    if errors.contains(where: { $0 <= 0 }) { xAxis = GnuplotLogAxis(low: xAxis.low - 1, high: xAxis.high) }
    let floor = Double("1e\(xAxis.low)") ?? 0
    let tolerances = steppers.flatMap { drawn($0.points).compactMap(\.tolerance) }

    var script = script(
      "work-precision",
      headline: "Work–precision: max error against time per sample\(scene.isEmpty ? "" : ", on \(scene)")")
    var data = GnuplotData(
      name: script.name + ".dat", columns: ["tolerance", Metric.maxError.rawValue, Metric.nsPerSample.rawValue])
    var elements: [String] = []
    for (index, stepper) in steppers.enumerated() {
      let points = drawn(stepper.points)
      guard !points.isEmpty else { continue }
      let block = data.startBlock(stepper.solver.name)
      for point in points { data.row([point.tolerance ?? .nan, point.error, point.nanoseconds]) }
      elements.append(
        "'\(data.name)' index \(block) using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 \(PlotStyle.series(index)) title \(Gnuplot.quoted(stepper.solver.name))"
      )
    }
    let markers = [7, 5, 9, 13, 11]
    for (index, solver) in labelled.enumerated() {
      guard let time = solver.points.first(where: { !$0.failed })?.nanoseconds else { continue }
      guard let point = drawn(solver.points).first else {
        let text = "\(solver.solver): \(PlotStyle.short(time)) ns per sample (no error recorded)"
        script.add(contentsOf: Self.referenceLine(at: time, label: text, colour: "#000000"))
        continue
      }
      let block = data.startBlock(solver.solver.name)
      data.row([.nan, point.error, point.nanoseconds])
      elements.append(
        "'\(data.name)' index \(block) using ($2 > 0 ? $2 : FLOOR):3 with points pointtype \(markers[index % markers.count]) pointsize 2.2 linecolor rgb '#000000' notitle"
      )
      let text = point.error > 0 ? solver.solver.name : "\(solver.solver) (error 0)"
      let x = Gnuplot.number(point.error > 0 ? point.error : floor)
      script.add(
        "set label \(Gnuplot.quoted(text)) at \(x), \(Gnuplot.number(point.nanoseconds)) offset character 1.2, character 0.9 front"
      )
    }
    guard !elements.isEmpty else { return nil }
    script.add("FLOOR = \(Gnuplot.number(floor))")
    var xLabel = ["max |error| against the Float80 reference (value units, log scale)"]
    if let loosest = tolerances.max(), let tightest = tolerances.min() {
      xLabel.append(
        "each line: one GSL stepper at tolerances \(PlotStyle.short(loosest)) … \(PlotStyle.short(tightest)); tighter usually lies further left"
      )
    }
    script.add("set xlabel \(Gnuplot.quoted(lines: xLabel))")
    script.add("set ylabel 'time per channel-sample (ns, log scale)'")
    script.add(contentsOf: xAxis.commands(axis: "x") + yAxis.commands(axis: "y"))
    script.add("set key outside right top vertical Left reverse samplen 2.5 spacing 1.2 title 'GSL stepper'")

    script.add("set grid xtics ytics")
    script.plot(elements)
    return GnuplotPicture(script: script, data: [data])
  }
}
