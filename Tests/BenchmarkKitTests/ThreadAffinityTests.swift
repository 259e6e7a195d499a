import Synchronization
import TestSupport
import Testing

@testable import BenchmarkKit

@Suite(.tags(.unit)) struct ThreadAffinityTests {
  @Test func pinningIsScopedToTheClosure() throws {
    let allowed = ThreadAffinity.allowedCPUs()
    let cpu = try #require(allowed.last)
    let inside = ThreadAffinity.pinned(to: cpu) { ThreadAffinity.allowedCPUs() }
    #expect(inside == [cpu])
    #expect(ThreadAffinity.allowedCPUs() == allowed)
  }

  @Test func anImpossibleCPURunsUnpinned() {
    let allowed = ThreadAffinity.allowedCPUs()
    #expect(ThreadAffinity.pinned(to: 1 << 20) { ThreadAffinity.allowedCPUs() } == allowed)
    #expect(ThreadAffinity.pinned(to: -1) { 42 } == 42)
  }

  @Test func pinnedMapReturnsEveryResultInOrderFromPinnedWorkers() throws {
    let cpus = ThreadAffinity.allowedCPUs()
    let seen = Mutex<Set<[Int]>>([])
    let squares = try parallelMap(100, threads: cpus.count, pinnedTo: cpus) { index in
      let mask = ThreadAffinity.allowedCPUs()
      seen.withLock { _ = $0.insert(mask) }
      return index * index
    }
    #expect(squares == (0..<100).map { $0 * $0 })
    #expect(seen.withLock { $0 }.allSatisfy { $0.count == 1 && cpus.contains($0[0]) })
  }

  struct Failure: Error {}

  @Test func pinnedMapRethrows() {
    #expect(throws: Failure.self) {
      try parallelMap(10, threads: 1, pinnedTo: ThreadAffinity.allowedCPUs()) { index in
        if index == 3 { throw Failure() }
        return index
      }
    }
  }
}
