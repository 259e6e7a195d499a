import BenchmarkKit
import CrowdTuning
import MotionCurves
import SelectorSimulation
import SpringTuning

extension TuneCommand {
  /// Tunes across the crowd and prints the answer, its figures beside the from-rest answer's,
  /// what one step further breaks, and the objective.
  ///
  /// - Throws: ``DataError`` when no spring meets every bound, ``UsageError`` when nothing
  ///   limits the duration, or the crowd's errors.
  func runScene(_ tuning: SceneTuning) throws -> ExitCode {
    var setup = tuning.setup
    try setup.loadInteraction()
    let answer: SceneTuner.Answer
    let tuner: SceneTuner
    do {
      tuner = try SceneTuner(crowd: setup.crowd, channels: tuning.channels, bounds: tuning.bounds, held: tuning.held)
      answer = try setup.reportingScriptErrors { try tuner.solve(reporting: tuning.report("tune --scene")) }
    } catch let error as SceneTuningError {
      guard case .unlimitedDuration(let bounce, let longest) = error else { throw DataError(error.description) }
      throw UsageError(
        "nothing limits the duration at bounce \(MotionLimits.format(bounce)): even "
          + "\(MotionLimits.format(longest)) s meets every bound; add a bound such as --max-settle-p95")
    }
    let restFigures = (try? tuning.fromRest.get()).flatMap { try? tuner.figures($0) }
    let bounds = tuner.bounds
    var lines = [
      "Solution across the crowd (the spring at the edge the objective pushes it to).", "",
    ]
    lines += SpringExpression.expressions(for: answer.spring, significantDigits: digits).map { "  " + $0 }
    lines += ["", "objective: \(SpringTuner.objective)"]
    lines += setup.header(channels: tuner.channels, tuned: (tuner.channels, answer.spring))
    let rest: String
    switch tuning.fromRest {
    case .success(let spring): rest = "from rest: \(SceneMetricsSetup.expression(spring, digits: digits))"
    case .failure(let error):
      rest = "from rest: none (\(tuning.change > 0 ? "\(error)" : "the crowd's first gesture does not move it"))"
    }
    var table = TextTable("across the crowd", "bound", "this spring", rest, leftAligned: 1)
    let unit = tuner.unit
    func cell(_ figures: SceneBounds.Figures?, _ value: (SceneBounds.Figures) -> String) -> String {
      figures.map(value) ?? "-"
    }
    table.add(
      "overshoot, worst move (\(unit))", bounds.overshoot.map { "≤ " + SceneBounds.format($0) } ?? "",
      SceneBounds.format(answer.figures.overshoot), cell(restFigures) { SceneBounds.format($0.overshoot) })
    table.add(
      "settle after last action, p95 (s)", bounds.settleP95.map { "≤ " + SceneBounds.format($0) } ?? "",
      SceneBounds.format(answer.figures.settleP95), cell(restFigures) { SceneBounds.format($0.settleP95) })
    table.add(
      "visible reversals, worst move", bounds.reversals.map { "≤ \($0)" } ?? "", "\(answer.figures.reversals)",
      cell(restFigures) { "\($0.reversals)" })
    lines += [""] + table.rendered.split(separator: "\n").map(String.init)
    let broken = bounds.broken(answer.beyondFigures, unit: unit)
    lines.append("")
    lines.append(
      "one step further (3 %), \(SceneMetricsSetup.expression(answer.beyond, digits: digits)), "
        + (broken.isEmpty ? "meets every bound too" : "breaks " + broken.joined(separator: " and ")))
    if case .success = tuning.fromRest {
      lines.append(
        "from rest: tune --on device with the same bounds over one move of \(SceneBounds.format(tuning.change)) "
          + "\(unit) released from rest (no interruption; reversals not bounded)")
      if let restFigures, !bounds.broken(restFigures, unit: unit).isEmpty {
        lines.append(
          "  across the crowd it breaks " + bounds.broken(restFigures, unit: unit).joined(separator: " and "))
      }
    }
    lines.append("measured \(answer.evaluations + 2) springs across the crowd")
    for platform in tuning.platforms {
      lines += try platformLines(platform, tuning: tuning, setup: setup)
    }
    lines.append("on every platform under the same taps: " + tuning.handOff.line(answer.spring))
    let file = try AtomicFile(path: out)
    try file.write(Array((lines.joined(separator: "\n") + "\n").utf8))
    try file.commit()
    return .success
  }
}
