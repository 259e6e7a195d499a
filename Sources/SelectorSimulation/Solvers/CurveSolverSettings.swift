import MotionCurves

/// What a curve solver is made with; each solver reads only what applies to it.
public struct CurveSolverSettings: Sendable {
  /// GSL's relative and absolute tolerances.
  public var relativeTolerance: Double
  public var absoluteTolerance: Double
  /// The animated property's components, for SwiftUI's stop rule.
  public var components: Int
  /// Springs the exact step prepares its transition matrices for, at `hz`; none to prepare.
  public var preparing: [Spring]
  /// The frame rate of `preparing`.
  public var hz: Double

  /// Creates the settings.
  public init(
    relativeTolerance: Double = 1e-10, absoluteTolerance: Double = 1e-10, components: Int = 1,
    preparing: [Spring] = [], hz: Double = 120
  ) {
    self.relativeTolerance = relativeTolerance
    self.absoluteTolerance = absoluteTolerance
    self.components = components
    self.preparing = preparing
    self.hz = hz
  }
}
