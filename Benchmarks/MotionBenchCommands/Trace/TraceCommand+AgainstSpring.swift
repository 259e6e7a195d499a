import BenchmarkKit
import MotionCurves
import SelectorSimulation
import SpringTuning

extension TraceCommand {
  static let againstSprings = ChannelOptions.againstSprings.withHelp(
    "Trace the same taps again with these springs laid over --spring's, e.g. "
      + "'highlight.offset=.spring(duration: 0.5, bounce: 0.2)'; the rows of the channels it sets gain the columns "
      + "against_spring, against_value and difference (against − current), and a summary of both runs is printed. "
      + "May be repeated; not with --errors or --against.")

  static let plot = FileOptions.plot(
    help: "Then draw the trace beside --out (as motion-bench plot draws the file); with --against-spring both runs "
      + "in one picture.")

  /// The positions in ``channels`` of the channels `--against-spring` sets; none without it.
  var againstPositions: [Int] {
    guard let againstSprings else { return [] }
    return channels.indices.filter { againstSprings.springs[channels[$0]] != nil }
  }

  /// The springs the against run gives the channels: `--spring`'s with `--against-spring`'s laid over them.
  var againstOverrides: SpringOverrides { springs.merging(againstSprings ?? SpringOverrides()) }

  /// A channel's `--against-spring` spring as the long layout's `against_spring` field writes it.
  func againstExpression(_ channel: Int) -> String {
    guard let spring = againstSprings?.springs[channel] else { return "" }
    return SceneMetricsSetup.expression(spring, digits: nil)
  }

  /// Every `--against-spring` as typed, for the summary: `highlight.offset: .spring(duration: 0.5, bounce: 0.2)`,
  /// several joined by `; `.
  var againstDescription: String { againstSprings?.descriptions.joined(separator: "; ") ?? "" }

  /// The wide layout's `against_spring` field: each channel written that `--against-spring` sets
  /// and its spring, `highlight.offset=.spring(duration: 0.5, bounce: 0.2)`, joined by `; `.
  var againstField: String {
    againstPositions.map { "\(kind.channels[channels[$0]].name)=\(againstExpression(channels[$0]))" }
      .joined(separator: "; ")
  }

  /// The values of the channels at ``againstPositions`` in a run with `overrides`, frame-major:
  /// `[frame · positions.count + k]`.
  ///
  /// - Parameters:
  ///   - block: The selector and its schedule.
  ///   - frames: Frames traced.
  ///   - overrides: The springs of the run.
  ///   - positions: Positions in ``channels``.
  /// - Returns: The kept values.
  /// - Throws: The solver's errors.
  func keptValues(_ block: SelectorBlock, frames: Int, overrides: SpringOverrides, positions: [Int]) throws
    -> [Double]
  {
    var kept = [Double](repeating: 0, count: frames * positions.count)
    try overrides.simulate(
      block, solver: solver.makeSceneSolver(tolerance: 1e-10), frames: frames, hz: scene.hz, combining: scene.combining
    ) { frame, values in
      for (k, j) in positions.enumerated() { kept[frame * positions.count + k] = values[channels[j]] }
    }
    return kept
  }

  /// The summary of `--against-spring`: per channel it sets, the largest, the smallest and the
  /// last value of each run in what the screen shows (points, or levels of 1/255 for opacities
  /// and tints), their differences, and the largest |against − current| with its time.
  ///
  /// - Parameters:
  ///   - current: The channels' values of the command's run, as ``keptValues(_:frames:overrides:positions:)`` keeps them.
  ///   - against: The same of the against run.
  ///   - frames: Frames traced.
  /// - Returns: The text, ending in a newline.
  func againstSummary(current: [Double], against: [Double], frames: Int) -> String {
    let positions = againstPositions
    let text =
      "Against: the same taps traced with \(againstDescription) laid over the command's springs "
      + "(\(solver), \(frames) frames at \(MotionLimits.format(scene.hz)) Hz); Δ = against − current.\n"
    guard !positions.isEmpty else {
      return text + "--against-spring sets none of the channels written (--channels).\n"
    }
    func f(_ value: Double) -> String { SpringExpression.format(value, significantDigits: 4) }
    func signed(_ value: Double) -> String { value > 0 ? "+" + f(value) : f(value) }
    var table = TextTable("channel", "figure", "current", "against", "Δ", leftAligned: 2)
    for (k, j) in positions.enumerated() {
      let info = kind.channels[channels[j]]
      let scale = info.shownPerUnit
      let a = stride(from: k, to: current.count, by: positions.count).map { current[$0] * scale }
      let b = stride(from: k, to: against.count, by: positions.count).map { against[$0] * scale }
      let unit = info.shownUnit
      let figures: [(String, Double, Double)] = [
        ("max (\(unit))", a.max() ?? .nan, b.max() ?? .nan), ("min (\(unit))", a.min() ?? .nan, b.min() ?? .nan),
        ("last frame (\(unit))", a.last ?? .nan, b.last ?? .nan),
      ]
      for (row, figure) in figures.enumerated() {
        table.add(
          row == 0 ? info.name : "", figure.0, f(figure.1), f(figure.2), signed(figure.2 - figure.1))
      }
      var worst = 0
      for i in a.indices where abs(b[i] - a[i]) > abs(b[worst] - a[worst]) { worst = i }
      let time = f(Double(worst) / scene.hz)
      table.add(
        "", "largest |Δ| (\(unit))", f(a[worst]), f(b[worst]), "\(signed(b[worst] - a[worst])) at t = \(time) s")
    }
    return text + table.rendered
  }
}
