import MotionCurves
import MotionODE

/// Every channel integrated by GSL as its own small system, channel by channel over the whole
/// run: the way a per-property animation driver would use an ODE solver.
///
/// - Spring channels: the 2-D ``DampedSpringSystem`` of the kind's spring,
///   x′ = v, v′ = −(k x + c v)/m, with x = value − target. At the channel's own retargets the
///   state changes (x += T_old − T_new, or (x, v) = (0, 0) for a `.jump`) and the integrator
///   restarts; at ordinary frames it only stops, keeping its step size and history.
/// - Timing and pulse channels: y′ = g(t), the rate of the layered timing curves or of the
///   pulse track (``CurveRate``), stopping and restarting at every knot and event.
/// - Snap, derived and clamped channels as ``BlockSimulation`` defines them.
///
/// A channel at exact rest (a spring with x = v = 0, a curve channel with nothing running)
/// is not integrated: its solution is exactly constant.
///
/// **Work.** ``SolverWork/steps`` counts accepted GSL steps and
/// ``SolverWork/functionEvaluations`` evaluations of f, summed over every channel's system;
/// each step advances one channel, so these are channel-steps and channel-evaluations, as
/// ``GSLSceneSystemSolver`` counts them (rejected steps and Jacobian evaluations are not counted).
public struct GSLChannelSceneSolver: SceneSolver {
  let settings: GSLSceneSettings

  /// The GSL stepper.
  public var stepper: GSLStepper { settings.stepper }
  /// Adaptive tolerances or a fixed step.
  public var control: ODEStepControl { settings.control }
  /// The step budget of each integration leg (between two stops).
  public var maxSteps: Int { settings.maxSteps }

  /// Creates the solver with any step control.
  ///
  /// - Parameters:
  ///   - stepper: The GSL stepper.
  ///   - control: Adaptive tolerances or a fixed step.
  ///   - maxSteps: The step budget of each integration leg (between two stops).
  /// - Throws: ``ODEError`` for a bad tolerance, step or budget.
  public init(stepper: GSLStepper, control: ODEStepControl, maxSteps: Int = 1_000_000) throws(ODEError) {
    settings = try GSLSceneSettings(stepper: stepper, control: control, maxSteps: maxSteps)
  }

  /// Creates the solver with adaptive steps under GSL's error control.
  ///
  /// - Parameters:
  ///   - stepper: The GSL stepper.
  ///   - relativeTolerance: GSL's `eps_rel` (> 0).
  ///   - absoluteTolerance: GSL's `eps_abs` (> 0).
  ///   - maxSteps: The step budget of each integration leg (between two stops).
  /// - Throws: ``ODEError`` for a tolerance that is not positive and finite, or a budget below 1.
  public init(
    stepper: GSLStepper, relativeTolerance: Double, absoluteTolerance: Double, maxSteps: Int = 1_000_000
  ) throws(ODEError) {
    try self.init(
      stepper: stepper, control: .adaptive(relative: relativeTolerance, absolute: absoluteTolerance),
      maxSteps: maxSteps)
  }

  /// `gsl:<stepper>`, e.g. `gsl:rk8pd`.
  public var name: String { "gsl:\(stepper.rawValue)" }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    try simulateCounting(block, frames: frames, hz: hz, combining: combining, sink: sink).total
  }

  /// ``simulate(_:frames:hz:combining:sink:)`` with the work of springs and curves apart.
  func simulateCounting(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws(ODEError) -> GSLSceneWork {
    try GSLBlockRun.simulate(
      block, frames: frames, hz: hz, combining: combining, settings: settings,
      springs: { (run) throws(ODEError) in try run.integrateSpringChannels(settings: settings) }, sink: sink)
  }
}

extension GSLBlockRun {
  /// Integrates every spring channel on its own with one reused 2-D integrator.
  ///
  /// - Parameter settings: The GSL stepper, control and budget.
  /// - Returns: The steps and evaluations.
  /// - Throws: ``ODEError`` if GSL fails.
  fileprivate mutating func integrateSpringChannels(settings: GSLSceneSettings) throws(ODEError) -> SolverWork {
    var work = SolverWork()
    let integrator = try settings.integrator(DampedSpringSystem(seedSpringOf: block.kind))
    var y = [0.0, 0.0]
    for c in layout.springs {
      for s in 0..<n {
        let events = self.events[c * n + s]
        var target = block.initialValues[c * n + s], t = 0.0, next = 0
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
            applySpringRetarget(events[next], frame: frame, state: &y, spring: 0, target: &target)
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
