import MotionCurves

extension SpringTuner {
  /// The bounces scanned when the bounce is free: 400 intervals of [−0.99, 0.99] (of (0, 0.99]
  /// with a peak-time target, which needs bounce > 0).
  static let swiftUIEndScan = (lower: -0.99, upper: 0.99, samples: 400)

  /// Meets the stop target T (``TuningMetric/stop``) and one other given.
  ///
  /// The end time is a frame time and jumps as the spring changes, so no spring meets T exactly
  /// unless T is a frame time. The answer is an edge: a spring that ends by T (end ≤ T) next to
  /// one, 1e-12 away in the free parameter, that ends after T. Edges are bracketed, then bisected
  /// on the predicate "ends by T" (no derivative or continuity is assumed):
  ///
  /// - **Bounce fixed** (held, or set by an overshoot or oscillations target): the duration is
  ///   bracketed by halving and doubling from T and bisected on a log scale. Below the stiffness
  ///   cap (duration 2π/√45000 ≈ 0.0296 s) every spring ends alike, which bounds how early it can end.
  /// - **Bounce free** (duration held, or a peak or rise time giving each bounce its duration):
  ///   the bounce is scanned (``swiftUIEndScan``) and every change of the predicate between two
  ///   samples is bisected; edges closer than the scan's spacing can be missed. The calmest edge
  ///   (lowest bounce) is the answer, the others are alternatives.
  ///
  /// - Parameter measure: The change and frame rate of the end time.
  /// - Returns: The spring, with method ``TuningResult/Method/swiftUIEnd``.
  /// - Throws: ``TuningError/conflict(_:)`` when no spring of the family ends by T (or every one
  ///   does, so T pins nothing), or when more than one other target or held parameter is given
  ///   (a step function cannot be fitted in the least-squares sense);
  ///   ``TuningError/invalidValue(name:value:allowed:)`` for a T of 1000 s or more, beyond the
  ///   longest an animation is followed.
  func solveBySwiftUIEnd(_ measure: SwiftUIEndMeasure) throws(TuningError) -> TuningResult {
    // Force-unwrap is safe: the caller checks that a stop target is given.
    let stop = target(.stop)!
    let others = targets.filter { $0.metric != .stop }
    guard others.count + (held == nil ? 0 : 1) == 1 else {
      throw .conflict(
        "\(givens) are too many for a SwiftUI stop target: it takes exactly one other target or a "
          + "held parameter, because the end time is a step function that a least-squares compromise cannot fit")
    }
    guard stop.value < SwiftUIRuntimeSpring.defaultEndingLimit else {
      throw .invalidValue(
        name: "SwiftUI stops", value: stop.value,
        allowed: "below \(SpringExpression.format(SwiftUIRuntimeSpring.defaultEndingLimit, significantDigits: 4)) s, "
          + "the longest an animation is followed")
    }
    let ends = { (spring: Spring) -> Bool in measure.ending(spring).time <= stop.value }
    if let shape = others.first, !shape.metric.isTime {
      let (bounce, note) = shapeBounce(shape)
      return try edge(bounce: bounce, stop: stop, measure: measure, notes: note.map { [$0] } ?? [], ends)
    }
    if case .bounce(let bounce) = held {
      return try edge(bounce: bounce, stop: stop, measure: measure, notes: [], ends)
    }
    let time = others.first
    let duration = { (b: Double) -> Double? in
      if case .duration(let d) = self.held { return d }
      // Force-unwrap is safe: without a held duration the other given is a time target.
      let d = 2 * .pi * time!.value / UnitSpring.time(time!.metric, bounce: b, epsilon: self.epsilon)
      return d.isFinite && d > 0 ? d : nil
    }
    return try edges(
      stop: stop, measure: measure, lower: time?.metric == .peakTime ? 1e-6 : Self.swiftUIEndScan.lower,
      duration: duration, ends)
  }

  /// The edge in duration for a fixed bounce.
  private func edge(
    bounce: Double, stop: TuningTarget, measure: SwiftUIEndMeasure, notes: [String], _ ends: (Spring) -> Bool
  ) throws(TuningError) -> TuningResult {
    func spring(_ d: Double) -> Spring? { try? Spring(duration: d, bounce: bounce) }
    let text = { (x: Double) in SpringExpression.format(x, significantDigits: 4) }
    // Below the stiffness cap every duration steps the same spring: the quickest end.
    let capped = 0.5 * 2 * .pi / SwiftUIRuntimeSpring.maximumStiffness.squareRoot()
    var lower = stop.value
    var upper = stop.value
    while let s = spring(lower), !ends(s) {
      guard lower > capped else {
        let quickest = spring(capped).map { measure.ending($0).time } ?? .infinity
        throw .conflict(
          "\(stop) and bounce \(text(bounce)) conflict in SwiftUI: at that bounce the runtime ends a change of "
            + "\(text(measure.change)) no sooner than \(text(quickest)) s (the stiffness cap) at \(text(measure.hz)) Hz"
        )
      }
      upper = lower
      lower /= 2
    }
    while upper == lower || spring(upper).map(ends) ?? false {
      lower = upper
      upper = 2 * lower
      guard upper < 1e6 else {
        throw .conflict("\(stop): SwiftUI ends every spring with bounce \(text(bounce)) by then")
      }
    }
    while upper / lower - 1 > 1e-12 {
      let middle = (lower * upper).squareRoot()
      if spring(middle).map(ends) ?? false { lower = middle } else { upper = middle }
    }
    return try result(
      bounce: bounce, duration: lower, method: .swiftUIEnd,
      notes: notes + [endNote(duration: lower, bounce: bounce, stop: stop, measure: measure, neighbour: "duration")]
    )
  }

  /// Every edge in bounce along a family of springs, calmest first.
  private func edges(
    stop: TuningTarget, measure: SwiftUIEndMeasure, lower: Double, duration: (Double) -> Double?,
    _ ends: (Spring) -> Bool
  ) throws(TuningError) -> TuningResult {
    func endsBy(_ b: Double) -> Bool? {
      guard let d = duration(b), let spring = try? Spring(duration: d, bounce: b) else { return nil }
      return ends(spring)
    }
    let scan = Self.swiftUIEndScan
    let bounces = (0...scan.samples).map { lower + (scan.upper - lower) * Double($0) / Double(scan.samples) }
    let verdicts = bounces.map(endsBy)
    var found: [Double] = []
    for i in 0..<scan.samples {
      guard let left = verdicts[i], let right = verdicts[i + 1], left != right else { continue }
      var (yes, no) = left ? (bounces[i], bounces[i + 1]) : (bounces[i + 1], bounces[i])
      while abs(yes - no) > 1e-12 {
        let middle = (yes + no) / 2
        if endsBy(middle) ?? false { yes = middle } else { no = middle }
      }
      found.append(yes)
    }
    let text = { (x: Double) in SpringExpression.format(x, significantDigits: 4) }
    guard let first = found.first, let d = duration(first) else {
      let endsAll = verdicts.allSatisfy { $0 ?? true }
      throw .conflict(
        "\(givens) conflict in SwiftUI: "
          + (endsAll
            ? "every bounce from \(text(lower)) to \(text(scan.upper)) ends a change of \(text(measure.change)) by then, so the stop time pins nothing"
            : "no bounce from \(text(lower)) to \(text(scan.upper)) ends a change of \(text(measure.change)) by then at \(text(measure.hz)) Hz")
      )
    }
    var alternatives: [Spring] = []
    for b in found.dropFirst() {
      if let d = duration(b), let spring = try? Spring(duration: d, bounce: b) { alternatives.append(spring) }
    }
    var notes = [endNote(duration: d, bounce: first, stop: stop, measure: measure, neighbour: "bounce")]
    if found.count > 1 {
      notes.append(
        "SwiftUI's stop passes the target at \(found.count) bounces; this is the calmest (lowest bounce)")
    }
    return try result(bounce: first, duration: d, method: .swiftUIEnd, notes: notes, alternatives: alternatives)
  }

  /// What the edge means: when this spring ends, and that a neighbour ends after the target.
  private func endNote(
    duration: Double, bounce: Double, stop: TuningTarget, measure: SwiftUIEndMeasure, neighbour: String
  ) -> String {
    let text = { (x: Double) in SpringExpression.format(x, significantDigits: 4) }
    let end = (try? Spring(duration: duration, bounce: bounce)).map { measure.ending($0).time } ?? .nan
    return
      "SwiftUI's stop is a frame time (\(text(measure.hz)) Hz) and jumps as the spring changes: SwiftUI stops this spring "
      + "at \(text(end)) s, by the \(text(stop.value)) s asked; one 1e-12 away in \(neighbour) stops later"
  }
}
