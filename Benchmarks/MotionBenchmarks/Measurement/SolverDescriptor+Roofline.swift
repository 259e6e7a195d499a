import BenchmarkKit
import MotionCurves
import SelectorSimulation

extension SolverDescriptor {
  /// The roofline's work of one channel-sample of `scene` (``sampleWork(_:steps:)``).
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - steps: For GSL, the steps and evaluations of a run on `scene`.
  /// - Returns: Its multiply-adds, calls and bytes per channel-sample, and its working set.
  /// - Throws: An error of the replay (the scene's own simulation errors).
  package func rooflineWork(_ scene: SceneConfiguration, steps: SolverWork? = nil) throws -> SampleWork<CostlyCall> {
    let (work, workingSet) = try sampleWork(scene, steps: steps)
    return SampleWork(
      madds: work.madds, calls: work.calls, loadBytes: work.loadBytes, storeBytes: work.storeBytes,
      workingSetBytes: workingSet)
  }
}
