import BenchmarkKit
import BenchmarkResults

extension RunPictures {
  /// One panel of the accuracy picture: channels measured in one unit.
  private struct AccuracyPanel {
    var title: String
    /// The metric plotted and the factor that turns it into the panel's unit.
    var metric: Metric, scale: Double
    var unit: String
    /// The visibility threshold in the panel's unit, and its label.
    var visible: Double, visibleLabel: String
    var channels: [ResultChannel] = []
  }

  /// Accuracy per channel: every solver's max error per channel family on a log axis, sizes
  /// and offsets in points (visible from 1/3 pt, one pixel at 3×) and opacities and tints in
  /// units of 1/255 (visible from 1), each panel with its visibility line. Counts of samples
  /// with a visible error are written beside their points.
  ///
  /// - Returns: The picture, or nil when the run has no accuracy rows per channel.
  func accuracy() -> GnuplotPicture? {
    let accuracyRows = rows.filter { $0.phase == .accuracy && !$0.channel.isNone && $0.channel != .all }
    var geometric = AccuracyPanel(
      title: "Sizes and offsets: max error in points", metric: .maxErrorPoints, scale: 1, unit: "pt", visible: 1.0 / 3,
      visibleLabel: "visible: 1/3 pt, one pixel at 3×")
    var fractions = AccuracyPanel(
      title: "Opacities and tints: max error in units of 1/255", metric: .maxError, scale: 255, unit: "1/255",
      visible: 1,
      visibleLabel: "visible: 1/255, one step of an 8-bit channel")
    for row in accuracyRows where !geometric.channels.contains(row.channel) && !fractions.channels.contains(row.channel)
    {
      if accuracyRows.contains(where: { $0.channel == row.channel && $0.measures(.maxErrorPoints) }) {
        geometric.channels.append(row.channel)
      } else if row.measures(.maxError) {
        fractions.channels.append(row.channel)
      }
    }
    let panels = [geometric, fractions].filter { !$0.channels.isEmpty }
    let solvers = self.solvers.filter { solver in accuracyRows.contains { $0.solver == solver } }
    guard !panels.isEmpty, !solvers.isEmpty else { return nil }
    func value(_ solver: ResultSolver, _ channel: ResultChannel, _ metric: Metric) -> Double? {
      accuracyRows.first { $0.solver == solver && $0.channel == channel && $0.measures(metric) }?.value
    }

    let sceneText = accuracyRows.first.map(scene) ?? ""
    var script = GnuplotScript(name: "\(prefix)-accuracy", terminal: terminal)
    var data = GnuplotData(
      name: script.name + ".dat", columns: ["position", Metric.maxError.rawValue, Metric.visibleErrorSamples.rawValue])
    let headline = "Accuracy per channel against the Float80 reference\(sceneText.isEmpty ? "" : ", \(sceneText)")"
    script.add("set multiplot layout \(panels.count),1 title \(Gnuplot.quoted(lines: [headline] + details)) font ',13'")
    script.add("set grid ytics")
    script.add("set bmargin 3")
    script.add("set lmargin 12")
    script.add("set rmargin 26")
    let spread = solvers.count == 1 ? 0 : min(0.6, 0.12 * Double(solvers.count - 1))
    for (panelIndex, panel) in panels.enumerated() {
      var elements: [String] = []
      var values: [Double] = []
      for (s, solver) in solvers.enumerated() {
        let offset = solvers.count == 1 ? 0 : spread * (Double(s) / Double(solvers.count - 1) - 0.5)
        var points: [[Double]] = []
        for (c, channel) in panel.channels.enumerated() {
          guard let error = value(solver, channel, panel.metric) else { continue }
          let visible = value(solver, channel, .visibleErrorSamples) ?? 0
          points.append([Double(c) + offset, error, visible])
          values.append(error * panel.scale)
          // Room above a point for its "N visible" label, inside the panel.
          if visible > 0 { values.append(error * panel.scale * 100) }
        }
        guard !points.isEmpty else { continue }
        let block = data.startBlock("\(panel.title): \(solver)")
        for point in points { data.row(point) }
        let y = "($2 > 0 ? $2 * \(Gnuplot.number(panel.scale)) : FLOOR)"
        elements.append(
          "'\(data.name)' index \(block) using 1:\(y) with points \(PlotStyle.series(colourIndex(solver))) pointsize 1.6 title \(panelIndex == 0 ? Gnuplot.quoted(solver.name) : "''")"
        )
        elements.append(
          "'\(data.name)' index \(block) using 1:\(y):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle"
        )
      }
      guard !elements.isEmpty, var axis = GnuplotLogAxis(covering: values, including: [panel.visible * 30]) else {
        continue
      }
      let hasZero = values.contains { $0 <= 0 }
      if hasZero { axis = GnuplotLogAxis(low: axis.low - 1, high: axis.high) }
      script.add("# \(panel.title)")
      script.add("FLOOR = \(Gnuplot.number(Double("1e\(axis.low)") ?? 0))")
      script.add("set title \(Gnuplot.quoted(panel.title))")
      script.add(Self.categoryTics(panel.channels.map(\.text)) + " nomirror")
      script.add("set xrange [-0.6:\(Double(panel.channels.count) - 0.4)]")
      script.add("set ylabel \(Gnuplot.quoted("max error (\(panel.unit), log scale)"))")
      script.add(contentsOf: axis.commands(axis: "y"))
      script.add("unset arrow")
      script.add("unset label")
      script.add(contentsOf: Self.referenceLine(at: panel.visible, label: panel.visibleLabel, colour: "#D55E00"))
      if hasZero {
        script.add("set label 'exactly 0:' . \"\\n\" . 'on the bottom edge' at graph 1.03, graph 0.08 left front")
      }
      script.add(panelIndex == 0 ? "set key outside right top vertical Left reverse title 'solver'" : "set key off")
      script.plot(elements)
    }
    script.add("unset multiplot")
    return GnuplotPicture(script: script, data: [data])
  }
}
