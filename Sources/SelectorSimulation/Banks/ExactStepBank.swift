import MotionCurves

/// Springs advanced frame to frame by the exact transition matrix Φ(1/hz).
///
/// The state lives in one allocation in groups of four springs of a slot, each group its x, v
/// and targets side by side (96 bytes, aligned), so that a frame reads and writes one stream
/// of whole vectors, touches no array header and checks no uniqueness; a slot's last group is
/// padded with springs at rest. The update runs on explicit 4-lane vectors, the same
/// multiplications and additions as the scalar form, so results are bit for bit those of
/// the scalar form.
struct ExactStepBank: SpringBank {
  typealias V = SIMD4<Double>
  let step: SpringStep
  /// Selectors in the block.
  let selectors: Int
  /// Groups of four springs per slot.
  let groups: Int
  /// Owns the state; `state` stays valid while it lives.
  private let storage: Storage
  let state: UnsafeMutablePointer<V>

  /// - Parameters:
  ///   - spring: The spring of every slot.
  ///   - hz: Frames per second.
  ///   - selectors: Selectors in the block.
  ///   - initialTargets: The spring slots' targets at frame 0, slot-major.
  /// - Throws: ``CurveError`` for a frame rate whose step 1/hz is not positive and finite.
  init(spring: Spring, hz: Double, selectors n: Int, initialTargets: [Double]) throws(CurveError) {
    step = try SpringStep(spring: spring, step: 1 / hz)
    selectors = n
    groups = (n + 3) / 4
    let slots = n == 0 ? 0 : initialTargets.count / n
    storage = Storage(count: 3 * slots * groups)
    state = storage.values
    state.initialize(repeating: V(), count: 3 * slots * groups)
    for (i, target) in initialTargets.enumerated() { self[i].target.pointee = target }
  }

  /// Spring slot `i`'s x, v and target.
  @inline(__always)
  subscript(i: Int) -> (
    x: UnsafeMutablePointer<Double>, v: UnsafeMutablePointer<Double>, target: UnsafeMutablePointer<Double>
  ) {
    let slot = i / selectors
    let s = i - slot * selectors
    let group = UnsafeMutableRawPointer(state + 3 * (slot * groups + s / 4)).assumingMemoryBound(to: Double.self)
    return (group + s % 4, group + 4 + s % 4, group + 8 + s % 4)
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    guard frame > 0 else { return }
    let phi = step.transition
    for (slot, channel) in layout.springs.enumerated() {
      Self.advance(phi, state + 3 &* slot &* groups, out: values + channel &* n, count: n)
    }
  }

  /// x′ = Φxx·x + Φxv·v, v′ = Φvx·x + Φvv·v and out = target + x′ for `count` springs in
  /// groups of four from `state`.
  @inline(__always)
  static func advance(
    _ phi: Transition<Double>, _ state: UnsafeMutablePointer<V>, out: UnsafeMutablePointer<Double>, count: Int
  ) {
    let xx = V(repeating: phi.xx)
    let xv = V(repeating: phi.xv)
    let vx = V(repeating: phi.vx)
    let vv = V(repeating: phi.vv)
    @inline(__always)
    func step(_ group: UnsafeMutablePointer<V>) -> V {
      let x = group[0]
      let v = group[1]
      let nx = xx * x + xv * v
      group[0] = nx
      group[1] = vx * x + vv * v
      return group[2] + nx
    }
    let whole = count / 4
    for g in 0..<whole {
      UnsafeMutableRawPointer(out + 4 &* g).storeBytes(of: step(state + 3 &* g), as: V.self)
    }
    let rest = count &- 4 &* whole
    if rest > 0 {
      let shown = step(state + 3 &* whole)
      for lane in 0..<rest { out[4 &* whole &+ lane] = shown[lane] }
    }
  }

  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    let spring = self[i]
    SpringRetarget.apply(
      x: &spring.x.pointee, v: &spring.v.pointee, from: spring.target.pointee, to: target, jump: jump)
    spring.target.pointee = target
  }

  /// The bank's state: one allocation, freed with the last copy of the bank.
  private final class Storage {
    let values: UnsafeMutablePointer<V>
    init(count: Int) {
      values = UnsafeMutableRawPointer.allocate(byteCount: max(1, count) * MemoryLayout<V>.stride, alignment: 64)
        .bindMemory(to: V.self, capacity: max(1, count))
    }
    deinit { values.deallocate() }
  }
}

extension ExactStepBank {
  /// A spring's frame (``advance(_:_:out:count:)``): x′ = Φxx·x + Φxv·v, v′ = Φvx·x + Φvv·v,
  /// out = target + x′: 4 ×, 3 +; loads x, v and the target, stores x, v and the shown value.
  static let frameWork: KernelWork = {
    var work = KernelWork.copying(stateValues)
    work.madds = 4
    work.bytesPerSelector = stateValues * MemoryLayout<Double>.stride
    return work
  }()
  /// A spring's state: x, v and target.
  static let stateValues = 3
}

extension LockstepSceneSolver.Method {
  /// Springs advanced by the exact transition matrix exp(A h), one per spring and rate,
  /// shared by every channel of that spring; timing curves and the pulse looked up in tables
  /// of their values at whole frames.
  public static let exactStep = Self(name: "exact-step") { block, frames, hz, combining, observer, sink in
    try run(
      block, frames: frames,
      ExactStepBank(spring: block.spring, hz: hz, selectors: block.count, initialTargets: springTargets(block)),
      EvaluatedCurves(block, source: TabulatedProgress(hz: hz, kind: block.kind), hz: hz, combining: combining),
      observer: &observer, sink: sink)
  }
}

extension SolverDescriptor {
  /// `exact-step`: ``ExactStepSolver`` for a curve (prepared for the settings' springs), and
  /// ``LockstepSceneSolver/Method/exactStep`` for a scene.
  public static let exactStep = SolverDescriptor(
    .exactStep, title: "exact step", isCurveBenchmark: true,
    work: SolverWorkModel(
      underdampedSpring: ExactStepBank.frameWork, criticalSpring: ExactStepBank.frameWork,
      curves: TabulatedProgress.work)
  ) { settings in
    settings.preparing.isEmpty
      ? ExactStepSolver() : try ExactStepSolver(preparing: settings.preparing, hz: settings.hz)
  }
}
