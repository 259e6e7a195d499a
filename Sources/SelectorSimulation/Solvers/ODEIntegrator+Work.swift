import MotionODE

extension ODEIntegrator {
  /// Adds the work since the last reset to `work` and starts a new run (discarding multistep
  /// history and the adaptive step size, as an event or knot requires).
  ///
  /// - Parameters:
  ///   - work: The running total.
  ///   - channels: The channels one step of this system advances: each step and evaluation
  ///     counts this many times.
  func collectAndReset(into work: inout SolverWork, channels: Int = 1) {
    collect(into: &work, channels: channels)
    reset()
  }

  /// Adds the work since the last reset to `work` and zeroes the counters.
  ///
  /// - Parameters:
  ///   - work: The running total.
  ///   - channels: The channels one step of this system advances.
  func collect(into work: inout SolverWork, channels: Int = 1) {
    let counters = self.counters
    work.steps += counters.steps * channels
    work.functionEvaluations += counters.functionEvaluations * channels
    resetCounters()
  }
}
