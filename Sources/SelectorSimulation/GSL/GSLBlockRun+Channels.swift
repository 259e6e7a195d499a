import MotionCurves
import MotionODE

extension GSLBlockRun {
  /// Integrates every spring channel on its own with one reused 2-D integrator.
  ///
  /// - Parameter settings: The GSL stepper, control and budget.
  /// - Returns: The steps and evaluations.
  /// - Throws: ``ODEError`` if GSL fails.
  mutating func integrateSpringChannels(settings: GSLSceneSettings) throws(ODEError) -> SolverWork {
    var work = SolverWork()
    let integrator = try settings.integrator(DampedSpringSystem(spring: block.spring))
    var y = [0.0, 0.0]
    for c in layout.springs {
      for s in 0..<n {
        let events = self.events[c * n + s]
        var target = block.initialValues[c * n + s]
        var t = 0.0
        var next = 0
        y[0] = 0
        y[1] = 0
        integrator.collectAndReset(into: &work)
        for frame in 0..<frames {
          let now = time(frame)
          if y[0] == 0 && y[1] == 0 {
            t = now
          } else {
            try integrator.advance(&y, from: &t, to: now)
          }
          record(target + y[0], channel: c, selector: s, frame: frame)
          guard next < events.count, events[next].frame == frame else { continue }
          while next < events.count, events[next].frame == frame {
            applySpringRetarget(events[next], state: &y, spring: 0, target: &target)
            next += 1
          }
          integrator.collectAndReset(into: &work)
        }
      }
    }
    integrator.collect(into: &work)
    return work
  }
}
