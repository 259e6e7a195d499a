internal import MotionText

extension SceneMeasurement {
  /// Measures every selector of a scene, unit by unit on `threads` threads, merged in unit
  /// order: the same records for any thread count.
  ///
  /// - Parameters:
  ///   - scene: The crowd: its components, selectors, scripts and frame rate. Its blocks are
  ///     simulated for ``frames`` frames.
  ///   - solver: A solver of this module (``SolverRegistry``).
  ///   - threads: Worker threads (at least 1).
  /// - Returns: Every move and burst of the measured channels, and the channel-samples simulated.
  /// - Throws: ``SceneError`` for a script that overlaps too many animations on a channel, or
  ///   the solver's errors.
  public func measure(_ scene: SceneConfiguration, solver: any SceneSolver, threads: Int) throws -> SceneBlockMetrics {
    try scene.mapUnits(threads: threads) { _, blocks in try measure(blocks, solver: solver) }
      .reduce(SceneBlockMetrics()) { $0.merging($1) }
  }

  /// Measures a scene's blocks built once (``SceneConfiguration/units(threads:)``), unit by unit
  /// on `threads` threads, merged in unit order: the records the scene's own measurement gives,
  /// without building the blocks again, for a crowd measured with many springs.
  ///
  /// - Parameters:
  ///   - units: Every unit's blocks, in unit order.
  ///   - solver: A solver of this module (``SolverRegistry``).
  ///   - threads: Worker threads (at least 1).
  /// - Returns: Every move and burst of the measured channels, and the channel-samples simulated.
  /// - Throws: As the scene's measurement.
  public func measure(_ units: [[SelectorBlock]], solver: any SceneSolver, threads: Int) throws -> SceneBlockMetrics {
    try concurrentMap(units.count, threads: threads) { try measure(units[$0], solver: solver) }
      .reduce(SceneBlockMetrics()) { $0.merging($1) }
  }

  /// Measures blocks one after another, merged in order.
  ///
  /// - Parameters:
  ///   - blocks: Blocks of one scene, in order.
  ///   - solver: A solver of this module.
  /// - Returns: Their records, merged.
  /// - Throws: As ``measure(_:solver:)``.
  public func measure(_ blocks: [SelectorBlock], solver: any SceneSolver) throws -> SceneBlockMetrics {
    try blocks.reduce(SceneBlockMetrics()) { $0.merging(try measure($1, solver: solver)) }
  }
}
