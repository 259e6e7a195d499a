import MotionExport
import SelectorSimulation
import SpringTuning

extension PlatformComparison {
  /// The solver that runs the crowd as `platform` animates it: SwiftUI's runtime, or each
  /// measured spring as the platform maps, evaluates, ends and retargets it.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - setup: The scene.
  ///   - measurement: What is measured (its springs).
  ///   - channels: The measured channels of each kind.
  /// - Returns: The solver.
  /// - Throws: ``UsageError`` naming the platform that cannot run a measured spring.
  static func solver(
    _ platform: RetargetPlatform, setup: SceneMetricsSetup, measurement: SceneMeasurement,
    channels: [Component: [Int]]
  ) throws -> any SceneSolver {
    if platform == .swiftui {
      return try SolverDescriptor.swiftUI.startingAnimations(setup.deviceStart).makeSceneSolver(tolerance: 1e-10)
    }
    let springs = try Self.springs(platform, setup: setup, measurement: measurement, channels: channels)
    return LockstepSceneSolver(
      .platform(named: platform.rawValue) { spring, kind, hz in
        if let made = springs[kind]?[spring] { return made }
        return try PlatformSceneSprings(platform, spring: spring, kind: kind, hz: hz, band: setup.sceneBand)
      })
  }
}
