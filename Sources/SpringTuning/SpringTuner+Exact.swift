import MotionCurves

extension SpringTuner {
  /// Solves two equations in bounce and duration exactly; see ``SpringTuner``.
  func solveExactly() throws(TuningError) -> TuningResult {
    let shapes = targets.filter { !$0.metric.isTime }
    let times = targets.filter(\.metric.isTime)
    // Two givens that each fix the bounce alone either conflict or leave the duration free.
    if case .bounce(let b) = held, let shape = shapes.first {
      try check(
        shape, agreesWith: "bounce \(SpringExpression.format(b, significantDigits: 4))", held!.description, bounce: b)
    }
    if shapes.count == 2 {
      let b = shapeBounce(shapes[0]).bounce
      try check(
        shapes[1], agreesWith: "\(shapes[0]) (bounce \(SpringExpression.format(b, significantDigits: 4)))",
        shapes[0].description, bounce: b)
    }
    try requireTimeScale()

    var notes: [String] = []
    let bounces: [Double]
    if case .bounce(let b) = held {
      bounces = [b]
    } else if let shape = shapes.first {
      let (b, note) = shapeBounce(shape)
      bounces = [b]
      notes += note.map { [$0] } ?? []
    } else {
      bounces = try timeBounces(times)
    }
    let solutions = bounces.compactMap { b -> (bounce: Double, duration: Double)? in
      let duration: Double
      if case .duration(let d) = held {
        duration = d
      } else {
        duration = 2 * .pi * times[0].value / UnitSpring.time(times[0].metric, bounce: b, epsilon: epsilon)
      }
      return duration.isFinite && duration > 0 && meetsTimes(bounce: b, duration: duration) ? (b, duration) : nil
    }
    guard let first = solutions.first else { throw .conflict("no spring meets \(givens)") }
    if solutions.count > 1 {
      notes.append("\(solutions.count) springs meet \(givens) exactly; this is the calmest (lowest bounce)")
    }
    var alternatives: [Spring] = []
    for solution in solutions.dropFirst() {
      alternatives.append(
        try result(bounce: solution.bounce, duration: solution.duration, method: .exact, notes: []).spring)
    }
    return try result(
      bounce: first.bounce, duration: first.duration, method: .exact, notes: notes, alternatives: alternatives)
  }

  /// The bounce a shape target (overshoot or oscillations) fixes, and the choice made if it allows a band.
  func shapeBounce(_ target: TuningTarget) -> (bounce: Double, note: String?) {
    if target.metric == .overshoot {
      guard target.value == 0 else { return (UnitSpring.bounce(overshoot: target.value), nil) }
      return (
        0, "overshoot 0 % holds for every bounce ≤ 0; chose bounce 0, the quickest spring that does not overshoot"
      )
    }
    let n = Int(target.value)
    let band = (UnitSpring.branchStart(n, epsilon: epsilon), UnitSpring.branchStart(n + 1, epsilon: epsilon))
    let text = { (b: Double) in SpringExpression.format(b, significantDigits: 4) }
    return (
      UnitSpring.bounce(count: Double(n) + 0.5, epsilon: epsilon),
      "\(target) holds for bounces in (\(text(band.0)), \(text(band.1))]; chose the middle of that band (continuous count \(n) + ½)"
    )
  }

  /// Throws a conflict unless the shape target holds at `bounce`, which `phrase` explains.
  private func check(_ shape: TuningTarget, agreesWith phrase: String, _ other: String, bounce: Double)
    throws(TuningError)
  {
    // Force-try is safe: the tuner's epsilon is validated in (0, 1).
    let achieved = shape.metric.value(in: try! SpringMetrics(UnitSpring.spring(bounce), epsilon: epsilon))
    let agrees =
      shape.metric == .oscillations ? achieved == shape.value : abs(achieved - shape.value) <= 1e-9 * shape.value
    guard agrees else {
      throw .conflict(
        "\(shape) and \(other) conflict: \(phrase) gives \(shape.metric.label) \(shape.metric.text(achieved)), "
          + "not \(shape.metric.text(shape.value))")
    }
  }

  /// Every bounce meeting a held duration and one time, or two times, ascending.
  private func timeBounces(_ times: [TuningTarget]) throws(TuningError) -> [Double] {
    let first = times[0]
    let second: TuningTarget?
    let level: Double  // ω₀T for a held duration
    if case .duration(let d) = held {
      second = nil
      level = 2 * .pi / d * first.value
      if first.metric == .peakTime {
        guard level >= .pi else {
          throw .conflict(
            "\(first) and \(held!) conflict: a spring peaks no sooner than half its duration "
              + "(\(SpringExpression.format(d / 2, significantDigits: 4)) s, at bounce 1)")
        }
        return [1 - (1 - (Double.pi / level) * (Double.pi / level)).squareRoot()]
      }
    } else {
      second = times[1]
      level = first.value / times[1].value
    }
    // With N excursions the settling time is past the N-th turn, at least N half-periods (π/ω_d ≥ π),
    // N peak times and more than N rise times: that bounds the branches worth searching.
    let periods = second == nil ? level / .pi : first.metric == .settleTime ? level : 1 / level
    let branches = Int(Swift.min(1000, periods.rounded(.down) + 1))
    let metrics = [first.metric] + (second.map { [$0.metric] } ?? [])
    let g = { (b: Double) -> Double in
      let ratio =
        UnitSpring.time(first.metric, bounce: b, epsilon: self.epsilon)
        / (second.map { UnitSpring.time($0.metric, bounce: b, epsilon: self.epsilon) } ?? 1)
      return cLog(ratio / level)
    }
    var zeros: [Double] = []
    var nearest = (x: Double.nan, g: Double.infinity)
    for piece in continuousPieces(metrics, branches: branches) {
      let scan: ZeroScan
      do {
        scan = try ZeroScan(piece.lower, piece.upper, samples: piece.samples, warp: piece.warp, g)
      } catch {
        throw .solverFailed("solving for the bounce: \(error)")
      }
      zeros += scan.zeros
      if abs(scan.nearest.g) < abs(nearest.g) { nearest = scan.nearest }
    }
    guard zeros.isEmpty else { return zeros.sorted() }
    let text = { (x: Double) in SpringExpression.format(x, significantDigits: 6) }
    let miss = "at bounce \(text(nearest.x))"
    if let second {
      throw .conflict(
        "\(first) and \(second) conflict: no spring released from rest has \(first.metric.label) / \(second.metric.label) = "
          + "\(text(level)); the nearest has \(text(level * cExp(nearest.g))) (\(miss))")
    }
    throw .conflict(
      "\(first) and \(held!) conflict: no bounce gives that \(first.metric.label) with that duration; "
        + "the nearest is \(first.metric.text(first.value * cExp(nearest.g))) (\(miss))")
  }

  /// Whether the spring meets every time target to 1e-6 (rejects roots at a discontinuity).
  private func meetsTimes(bounce: Double, duration: Double) -> Bool {
    targets.filter(\.metric.isTime).allSatisfy { target in
      let t = UnitSpring.time(target.metric, bounce: bounce, epsilon: epsilon) * duration / (2 * .pi)
      return abs(t - target.value) <= 1e-6 * target.value
    }
  }

  /// Bounce intervals on which the times of `metrics` are finite and continuous, with how to sample them.
  ///
  /// A peak time needs bounce > 0. The exact settling time jumps where a turn crosses ε, so with a
  /// settle target each band of equal excursion count (up to `branches`) is its own piece; inside
  /// one it rises like a square root from the band's start, where the samples crowd.
  func continuousPieces(_ metrics: [TuningMetric], branches: Int)
    -> [(lower: Double, upper: Double, samples: Int, warp: (Double) -> Double)]
  {
    let lower = metrics.contains(.peakTime) ? 1e-9 : MotionLimits.bounce.lowerBound
    guard metrics.contains(.settleTime) else { return [(lower, 1, 64, { $0 })] }
    return (0...branches).compactMap { n in
      let start = UnitSpring.branchStart(n, epsilon: epsilon)
      let end = UnitSpring.branchStart(n + 1, epsilon: epsilon)
      // Inside the band by a hair at both ends: rounding at an end can put it in the next band.
      let from = Swift.max(lower, n == 0 ? start : start + 1e-9 * (end - start))
      let to = end - 1e-9 * (end - start)
      return from < to ? (from, to, 16, { $0 * $0 }) : nil
    }
  }
}
