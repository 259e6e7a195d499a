import MotionCurves

/// Springs evaluated in closed form from their last retarget, in `T`.
struct ClosedFormBank<T: MotionReal>: SpringBank {
  let response: SpringResponse<T>
  let hz: T
  var start: [Int]
  var x0: [T]
  var v0: [T]
  var targets: [T]

  init(spring: Spring, hz: Double, initialTargets: [Double]) {
    response = SpringResponse<T>(spring)
    self.hz = T(hz)
    targets = initialTargets.map { T($0) }
    start = Array(repeating: 0, count: initialTargets.count)
    x0 = Array(repeating: 0, count: initialTargets.count)
    v0 = x0
  }

  @inline(__always)
  func state(_ i: Int, at frame: Int) -> (x: T, v: T) {
    response.state(at: T(frame - start[i]) / hz, displacement: x0[i], velocity: v0[i])
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    for (slot, channel) in layout.springs.enumerated() {
      for s in 0..<n {
        let i = slot * n + s
        values[channel * n + s] = Double(targets[i] + state(i, at: frame).x)
      }
    }
  }

  mutating func retarget(_ i: Int, to newTarget: Double, at frame: Int, jump: Bool) {
    let target = T(newTarget)
    var (x, v) = jump ? (T(0), T(0)) : state(i, at: frame)
    SpringRetarget.apply(x: &x, v: &v, from: targets[i], to: target, jump: jump)
    (x0[i], v0[i]) = (x, v)
    start[i] = frame
    targets[i] = target
  }
}

extension ClosedFormBank {
  /// A spring's frame (``state(_:at:)``): t = (frame − start)/hz; the basis e^(−at)·(cos ωt,
  /// sin ωt / ω) or e^(−at)·(1, t); x = xx·x₀ + xv·v₀ with xx = E_c + a·E_s; out = target + x.
  /// Underdamped: 7 ×, 3 +, `exp` and `sincos`; critical: 5 ×, 3 +, `exp`. Loads start, x₀, v₀
  /// and the target; stores the shown value.
  ///
  /// - Parameters:
  ///   - underdamped: The regime.
  ///   - calls: The functions of `T` it calls, `exp` and `sincos`.
  static func frameWork(underdamped: Bool, calls: (exp: CostlyCall, sincos: CostlyCall)) -> KernelWork {
    let state = MemoryLayout<Int>.stride + 3 * MemoryLayout<T>.stride
    return KernelWork(
      madds: underdamped ? 7 : 5, calls: underdamped ? [calls.exp: 1, calls.sincos: 1] : [calls.exp: 1],
      loadBytes: Double(state), storeBytes: Double(MemoryLayout<Double>.stride), bytesPerSelector: state)
  }
}

extension LockstepSceneSolver.Method {
  /// Every channel evaluated analytically from its last retarget, one sample at a time, in
  /// `Double`.
  public static let closedForm = Self(name: "closed-form") { block, frames, hz, combining, observer, sink in
    try run(
      block, frames: frames,
      ClosedFormBank<Double>(spring: block.spring, hz: hz, initialTargets: springTargets(block)),
      EvaluatedCurves(
        block, source: ClosedFormProgress<Double>(hz: hz, kind: block.kind), hz: hz, combining: combining),
      observer: &observer,
      sink: sink)
  }

  /// The closed form in ``ReferenceReal`` (`Float80`), retargets included: the arbiter of
  /// the accuracy pass.
  public static let reference = Self(name: "reference") { block, frames, hz, combining, observer, sink in
    try run(
      block, frames: frames,
      ClosedFormBank<ReferenceReal>(spring: block.spring, hz: hz, initialTargets: springTargets(block)),
      EvaluatedCurves(
        block, source: ClosedFormProgress<ReferenceReal>(hz: ReferenceReal(hz), kind: block.kind), hz: hz,
        combining: combining),
      observer: &observer, sink: sink)
  }
}

extension SolverDescriptor {
  /// `closed-form`: ``ClosedFormSolver`` and ``LockstepSceneSolver/Method/closedForm``.
  public static let closedForm = SolverDescriptor(
    .closedForm, title: "closed form", isCurveBenchmark: true,
    work: SolverWorkModel(
      underdampedSpring: ClosedFormBank<Double>.frameWork(underdamped: true, calls: (.exp, .sincos)),
      criticalSpring: ClosedFormBank<Double>.frameWork(underdamped: false, calls: (.exp, .sincos)),
      curves: ClosedFormProgress<Double>.work)
  ) { _ in ClosedFormSolver() }

  /// `reference`: ``ReferenceSolver`` and ``LockstepSceneSolver/Method/reference``, in
  /// `Float80`, whose arithmetic the roofline does not count as multiply-adds.
  public static let reference = SolverDescriptor(
    .reference, title: "Float80 reference", isCurveBenchmark: true,
    work: SolverWorkModel(
      underdampedSpring: ClosedFormBank<ReferenceReal>.frameWork(underdamped: true, calls: (.expl, .sincosl)),
      criticalSpring: ClosedFormBank<ReferenceReal>.frameWork(underdamped: false, calls: (.expl, .sincosl)),
      curves: ClosedFormProgress<ReferenceReal>.work, countsMultiplyAdds: false)
  ) { _ in ReferenceSolver() }
}
