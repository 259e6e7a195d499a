import MotionCurves

/// A scene solver whose frame loop a ``FrameObserver`` can watch from inside: every solver of
/// this module, since all run ``BlockSimulation``.
protocol ObservableSceneSolver: SceneSolver {
  /// Simulates `block` for `frames` frames, telling `observer` (when there is one) of every
  /// retarget and frame.
  ///
  /// - Throws: What ``SceneSolver/simulate(_:frames:hz:combining:sink:)`` throws.
  func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination, observer: inout MoveRecorder?
  ) throws
}
