import Glibc
import Testing

@testable import BenchmarkKit

@Suite struct MannWhitneyTests {
  /// Counts of U over all orderings, by hand: the partitions of u into at most m parts of
  /// at most n (2 × 2: 1,1,2,1,1 of C(4,2) = 6; 3 × 2: 1,1,2,2,2,1,1 of C(5,2) = 10).
  @Test func orderingCountsMatchPartitionsCountedByHand() {
    #expect(MannWhitneyTest.orderingsByU(2, 2) == [1, 1, 2, 1, 1])
    #expect(MannWhitneyTest.orderingsByU(3, 2) == [1, 1, 2, 2, 2, 1, 1])
    #expect(MannWhitneyTest.orderingsByU(2, 3) == [1, 1, 2, 2, 2, 1, 1])
    #expect(MannWhitneyTest.orderingsByU(5, 5).reduce(0, +) == 252)
    #expect(MannWhitneyTest.orderingsByU(5, 5).prefix(5) == [1, 1, 2, 3, 5])
    #expect(MannWhitneyTest.orderingsByU(10, 10).reduce(0, +) == 184_756)
  }

  /// Complete separation of 5 and 5: U = 25, and only 1 of the C(10,5) = 252 orderings is as
  /// extreme on each side, so p = 2/252.
  @Test func completeSeparationOfFiveAndFive() throws {
    let test = try MannWhitneyTest([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])
    #expect(test.u == 25 && test.isExact)
    #expect(abs(test.pValue - 2.0 / 252) < 1e-15)
    let reversed = try MannWhitneyTest([6, 7, 8, 9, 10], [1, 2, 3, 4, 5])
    #expect(reversed.u == 0 && abs(reversed.pValue - 2.0 / 252) < 1e-15)
  }

  /// U = 22 counted pair by pair (4 beats 3, 6 beats 4, 8, 9 and 10 beat all 5); as extreme
  /// as U ≤ 3, which 1 + 1 + 2 + 3 = 7 orderings reach: p = 14/252 = 0.0556, above the
  /// tables' 5 % point, which for 5 and 5 is U = 2 (p = 8/252 = 0.0317).
  @Test func handCountedUAndTheTablesFivePercentPoint() throws {
    let test = try MannWhitneyTest([1, 2, 3, 5, 7], [4, 6, 8, 9, 10])
    #expect(test.u == 22)
    #expect(abs(test.pValue - 14.0 / 252) < 1e-15)
    let two = try MannWhitneyTest([3, 4, 5, 6, 7], [1, 2, 2.5, 3.5, 4.5])  // 0 + 0 + 0 + 1 + 2 = 3
    #expect(two.u == 3 && abs(two.pValue - 14.0 / 252) < 1e-15)
    let critical = try MannWhitneyTest([3, 4, 5, 6, 7], [1, 2, 2.5, 2.7, 4.5])  // 0 + 0 + 0 + 0 + 2 = 2
    #expect(critical.u == 2 && abs(critical.pValue - 8.0 / 252) < 1e-15)
  }

  /// Published critical values of U for 8 and 8, two-sided: 13 at α = 0.05 and 7 at α = 0.01;
  /// the exact p must fall at or below α there and above it one step further.
  @Test(arguments: [(13, 0.05), (7, 0.01)])
  func tableCriticalValuesForEightAndEight(critical: Int, alpha: Double) throws {
    let first = (0..<8).map(Double.init)
    func second(u: Int) -> [Double] {
      // Element i beats the first sample's values below it: c_i of them, c summing to u.
      var counts = Array(repeating: 0, count: 8)
      var left = u
      for i in counts.indices {
        counts[i] = min(8, left)
        left -= counts[i]
      }
      return counts.enumerated().map { i, c in c == 0 ? -0.5 - Double(i) / 10 : Double(c) - 0.5 }
    }
    let at = try MannWhitneyTest(first, second(u: critical))
    let beyond = try MannWhitneyTest(first, second(u: critical + 1))
    #expect(at.u == Double(critical) && beyond.u == Double(critical + 1))
    #expect(
      at.pValue <= alpha && beyond.pValue > alpha,
      "p(U=\(critical)) = \(at.pValue), p(U=\(critical + 1)) = \(beyond.pValue)")
    let mirrored = try MannWhitneyTest(second(u: critical), first)
    #expect(mirrored.u == Double(64 - critical) && abs(mirrored.pValue - at.pValue) < 1e-15)
  }

  /// Ties: midranks 1.5, 1.5 | 4, 4, 4 | 7, 7, 7, so the second sample's rank sum is
  /// 4 + 21 = 25 and U = 25 − 10 = 15; tie groups 2, 3, 3 give Σ(t³ − t) = 54 and
  /// σ² = 16/12 · (9 − 54/56) = 75/7; z = (|15 − 8| − ½)/σ.
  @Test func tiesUseMidranksAndTheTieCorrectedNormalApproximation() throws {
    let test = try MannWhitneyTest([1, 1, 2, 2], [2, 3, 3, 3])
    #expect(test.u == 15 && !test.isExact)
    let z = 6.5 / (75.0 / 7).squareRoot()
    #expect(abs(test.pValue - erfc(z / 2.0.squareRoot())) < 1e-15)
    #expect(abs(test.pValue - 0.04705744628217288) < 1e-12)
  }

  /// 40 and 40 distinct values (beyond the exact limit): second value j (20.5 + j) beats
  /// min(40, 21 + j) of the first, U = Σ = 570 + 840 = 1410; σ² = 1600/12 · 81 = 10800.
  @Test func largeSamplesUseTheNormalApproximation() throws {
    let test = try MannWhitneyTest((0..<40).map(Double.init), (0..<40).map { 20.5 + Double($0) })
    #expect(test.u == 1410 && !test.isExact)
    let z = (1410 - 800 - 0.5) / 10800.0.squareRoot()
    #expect(abs(test.pValue / erfc(z / 2.0.squareRoot()) - 1) < 1e-12)
  }

  @Test func identicalSamplesAreNotSignificant() throws {
    let test = try MannWhitneyTest([1, 2, 3], [1, 2, 3])
    #expect(test.u == 4.5 && test.pValue == 1)
    #expect(try MannWhitneyTest([5, 5, 5], [5, 5, 5]).pValue == 1)
  }

  @Test func rejectsEmptySamplesAndNaN() {
    #expect(throws: StatisticsError.emptySample) { try MannWhitneyTest([], [1]) }
    #expect(throws: StatisticsError.notANumber(index: 3)) { try MannWhitneyTest([1, 2], [3, .nan]) }
  }
}
