import BenchmarkKit
import SelectorSimulation

extension SolverDescriptor {
  /// The roofline's work of one channel-sample of `scene` (``sampleWork(_:steps:)``).
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - steps: For GSL, the steps and evaluations of a run on `scene`.
  /// - Throws: An error of the replay (the scene's own simulation errors).
  func rooflineWork(_ scene: SceneConfiguration, steps: SolverWork? = nil) throws -> SampleWork {
    let (work, workingSet) = try sampleWork(scene, steps: steps)
    var calls: [CostlyCall: Double] = [:]
    for (call, count) in work.calls { calls[Self.costlyCall(call), default: 0] += count }
    return SampleWork(
      madds: work.madds, calls: calls, loadBytes: work.loadBytes, storeBytes: work.storeBytes,
      workingSetBytes: workingSet)
  }

  /// The roofline's measured call for a kernel's call.
  static func costlyCall(_ call: KernelCall) -> CostlyCall {
    switch call {
    case .exp: .exp
    case .expm1: .expm1
    case .sincos: .sincos
    case .expl: .expl
    case .sincosl: .sincosl
    case .vectorExp: .vectorExp
    case .vectorExpm1: .vectorExpm1
    case .vectorSincos: .vectorSincos
    }
  }
}
