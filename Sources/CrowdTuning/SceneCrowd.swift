import MotionCurves
import SelectorSimulation

/// A crowd measured again and again with different springs: a scene, the quiet seconds after
/// its scripts, the solver, the settling band, the springs that replace components' own, and
/// the threads. ``keepBlocks()`` builds the crowd's blocks once, so that each measurement only
/// simulates.
///
/// Every measurement is merged in unit order: the same records on any number of threads.
public struct SceneCrowd: Sendable {
  /// The selectors, their components, scripts and frame rate.
  public var scene: SceneConfiguration
  /// Quiet seconds simulated after the scripts, so that the last bursts can settle.
  public var tail: Double
  /// The scene solver (``SolverDescriptor/swiftUI`` by default: the device's frames).
  public var solver: SolverDescriptor
  /// When the device model begins an animation from rest (for ``SolverDescriptor/swiftUI``
  /// and the `swiftui` platform).
  public var deviceStart: SwiftUIRuntimeStart
  /// The settling band of the settle times.
  public var band: SceneBand
  /// Springs that replace a component's own, by component and channel.
  public var springs: [Component: [Int: Spring]]
  /// Worker threads (at least 1).
  public var threads: Int
  /// Every unit's blocks, once ``keepBlocks()`` has built them; nil before, and for a crowd of
  /// more than ``keptSelectors`` (its units are built as each is measured).
  public private(set) var units: [[SelectorBlock]]?

  /// The largest crowd whose blocks ``keepBlocks()`` keeps (about 1 KB a selector).
  public static let keptSelectors = 50_000

  /// A crowd.
  ///
  /// - Parameters:
  ///   - scene: The selectors, components, scripts and frame rate.
  ///   - tail: Quiet seconds simulated after the scripts.
  ///   - solver: The scene solver.
  ///   - deviceStart: When the device model begins an animation from rest.
  ///   - band: The settling band.
  ///   - springs: Springs that replace components' own, by component and channel.
  ///   - threads: Worker threads.
  public init(
    scene: SceneConfiguration, tail: Double = 2, solver: SolverDescriptor = .swiftUI,
    deviceStart: SwiftUIRuntimeStart = .frame, band: SceneBand = .share(0.001),
    springs: [Component: [Int: Spring]] = [:], threads: Int = 1
  ) {
    self.scene = scene
    self.tail = tail
    self.solver = solver.startingAnimations(deviceStart)
    self.deviceStart = deviceStart
    self.band = band
    self.springs = springs
    self.threads = max(1, threads)
  }

  /// The crowd's components, in the scene's order.
  public var kinds: [Component] { scene.components.components }

  /// Frames simulated: the scripts' and the quiet tail's.
  public var frames: Int { scene.frameCount + Int((tail * scene.hz).rounded()) }

  /// Builds every unit's blocks once, when the crowd has at most ``keptSelectors`` selectors.
  ///
  /// - Throws: ``SceneError`` for a script that overlaps too many animations on a channel.
  public mutating func keepBlocks() throws {
    units = nil
    guard scene.selectors <= Self.keptSelectors else { return }
    units = try scene.units(threads: threads)
  }

  /// What to measure: `channels` with ``springs``, and `tuned`'s spring on its channels.
  ///
  /// - Parameters:
  ///   - channels: The measured channels of each component.
  ///   - tuned: Channels of each component that run `spring` instead.
  /// - Returns: The measurement.
  public func measurement(
    channels: [Component: [Int]], tuned: (channels: [Component: [Int]], spring: Spring)? = nil
  ) -> SceneMeasurement {
    var springs: [Component: [Int: Spring]] = [:]
    for kind in kinds {
      var table = self.springs[kind] ?? [:]
      for c in tuned?.channels[kind] ?? [] { table[c] = tuned?.spring }
      springs[kind] = table
    }
    return SceneMeasurement(
      channels: channels, springs: springs, band: band, frames: frames, hz: scene.hz, combining: scene.combining)
  }

  /// Measures every selector on ``solver`` (GSL's at rtol = atol = 1e-10).
  ///
  /// - Parameter measurement: What to measure (``measurement(channels:tuned:)``).
  /// - Returns: Every move and burst of the measured channels.
  /// - Throws: ``SceneError`` for a script that overlaps too many animations; the solver's errors.
  public func measure(_ measurement: SceneMeasurement) throws -> SceneBlockMetrics {
    try measure(measurement, on: try sceneSolver())
  }

  /// The scene solver ``measure(_:)`` runs: ``solver``, a GSL one at rtol = atol = 1e-10.
  ///
  /// - Throws: A GSL solver's set-up errors.
  public func sceneSolver() throws -> any SceneSolver { try solver.makeSceneSolver(tolerance: 1e-10) }

  /// Measures every selector on another solver (a platform's: ``platformSolver(_:form:measurement:)``).
  ///
  /// - Parameters:
  ///   - measurement: What to measure.
  ///   - solver: The solver.
  /// - Returns: Every move and burst of the measured channels.
  /// - Throws: ``SceneError`` for a script that overlaps too many animations; the solver's errors.
  public func measure(_ measurement: SceneMeasurement, on solver: any SceneSolver) throws -> SceneBlockMetrics {
    guard let units else { return try measurement.measure(scene, solver: solver, threads: threads) }
    return try measurement.measure(units, solver: solver, threads: threads)
  }
}
