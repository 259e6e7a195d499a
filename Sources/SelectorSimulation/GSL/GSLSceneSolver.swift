import MotionCurves
import MotionODE

/// A block of selectors integrated by GSL's ODE steppers, as a ``SceneSolver``.
///
/// How the channels group into ODE systems is the ``Grouping``; timing, pulse, snap,
/// derived and clamped channels are simulated the same way under both.
public struct GSLSceneSolver: SceneSolver {
  /// How channels group into GSL systems.
  public enum Grouping: Sendable, Hashable {
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
    /// the whole-scene grouping counts them (rejected steps and Jacobian evaluations are not counted).
    case perChannel
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
    /// the per-channel grouping does (the same code).
    ///
    /// **Work.** Counted in channel-steps, comparable with the per-channel grouping: one accepted
    /// step of the spring system advances all m spring channels, so it counts m steps, and one
    /// evaluation of its f (all m springs' derivatives) counts m evaluations. Steps per spring
    /// channel are thus the system's own step count. Timing and pulse channels count one per step
    /// and evaluation of their scalar systems. Rejected steps and Jacobian evaluations are not
    /// counted.
    case wholeScene
  }

  let settings: GSLSceneSettings
  public let grouping: Grouping

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
  ///   - grouping: One system per channel, or all springs of a block as one.
  ///   - maxSteps: The step budget of each integration leg (between two stops).
  /// - Throws: ``ODEError`` for a bad tolerance, step or budget.
  public init(
    stepper: GSLStepper, control: ODEStepControl, grouping: Grouping = .perChannel, maxSteps: Int = 1_000_000
  ) throws(ODEError) {
    settings = try GSLSceneSettings(stepper: stepper, control: control, maxSteps: maxSteps)
    self.grouping = grouping
  }

  /// Creates the solver with adaptive steps under GSL's error control.
  ///
  /// - Parameters:
  ///   - stepper: The GSL stepper.
  ///   - relativeTolerance: GSL's `eps_rel` (> 0).
  ///   - absoluteTolerance: GSL's `eps_abs` (> 0).
  ///   - grouping: One system per channel, or all springs of a block as one.
  ///   - maxSteps: The step budget of each integration leg (between two stops).
  /// - Throws: ``ODEError`` for a tolerance that is not positive and finite, or a budget below 1.
  public init(
    stepper: GSLStepper, relativeTolerance: Double, absoluteTolerance: Double, grouping: Grouping = .perChannel,
    maxSteps: Int = 1_000_000
  ) throws(ODEError) {
    try self.init(
      stepper: stepper, control: .adaptive(relative: relativeTolerance, absolute: absoluteTolerance),
      grouping: grouping, maxSteps: maxSteps)
  }

  /// `gsl:<stepper>` per channel, `gsl-scene:<stepper>` for the whole scene.
  public var name: String { (grouping == .perChannel ? "gsl:" : "gsl-scene:") + stepper.rawValue }

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
  ) throws -> GSLSceneWork {
    var observer = NoObserver()
    return try simulateCounting(
      block, frames: frames, hz: hz, combining: combining, observer: &observer, sink: sink)
  }

  /// ``simulateCounting(_:frames:hz:combining:sink:)`` watched by `observer`.
  func simulateCounting<Observer: FrameObserver>(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination, observer: inout Observer,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> GSLSceneWork {
    let settings = settings
    let grouping = grouping
    return try GSLBlockRun.simulate(
      block, frames: frames, hz: hz, combining: combining, settings: settings,
      springs: { (run) throws(ODEError) in
        switch grouping {
        case .perChannel: try run.integrateSpringChannels(settings: settings)
        case .wholeScene: try run.integrateSpringSystem(settings: settings)
        }
      }, observer: &observer, sink: sink)
  }
}

extension GSLSceneSolver: ObservableSceneSolver {
  func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination, observer: inout MoveRecorder?
  ) throws {
    guard var recorder = observer.take() else {
      _ = try simulate(block, frames: frames, hz: hz, combining: combining) { _, _ in }
      return
    }
    _ = try simulateCounting(block, frames: frames, hz: hz, combining: combining, observer: &recorder) { _, _ in }
    observer = recorder
  }
}

extension SolverFamily {
  /// `gsl:STEPPER`: one small system per channel.
  public static let gsl = SolverFamily(
    prefix: "gsl:", placeholder: "STEPPER", parameterTitle: "GSL stepper",
    parameters: GSLStepper.allCases.map(\.rawValue))
  /// `gsl-scene:STEPPER`: every spring channel of a block as one system (scenes only).
  public static let gslScene = SolverFamily(
    prefix: "gsl-scene:", placeholder: "STEPPER", parameterTitle: "GSL stepper",
    parameters: GSLStepper.allCases.map(\.rawValue))
}

extension SolverDescriptor {
  /// `gsl:STEPPER`: ``GSLSolver`` for a curve and ``GSLSceneSolver`` per channel for a scene,
  /// with GSL's tolerances; `run`'s curves phase times `gsl:rk8pd`.
  public static func gsl(_ stepper: GSLStepper) -> SolverDescriptor {
    SolverDescriptor(
      name: SolverFamily.gsl.prefix + stepper.rawValue, title: "GSL \(stepper.rawValue)", capabilities: .tolerance,
      family: .gsl, isCurveBenchmark: stepper == .rk8pd, work: gslWork(stepper),
      curve: { settings in
        try GSLSolver(
          stepper: stepper, relativeTolerance: settings.relativeTolerance,
          absoluteTolerance: settings.absoluteTolerance)
      },
      scene: { tolerance in
        try GSLSceneSolver(stepper: stepper, relativeTolerance: tolerance, absoluteTolerance: tolerance)
      })
  }

  /// `gsl-scene:STEPPER`: ``GSLSceneSolver`` with every spring channel of a block as one system.
  public static func gslScene(_ stepper: GSLStepper) -> SolverDescriptor {
    SolverDescriptor(
      name: SolverFamily.gslScene.prefix + stepper.rawValue, title: "GSL \(stepper.rawValue), whole scene",
      capabilities: .tolerance, family: .gslScene, work: gslWork(stepper), curve: nil,
      scene: { tolerance in
        try GSLSceneSolver(
          stepper: stepper, relativeTolerance: tolerance, absoluteTolerance: tolerance, grouping: .wholeScene)
      })
  }

  /// GSL's work: the replay per frame, the steps from the run (curves integrated in them).
  private static func gslWork(_ stepper: GSLStepper) -> SolverWorkModel {
    SolverWorkModel(
      underdampedSpring: GSLSceneWork.replay, criticalSpring: GSLSceneWork.replay, curves: nil, stepper: stepper)
  }
}
