import MotionCurves

/// Springs advanced by the exact transition matrix exp(A h), one per spring and rate,
/// shared by every channel of that spring; timing curves and the pulse looked up in
/// tables of their values at whole frames.
public struct ExactStepSceneSolver: SceneSolver {
  public init() {}
  public var name: String { "exact-step" }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    var springs = try ExactStepBank(
      spring: block.spring, hz: hz, selectors: block.count,
      initialTargets: springTargets(block))
    var curves = EvaluatedCurves(block, source: TabulatedProgress(hz: hz), combining: combining)
    try BlockSimulation.run(block, frames: frames, springs: &springs, curves: &curves, sink: sink)
    return SolverWork()
  }
}

/// Every channel evaluated analytically from its last retarget, one sample at a time, in
/// `Double`.
public struct ClosedFormSceneSolver: SceneSolver {
  public init() {}
  public var name: String { "closed-form" }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    try simulateInClosedForm(Double.self, block, frames: frames, hz: hz, combining: combining, sink: sink)
  }
}

/// The closed form over SIMD lanes: a slot's moving springs together (own vectorised exp,
/// expm1 and sincos; a spring at rest shows its target), and each frame's timing curves and
/// pulses together, bit for bit as ``ClosedFormSceneSolver`` computes them.
public struct BatchedClosedFormSceneSolver: SceneSolver {
  public init() {}
  public var name: String { "closed-form-batched" }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    var springs = BatchedClosedFormBank(
      spring: block.spring, hz: hz, initialTargets: springTargets(block),
      selectors: block.count)
    var curves = BatchedEvaluatedCurves(block, hz: hz, combining: combining)
    try BlockSimulation.run(block, frames: frames, springs: &springs, curves: &curves, sink: sink)
    return SolverWork()
  }
}

/// The closed form in ``ReferenceReal`` (`Float80`), retargets included: the arbiter of the
/// accuracy pass.
public struct ReferenceSceneSolver: SceneSolver {
  public init() {}
  public var name: String { "reference" }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    try simulateInClosedForm(ReferenceReal.self, block, frames: frames, hz: hz, combining: combining, sink: sink)
  }
}

/// The closed-form simulation in `T` (called with concrete types, so it is specialised).
private func simulateInClosedForm<T: MotionReal>(
  _: T.Type, _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
  sink: (Int, UnsafeBufferPointer<Double>) -> Void
) throws(SceneError) -> SolverWork {
  var springs = ClosedFormBank<T>(
    spring: block.spring, hz: hz, initialTargets: springTargets(block))
  var curves = EvaluatedCurves(block, source: ClosedFormProgress<T>(hz: T(hz)), combining: combining)
  try BlockSimulation.run(block, frames: frames, springs: &springs, curves: &curves, sink: sink)
  return SolverWork()
}

/// The spring slots' targets at frame 0, slot-major.
func springTargets(_ block: SelectorBlock) -> [Double] {
  let n = block.count
  let springs = ChannelLayout.of(block.kind).springs
  var targets: [Double] = []
  targets.reserveCapacity(springs.count * n)
  for c in springs { targets.append(contentsOf: block.initialValues[(c * n)..<(c * n + n)]) }
  return targets
}
