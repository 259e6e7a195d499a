import TestSupport
import Testing

@testable import BenchmarkKit

@Suite struct MedianRatioTests {
  @Test func constantSamplesGiveAPointInterval() throws {
    var generator = SeededGenerator(state: 1)
    let ratio = try MedianRatio([10, 10, 10, 10], [12, 12, 12], generator: &generator)
    #expect(ratio.estimate == 1.2 && ratio.low == 1.2 && ratio.high == 1.2)
  }

  /// A resample of 10, 20, 30 has median 10 when at least two of three draws are 10:
  /// 3·(1/3)²·(2/3) + (1/3)³ = 7/27, likewise 30, and 20 with 13/27. With 2,000 resamples the
  /// 2.5 % and 97.5 % points are therefore 10 and 30 (over 500 draws each).
  @Test func intervalEndsAreTheResampledMediansHandComputed() throws {
    var generator = SeededGenerator(state: 42)
    let ratio = try MedianRatio([10, 10, 10], [10, 20, 30], generator: &generator)
    #expect(ratio.estimate == 2 && ratio.low == 1 && ratio.high == 3)
  }

  @Test func seededIntervalsRepeatAndNarrowWithLowerConfidence() throws {
    let base = (0..<15).map { 100 + Double($0 * 7 % 11) }
    let head = (0..<15).map { 110 + Double($0 * 5 % 13) }
    var first = SeededGenerator(state: 7)
    var second = SeededGenerator(state: 7)
    var third = SeededGenerator(state: 7)
    let wide = try MedianRatio(base, head, generator: &first)
    let again = try MedianRatio(base, head, generator: &second)
    let narrow = try MedianRatio(base, head, confidence: 0.5, generator: &third)
    #expect(wide == again)
    #expect(wide.low <= narrow.low && narrow.high <= wide.high && wide.low < wide.high)
    #expect(wide.low <= wide.estimate && wide.estimate <= wide.high)
  }

  @Test func rejectsBadInput() {
    var generator = SeededGenerator(state: 1)
    #expect(throws: StatisticsError.emptySample) { try MedianRatio([], [1], generator: &generator) }
    #expect(throws: StatisticsError.percentileOutOfRange(100)) {
      try MedianRatio([1], [1], confidence: 1, generator: &generator)
    }
  }
}
