import Dispatch
import Synchronization

extension SceneConfiguration {
  /// Selectors per unit of work: small enough that a block's state stays in cache, large
  /// enough that its loops vectorise.
  public static let blockSize = 128

  /// How many units of work the scene splits into.
  public var rangeCount: Int { (selectors + Self.blockSize - 1) / Self.blockSize }

  /// The selectors of unit of work `index`.
  public func range(_ index: Int) -> Range<Int> {
    let start = index * Self.blockSize
    return start..<min(selectors, start + Self.blockSize)
  }

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
  public func mapUnits<Result: Sendable>(
    threads: Int, _ body: @Sendable (_ index: Int, _ blocks: [SelectorBlock]) throws -> Result
  ) throws -> [Result] {
    try parallelMap(rangeCount, threads: threads) { index in try body(index, blocks(covering: range(index))) }
  }

  /// Every unit's blocks, built in parallel: for runs that keep the setup out of the timing.
  public func units(threads: Int) throws -> [[SelectorBlock]] {
    try mapUnits(threads: threads) { _, blocks in blocks }
  }
}

/// Runs `body(i)` for i in 0..<count on `threads` threads; results come back in index order.
///
/// - Throws: The first error `body` threw (the workers then stop taking work).
public func parallelMap<Result: Sendable>(
  _ count: Int, threads: Int, _ body: @Sendable (Int) throws -> Result
) throws -> [Result] {
  let results = Mutex<[Result?]>(Array(repeating: nil, count: count))
  let next = Atomic<Int>(0)
  let failure = Mutex<(any Error)?>(nil)
  DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { _ in
    while true {
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < count, failure.withLock({ $0 == nil }) else { return }
      do {
        let result = try body(index)
        results.withLock { $0[index] = result }
      } catch {
        failure.withLock { if $0 == nil { $0 = error } }
      }
    }
  }
  if let error = failure.withLock({ $0 }) { throw error }
  return results.withLock { $0.map { $0! } }
}
