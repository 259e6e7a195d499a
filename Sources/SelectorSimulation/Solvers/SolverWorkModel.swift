import MotionODE

/// How a solver's work per channel-sample is counted: which kernels it runs, each with the
/// counts declared beside that kernel's code (``SolverDescriptor/sampleWork(_:steps:)`` adds
/// them up over a scene).
public struct SolverWorkModel: Sendable {
  /// One spring channel's frame: for an underdamped spring (the radio's) and for a critically
  /// damped one (the segmented selector's `.smooth`, counted in the cheapest regime).
  public var underdampedSpring: KernelWork
  public var criticalSpring: KernelWork
  /// What a spring at rest costs instead, for a solver that evaluates only moving springs
  /// (the batched closed form); nil when every spring does its frame's work.
  public var restingSpring: KernelWork?
  /// The timing and pulse channels' event work; nil when they are integrated with the
  /// springs (GSL, whose steps count it).
  public var curves: CurveWork?
  /// SwiftUI's runtime's work per running spring-frame and per 300 Hz step, counted from the
  /// replay; nil for a solver that does not run it.
  public var runtime: (frame: KernelWork, step: KernelWork)?
  /// Whether the arithmetic counts as multiply-adds (not `Float80`'s, on the x87 unit).
  public var countsMultiplyAdds: Bool
  /// The GSL stepper whose accepted steps add its stages.
  public var stepper: GSLStepper?

  /// Creates a model.
  public init(
    underdampedSpring: KernelWork, criticalSpring: KernelWork, restingSpring: KernelWork? = nil,
    curves: CurveWork?, runtime: (frame: KernelWork, step: KernelWork)? = nil, countsMultiplyAdds: Bool = true,
    stepper: GSLStepper? = nil
  ) {
    self.underdampedSpring = underdampedSpring
    self.criticalSpring = criticalSpring
    self.restingSpring = restingSpring
    self.curves = curves
    self.runtime = runtime
    self.countsMultiplyAdds = countsMultiplyAdds
    self.stepper = stepper
  }

  /// The event work of a timing and pulse kernel: per running layer, per Bézier solve, per
  /// running pulse and per timing slot written.
  public struct CurveWork: Sendable {
    public var layer: KernelWork
    public var solve: KernelWork
    public var pulse: KernelWork
    public var write: KernelWork

    /// Creates the counts; `solve` is zero for a kernel that looks curves up in tables.
    package init(layer: KernelWork, solve: KernelWork = KernelWork(), pulse: KernelWork, write: KernelWork) {
      self.layer = layer
      self.solve = solve
      self.pulse = pulse
      self.write = write
    }
  }
}
