import MotionCurves

/// A way of simulating a block of selectors frame by frame.
public protocol SceneSolver: Sendable {
  /// A short name for reports, e.g. `exact-step`.
  var name: String { get }

  /// Simulates a block from frame 0 to `frames − 1`.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - frames: How many frames (t = k / hz).
  ///   - hz: Frames per second.
  ///   - combining: How timing curves combine with the motions they interrupt.
  ///   - sink: Receives each frame's shown values, channel-major (`[channel * block.count + selector]`),
  ///     in frame order. The buffer is only valid during the call.
  /// - Returns: Integration work done (GSL steps and evaluations; zero for the others).
  /// - Throws: ``SceneError`` or the solver's own errors (GSL failures).
  func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (_ frame: Int, _ values: UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork
}

/// Integration work counted by a solver.
public struct SolverWork: Hashable, Sendable {
  public var steps = 0
  public var functionEvaluations = 0
  public init(steps: Int = 0, functionEvaluations: Int = 0) {
    self.steps = steps
    self.functionEvaluations = functionEvaluations
  }
  public static func + (a: SolverWork, b: SolverWork) -> SolverWork {
    SolverWork(steps: a.steps + b.steps, functionEvaluations: a.functionEvaluations + b.functionEvaluations)
  }
}
