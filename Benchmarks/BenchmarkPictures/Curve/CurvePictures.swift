import BenchmarkKit
import MotionCurves
import SelectorSimulation

/// The pictures of one or more `motion-bench curve` files, every animation in them overlaid:
/// value against time with the target and the settling band, the velocity and the distance to
/// the target on a log axis with each settle time (and with `--solver swiftui` when SwiftUI
/// stops); velocity against time on its own; and with `--errors` the |error| against the Float80
/// reference. Titles and legends name each curve's solver.
///
/// The target, band and settle time are the ones `curve` computed and wrote (its settling
/// columns); nothing is fitted. A file without them is drawn with its last value as the target,
/// the band of ``band``, and the settle time read from its samples, and the picture says so.
struct CurvePictures: PlotPictures {
  /// One animation of a curve file.
  struct Curve {
    /// The legend: the animation, else the file name; the file name is added when legends repeat.
    var name: String
    /// The file it was read from, as shown.
    var fileName: String
    /// The solver that sampled it (`swiftui`, `closed-form`, …), when the file says.
    var solver: String?
    var t: [Double], value: [Double], velocity: [Double]
    /// The target: recorded, or the last value.
    var target: Double
    /// The band's half-width in value units.
    var band: Double
    /// The band as it was given.
    var given: SceneBand
    /// The settle time, if known.
    var settle: Double?
    /// When SwiftUI's stop rule ends the animation (`--solver swiftui`), if the file says.
    var stop: Double? = nil
    /// Whether the file records no settling, so the target and settle time come from the samples.
    var fromSamples = false
    /// The error columns of a `--errors` file.
    var valueError: [Double]? = nil, velocityError: [Double]? = nil
    /// The times of the frames at which a retarget first shows (a `--retarget` file's `retarget` column).
    var retargets: [Double] = []

  }

  var pictures: [GnuplotPicture] = []
  var notes: [String] = []
  let curves: [Curve]
  let terminal: GnuplotTerminal
  let prefix: String
  /// The files, for the titles.
  let files: String

  /// Reads curve files and builds their pictures.
  ///
  /// - Parameters:
  ///   - inputs: One or more curve files.
  ///   - band: The band for files that record none (`plot --epsilon` or `--visible-pt`).
  ///   - terminal: Format and size.
  /// - Throws: ``UsageError`` for a malformed number or a wide column without its pair, or a
  ///   file that changed between its two passes.
  init(_ inputs: [PlotInput], band: SceneBand = .standard, terminal: GnuplotTerminal) throws(UsageError) {
    var curves: [Curve] = []
    var notes: [String] = []
    for input in inputs {
      // A surveyed file's samples are read in its second pass.
      let read = input.surveys.isEmpty ? input.curves.map { $0.withBand(band) } : input.curves
      if read.contains(where: \.fromSamples) {
        notes.append(
          "\(input.fileName) records no settle time (curve writes one with --epsilon, --visible-pt or --plot): "
            + "its last value is taken as the target, and the settle time is read from its samples, "
            + band.description)
      }
      curves += read
    }
    let legends = curves.map(\.name)
    let solvers = curves.map(\.solver)
    for index in curves.indices
    where legends.indices.contains(where: { other in
      other != index && legends[other] == legends[index] && solvers[other] == solvers[index]
    }) && legends[index] != curves[index].fileName {
      curves[index].name += " (\(curves[index].fileName))"
    }
    let reduction = try Self.drawn(inputs, curves: curves, band: band, width: terminal.width)
    self.curves = reduction.curves
    notes += reduction.notes
    self.terminal = terminal
    prefix = PlotInput.overlayStem(inputs.map(\.stem))
    let names = inputs.map(\.fileName)
    files = names.count <= 3 ? names.joined(separator: ", ") : "\(names[0]) and \(names.count - 1) more files"
    self.notes = notes
    pictures = [valuePicture(), velocityPicture()]
    if let errors = errorPicture() {
      pictures.append(errors)
    } else if curves.contains(where: { $0.valueError != nil }) {
      notes.append("every error in \(files) is exactly 0: no error picture")
    }
  }

  /// The data shared by the curve pictures: one block per curve, `t value velocity
  /// value_error velocity_error` (`nan` where a file has no errors).
  var data: GnuplotData {
    var data = GnuplotData(
      name: "\(prefix)-curves.dat", columns: ["t", "value", "velocity", "value_error", "velocity_error"])
    for curve in curves {
      _ = data.startBlock(curve.name)
      for i in curve.t.indices {
        data.row([
          curve.t[i], curve.value[i], curve.velocity[i], curve.valueError?[i] ?? .nan, curve.velocityError?[i] ?? .nan,
        ])
      }
    }
    return data
  }

  func script(_ suffix: String) -> GnuplotScript {
    GnuplotScript(name: "\(prefix)-\(suffix)", terminal: terminal)
  }

  /// How the bottom panel measures the distance to the target: in points for a shared band in
  /// points, as a share of the change for a shared share, else in bands.
  var distanceAxis: (label: String, edge: Double, divisor: (Curve) -> Double) {
    switch sharedBand {
    case .shown(let points): ("distance to the target (pt)", points, { _ in 1 })
    case .share(let epsilon): ("distance to the target / change", epsilon, { $0.band / epsilon })
    case nil: ("distance to the target / band", 1, { $0.band })
    }
  }

  /// Value against time with each target and its band; below it the velocity, and the distance to
  /// the target on a log axis with the band's edge, each curve's settle time and SwiftUI's stop.
  func valuePicture() -> GnuplotPicture {
    var script = script("value")
    let data = data
    let units = unit.map { " (\($0))" } ?? ""
    let headline = Self.capitalized(subject)
    let subtitle =
      "Settled: from then on the value stays \(bandText) (grey band around the target)"
      + (curves.contains(where: \.fromSamples) ? ", read from the samples" : "")
      + ". Time in s\(unit.map { ", values in \($0)" } ?? "")."
    // The files go on a line of their own when the line would be too long for the picture.
    let lines = subtitle.count + files.count < 110 ? [headline, "\(subtitle) \(files)"] : [headline, subtitle, files]
    script.add("set multiplot title \(Gnuplot.quoted(lines: lines)) font ',13'")
    let right = keyMargin
    script.add("set lmargin at screen 0.09")
    script.add("set rmargin at screen \(Gnuplot.number(right))")
    script.add("set key at screen \(Gnuplot.number(right + 0.02)), screen 0.86 left top Left reverse samplen 2.5")
    script.add("set grid xtics ytics")
    let axis = distanceAxis
    for (index, curve) in curves.enumerated() {
      script.add(
        "T\(index) = \(Gnuplot.number(curve.target)); B\(index) = \(Gnuplot.number(curve.band)); "
          + "D\(index) = \(Gnuplot.number(axis.divisor(curve)))")
    }
    let times = curves.flatMap(\.t)
    let tMin = times.min() ?? 0
    // A settle or stop time at or past the last sample widens the axis a little, so its line shows.
    let lastEvent = curves.flatMap { [$0.settle, $0.stop].compactMap { $0 } }.max()
    let tMax = max(times.max() ?? 1, lastEvent.map { $0 + 0.02 * ($0 - tMin) } ?? -.infinity)
    script.add("set xrange [\(Gnuplot.number(tMin)):\(Gnuplot.number(tMax > tMin ? tMax : tMin + 1))]")

    // A vertical line through every panel at each retarget.
    for time in Set(curves.flatMap(\.retargets)).sorted() {
      let x = Gnuplot.number(time)
      script.add(
        "set arrow from first \(x), graph 0 to first \(x), graph 1 nohead dashtype 1 linewidth 1.5 linecolor rgb '#AAAAAA' back"
      )
    }
    script.add("# Top: the value, the targets and their bands.")
    script.add("set tmargin at screen 0.86")
    script.add("set bmargin at screen 0.61")
    script.add("set format x ''")
    script.add("set ylabel 'value\(units)'")
    var top: [String] = []
    var targets: [(target: Double, band: Double)] = []
    for (index, curve) in curves.enumerated()
    where !targets.contains(where: {
      abs($0.target - curve.target) <= 1e-9 * max(abs(curve.target), 1) && $0.band == curve.band
    }) {
      targets.append((curve.target, curve.band))
      let band = "'+' using 1:(T\(index) - B\(index)):(T\(index) + B\(index)) with filledcurves"
      top.append(
        "\(band) fillcolor rgb '#BBBBBB' fillstyle transparent solid 0.5 noborder \(targets.count == 1 ? "title \(Gnuplot.quoted("band: " + bandText))" : "notitle")"
      )
      top.append(
        "T\(index) with lines dashtype 2 linewidth 1.5 linecolor rgb '#000000' \(targets.count == 1 ? "title 'target'" : "notitle")"
      )
    }
    for (index, curve) in curves.enumerated() {
      top.append(
        "'\(data.name)' index \(index) using 1:2 with lines linewidth 2 \(PlotStyle.line(index)) title \(Gnuplot.quoted(legend(curve)))"
      )
    }
    script.plot(top)

    script.add("# Middle: the velocity.")
    script.add("set tmargin at screen 0.585")
    script.add("set bmargin at screen 0.39")
    script.add("set ylabel 'velocity (\(unit.map { "\($0)/s" } ?? "per s"))'")
    let velocities = curves.flatMap(\.velocity).filter(\.isFinite)
    if let step = Self.tickStep(span: (velocities.max() ?? 0) - (velocities.min() ?? 0), count: 4) {
      script.add("set ytics \(Gnuplot.number(step))")
    }
    script.add("set key off")
    script.add("set xzeroaxis linetype 1 linecolor rgb '#888888' linewidth 1")
    script.plot(
      curves.indices.map { "'\(data.name)' index \($0) using 1:3 with lines linewidth 2 \(PlotStyle.line($0)) notitle" }
    )
    script.add("unset xzeroaxis")
    script.add("set ytics autofreq")

    script.add("# Bottom: the distance to the target, the band's edge, the settle times and SwiftUI's stops.")
    script.add("set tmargin at screen 0.365")
    script.add("set bmargin at screen 0.09")
    script.add("set format x '% h'")
    script.add("set xlabel 't (s)'")
    script.add("set ylabel \(Gnuplot.quoted(axis.label))")
    let measured = curves.filter { axis.divisor($0) > 0 }
    let distances = measured.flatMap { curve in curve.value.map { abs($0 - curve.target) / axis.divisor(curve) } }
    let start = measured.map { abs(($0.value.first ?? $0.target) - $0.target) / axis.divisor($0) }.max() ?? 1
    let logAxis =
      GnuplotLogAxis(
        covering: distances.filter { $0 >= axis.edge * 1e-4 }, including: [axis.edge * 1e-3, max(start, axis.edge)])
      ?? GnuplotLogAxis(low: -7, high: 0)
    script.add(contentsOf: logAxis.commands(axis: "y"))
    var bottom: [String] = []
    // The band's edge and the times are named beside the panel (in the legend's order and
    // colours), so that no text crosses a curve however many there are.
    let line = 1.5 * Double(terminal.fontSize) / Double(terminal.height)
    var listed = 0
    func listBeside(_ text: String, colour: String) {
      let y = Gnuplot.number(0.365 - line * Double(listed))
      script.add(
        "set label \(Gnuplot.quoted(text)) at screen \(Gnuplot.number(right + 0.02)), screen \(y) left textcolor \(colour) front"
      )
      listed += 1
    }
    script.add(contentsOf: RunPictures.referenceLine(at: axis.edge, label: nil))
    listBeside("dashed: the band's edge", colour: "rgb '#555555'")
    listBeside("dotted: settled", colour: "rgb '#555555'")
    if curves.contains(where: { $0.stop != nil }) { listBeside("dash-dot: SwiftUI stops", colour: "rgb '#555555'") }
    if curves.contains(where: { !$0.retargets.isEmpty }) {
      listBeside("grey line: retargets", colour: "rgb '#555555'")
    }
    for (index, curve) in curves.enumerated() where axis.divisor(curve) > 0 {
      bottom.append(
        "'\(data.name)' index \(index) using 1:($2 != T\(index) ? abs($2 - T\(index)) / D\(index) : NaN) with lines linewidth 2 \(PlotStyle.line(index)) notitle"
      )
    }
    for (index, curve) in curves.enumerated() {
      let colour = PlotStyle.colour(index)
      func mark(_ time: Double, dashtype: Int) {
        let x = Gnuplot.number(time)
        script.add(
          "set arrow from first \(x), graph 0 to first \(x), graph 1 nohead dashtype \(dashtype) linewidth 1.5 linecolor \(colour)"
        )
      }
      if let settled = curve.settle {
        mark(settled, dashtype: 3)
        listBeside("settled from \(PlotStyle.short(settled)) s\(curve.fromSamples ? " (samples)" : "")", colour: colour)
      } else {
        listBeside(curve.fromSamples ? "no settle time in the file" : "never settles", colour: colour)
      }
      if let stop = curve.stop {
        mark(stop, dashtype: 4)
        listBeside("SwiftUI stops at \(PlotStyle.short(stop)) s", colour: colour)
      }
    }
    if bottom.isEmpty { bottom.append("NaN notitle") }
    script.plot(bottom)
    script.add("unset multiplot")
    return GnuplotPicture(script: script, data: [data])
  }

  /// A step of 1, 2 or 5 times a power of ten that splits `span` into at most about `count` tics.
  ///
  /// - Returns: The step, or nil for a span that is not positive and finite.
  static func tickStep(span: Double, count: Int) -> Double? {
    guard span > 0, span.isFinite else { return nil }
    let raw = span / Double(count)
    var decade = 1.0
    while decade > raw { decade /= 10 }
    while decade * 10 <= raw { decade *= 10 }
    return [1.0, 2, 5, 10].map { $0 * decade }.first { $0 >= raw }
  }

  /// The right edge of the value picture's panels, as a fraction of its width: 0.78, or less
  /// when the legend's longest line (an animation's expression) or the text beside the bottom
  /// panel needs more room beside them.
  var keyMargin: Double {
    let names = curves.map { legend($0).count } + ["band: \(bandText)".count]
    let characters = Double(
      (names + ["dash-dot: SwiftUI stops".count, "settled from 0.000 s (samples)".count]).max() ?? 0)
    // DejaVu Sans averages about 0.66 em a character; the sample and gaps take about 10 more.
    let width = (characters + 10) * 0.66 * Double(terminal.fontSize) / Double(terminal.width)
    return min(0.78, max(0.55, 0.97 - width))
  }

  /// Velocity against time.
  func velocityPicture() -> GnuplotPicture {
    var script = script("velocity")
    let data = data
    script.add(
      PlotStyle.title("Velocity against time: \(subject)", [files]))
    script.add("set xlabel 't (s)'")
    script.add("set ylabel 'velocity (\(unit.map { "\($0)/s" } ?? "value units per second"))'")
    script.add("set grid xtics ytics")
    script.add("set key outside right top Left reverse samplen 2.5")
    script.add("set xzeroaxis linetype 1 linecolor rgb '#888888' linewidth 1")
    script.plot(
      curves.indices.map {
        "'\(data.name)' index \($0) using 1:3 with lines linewidth 2 \(PlotStyle.line($0)) title \(Gnuplot.quoted(legend(curves[$0])))"
      })
    return GnuplotPicture(script: script, data: [data])
  }

  /// |value error| (solid) and |velocity error| (dashed) against the Float80 reference, on a
  /// log axis, for the files written with `--errors`; zero errors are left out.
  ///
  /// - Returns: The picture, or nil when no file has a non-zero error.
  func errorPicture() -> GnuplotPicture? {
    let errors = curves.flatMap { ($0.valueError ?? []) + ($0.velocityError ?? []) }.map(abs)
    guard let axis = GnuplotLogAxis(covering: errors) else { return nil }
    var script = script("error")
    let data = data
    script.add(
      PlotStyle.title(
        "|Error| against the Float80 reference: \(Self.solvers(of: curves.filter { $0.valueError != nil }))",
        ["solid: value; dashed: velocity (per second). \(files)"]))
    script.add("set xlabel 't (s)'")
    script.add("set ylabel '|error| (\(unit ?? "value units"); velocity: per second; log scale)'")
    script.add(contentsOf: axis.commands(axis: "y"))
    script.add("set grid xtics ytics")
    script.add("set key outside right top Left reverse samplen 2.5")
    var elements: [String] = []
    for (index, curve) in curves.enumerated() where curve.valueError != nil {
      let style = "linecolor \(PlotStyle.colour(index))"
      let source = "'\(data.name)' index \(index)"
      elements.append(
        "\(source) using 1:($4 != 0 ? abs($4) : NaN) with lines linewidth 2 \(style) title \(Gnuplot.quoted(legend(curve) + ": value"))"
      )
      elements.append(
        "\(source) using 1:($5 != 0 ? abs($5) : NaN) with lines linewidth 1.5 dashtype 2 \(style) title \(Gnuplot.quoted(legend(curve) + ": velocity"))"
      )
    }
    script.plot(elements)
    return GnuplotPicture(script: script, data: [data])
  }
}
