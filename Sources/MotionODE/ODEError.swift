/// Why an ODE integration could not be set up or completed.
///
/// Argument errors are raised before GSL is called (GSL accepts several bad inputs silently,
/// e.g. a NaN end time or an infinite tolerance returns success); the others map GSL status
/// codes and conditions detected while stepping. After any error the integrator's state and
/// time are those of the last accepted step.
public enum ODEError: Error, Equatable, CustomStringConvertible, Sendable {
  /// A tolerance of ``ODEStepControl/adaptive(relative:absolute:initialStep:)``.
  public enum Tolerance: String, Sendable {
    /// The relative tolerance.
    case relative
    /// The absolute tolerance.
    case absolute
  }

  /// A step-size argument.
  public enum StepSize: String, Sendable {
    /// The first step of an adaptive integration.
    case initial
    /// The step of a fixed-step integration.
    case fixed
    /// The smallest step an adaptive integration may take.
    case minimum
  }

  /// A callback of an ``ODESystem``.
  public enum SystemFunction: String, Sendable {
    /// ``ODESystem/derivatives(t:y:dydt:)``.
    case derivatives
    /// ``ODESystem/jacobian(t:y:dfdy:dfdt:)``.
    case jacobian
  }

  /// A tolerance is zero, negative, infinite or NaN.
  case invalidTolerance(Tolerance, value: Double)
  /// A step size is zero, negative, infinite or NaN.
  case invalidStepSize(StepSize, value: Double)
  /// The step budget is less than 1.
  case invalidStepBudget(Int)
  /// The system has no components.
  case invalidDimension(Int)
  /// A state vector or replacement system does not match the integrator's dimension.
  case dimensionMismatch(expected: Int, actual: Int)
  /// A state component is infinite or NaN.
  case nonFiniteState(index: Int, value: Double)
  /// The start or end time is infinite or NaN.
  case nonFiniteTime(t0: Double, t1: Double)
  /// The end time precedes the start time.
  case backwardInterval(t0: Double, t1: Double)
  /// `maxSteps` steps were taken in one call without reaching the end time (`GSL_EMAXITER`).
  case stepBudgetExhausted(maxSteps: Int, reached: Double, target: Double)
  /// The step size needed for the tolerance fell below the minimum step or below what
  /// changes `t` by one ulp (`GSL_ENOPROG`, or `GSL_FAILURE` from the evolve layer).
  case stepSizeUnderflow(t: Double, step: Double)
  /// A system callback produced an infinite or NaN value (reported to GSL as `GSL_EBADFUNC`).
  case nonFiniteOutput(SystemFunction, t: Double)
  /// A fixed step could not be completed: the stepper's internal iteration failed or diverged.
  case fixedStepFailed(t: Double, step: Double)
  /// GSL rejected an argument (`GSL_EINVAL`).
  case invalidArgument(operation: String)
  /// GSL could not allocate memory (`GSL_ENOMEM`, or an allocator returned `NULL`).
  case outOfMemory(operation: String)
  /// Any other GSL status code, with GSL's own description of it.
  case gsl(code: Int, name: String, operation: String)

  /// A one-line message naming the input or condition and what is allowed.
  public var description: String {
    switch self {
    case .invalidTolerance(let tolerance, let value):
      Self.refused("\(tolerance.rawValue) tolerance", "must be a positive finite number", got: "\(value)")
    case .invalidStepSize(let step, let value):
      Self.refused("\(step.rawValue) step", "must be a positive finite number", got: "\(value)")
    case .invalidStepBudget(let value): Self.refused("maxSteps", "must be at least 1", got: "\(value)")
    case .invalidDimension(let value): Self.refused("system dimension", "must be at least 1", got: "\(value)")
    case .dimensionMismatch(let expected, let actual):
      Self.refused("state", "must have \(expected) components, the system dimension", got: "\(actual)")
    case .nonFiniteState(let index, let value):
      Self.refused("state component y[\(index)]", "must be finite", got: "\(value)")
    case .nonFiniteTime(let t0, let t1):
      Self.refused("start and end times", "must be finite", got: "t0 = \(t0), t1 = \(t1)")
    case .backwardInterval(let t0, let t1):
      Self.refused("end time", "must not precede start time", got: "t0 = \(t0), t1 = \(t1)")
    case .stepBudgetExhausted(let maxSteps, let reached, let target):
      "step budget of \(maxSteps) steps exhausted at t = \(reached) before reaching t1 = \(target)"
    case .stepSizeUnderflow(let t, let step):
      "step size fell to \(step) at t = \(t), below the minimum step or machine precision: "
        + "the tolerance cannot be met"
    case .nonFiniteOutput(let function, let t):
      "the system's \(function.rawValue) were not finite at t = \(t)"
    case .fixedStepFailed(let t, let step):
      "could not complete the fixed step h = \(step) at t = \(t) (the stepper's internal iteration failed); use a smaller step"
    case .invalidArgument(let operation):
      "\(operation) rejected an argument (GSL_EINVAL)"
    case .outOfMemory(let operation):
      "\(operation) could not allocate memory"
    case .gsl(let code, let name, let operation):
      "\(operation) failed with GSL status \(code): \(name)"
    }
  }

  /// An argument's message: `SUBJECT REQUIREMENT (got VALUE)`, e.g. `maxSteps must be at least 1 (got 0)`.
  private static func refused(_ subject: String, _ requirement: String, got value: String) -> String {
    "\(subject) \(requirement) (got \(value))"
  }
}
