import Dispatch
import Synchronization

/// Runs `body(i)` for i in 0..<count on worker threads; results come back in index order, so any
/// reduction over them is the same for every number of workers.
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
  let results = Mutex<[Result?]>(Array(repeating: nil, count: count))
  let next = Atomic<Int>(0)
  let failure = Mutex<(any Error)?>(nil)
  let workers = max(1, min(cpus?.count ?? threads, count))
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    func work() {
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
    if let cpus { ThreadAffinity.pinned(to: cpus[worker], work) } else { work() }
  }
  if let error = failure.withLock({ $0 }) { throw error }
  return try results.withLock { slots in
    try slots.map { slot throws(ParallelMapError) in
      guard let slot else { throw .missingResult }
      return slot
    }
  }
}

/// A work item of ``parallelMap(_:threads:pinnedTo:_:)`` produced no result (cannot happen
/// unless a worker was cancelled).
package enum ParallelMapError: Error {
  /// A work item's result slot was still empty after every worker finished.
  case missingResult
}
