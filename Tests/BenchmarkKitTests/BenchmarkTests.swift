import BenchmarkKit
import Synchronization
import Testing

/// A thread-safe counter that `@Sendable` closures can capture.
final class Counter: Sendable {
  private let storage = Atomic<Int>(0)
  var value: Int { storage.load(ordering: .relaxed) }
  @discardableResult func increment() -> Int { storage.add(1, ordering: .relaxed).newValue }
}

struct InjectedFailure: Error, Equatable {}

@Suite struct BenchmarkTests {
  @Test func runsWarmupAndMeasuredRepetitionsWithSetupEachTime() throws {
    let setups = Counter()
    let bodies = Counter()
    let benchmark = Benchmark(
      "count", configuration: .init(warmupIterations: 2, repetitions: 5),
      setup: { setups.increment() },
      body: { _ in bodies.increment() })
    let statistics = try benchmark.run()
    #expect(statistics.count == 5)
    #expect(setups.value == 7)
    #expect(bodies.value == 7)
    #expect(statistics.min >= 0)
  }

  @Test func everyRepetitionStartsFromAFreshState() throws {
    let staleStates = Counter()
    let benchmark = Benchmark(
      "fresh", configuration: .init(warmupIterations: 1, repetitions: 4),
      setup: { [Int]() },
      body: { state in
        if !state.isEmpty { staleStates.increment() }
        state.append(1)
      })
    _ = try benchmark.run()
    #expect(staleStates.value == 0)
  }

  @Test func timeBudgetStopsAfterTheFirstRepetitionThatExceedsIt() throws {
    let benchmark = Benchmark(
      "budget", configuration: .init(warmupIterations: 0, repetitions: 1000, timeBudget: .nanoseconds(1))
    ) {
      blackHole((0..<100).reduce(0, +))
    }
    #expect(try benchmark.run().count == 1)
  }

  @Test func errorsFromTheBodyStopTheRun() {
    let calls = Counter()
    let benchmark = Benchmark("failing", configuration: .init(warmupIterations: 1, repetitions: 10)) {
      if calls.increment() == 3 { throw InjectedFailure() }
    }
    #expect(throws: InjectedFailure()) { try benchmark.run() }
    #expect(calls.value == 3)
  }

  @Test func declarationKeepsNameAndConfiguration() {
    let configuration = Benchmark.Configuration(warmupIterations: 0, repetitions: 3, timeBudget: .seconds(2))
    let benchmark = Benchmark("spring.sample", configuration: configuration) {}
    #expect(benchmark.name == "spring.sample")
    #expect(benchmark.configuration == configuration)
  }

  @Test func monotonicClockNeverGoesBackwards() {
    var previous = MonotonicClock.nanoseconds()
    for _ in 0..<10_000 {
      let now = MonotonicClock.nanoseconds()
      #expect(now >= previous)
      previous = now
    }
  }
}
