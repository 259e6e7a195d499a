import MotionText

/// Runs `body(i)` for i in 0..<count on worker threads; results come back in index order, so any
/// reduction over them is the same for every number of workers (MotionText's `concurrentMap`).
///
/// With `cpus`, there is one worker per listed CPU and each is pinned to its CPU for the call
/// (``ThreadAffinity/pinned(to:_:)``): pinned workers neither migrate nor share a CPU, which
/// steadies timings (on a busy 2-core machine the spread of CPU time per sample between
/// processes fell from about 3 % to about 1.5 %).
///
/// - Parameters:
///   - count: The number of work items.
///   - threads: Worker threads (≥ 1) when `cpus` is nil.
///   - cpus: The CPUs to pin one worker each to (at least one), or nil for unpinned workers.
///   - body: The work on item `i`.
/// - Returns: One result per item, in index order.
/// - Throws: The first error `body` threw (the workers then stop taking work).
package func parallelMap<Result: Sendable>(
  _ count: Int, threads: Int, pinnedTo cpus: [Int]? = nil, _ body: @Sendable (Int) throws -> Result
) throws -> [Result] {
  guard let cpus else { return try concurrentMap(count, threads: threads, body) }
  return try concurrentMap(count, threads: cpus.count, eachWorker: { ThreadAffinity.pinned(to: cpus[$0], $1) }, body)
}
