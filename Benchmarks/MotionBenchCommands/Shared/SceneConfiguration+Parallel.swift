import BenchmarkKit
import SelectorSimulation

extension SceneConfiguration {
  /// Runs `body` on every unit of work on `threads` threads and returns the results in unit
  /// order, so any reduction over them is identical for every thread count.
  ///
  /// Each unit builds its blocks (scripts and schedules) inside `body`'s thread, so memory
  /// stays bounded by the threads' working sets whatever the scene's size.
  ///
  /// - Parameters:
  ///   - threads: Worker threads (≥ 1).
  ///   - body: Work on one unit's blocks; receives the unit's index and blocks.
  /// - Returns: One result per unit, in unit order.
  /// - Throws: The first error a unit threw (the others stop taking work).
  func mapUnits<Result: Sendable>(
    threads: Int, _ body: @Sendable (_ index: Int, _ blocks: [SelectorBlock]) throws -> Result
  ) throws -> [Result] {
    try parallelMap(unitCount, threads: threads) { index in try body(index, blocks(covering: selectors(inUnit: index)))
    }
  }

  /// Every unit's blocks, built in parallel: for runs that keep the setup out of the timing.
  func units(threads: Int) throws -> [[SelectorBlock]] {
    try mapUnits(threads: threads) { _, blocks in blocks }
  }
}
