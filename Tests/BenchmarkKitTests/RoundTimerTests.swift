import BenchmarkKit
import TestSupport
import Testing

/// An error a test body throws on purpose.
struct InjectedFailure: Error, Equatable {}

@Suite(.tags(.unit)) struct RoundTimerTests {
  @Test func withoutWarmupEachRoundIsOneCallOfEveryBody() throws {
    var calls = [0, 0]
    let timings = try RoundTimer(rounds: 5, warmup: 0, minimumRoundNanoseconds: 1e9).time([
      { calls[0] += 1 }, { calls[1] += 1 },
    ])
    #expect(calls == [5, 5])
    #expect(timings.map(\.nanoseconds.count) == [5, 5])
    #expect(timings.map(\.cpuNanoseconds.count) == [5, 5])
    #expect(timings.map(\.statistics.count) == [5, 5])
    #expect(timings.allSatisfy { $0.statistics.min >= 0 })
  }

  @Test func roundsAreInterleavedInTheOrderGiven() throws {
    var order: [Int] = []
    _ = try RoundTimer(rounds: 3, warmup: 0, minimumRoundNanoseconds: 0).time([
      { order.append(0) }, { order.append(1) },
    ])
    #expect(order == [0, 1, 0, 1, 0, 1])
  }

  @Test func warmupSizesRoundsUpToTheMaximumPasses() throws {
    var calls = 0
    var timer = RoundTimer(rounds: 2, warmup: 1, minimumRoundNanoseconds: 1e12)
    timer.maximumPasses = 7
    let timing = try timer.time { calls += 1 }
    // One warm-up call, then two rounds of 7 calls: a round of a near-empty call cannot last 1000 s.
    #expect(calls == 1 + 2 * 7)
    #expect(timing.nanoseconds.count == 2)
  }

  @Test func aRoundOfACallLongerThanTheMinimumIsOneCall() throws {
    var calls = 0
    let timing = try RoundTimer(rounds: 3, warmup: 2, minimumRoundNanoseconds: 1).time { calls += 1 }
    #expect(calls == 2 + 3)
    #expect(timing.statistics.count == 3)
  }

  @Test func errorsFromABodyStopTheTiming() {
    var calls = 0
    #expect(throws: InjectedFailure()) {
      try RoundTimer(rounds: 10, warmup: 1, minimumRoundNanoseconds: 0).time {
        calls += 1
        if calls == 3 { throw InjectedFailure() }
      }
    }
    #expect(calls == 3)
  }

  @Test func noRoundsIsAnEmptySample() {
    #expect(throws: StatisticsError.emptySample) {
      try RoundTimer(rounds: 0, warmup: 0, minimumRoundNanoseconds: 0).time {}
    }
  }

  @Test(
    "The clocks never go backwards",
    arguments: [("monotonic", MonotonicClock.nanoseconds), ("process CPU", ProcessCPUClock.nanoseconds)])
  func clockNeverGoesBackwards(name: String, read: @Sendable () -> UInt64) {
    var previous = read()
    for _ in 0..<10_000 {
      let now = read()
      #expect(now >= previous, "\(name)")
      previous = now
    }
  }
}
