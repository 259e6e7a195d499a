import MotionCurves

/// The scene solvers that run ``BlockSimulation``'s one frame loop: each ``Method`` is a spring
/// bank and a curve bank, and decides only how springs and curves move between retargets.
public struct LockstepSceneSolver: SceneSolver {
  /// How the springs and the timing and pulse channels move between retargets.
  public enum Method: String, CaseIterable, Sendable {
    /// Springs advanced by the exact transition matrix exp(A h), one per spring and rate,
    /// shared by every channel of that spring; timing curves and the pulse looked up in tables
    /// of their values at whole frames.
    case exactStep = "exact-step"
    /// Every channel evaluated analytically from its last retarget, one sample at a time, in
    /// `Double`.
    case closedForm = "closed-form"
    /// The closed form over SIMD lanes: a slot's moving springs together (own vectorised exp,
    /// expm1 and sincos; a spring at rest shows its target), and each frame's timing curves
    /// and pulses together, bit for bit as ``closedForm`` computes them.
    case batchedClosedForm = "closed-form-batched"
    /// The closed form in ``ReferenceReal`` (`Float80`), retargets included: the arbiter of
    /// the accuracy pass.
    case reference
    /// What the device shows: springs stepped as SwiftUI's runtime steps them; timing curves
    /// and the pulse evaluated in closed form, as SwiftUI evaluates them, over SIMD lanes (the
    /// scalar closed form's values bit for bit).
    case swiftUI = "swiftui"
  }

  /// The banks this solver runs.
  public let method: Method

  /// Creates the solver.
  ///
  /// - Parameter method: The banks to run.
  public init(_ method: Method) {
    self.method = method
  }

  /// The method's name, e.g. `exact-step`.
  public var name: String { method.rawValue }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    var observer = NoObserver()
    return try simulate(block, frames: frames, hz: hz, combining: combining, observer: &observer, sink: sink)
  }

  /// ``simulate(_:frames:hz:combining:sink:)`` watched by `observer`.
  func simulate<Observer: FrameObserver>(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination, observer: inout Observer,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    let targets = springTargets(block)
    let (spring, n) = (block.spring, block.count)
    func run(_ springs: consuming some SpringBank, _ curves: consuming some CurveBank) throws(SceneError) {
      var (springs, curves) = (springs, curves)
      try BlockSimulation.run(
        block, frames: frames, springs: &springs, curves: &curves, observer: &observer, sink: sink)
    }
    switch method {
    case .exactStep:
      try run(
        ExactStepBank(spring: spring, hz: hz, selectors: n, initialTargets: targets),
        EvaluatedCurves(block, source: TabulatedProgress(hz: hz), combining: combining))
    case .closedForm:
      try run(
        ClosedFormBank<Double>(spring: spring, hz: hz, initialTargets: targets),
        EvaluatedCurves(block, source: ClosedFormProgress<Double>(hz: hz), combining: combining))
    case .batchedClosedForm:
      try run(
        BatchedClosedFormBank(spring: spring, hz: hz, initialTargets: targets, selectors: n),
        BatchedEvaluatedCurves(block, hz: hz, combining: combining))
    case .reference:
      try run(
        ClosedFormBank<ReferenceReal>(spring: spring, hz: hz, initialTargets: targets),
        EvaluatedCurves(block, source: ClosedFormProgress<ReferenceReal>(hz: ReferenceReal(hz)), combining: combining))
    case .swiftUI:
      try run(
        SwiftUIRuntimeBank(kind: block.kind, spring: spring, hz: hz, selectors: n, initialTargets: targets),
        BatchedEvaluatedCurves(block, hz: hz, combining: combining))
    }
    return SolverWork()
  }
}

extension LockstepSceneSolver: ObservableSceneSolver {
  func simulate<Observer: FrameObserver>(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination, observer: inout Observer
  ) throws {
    _ = try simulate(block, frames: frames, hz: hz, combining: combining, observer: &observer) { _, _ in }
  }
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
