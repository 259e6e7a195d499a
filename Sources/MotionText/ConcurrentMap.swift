import Dispatch
import Synchronization

/// Runs `body(i)` for i in 0..<count on worker threads and returns the results in index order, so
/// any reduction over them is the same for every number of workers. SelectorSimulation's crowds
/// and BenchmarkKit's `parallelMap` (which pins each worker to a CPU) share it.
///
/// - Parameters:
///   - count: The number of work items.
///   - threads: Worker threads (at least 1; more than `count` are not started).
///   - eachWorker: Runs worker `w`'s loop `work` (on the worker's thread); by default just runs it.
///   - body: The work on item `i`.
/// - Returns: One result per item, in index order.
/// - Throws: The first error `body` threw (the other workers then take no more items).
package func concurrentMap<Result: Sendable>(
  _ count: Int, threads: Int, eachWorker: @Sendable (_ worker: Int, _ work: () -> Void) -> Void = { $1() },
  _ body: @Sendable (Int) throws -> Result
) throws -> [Result] {
  let results = Mutex<[Result?]>(Array(repeating: nil, count: count))
  let next = Atomic<Int>(0)
  let failure = Mutex<(any Error)?>(nil)
  // Escaping in name only, so that the worker's loop, which calls `body`, may be passed to it.
  withoutActuallyEscaping(eachWorker) { eachWorker in
    DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { worker in
      eachWorker(worker) {
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
    }
  }
  if let error = failure.withLock({ $0 }) { throw error }
  return try results.withLock { slots in
    try slots.map { slot throws(ConcurrentMapError) in
      guard let slot else { throw .missingResult }
      return slot
    }
  }
}

/// A work item of ``concurrentMap(_:threads:eachWorker:_:)`` produced no result (cannot happen
/// unless a worker was cancelled).
package enum ConcurrentMapError: Error {
  /// A work item's result slot was still empty after every worker finished.
  case missingResult
}
