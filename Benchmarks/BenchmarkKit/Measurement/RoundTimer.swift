/// The timing harness: times closures in interleaved rounds of repeated calls.
///
/// Each closure gets `warmup` untimed calls; the last of them says how many calls (passes) a
/// round needs to last ``minimumRoundNanoseconds`` (at least 1, at most ``maximumPasses``).
/// Then each of the `rounds` rounds times every closure once, in order, so a slow drift of the
/// machine (frequency, neighbours) shifts all of them alike and their ratios stay fair. A round
/// reads both the wall clock and the process's CPU time (all threads), which a busy machine
/// disturbs far less, and reports both per call.
package struct RoundTimer: Sendable {
  /// The timing of one closure: nanoseconds per call, round by round.
  package struct Rounds: Sendable {
    /// Wall-clock nanoseconds per call in each round, in round order.
    package let nanoseconds: [Double]
    /// CPU nanoseconds (all threads of the process) per call in each round.
    package let cpuNanoseconds: [Double]
    /// Order statistics of ``nanoseconds``.
    package let statistics: Statistics
  }

  /// The timed rounds per closure.
  package var rounds: Int
  /// The untimed calls per closure before the first round.
  package var warmup: Int
  /// How long a round of one closure should last at least, in nanoseconds.
  package var minimumRoundNanoseconds: Double
  /// The most calls a round repeats.
  package var maximumPasses = 10_000

  /// Creates a timer.
  ///
  /// - Parameters:
  ///   - rounds: The timed rounds per closure.
  ///   - warmup: The untimed calls per closure; with none, a round is one call.
  ///   - minimumRoundNanoseconds: How long a round of one closure should last at least.
  package init(rounds: Int, warmup: Int, minimumRoundNanoseconds: Double) {
    self.rounds = rounds
    self.warmup = warmup
    self.minimumRoundNanoseconds = minimumRoundNanoseconds
  }

  /// Times the closures, interleaved round by round.
  ///
  /// - Parameter bodies: The calls to time.
  /// - Returns: One timing per closure, in the order given.
  /// - Throws: Whatever a closure throws (the timing stops at the first error);
  ///   ``StatisticsError/emptySample`` when ``rounds`` is not positive.
  package func time(_ bodies: [() throws -> Void]) throws -> [Rounds] {
    var passes = Array(repeating: 1, count: bodies.count)
    for (i, body) in bodies.enumerated() {
      for _ in 0..<max(0, warmup) {
        let start = MonotonicClock.nanoseconds()
        try body()
        let nanoseconds = Double(MonotonicClock.nanoseconds() - start)
        passes[i] = min(maximumPasses, max(1, Int((minimumRoundNanoseconds / max(1, nanoseconds)).rounded(.up))))
      }
    }
    var wall = Array(repeating: [Double](), count: bodies.count)
    var cpu = wall
    for _ in 0..<max(0, rounds) {
      for (i, body) in bodies.enumerated() {
        let cpuStart = ProcessCPUClock.nanoseconds()
        let start = MonotonicClock.nanoseconds()
        for _ in 0..<passes[i] { try body() }
        let end = MonotonicClock.nanoseconds()
        let cpuEnd = ProcessCPUClock.nanoseconds()
        wall[i].append(Double(end - start) / Double(passes[i]))
        cpu[i].append(Double(cpuEnd - cpuStart) / Double(passes[i]))
      }
    }
    return try zip(wall, cpu).map { Rounds(nanoseconds: $0, cpuNanoseconds: $1, statistics: try Statistics($0)) }
  }

  /// Times one closure, as the array form times several.
  ///
  /// - Parameter body: The call to time.
  /// - Returns: Its timing.
  /// - Throws: Whatever `body` throws; ``StatisticsError/emptySample`` when ``rounds`` is not positive.
  package func time(_ body: () throws -> Void) throws -> Rounds {
    try withoutActuallyEscaping(body) { try time([$0])[0] }
  }
}
