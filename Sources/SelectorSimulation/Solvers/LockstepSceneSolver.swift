import MotionCurves

/// The scene solvers that run ``BlockSimulation``'s one frame loop: each ``Method`` is a spring
/// bank and a curve bank, and decides only how springs and curves move between retargets.
public struct LockstepSceneSolver: SceneSolver {
  /// How the springs and the timing and pulse channels move between retargets: a name and the
  /// banks it runs. Each method is declared beside its banks (``exactStep`` beside
  /// ``ExactStepBank``), and its solver's ``SolverDescriptor`` takes its name.
  public struct Method: Sendable {
    /// The solver's name, e.g. `exact-step`.
    public let name: String
    /// Makes the block's banks and runs the frame loop over them.
    let run:
      @Sendable (
        _ block: SelectorBlock, _ frames: Int, _ hz: Double, _ combining: TimingCombination,
        _ observer: inout MoveRecorder?, _ sink: (Int, UnsafeBufferPointer<Double>) -> Void
      ) throws -> Void

    /// Runs ``BlockSimulation``'s frame loop over a block's two banks: with no recorder, the
    /// loop specialised for ``NoObserver``, so that a plain simulation tests nothing per frame.
    static func run(
      _ block: SelectorBlock, frames: Int, _ springs: consuming some SpringBank, _ curves: consuming some CurveBank,
      observer: inout MoveRecorder?, sink: (Int, UnsafeBufferPointer<Double>) -> Void
    ) throws(SceneError) {
      var (springs, curves) = (springs, curves)
      guard var recorder = observer.take() else {
        try BlockSimulation.run(block, frames: frames, springs: &springs, curves: &curves, sink: sink)
        return
      }
      try BlockSimulation.run(
        block, frames: frames, springs: &springs, curves: &curves, observer: &recorder, sink: sink)
      observer = recorder
    }
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
  public var name: String { method.name }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    var none: MoveRecorder?
    try method.run(block, frames, hz, combining, &none, sink)
    return SolverWork()
  }
}

extension LockstepSceneSolver: ObservableSceneSolver {
  func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination, observer: inout MoveRecorder?
  ) throws {
    try method.run(block, frames, hz, combining, &observer) { _, _ in }
  }
}

/// The spring slots' targets at frame 0, slot-major.
func springTargets(_ block: SelectorBlock) -> [Double] {
  let n = block.count
  let springs = block.layout.springs
  var targets: [Double] = []
  targets.reserveCapacity(springs.count * n)
  for c in springs { targets.append(contentsOf: block.initialValues[(c * n)..<(c * n + n)]) }
  return targets
}
