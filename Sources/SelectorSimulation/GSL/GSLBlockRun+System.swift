import MotionCurves
import MotionODE

extension GSLBlockRun {
  /// Integrates all spring channels as one ``SpringBatchSystem``; spring i is slot i / n of
  /// selector i % n (slot-major, as ``ChannelLayout`` orders them).
  ///
  /// - Parameter settings: The GSL stepper, control and budget.
  /// - Returns: The channel-steps and channel-evaluations.
  /// - Throws: ``ODEError`` if GSL fails.
  mutating func integrateSpringSystem(settings: GSLSceneSettings) throws(ODEError) -> SolverWork {
    let springs = layout.springs.count * n
    guard springs > 0 else { return SolverWork() }
    var work = SolverWork()
    let integrator = try settings.integrator(
      SpringBatchSystem(Array(repeating: DampedSpringSystem(spring: block.spring), count: springs)))
    var y = [Double](repeating: 0, count: 2 * springs)
    var targets = springTargets(block)
    var t = 0.0
    var next = 0
    let schedule = block.schedule
    for frame in 0..<frames {
      let now = time(frame)
      if y.allSatisfy({ $0 == 0 }) {
        t = now
      } else {
        try integrator.advance(&y, from: &t, to: now)
      }
      for (slot, c) in layout.springs.enumerated() {
        for s in 0..<n { record(targets[slot * n + s] + y[2 * (slot * n + s)], channel: c, selector: s, frame: frame) }
      }
      guard next < schedule.count, schedule[next].frame == frame else { continue }
      while next < schedule.count, schedule[next].frame == frame {
        let event = schedule[next]
        next += 1
        let c = event.retarget.channel
        guard layout.roles[c] == .spring else { continue }
        let i = layout.slot[c] * n + event.selector
        applySpringRetarget(event, state: &y, spring: i, target: &targets[i])
      }
      integrator.collectAndReset(into: &work, channels: springs)
    }
    integrator.collect(into: &work, channels: springs)
    return work
  }
}
