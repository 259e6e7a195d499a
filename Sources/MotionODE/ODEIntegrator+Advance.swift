import CGSL

extension ODEIntegrator {
  /// Advances the state from `t` to exactly `t1`.
  ///
  /// To stop at knots or events, call it once per stop: the run continues (multistep history
  /// and adaptive step size are kept) as long as each call starts where the previous one ended.
  /// - Parameters:
  ///   - y: the state at `t` on entry, at `t1` on return; `system.dimension` finite components.
  ///   - t: the start time on entry; `t1` on return.
  ///   - t1: the end time, not before `t`.
  /// - Throws: ``ODEError``: argument errors (checked before any step), or a failure while
  ///   stepping, after which `y` and `t` hold the last accepted step and the next call starts a
  ///   fresh run from them (counters are kept).
  public func advance(_ y: UnsafeMutableBufferPointer<Double>, from t: inout Double, to t1: Double) throws(ODEError) {
    GSL.initialize()
    guard y.count == box.dimension else { throw .dimensionMismatch(expected: box.dimension, actual: y.count) }
    guard t.isFinite, t1.isFinite else { throw .nonFiniteTime(t0: t, t1: t1) }
    guard t1 >= t else { throw .backwardInterval(t0: t, t1: t1) }
    if let index = y.firstIndex(where: { !$0.isFinite }) { throw .nonFiniteState(index: index, value: y[index]) }
    box.failure = nil
    do throws(ODEError) {
      switch control {
      case .adaptive: try advanceAdaptively(y.baseAddress!, &t, t1)
      case .fixed(let step): try advanceFixed(y.baseAddress!, &t, t1, step)
      }
    } catch {
      restart()
      throw error
    }
  }

  /// Advances the state from `t` to exactly `t1`; see the buffer-pointer overload.
  ///
  /// - Parameters:
  ///   - y: the state at `t` on entry, at `t1` on return.
  ///   - t: the start time on entry; `t1` on return.
  ///   - t1: the end time, not before `t`.
  /// - Throws: ``ODEError``, as the buffer-pointer overload does.
  public func advance(_ y: inout [Double], from t: inout Double, to t1: Double) throws(ODEError) {
    try y.withUnsafeMutableBufferPointer { (buffer) throws(ODEError) in
      try advance(buffer, from: &t, to: t1)
    }
  }

  /// Mirrors `gsl_odeiv2_driver_apply` with an exact step budget: the driver's `nmax` check
  /// runs after the step and before counting it, so it lets nmax + 1 steps through and fails
  /// after taking one more.
  private func advanceAdaptively(_ y: UnsafeMutablePointer<Double>, _ t: inout Double, _ t1: Double) throws(ODEError) {
    let evolve = driver.pointee.e!
    var taken = 0
    while t < t1 {
      guard taken < maxSteps else { throw .stepBudgetExhausted(maxSteps: maxSteps, reached: t, target: t1) }
      let start = t
      let failedBefore = evolve.pointee.failed_steps
      let status = gsl_odeiv2_evolve_apply(
        evolve, driver.pointee.c, driver.pointee.s, gslSystem, &t, t1, &driver.pointee.h, y)
      failedSteps += Int(evolve.pointee.failed_steps - failedBefore)
      guard status == GSL_SUCCESS else {
        // evolve_apply may leave a rejected step in y and t; it saved the step's start in y0.
        y.update(from: evolve.pointee.y0, count: box.dimension)
        t = start
        throw ODEError(
          gslStatus: status, operation: "gsl_odeiv2_evolve_apply", t: start, step: driver.pointee.h,
          failure: box.failure)
      }
      taken += 1
      steps += 1
      if let minStep, t < t1, driver.pointee.h < minStep {
        throw .stepSizeUnderflow(t: t, step: driver.pointee.h)
      }
    }
  }

  /// Takes ⌈(t1 − t)/h⌉ steps with `gsl_odeiv2_step_apply`, the last one shortened to land on
  /// `t1`. Step k starts at t + k·h (not an accumulated sum), and a quotient within 1e-12 of an
  /// integer from above counts as that integer, so rounding in h or t1 never adds a sliver step.
  private func advanceFixed(
    _ y: UnsafeMutablePointer<Double>, _ t: inout Double, _ t1: Double, _ h: Double
  ) throws(ODEError) {
    let dimension = box.dimension
    let yerr = scratch.baseAddress!
    let saved = yerr + dimension
    let start = t
    let stepCount = ((t1 - start) / h * (1 - 1e-12)).rounded(.up)
    var k = 0.0
    while t < t1 {
      guard Int(k) < maxSteps else { throw .stepBudgetExhausted(maxSteps: maxSteps, reached: t, target: t1) }
      let isLast = k + 1 >= stepCount
      let step = isLast ? t1 - t : h
      saved.update(from: y, count: dimension)
      let status = gsl_odeiv2_step_apply(driver.pointee.s, t, step, y, yerr, nil, nil, gslSystem)
      // bsimp reports a diverging substep as success with an infinite error estimate.
      guard status == GSL_SUCCESS, UnsafeBufferPointer(start: yerr, count: dimension).allSatisfy({ $0.isFinite }) else {
        y.update(from: saved, count: dimension)
        if status == GSL_EBADFUNC || status == GSL_ENOMEM {
          throw ODEError(
            gslStatus: status, operation: "gsl_odeiv2_step_apply", t: t, step: step, failure: box.failure)
        }
        throw .fixedStepFailed(t: t, step: step)
      }
      steps += 1
      k += 1
      t = isLast ? t1 : start + k * h
    }
  }
}
