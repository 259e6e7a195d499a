import BenchmarkKit
import TestSupport
import Testing

@Suite(.tags(.unit)) struct StatisticsTests {
  /// (sample, percentile, hand-computed value with h = (n - 1) p / 100).
  static let percentileCases: [([Double], Double, Double)] = [
    ([5], 0, 5), ([5], 37, 5), ([5], 100, 5),  // n = 1
    ([3, 1], 10, 1.2), ([3, 1], 50, 2), ([3, 1], 90, 2.8), ([3, 1], 25, 1.5),  // n = 2, unsorted
    ([5, 1, 4, 2, 3], 10, 1.4), ([5, 1, 4, 2, 3], 25, 2), ([5, 1, 4, 2, 3], 50, 3),  // odd n
    ([5, 1, 4, 2, 3], 90, 4.6), ([5, 1, 4, 2, 3], 0, 1), ([5, 1, 4, 2, 3], 100, 5),
    ([10, 40, 20, 30], 10, 13), ([10, 40, 20, 30], 50, 25), ([10, 40, 20, 30], 75, 32.5),  // even n
    ([10, 40, 20, 30], 90, 37), ([10, 40, 20, 30], 99, 39.7),
    ([7, 7, 7, 100], 50, 7), ([-2, 0, .infinity], 90, .infinity),
  ]

  @Test(arguments: percentileCases)
  func percentileInterpolatesBetweenClosestRanks(sample: [Double], p: Double, expected: Double) throws {
    let statistics = try Statistics(sample)
    let value = try statistics.percentile(p)
    #expect(value == expected || isClose(value, expected), "p\(p) of \(sample) = \(value)")
  }

  @Test func namedFiguresOfAnEvenUnsortedSample() throws {
    let statistics = try Statistics([10, 40, 20, 30])
    #expect(statistics.count == 4)
    #expect(statistics.min == 10)
    #expect(statistics.max == 40)
    #expect(statistics.median == 25)
    #expect(isClose(statistics.p10, 13))
    #expect(isClose(statistics.p90, 37))
    #expect(statistics.mean == 25)
    #expect(statistics.sortedSamples == [10, 20, 30, 40])
  }

  @Test func namedFiguresOfASingleSample() throws {
    let statistics = try Statistics([42])
    #expect(
      [statistics.min, statistics.max, statistics.median, statistics.p10, statistics.p90, statistics.mean] == [
        42, 42, 42, 42, 42, 42,
      ])
  }

  @Test func meanDiffersFromMedianWithAnOutlier() throws {
    let statistics = try Statistics([1, 2, 3, 4, 100])
    #expect(statistics.median == 3)
    #expect(statistics.mean == 22)
  }

  @Test func emptySampleIsRejected() {
    #expect(throws: StatisticsError.emptySample) { try Statistics([]) }
  }

  @Test func nanIsRejectedNamingItsIndex() {
    #expect(throws: StatisticsError.notANumber(index: 2)) { try Statistics([1, 2, .nan, 4, .nan]) }
    #expect(StatisticsError.notANumber(index: 2).description == "sample value at index 2 is NaN")
  }

  @Test(arguments: [-1, 100.5, Double.nan])
  func percentileOutsideZeroToHundredIsRejected(p: Double) throws {
    let statistics = try Statistics([1, 2, 3])
    #expect(throws: StatisticsError.self) { try statistics.percentile(p) }
  }

  @Test func percentileErrorMessage() {
    #expect(StatisticsError.percentileOutOfRange(101).description == "percentile must be between 0 and 100 (got 101.0)")
  }
}
