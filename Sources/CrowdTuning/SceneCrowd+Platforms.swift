import MotionCurves
import MotionExport
import SelectorSimulation

extension SceneCrowd {
  /// The solver that runs the crowd as `platform` animates it: SwiftUI's runtime (with
  /// ``deviceStart``), or each measured spring as the platform maps, evaluates, ends and
  /// retargets it (``PlatformSceneSprings``).
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - form: The form of its spring (``ExportPlatform/variants``).
  ///   - measurement: What is measured: its channels and springs.
  /// - Returns: The solver, named as the variant (`framer-duration`).
  /// - Throws: ``PlatformAnimatorError`` when the platform is not run under interruption in that
  ///   form or cannot run a measured spring (checked for every one before any work); a GSL
  ///   solver's set-up errors.
  public func platformSolver(
    _ platform: ExportPlatform, form: ExportPlatform.Form = .standard, measurement: SceneMeasurement
  ) throws -> any SceneSolver {
    let variant = try platform.variant(form)
    if platform == .swiftui {
      return try SolverDescriptor.swiftUI.startingAnimations(deviceStart).makeSceneSolver(tolerance: 1e-10)
    }
    let springs = try platformSprings(platform, form: form, measurement: measurement)
    let band = band
    return LockstepSceneSolver(
      .platform(named: variant.rawValue) { spring, kind, hz in
        if let made = springs[kind]?[spring] { return made }
        return try PlatformSceneSprings(platform, form: form, spring: spring, kind: kind, hz: hz, band: band)
      })
  }

  /// Each component's platform springs for every spring its measured channels run.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - form: The form of its spring (``ExportPlatform/variants``).
  ///   - measurement: What is measured: its channels and springs.
  /// - Returns: Per component, the platform's springs of each spring its measured channels run.
  /// - Throws: ``PlatformAnimatorError`` for the first spring the platform cannot run.
  public func platformSprings(
    _ platform: ExportPlatform, form: ExportPlatform.Form = .standard, measurement: SceneMeasurement
  ) throws(PlatformAnimatorError) -> [Component: [Spring: PlatformSceneSprings]] {
    var result: [Component: [Spring: PlatformSceneSprings]] = [:]
    for kind in kinds {
      var made: [Spring: PlatformSceneSprings] = [:]
      for c in measurement.channels[kind] ?? [] where kind.channels[c].role == .spring {
        guard let spring = measurement.springs[kind]?[c] ?? kind.spring(ofChannel: c), made[spring] == nil else {
          continue
        }
        made[spring] = try PlatformSceneSprings(
          platform, form: form, spring: spring, kind: kind, hz: scene.hz, band: band)
      }
      result[kind] = made
    }
    return result
  }
}
