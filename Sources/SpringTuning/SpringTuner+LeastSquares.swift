import MotionCurves

extension SpringTuner {
  /// The weighted least-squares compromise for more equations than unknowns; see ``SpringTuner``.
  ///
  /// The free unknowns are `u = logit((b − b₀)/(1 − b₀))` (b₀ = 0 with a peak-time target, which
  /// needs bounce > 0, else −1) and `ln duration`. A scan of 400 bounces, each with the duration
  /// that best fits the times in closed form (`ln d = Σw²(ln 2πT − ln τ)/Σw²`), seeds a
  /// Levenberg–Marquardt polish (``LeastSquares``); the better of the two is returned.
  func solveLeastSquares() throws(TuningError) -> TuningResult {
    let lower = target(.peakTime) == nil ? MotionLimits.bounce.lowerBound : 0.0
    func bounce(_ u: Double) -> Double {
      Swift.min(1 - 1e-9, Swift.max(lower + 1e-9, lower + (1 - lower) / (1 + cExp(-u))))
    }
    func logit(_ b: Double) -> Double {
      let s = (b - lower) / (1 - lower)
      return cLog(s / (1 - s))
    }
    func residuals(bounce b: Double, logDuration l: Double) -> [Double] {
      targets.map { target in
        switch target.metric {
        case .overshoot:
          return target.weight * (UnitSpring.overshoot(bounce: b) - target.value) / 0.01
        case .oscillations:
          // Count N holds for continuous counts in (N, N + 1]: the distance to that band.
          let n = UnitSpring.continuousCount(bounce: b, epsilon: epsilon)
          return target.weight * Swift.max(0, target.value - n, n - target.value - 1)
        case .stop:
          // A stop target never reaches least squares: solve() sends it to solveBySwiftUIEnd.
          return 0
        case .peakTime, .riseTime, .settleTime:
          let tau = UnitSpring.time(target.metric, bounce: b, epsilon: epsilon)
          return target.weight * (cLog(tau) + l - cLog(2 * .pi * target.value)) / 0.01
        }
      }
    }
    func cost(_ r: [Double]) -> Double { r.reduce(0) { $0 + $1 * $1 } }
    func bestLogDuration(bounce b: Double) -> Double {
      if case .duration(let d) = held { return cLog(d) }
      var sum = 0.0
      var weights = 0.0
      for target in targets where target.metric.isTime {
        let w2 = target.weight * target.weight
        sum += w2 * (cLog(2 * .pi * target.value) - cLog(UnitSpring.time(target.metric, bounce: b, epsilon: epsilon)))
        weights += w2
      }
      return sum / weights
    }

    var bounces = (0..<400).map { lower + (1 - lower) * (Double($0) + 0.5) / 400 }
    if case .bounce(let b) = held { bounces = [b] }
    var best = (bounce: bounces[0], logDuration: bestLogDuration(bounce: bounces[0]), cost: Double.infinity)
    for b in bounces {
      let l = bestLogDuration(bounce: b)
      let c = cost(residuals(bounce: b, logDuration: l))
      if c < best.cost { best = (b, l, c) }
    }

    let unpack: ([Double]) -> (bounce: Double, logDuration: Double)
    let initial: [Double]
    switch held {
    case .duration(let d): (initial, unpack) = ([logit(best.bounce)], { (bounce($0[0]), cLog(d)) })
    case .bounce(let b): (initial, unpack) = ([best.logDuration], { (b, $0[0]) })
    case nil: (initial, unpack) = ([logit(best.bounce), best.logDuration], { (bounce($0[0]), $0[1]) })
    }
    // The scan's best is a valid compromise; the polish only replaces it when it improves
    // on it (it may not, at a jump of the exact settling time, or fail where the cost is not smooth).
    if let fit = try? LeastSquares.fit(
      initial: initial, residualCount: targets.count,
      { p in
        let (b, l) = unpack(p)
        return residuals(bounce: b, logDuration: l)
      }), fit.sumOfSquares < best.cost
    {
      let (b, l) = unpack(fit.parameters)
      best = (b, l, fit.sumOfSquares)
    }
    return try result(
      bounce: best.bounce, duration: cExp(best.logDuration), method: .leastSquares,
      notes: [
        "\(targets.count) targets\(held.map { " and a \($0)" } ?? "") over-determine the spring: weighted least-squares compromise"
      ])
  }
}
