internal import MotionText

extension SceneConfiguration {
  /// Runs `body` on every unit of work on `threads` threads and returns the results in unit
  /// order, so any reduction over them is identical for every thread count.
  ///
  /// Each unit builds its blocks (scripts and schedules) inside `body`'s thread, so memory
  /// stays bounded by the threads' working sets whatever the scene's size.
  ///
  /// - Parameters:
  ///   - threads: Worker threads (at least 1; more than the units are not started).
  ///   - body: Work on one unit's blocks; receives the unit's index and blocks.
  /// - Returns: One result per unit, in unit order.
  /// - Throws: The first error a unit threw (the other threads then take no more units).
  public func mapUnits<Result: Sendable>(
    threads: Int, _ body: @Sendable (_ index: Int, _ blocks: [SelectorBlock]) throws -> Result
  ) throws -> [Result] {
    try concurrentMap(unitCount, threads: threads) { index in
      try body(index, blocks(covering: selectors(inUnit: index)))
    }
  }

  /// Every unit's blocks, built on `threads` threads: for runs that keep the set-up apart from
  /// the simulation.
  ///
  /// - Parameter threads: Worker threads (at least 1).
  /// - Returns: The blocks of each unit, in unit order.
  public func units(threads: Int) throws -> [[SelectorBlock]] {
    try mapUnits(threads: threads) { _, blocks in blocks }
  }
}
