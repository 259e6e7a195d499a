import CRoofline
import Glibc

/// Times microkernels: calibrate, warm up, best of rounds taken in turn.
package enum MicroKernel {
  /// The best nanoseconds per unit of work of each body over `rounds` rounds.
  ///
  /// `body(units)` does `units` units of work (iterations, passes). For each body the number of
  /// units is doubled until a run lasts a tenth of a round, then scaled to last
  /// `roundNanoseconds`, and one more run warms up. Then the rounds go in turn: round r of every
  /// body runs before round r + 1 of any. So a body's rounds spread over the whole measurement,
  /// and a disturbance of a few milliseconds (a neighbour, an interrupt, a frequency dip) spoils
  /// one round of a few bodies, not every round of one.
  ///
  /// - Parameters:
  ///   - rounds: Measured rounds, at least 1.
  ///   - roundNanoseconds: The length of one round.
  ///   - bodies: Each does the given number of units of work.
  /// - Returns: Per body, the fewest nanoseconds per unit of any round.
  package static func bestNanosecondsPerUnit(
    rounds: Int, roundNanoseconds: Double, _ bodies: [(Int) -> Void]
  ) -> [Double] {
    func run(_ body: (Int) -> Void, _ units: Int) -> Double {
      let start = MonotonicClock.nanoseconds()
      body(units)
      return Double(MonotonicClock.nanoseconds() - start)
    }
    let units = bodies.map { body in
      var units = 1
      var elapsed = run(body, units)
      while elapsed < roundNanoseconds / 10, units < 1 << 40 {
        units *= 2
        elapsed = run(body, units)
      }
      units = max(1, Int((Double(units) * roundNanoseconds / max(elapsed, 1)).rounded()))
      _ = run(body, units)
      return units
    }
    var best = [Double](repeating: .infinity, count: bodies.count)
    for _ in 0..<rounds {
      for (k, body) in bodies.enumerated() { best[k] = min(best[k], run(body, units[k]) / Double(units[k])) }
    }
    return best
  }
}
