import BenchmarkKit
import MotionCurves

/// The pictures of one or more `motion-bench curve` files, every animation in them overlaid:
/// value against time with the target and the settling band, the velocity and the distance to
/// the target on a log axis; velocity against time on its own; and with `--errors` the |error|
/// against the Float80 reference.
///
/// A curve file records no target. When a spring released at t = 0 fits the curve (as
/// `tune --match` fits one, residual RMS at most 1e-6 of the change), the target is the fitted
/// spring's; otherwise (timing curves, keyframe tracks, delays) it is the final value. The
/// change is target − first value; the settling band is ±ε·|change| with
/// ε = ``SettlingBandOptions/defaultEpsilon``, as `curve` and `tune` use.
struct CurvePictures: PlotPictures {
  /// One animation of a curve file.
  struct Curve {
    /// The legend: the animation, else the solver, else the file name; the file name is added
    /// when legends repeat.
    var name: String
    /// The file it was read from, as shown.
    var fileName: String
    var t: [Double], value: [Double], velocity: [Double]
    /// The target: the fitted spring's, or the final value (``settling(t:value:epsilon:)``).
    var target: Double
    /// When the value enters the settling band for good, if known: exact for a fitted spring,
    /// else the first sample inside the band for good.
    var settle: Double?
    /// Whether a spring fits the curve (target and settling time are then the spring's).
    var fitted: Bool
    /// The error columns of a `--errors` file.
    var valueError: [Double]?, velocityError: [Double]?
    /// What distances to the target are measured in: |change|, or the largest distance from
    /// the target when the curve returns to where it started; 0 for a constant curve.
    var scale: Double { CurvePictures.scale(of: value, target: target) }
  }

  var pictures: [GnuplotPicture] = []
  var notes: [String] = []
  let curves: [Curve]
  let terminal: GnuplotTerminal
  let prefix: String
  /// The files, for the titles.
  let files: String
  let epsilon: Double
  /// Where the targets come from, for the value picture's subtitle.
  let targetSource: String

  /// Reads curve files and builds their pictures.
  ///
  /// - Parameters:
  ///   - inputs: One or more curve files.
  ///   - terminal: Format and size.
  /// - Throws: ``UsageError`` for a malformed number or a wide column without its pair.
  init(_ inputs: [PlotInput], terminal: GnuplotTerminal) throws(UsageError) {
    var curves: [Curve] = []
    for input in inputs { curves += try Self.curves(of: input, epsilon: Self.epsilon) }
    self.init(
      curves, stems: inputs.map(\.stem), fileNames: inputs.map(\.fileName),
      targetSource: "the spring fitted to each curve, else its final value", terminal: terminal)
  }

  /// Builds the pictures of curves whose targets and settling times are known.
  ///
  /// - Parameters:
  ///   - curves: The curves, in legend order.
  ///   - stems: The files' stems (``PlotInput/stem``), for the pictures' names.
  ///   - fileNames: The files' names, for the titles.
  ///   - targetSource: Where the targets come from, for the value picture's subtitle.
  ///   - terminal: Format and size.
  init(
    _ curves: [Curve], stems: [String], fileNames: [String], targetSource: String, terminal: GnuplotTerminal
  ) {
    var curves = curves
    epsilon = Self.epsilon
    self.targetSource = targetSource
    let legends = curves.map(\.name)
    for index in curves.indices
    where legends[index] != curves[index].fileName && legends.filter({ $0 == legends[index] }).count > 1 {
      curves[index].name += " (\(curves[index].fileName))"
    }
    self.curves = curves
    self.terminal = terminal
    prefix =
      stems.count == 1
      ? stems[0]
      : Gnuplot.fileName(
        stems.count <= 3 ? stems.joined(separator: "+") : "\(stems[0])+\(stems.count - 1)-more", limit: 96)
    let names = fileNames
    files = names.count <= 3 ? names.joined(separator: ", ") : "\(names[0]) and \(names.count - 1) more files"
    pictures = [valuePicture(), velocityPicture()]
    if let errors = errorPicture() {
      pictures.append(errors)
    } else if curves.contains(where: { $0.valueError != nil }) {
      notes.append("every error in \(files) is exactly 0: no error picture")
    }
  }

  /// The settling band as a fraction of the change, as `curve` and `tune` use.
  static let epsilon = SettlingBandOptions.defaultEpsilon

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

  /// Value against time with each target and its ±ε band; below it the velocity, and
  /// |value − target| / scale on a log axis with the band's edge and each curve's settling time.
  func valuePicture() -> GnuplotPicture {
    var script = script("value")
    let data = data
    let headline = "Value against time: \(files)"
    let epsilonText = PlotStyle.short(epsilon)
    let subtitle =
      "target: \(targetSource); settling band ±\(epsilonText) of the change"
    script.add("set multiplot title \(Gnuplot.quoted(lines: [headline, subtitle])) font ',13'")
    let right = keyMargin
    script.add("set lmargin at screen 0.09")
    script.add("set rmargin at screen \(Gnuplot.number(right))")
    script.add("set key at screen \(Gnuplot.number(right + 0.02)), screen 0.86 left top Left reverse samplen 2.5")
    script.add("set grid xtics ytics")
    for (index, curve) in curves.enumerated() {
      script.add("T\(index) = \(Gnuplot.number(curve.target)); S\(index) = \(Gnuplot.number(curve.scale))")
    }
    script.add("EPSILON = \(Gnuplot.number(epsilon))")
    let times = curves.flatMap(\.t)
    let tMin = times.min() ?? 0
    // A settling time at or near the last sample widens the axis a little, so its line shows.
    let lastSettle = curves.compactMap(\.settle).max()
    let tMax = max(times.max() ?? 1, lastSettle.map { $0 + 0.02 * ($0 - tMin) } ?? -.infinity)
    script.add("set xrange [\(Gnuplot.number(tMin)):\(Gnuplot.number(tMax > tMin ? tMax : tMin + 1))]")

    script.add("# Top: the value, the targets and their bands.")
    script.add("set tmargin at screen 0.86")
    script.add("set bmargin at screen 0.61")
    script.add("set format x ''")
    script.add("set ylabel 'value (as in the CSV)'")
    var top: [String] = []
    var targets: [Double] = []
    for (index, curve) in curves.enumerated()
    where !targets.contains(where: { abs($0 - curve.target) <= 1e-6 * max(curve.scale, abs($0)) }) {
      targets.append(curve.target)
      let band = "'+' using 1:(T\(index) - EPSILON * S\(index)):(T\(index) + EPSILON * S\(index)) with filledcurves"
      top.append(
        "\(band) fillcolor rgb '#BBBBBB' fillstyle transparent solid 0.5 noborder \(targets.count == 1 ? "title 'settling band'" : "notitle")"
      )
      top.append(
        "T\(index) with lines dashtype 2 linewidth 1.5 linecolor rgb '#000000' \(targets.count == 1 ? "title 'target'" : "notitle")"
      )
    }
    for (index, curve) in curves.enumerated() {
      top.append(
        "'\(data.name)' index \(index) using 1:2 with lines linewidth 2 \(PlotStyle.line(index)) title \(Gnuplot.quoted(Self.legend(curve.name)))"
      )
    }
    script.plot(top)

    script.add("# Middle: the velocity.")
    script.add("set tmargin at screen 0.585")
    script.add("set bmargin at screen 0.39")
    script.add("set ylabel 'velocity (per s)'")
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

    script.add("# Bottom: the distance to the target as a fraction of the change, and the settling times.")
    script.add("set tmargin at screen 0.365")
    script.add("set bmargin at screen 0.09")
    script.add("set format x '% h'")
    script.add("set xlabel 't (s)'")
    script.add("set ylabel '|value − target| / |change|'")
    let distances = curves.flatMap { curve in
      curve.value.map { curve.scale > 0 ? abs($0 - curve.target) / curve.scale : 0 }
    }
    let axis =
      GnuplotLogAxis(covering: distances.filter { $0 >= epsilon * 1e-4 }, including: [epsilon * 1e-3, 1])
      ?? GnuplotLogAxis(low: -7, high: 0)
    script.add(contentsOf: axis.commands(axis: "y"))
    var bottom: [String] = []
    // The band's edge and the settling times are named beside the panel (the times in the
    // legend's order and colours), so that no text crosses a curve however many there are.
    let line = 1.5 * Double(terminal.fontSize) / Double(terminal.height)
    var listed = 0
    func listBeside(_ text: String, colour: String) {
      let y = Gnuplot.number(0.365 - line * Double(listed))
      script.add(
        "set label \(Gnuplot.quoted(text)) at screen \(Gnuplot.number(right + 0.02)), screen \(y) left textcolor \(colour) front"
      )
      listed += 1
    }
    script.add(contentsOf: RunPictures.referenceLine(at: epsilon, label: nil))
    listBeside(bandEdgeText, colour: "rgb '#555555'")
    if curves.contains(where: { $0.scale > 0 && $0.settle != nil }) {
      listBeside(settleHeading, colour: "rgb '#000000'")
    }
    for (index, curve) in curves.enumerated() where curve.scale > 0 {
      bottom.append(
        "'\(data.name)' index \(index) using 1:($2 != T\(index) ? abs($2 - T\(index)) / S\(index) : NaN) with lines linewidth 2 \(PlotStyle.line(index)) notitle"
      )
      if let settled = curve.settle {
        let x = Gnuplot.number(settled)
        script.add(
          "set arrow from first \(x), graph 0 to first \(x), graph 1 nohead dashtype 3 linewidth 1.5 linecolor \(PlotStyle.colour(index))"
        )
        listBeside(
          curve.fitted ? "settles \(PlotStyle.short(settled)) s" : "settled by \(PlotStyle.short(settled)) s",
          colour: PlotStyle.colour(index))
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

  /// A name as the value picture's legend shows it: at most 48 characters, cut with `…`.
  static func legend(_ name: String) -> String { name.count <= 48 ? name : String(name.prefix(47)) + "…" }

  /// The text beside the bottom panel that names its dashed line, and the heading of the settling times.
  var bandEdgeText: String { "dashed: band edge ±\(PlotStyle.short(epsilon))" }
  var settleHeading: String { "settle times (dotted):" }

  /// The right edge of the value picture's panels, as a fraction of its width: 0.78, or less
  /// when the legend's longest name (an animation's expression) or the text beside the bottom
  /// panel needs more room beside them.
  var keyMargin: Double {
    let names = curves.map { Self.legend($0.name).count } + ["settling band".count]
    let characters = Double((names + [bandEdgeText.count, settleHeading.count]).max() ?? 0)
    // DejaVu Sans averages about 0.66 em a character; the sample and gaps take about 10 more.
    let width = (characters + 10) * 0.66 * Double(terminal.fontSize) / Double(terminal.width)
    return min(0.78, max(0.55, 0.97 - width))
  }

  /// Velocity against time.
  func velocityPicture() -> GnuplotPicture {
    var script = script("velocity")
    let data = data
    script.add(PlotStyle.title("Velocity against time: \(files)"))
    script.add("set xlabel 't (s)'")
    script.add("set ylabel 'velocity (value units per second)'")
    script.add("set grid xtics ytics")
    script.add("set key outside right top Left reverse samplen 2.5")
    script.add("set xzeroaxis linetype 1 linecolor rgb '#888888' linewidth 1")
    script.plot(
      curves.indices.map {
        "'\(data.name)' index \($0) using 1:3 with lines linewidth 2 \(PlotStyle.line($0)) title \(Gnuplot.quoted(curves[$0].name))"
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
        "|Error| against the Float80 reference: \(files)", ["solid: value; dashed: velocity (per second)"]))
    script.add("set xlabel 't (s)'")
    script.add("set ylabel '|error| (value units; velocity: per second; log scale)'")
    script.add(contentsOf: axis.commands(axis: "y"))
    script.add("set grid xtics ytics")
    script.add("set key outside right top Left reverse samplen 2.5")
    var elements: [String] = []
    for (index, curve) in curves.enumerated() where curve.valueError != nil {
      let style = "linecolor \(PlotStyle.colour(index))"
      let source = "'\(data.name)' index \(index)"
      elements.append(
        "\(source) using 1:($4 != 0 ? abs($4) : NaN) with lines linewidth 2 \(style) title \(Gnuplot.quoted(curve.name + ": value"))"
      )
      elements.append(
        "\(source) using 1:($5 != 0 ? abs($5) : NaN) with lines linewidth 1.5 dashtype 2 \(style) title \(Gnuplot.quoted(curve.name + ": velocity"))"
      )
    }
    script.plot(elements)
    return GnuplotPicture(script: script, data: [data])
  }
}
