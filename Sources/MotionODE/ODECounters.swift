/// Work done by an ``ODEIntegrator`` since it was created or last reset.
public struct ODECounters: Equatable, Sendable {
  /// Accepted steps.
  public var steps = 0
  /// Steps rejected by the error control and retried with a shorter step (always 0 with a
  /// fixed step).
  public var failedSteps = 0
  /// Evaluations of ``ODESystem/derivatives(t:y:dydt:)``.
  public var functionEvaluations = 0
  /// Evaluations of ``ODESystem/jacobian(t:y:dfdy:dfdt:)``.
  public var jacobianEvaluations = 0

  /// Creates counters, all zero unless given.
  public init(steps: Int = 0, failedSteps: Int = 0, functionEvaluations: Int = 0, jacobianEvaluations: Int = 0) {
    self.steps = steps
    self.failedSteps = failedSteps
    self.functionEvaluations = functionEvaluations
    self.jacobianEvaluations = jacobianEvaluations
  }
}
