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
    var springs = ExactStepBank(
      spring: SeedAnimations.spring(for: block.kind), hz: hz, initialTargets: springTargets(block))
    try BlockSimulation.run(
      block, frames: frames, combining: combining, springs: &springs, source: TabulatedProgress(hz: hz), sink: sink)
    return SolverWork()
  }
}

/// Every channel evaluated analytically from its last retarget, one sample at a time, in `T`:
/// `Double` is the closed-form solver, `Float80` the reference.
public struct ClosedFormSceneSolver<T: MotionReal>: SceneSolver {
  public init() {}
  public var name: String { T.self == Double.self ? "closed-form" : "reference" }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    var springs = ClosedFormBank<T>(
      spring: SeedAnimations.spring(for: block.kind), hz: hz, initialTargets: springTargets(block))
    try BlockSimulation.run(
      block, frames: frames, combining: combining, springs: &springs, source: ClosedFormProgress<T>(hz: T(hz)),
      sink: sink)
    return SolverWork()
  }
}

/// The scalar closed form in `Double`.
public typealias ClosedFormScene = ClosedFormSceneSolver<Double>
/// The `Float80` reference: the arbiter of the accuracy pass.
public typealias ReferenceScene = ClosedFormSceneSolver<ReferenceReal>

/// The roofline probe: per channel-sample the exact step's memory traffic and multiply-adds
/// (load x and v, four multiply-adds, store x, v and the shown value) with no physics,
/// events or curves. Solvers' throughput is reported as a ratio to it.
public struct RooflineProbe: SceneSolver {
  public init() {}
  public var name: String { "roofline-probe" }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    let count = block.valueCount
    var x = block.initialValues, v = [Double](repeating: 0.5, count: count)
    var values = [Double](repeating: 0, count: count)
    // A contraction, so nothing overflows however long the run.
    let (a, b, c, d) = (0.96, 0.01, -0.01, 0.95)
    x.withUnsafeMutableBufferPointer { x in
      v.withUnsafeMutableBufferPointer { v in
        values.withUnsafeMutableBufferPointer { out in
          for frame in 0..<frames {
            for i in 0..<count {
              let xi = x[i], vi = v[i]
              x[i] = a * xi + b * vi
              v[i] = c * xi + d * vi
              out[i] = x[i] + 1
            }
            sink(frame, UnsafeBufferPointer(out))
          }
        }
      }
    }
    return SolverWork()
  }
}

/// The spring slots' targets at frame 0, slot-major.
func springTargets(_ block: SelectorBlock) -> [Double] {
  let n = block.count
  return ChannelLayout(block.kind).springs.flatMap { c in block.initialValues[(c * n)..<(c * n + n)] }
}
