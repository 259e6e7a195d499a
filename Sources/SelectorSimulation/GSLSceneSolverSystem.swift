import MotionCurves
import MotionODE

/// Every spring channel of a block integrated by GSL as ONE system, frame to frame, stopping
/// and restarting at every event of any channel: the way a global ODE-driven scene would run.
///
/// The m spring channels of the block (spring slots × selectors) form the 2m-dimensional
/// ``SpringBatchSystem`` y = (x₀, v₀, x₁, v₁, …) with xᵢ′ = vᵢ, vᵢ′ = −(k xᵢ + c vᵢ)/m_s. The
/// system stops at every frame and, at every frame with a retarget of any channel of any
/// selector (spring or not), applies the spring retargets (xᵢ += T_old − T_new, or
/// (xᵢ, vᵢ) = (0, 0) for a `.jump`) and restarts: one selector's tap discards every spring's
/// step size and multistep history. Its adaptive step suits the most demanding spring at each
/// moment. While every component is exactly 0 the system is not integrated.
///
/// Timing, pulse, snap, derived and clamped channels are simulated exactly as
/// ``GSLChannelSceneSolver`` does (the same code).
///
/// **Work.** Counted in channel-steps, comparable with ``GSLChannelSceneSolver``: one accepted
/// step of the spring system advances all m spring channels, so it counts m steps, and one
/// evaluation of its f (all m springs' derivatives) counts m evaluations. Steps per spring
/// channel are thus the system's own step count. Timing and pulse channels count one per step
/// and evaluation of their scalar systems. Rejected steps and Jacobian evaluations are not
/// counted.
public struct GSLSceneSystemSolver: SceneSolver {
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

  /// `gsl-scene:<stepper>`, e.g. `gsl-scene:rk8pd`.
  public var name: String { "gsl-scene:\(stepper.rawValue)" }

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
      springs: { (run) throws(ODEError) in try run.integrateSpringSystem(settings: settings) }, sink: sink)
  }
}

extension GSLBlockRun {
  /// Integrates all spring channels as one ``SpringBatchSystem``; spring i is slot i / n of
  /// selector i % n (slot-major, as ``ChannelLayout`` orders them).
  ///
  /// - Parameter settings: The GSL stepper, control and budget.
  /// - Returns: The channel-steps and channel-evaluations.
  /// - Throws: ``ODEError`` if GSL fails.
  fileprivate mutating func integrateSpringSystem(settings: GSLSceneSettings) throws(ODEError) -> SolverWork {
    let springs = layout.springs.count * n
    guard springs > 0 else { return SolverWork() }
    var work = SolverWork()
    let integrator = try settings.integrator(
      SpringBatchSystem(Array(repeating: DampedSpringSystem(seedSpringOf: block.kind), count: springs)))
    var y = [Double](repeating: 0, count: 2 * springs)
    var targets = springTargets(block)
    var t = 0.0, next = 0
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
        applySpringRetarget(event, frame: frame, state: &y, spring: i, target: &targets[i])
      }
      integrator.collectAndReset(into: &work, channels: springs)
    }
    integrator.collect(into: &work, channels: springs)
    return work
  }
}
