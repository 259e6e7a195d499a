import MotionODE

/// The work of a GSL scene solver on one block, split by what was integrated.
struct GSLSceneWork: Equatable {
  /// The spring channels' channel-steps and channel-evaluations.
  var springs = SolverWork()
  /// The timing and pulse channels' steps and evaluations (one system per channel).
  var curves = SolverWork()
  /// Everything, as ``SceneSolver/simulate(_:frames:hz:combining:sink:)`` reports it.
  var total: SolverWork { springs + curves }
}

extension GSLSceneWork {
  /// One stage of a Runge–Kutta step for a spring channel (``DampedSpringSystem``): the
  /// right-hand side v, −(k·x + c·v)/m (2 ×, 1 +) and the stage's argument y + h·Σ aᵢⱼkⱼ, at
  /// least one multiply-add per component (2); loads y and k, stores k and the argument.
  static let stage = KernelWork(madds: 4, loadBytes: 32, storeBytes: 32)
  /// A spring channel's frame in the replay: the integrated value read and the shown value
  /// written; the steps are counted from the run's own.
  static let replay = KernelWork(loadBytes: 16, storeBytes: 8, bytesPerSelector: 16)
}

extension GSLStepper {
  /// Right-hand-side evaluations per accepted step, where the method fixes them: the explicit
  /// Runge–Kutta pairs' stages (rk4 with its step doubling); nil for the implicit and
  /// multistep methods, whose iterations vary.
  public var stagesPerStep: Int? {
    switch self {
    case .rk2: 3
    case .rk4: 11
    case .rkf45, .rkck: 6
    case .rk8pd: 13
    default: nil
    }
  }
}
