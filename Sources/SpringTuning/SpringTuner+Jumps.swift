import MotionCurves

extension SpringTuner {
  /// How far a target is moved, as a share of its value, to look for a jump (1 %).
  static let jumpProbe = 0.01
  /// A relative change of the duration or bounce this many times the probe's is a jump (5×).
  static let jumpFactor = 5.0

  /// An exact answer with the jumps near its targets.
  ///
  /// Each target is moved by ±``jumpProbe`` of its value and solved again. If the duration or the
  /// bounce then moves by more than ``jumpFactor`` times as much, the answer is discontinuous (or
  /// so steep it might as well be) near that target, and the other side is recorded.
  ///
  /// - Parameter answer: The exact answer to these targets.
  /// - Returns: The answer with ``TuningResult/jumps`` and a note naming them.
  func withJumps(_ answer: TuningResult) throws(TuningError) -> TuningResult {
    var jumps: [TuningResult.Jump] = []
    for (index, target) in targets.enumerated() where target.metric != .oscillations && target.value > 0 {
      for direction in [-1.0, 1.0] {
        let value = target.value * (1 + direction * Self.jumpProbe)
        guard let moved = try? TuningTarget(target.metric, value, weight: target.weight) else { continue }
        var others = targets
        others[index] = moved
        guard let tuner = try? SpringTuner(targets: others, held: held, epsilon: epsilon, device: device),
          let other = try? tuner.solveExactly()
        else { continue }
        let a = answer.spring
        let b = other.spring
        let durationMove = abs(b.duration / a.duration - 1)
        let bounceMove = abs(b.bounce - a.bounce) / Swift.max(abs(a.bounce), 0.01)
        guard Swift.max(durationMove, bounceMove) > Self.jumpFactor * Self.jumpProbe else { continue }
        let side = direction > 0 ? "higher" : "lower"
        jumps.append(
          TuningResult.Jump(
            change: "\(moved) (\(SpringExpression.format(100 * Self.jumpProbe, significantDigits: 3)) % \(side))",
            spring: b))
      }
    }
    guard !jumps.isEmpty else { return answer }
    let note =
      "the answer jumps near the targets: a settle time jumps where a turn of the motion leaves the band, "
      + "so a target 1 % away gives a spring far from this one (listed as the other side)"
    return answer.with(jumps: jumps, note: note)
  }
}
