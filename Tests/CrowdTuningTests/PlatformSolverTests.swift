import CrowdTuning
import MotionCurves
import MotionExport
import SelectorSimulation
import TestSupport
import Testing

/// The crowd on every platform run under interruption (`scene --platform all`): each variant of
/// the one platform type gives a scene solver, named as the variant, that measures the crowd.
@Suite("A crowd on every platform", .tags(.unit))
struct PlatformSolverTests {
  @Test("Every variant's solver runs the crowd; swiftui's is the device's; a token is refused")
  func everyPlatform() throws {
    let radio = Component.radio
    let dot = radio.channels.indices.filter { radio.channels[$0].name.hasSuffix("dot.scale") }
    let scene = SceneConfiguration(selectors: 8, seconds: 2, seed: 5, components: ComponentMix(radio))
    var crowd = SceneCrowd(scene: scene, tail: 1, band: .shown(1.0 / 3), threads: 2)
    try crowd.keepBlocks()
    let measurement = crowd.measurement(channels: [radio: dot])
    let device = try crowd.measure(measurement)
    #expect(!device.moves.isEmpty)
    for variant in ExportPlatform.Variant.allCases {
      let solver = try crowd.platformSolver(variant.platform, form: variant.form, measurement: measurement)
      let records = try crowd.measure(measurement, on: solver)
      #expect(records.moves.count == device.moves.count, "\(variant)")
      #expect(records.moves.allSatisfy { $0.overshoot.isFinite }, "\(variant)")
      if variant == .device {
        #expect(records == device)
      } else {
        #expect(solver.name == variant.rawValue)
      }
    }
    #expect(throws: PlatformAnimatorError.notAnimated("tokens")) {
      try crowd.platformSolver(.tokens, measurement: measurement)
    }
  }
}
