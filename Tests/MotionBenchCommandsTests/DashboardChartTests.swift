import TestSupport
import Testing

@testable import BenchmarkDashboard

/// The value axis of a dashboard chart: round ticks, at most six, for any range.
@Suite(.tags(.unit)) struct DashboardChartTests {
  /// Ranges a chart must survive: flat, an ulp wide, the whole of Double, subnormal, huge,
  /// reversed, not finite. Every tick is finite, inside the range and above the one before.
  @Test(
    arguments: [
      (0.095, 0.105), (1, 1.0000000000000002), (-1.79e308, 1.79e308), (0, .leastNonzeroMagnitude), (1e300, 1.1e300),
      (0.1, 0.1),
      (.nan, 1), (0, .infinity), (-.infinity, 0), (2, 1), (1e15, 1e15 + 0.5), (-1e-300, 1e-300),
    ])
  func ticksAreBounded(low: Double, high: Double) {
    let ticks = DashboardChart.ticks(low: low, high: high)
    #expect(ticks.count <= DashboardChart.maximumTicks)
    #expect(ticks.allSatisfy { $0.isFinite && $0 >= low && $0 <= high }, "\(ticks)")
    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 < $1 }, "\(ticks)")
  }

  /// Steps of 1, 2 or 5 × 10ⁿ, the smallest that leaves at most five intervals.
  @Test(
    arguments: [
      (0.0, 1.0, [0, 0.2, 0.4, 0.6, 0.8, 1]), (-1, 9, [0, 2, 4, 6, 8]),
      (0.095, 0.105, [0.096, 0.098, 0.1, 0.102, 0.104]),
      (-1.79e308, 1.79e308, [-1e308, 0, 1e308]), (1, 1.0000000000000002, []), (0.1, 0.1, []),
    ])
  func ticksAreRoundNumbers(low: Double, high: Double, expected: [Double]) {
    let ticks = DashboardChart.ticks(low: low, high: high)
    #expect(ticks.count == expected.count, "\(ticks)")
    #expect(zip(ticks, expected).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($1)) }, "\(ticks)")
  }
}
