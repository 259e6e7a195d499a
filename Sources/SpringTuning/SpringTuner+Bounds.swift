import MotionCurves

extension SpringTuner {
  /// What the tuner pushes toward when bounds leave a band of springs: the longest duration that
  /// meets every bound (the softest spring that is still done in time); when the duration is held,
  /// the highest bounce.
  public static let objective =
    "the longest duration that meets every bound (with the duration held, the highest bounce)"

  /// The bounces scanned when the bounce is free: 200 intervals of [−0.99, 0.99].
  static let boundsScan = (lower: -0.99, upper: 0.99, samples: 200)
  /// Rounds of zooming in on the best sample, each over its two neighbouring intervals in 16 steps.
  static let zoom = (rounds: 8, samples: 16)
  /// Durations searched, in seconds: the tuner looks no shorter and no longer.
  static let durationSearch = (lower: 1e-3, start: 0.5, upper: 1e4)

  /// Meets bounds, or settle and overshoot targets on the device, with the objective.
  ///
  /// On the device an exact settle time T is a frame time, which only a frame time meets, so it is
  /// met as the bound "settled by T" at the edge; an exact overshoot fixes, for each duration, the
  /// highest bounce whose frames overshoot by at most it. Peak time, rise time and oscillations
  /// are always the closed form's. Then, by what the exact targets leave free:
  ///
  /// - **nothing** (two exact givens): the spring they give, if it meets every bound;
  /// - **the duration** (the bounce held or fixed by a shape target): the longest duration that
  ///   meets every bound, bracketed by halving and doubling, then bisected;
  /// - **the bounce** (the duration held, or a time target giving each bounce its duration): the
  ///   bounces are scanned and the best zoomed in on (``boundsScan``, ``zoom``);
  /// - **both**: for each scanned bounce the longest duration, and the best zoomed in on.
  ///
  /// No continuity is assumed: a device settle time is a step function of the spring. Where the
  /// best duration jumps between neighbouring bounces (a turn leaving the band), the other side is
  /// given as a ``TuningResult/Jump``.
  ///
  /// - Returns: The spring, with method ``TuningResult/Method/bounded`` (or that of the exact
  ///   givens), notes on the objective and on which bound a slightly further spring breaks.
  /// - Throws: ``TuningError/conflict(_:)`` when no spring meets every bound;
  ///   ``TuningError/underdetermined(_:)`` when nothing limits the objective.
  func solveWithBounds() throws(TuningError) -> TuningResult {
    var bounds = self.bounds
    var exact = targets
    var notes: [String] = []
    if rendering == .device, let settle = target(.settleTime) {
      guard !bounds.contains(where: { $0.metric == .settleTime }) else {
        throw .conflict("\(settle) and a max settle time both limit the device settle time; give one")
      }
      exact.removeAll { $0.metric == .settleTime }
      bounds.append(try TuningBound(.settleTime, settle.value))
      notes.append(
        "on the device a settle time is a frame time: \(settle) is met as settled by then, at the edge the objective "
          + "pushes to")
    }
    let deviceOvershoot = rendering == .device ? target(.overshoot)?.value : nil
    if deviceOvershoot != nil { exact.removeAll { $0.metric == .overshoot } }
    let check = BoundCheck(tuner: self, bounds: bounds)
    let equations = exact.count + (held == nil ? 0 : 1) + (deviceOvershoot == nil ? 0 : 1)
    notes.append("objective: \(Self.objective)")

    if equations >= 2 {
      let answer: TuningResult
      if let overshoot = deviceOvershoot {
        guard equations == 2, case .duration(let d) = held else {
          throw .conflict(
            "\(givens): an overshoot on the device takes at most a held duration besides bounds; bound the other "
              + "targets or measure them on the closed form")
        }
        answer = try result(
          bounce: deviceBounce(overshoot: overshoot, duration: d), duration: d, method: .exact, notes: notes)
      } else {
        let tuner = try SpringTuner(targets: exact, held: held, epsilon: epsilon, device: device)
        answer = try tuner.solve()
      }
      let broken = check.broken(answer.spring)
      guard broken.isEmpty else {
        throw .conflict(
          "\(givens) conflict: the spring the exact givens fix, \(SpringExpression.expressions(for: answer.spring, significantDigits: 6)[0]), breaks "
            + broken.joined(separator: " and "))
      }
      return answer
    }
    if equations == 1 {
      if let overshoot = deviceOvershoot {
        return try longest(check, notes: notes) { d in self.deviceBounce(overshoot: overshoot, duration: d) }
      }
      if case .bounce(let b) = held { return try longest(check, notes: notes) { _ in b } }
      if let shape = exact.first(where: { !$0.metric.isTime }) {
        let (b, note) = shapeBounce(shape)
        return try longest(check, notes: notes + (note.map { [$0] } ?? [])) { _ in b }
      }
      if case .duration(let d) = held {
        return try highest(check, lower: Self.boundsScan.lower, notes: notes) { _ in d }
      }
      // Force-unwrap is safe: one equation that is neither held nor a shape is a time target.
      let time = exact.first!
      return try highest(check, lower: time.metric == .peakTime ? 1e-6 : Self.boundsScan.lower, notes: notes) { b in
        let d = 2 * .pi * time.value / UnitSpring.time(time.metric, bounce: b, epsilon: self.epsilon)
        return d.isFinite && d > 0 ? d : nil
      }
    }
    return try longestOverBounces(check, notes: notes)
  }

  /// For a bounce that may depend on the duration: the longest duration that meets every bound.
  private func longest(_ check: BoundCheck, notes: [String], bounce: @escaping (Double) -> Double) throws(TuningError)
    -> TuningResult
  {
    let d = check.longestDuration(bounce: bounce, precision: 1e-12)
    guard let d, d.isFinite else {
      throw d == nil
        ? .conflict(
          "no spring meets \(givens): none from \(Self.durationSearch.lower) s to \(Self.durationSearch.upper) s")
        : .underdetermined(
          "every duration meets \(givens): nothing limits how slow the spring may be; add a max settle time, a "
            + "max stop or a time target")
    }
    return try answer(check, pushed: d, notes: notes, crossJumps: []) { d in (self.roundedOther(bounce(d)), d) }
  }

  /// For a duration given by the bounce: the bounce with the longest duration that meets every
  /// bound, the highest among equals.
  private func highest(_ check: BoundCheck, lower: Double, notes: [String], duration: @escaping (Double) -> Double?)
    throws(TuningError) -> TuningResult
  {
    let value = { (b: Double) -> Double? in
      guard let d = duration(b), let spring = try? Spring(duration: d, bounce: b), check.meets(spring) else {
        return nil
      }
      return d
    }
    let scan = Self.boundsScan
    guard let best = Self.maximise(lower: lower, upper: scan.upper, samples: scan.samples, value) else {
      throw .conflict("no spring meets \(givens): no bounce from \(lower) to \(scan.upper) does")
    }
    if best.x == scan.upper, value(scan.upper - (scan.upper - lower) / Double(scan.samples)) == best.value {
      throw .underdetermined(
        "every bounce up to \(scan.upper) meets \(givens): nothing limits the bounce; add a max overshoot or a max "
          + "settle time")
    }
    let jumps = Self.jumps(at: best, value) { b, d in try? Spring(duration: d, bounce: b) }
    return try answer(check, pushed: best.x, named: "bounce", notes: notes, crossJumps: jumps) { b in
      duration(b).map { (b, self.roundedOther($0)) }
    }
  }

  /// Both free: for each bounce the longest duration that meets every bound; the best bounce.
  private func longestOverBounces(_ check: BoundCheck, notes: [String]) throws(TuningError) -> TuningResult {
    let value = { (b: Double) -> Double? in check.longestDuration(bounce: { _ in b }, precision: 1e-7) }
    let scan = Self.boundsScan
    guard let coarse = Self.maximise(lower: scan.lower, upper: scan.upper, samples: scan.samples, value) else {
      throw .conflict("no spring meets \(givens)")
    }
    guard coarse.value.isFinite else {
      throw .underdetermined(
        "every duration meets \(givens) at some bounce: nothing limits how slow the spring may be; add a max settle "
          + "time, a max stop or a time target")
    }
    let b = coarse.x
    // Force-unwrap is safe: the coarse search found a duration at this bounce.
    let d = check.longestDuration(bounce: { _ in b }, precision: 1e-12)!
    let jumps = Self.jumps(at: coarse, value) { b, d in try? Spring(duration: d, bounce: b) }
    let bounce = roundedOther(b)
    return try answer(check, pushed: d, notes: notes, crossJumps: jumps) { d in (bounce, d) }
  }

  /// The rounded answer with its notes: the objective, what the next printed spring breaks, and
  /// the jumps at the edge and across it.
  private func answer(
    _ check: BoundCheck, pushed: Double, named name: String = "duration", notes: [String],
    crossJumps: [TuningResult.Jump], parameters: (Double) -> (bounce: Double, duration: Double)?
  ) throws(TuningError) -> TuningResult {
    let (rounded, next) = self.rounded(check, pushed: pushed, parameters: parameters)
    guard let rounded, let spring = try? Spring(duration: rounded.duration, bounce: rounded.bounce) else {
      throw .conflict("\(givens): the edge found lies outside the springs MotionBench models")
    }
    var jumps = crossJumps
    var notes = notes
    if let next {
      let step = "the next printed \(name)"
      notes.append(check.edgeNote(next, "with \(step) (one unit more in its last digit)"))
      if let jump = edgeJump(check, answer: spring, next: next, change: step) {
        jumps.append(jump)
        notes.append(
          "the settle time jumps at this edge: a turn of the motion leaves the band, so the next printed spring "
            + "settles far later (listed as the other side)")
      }
    } else if significantDigits != nil {
      notes.append("no spring rounded to \(significantDigits!) digits meets every bound: the edge is given unrounded")
    }
    if !crossJumps.isEmpty { notes.append(Self.jumpNote) }
    return try result(
      bounce: rounded.bounce, duration: rounded.duration, method: .bounded, notes: notes, jumps: jumps)
  }

  /// The parameter not pushed, rounded to nearest at ``significantDigits``.
  func roundedOther(_ x: Double) -> Double {
    significantDigits.map { Self.round(x, digits: $0) } ?? x
  }

  static let jumpNote =
    "the answer sits at a jump: a bounce a hair higher gives a much shorter longest duration (a turn of the motion "
    + "leaves the band, and the settle time jumps); the other side is listed"

  /// The other side of a jump of the best duration next to the best bounce, if it drops by over 2 %.
  private static func jumps(
    at best: (x: Double, value: Double, spacing: Double), _ value: (Double) -> Double?,
    spring: (Double, Double) -> Spring?
  ) -> [TuningResult.Jump] {
    let step = Swift.max(best.spacing, 1e-9)
    var jumps: [TuningResult.Jump] = []
    for direction in [1.0, -1.0] {
      let b = best.x + direction * step
      guard let d = value(b), d < 0.98 * best.value, let other = spring(b, d) else { continue }
      let side = direction > 0 ? "higher" : "lower"
      jumps.append(
        TuningResult.Jump(
          change: "bounce \(SpringExpression.format(step, significantDigits: 2)) \(side)", spring: other))
    }
    return jumps
  }

  /// Maximises `value` over `[lower, upper]`: a scan of `samples` intervals, then ``zoom`` rounds
  /// around the best so far; ties go to the higher x.
  ///
  /// - Returns: The best x, its value and the last spacing; nil if no sample has a value.
  static func maximise(lower: Double, upper: Double, samples: Int, _ value: (Double) -> Double?)
    -> (x: Double, value: Double, spacing: Double)?
  {
    var best: (x: Double, value: Double)?
    var (from, to, count) = (lower, upper, samples)
    var spacing = (upper - lower) / Double(samples)
    for _ in 0...zoom.rounds {
      spacing = (to - from) / Double(count)
      for i in 0...count {
        let x = i == count ? to : from + spacing * Double(i)
        guard let v = value(x) else { continue }
        if let current = best, v < current.value || (v == current.value && x <= current.x) { continue }
        best = (x, v)
      }
      guard let current = best else { return nil }
      (from, to, count) = (Swift.max(lower, current.x - spacing), Swift.min(upper, current.x + spacing), zoom.samples)
    }
    return best.map { ($0.x, $0.value, spacing) }
  }

  /// The highest bounce, for a duration, whose frames on the device overshoot by at most `overshoot`
  /// (a fraction of the change): bisected on that predicate over [−0.99, 0.99].
  func deviceBounce(overshoot: Double, duration: Double) -> Double {
    func overshoots(_ b: Double) -> Bool {
      guard let spring = try? Spring(duration: duration, bounce: b) else { return true }
      return BoundCheck.deviceOvershoot(spring, device: device, epsilon: epsilon) > overshoot
    }
    var (low, high) = (Self.boundsScan.lower, Self.boundsScan.upper)
    if !overshoots(high) { return high }
    if overshoots(low) { return low }
    while high - low > 1e-13 {
      let middle = (low + high) / 2
      if overshoots(middle) { high = middle } else { low = middle }
    }
    return low
  }
}
