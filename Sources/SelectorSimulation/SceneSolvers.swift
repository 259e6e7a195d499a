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
      spring: SeedAnimations.spring(for: block.kind), hz: hz, initialTargets: springTargets(block))
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
      spring: SeedAnimations.spring(for: block.kind), hz: hz, initialTargets: springTargets(block),
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
    spring: SeedAnimations.spring(for: block.kind), hz: hz, initialTargets: springTargets(block))
  var curves = EvaluatedCurves(block, source: ClosedFormProgress<T>(hz: T(hz)), combining: combining)
  try BlockSimulation.run(block, frames: frames, springs: &springs, curves: &curves, sink: sink)
  return SolverWork()
}

/// The roofline probe: for every channel-sample, the exact step's memory traffic and
/// multiply-adds — load x and v, four multiply-adds, store x, v and the shown value — with no
/// physics: no events, curves or logic, and a fixed contraction for a matrix. Solvers'
/// throughput is reported as a ratio to it.
public struct RooflineProbe: SceneSolver {
  public init() {}
  public var name: String { "roofline-probe" }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    let count = block.valueCount
    // x, v and the shown values in one allocation, staggered by a cache line each so that no two
    // streams alias modulo 4 KiB (which would make the probe's speed depend on where malloc
    // happened to put three separate arrays).
    let stride = count + 8
    let storage = UnsafeMutablePointer<Double>.allocate(capacity: 3 * stride)
    defer { storage.deallocate() }
    let x = storage, v = storage + stride, out = storage + 2 * stride
    x.initialize(repeating: 1, count: count)
    v.initialize(repeating: 0.5, count: count)
    out.initialize(from: block.initialValues, count: count)
    let (a, b, c, d) = (0.96, 0.01, -0.01, 0.95)
    for frame in 0..<frames {
      for i in 0..<count {
        let xi = x[i], vi = v[i]
        let nx = a * xi + b * vi
        v[i] = c * xi + d * vi
        x[i] = nx
        out[i] = nx + 1
      }
      sink(frame, UnsafeBufferPointer(start: out, count: count))
    }
    return SolverWork()
  }
}

/// The spring slots' targets at frame 0, slot-major.
func springTargets(_ block: SelectorBlock) -> [Double] {
  let n = block.count
  return ChannelLayout.of(block.kind).springs.flatMap { c in block.initialValues[(c * n)..<(c * n + n)] }
}
