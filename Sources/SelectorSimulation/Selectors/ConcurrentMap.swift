import Dispatch
import Synchronization

/// Runs `body(i)` for i in 0..<count on `threads` threads and returns the results in index
/// order, so any reduction over them is the same for every thread count.
///
/// - Parameters:
///   - count: The number of work items.
///   - threads: Worker threads (at least 1; more than `count` are not started).
///   - body: The work on item `i`.
/// - Returns: One result per item, in index order.
/// - Throws: The first error `body` threw (the other threads then take no more items).
func concurrentMap<Result: Sendable>(
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
  // Every item ran without an error, so every slot is filled.
  return results.withLock { $0.map { $0! } }
}
