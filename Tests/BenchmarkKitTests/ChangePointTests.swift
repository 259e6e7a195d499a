import BenchmarkKit
import Glibc
import TestSupport
import Testing

/// ``ChangePointDetector`` on seeded synthetic series: how often it reports a change in a flat
/// series, how often it finds a 5 % step with 10 runs after it, and at which commit.
@Suite("Change points: E-Divisive means with a t test", .tags(.unit))
struct ChangePointTests {
  /// Synthetic timing medians, one per process, as ``SyntheticRun`` makes them: the median of
  /// 12 rounds, each off by `exp(0.015·z)` and one in twenty 10–50 % slower (a neighbour), times
  /// the process's own factor `exp(spread·z)`, the spread between processes.
  struct Series {
    var spread: Double

    func values(_ count: Int, stepAt step: Int? = nil, by factor: Double = 1, _ random: inout SeededGenerator)
      -> [Double]
    {
      (0..<count).map { index in
        let process = exp(spread * random.normal()) * (index >= (step ?? count) ? factor : 1)
        let rounds = (0..<12).map { _ in
          exp(0.015 * random.normal()) * (random.unit() < 0.05 ? 1.1 + 0.4 * random.unit() : 1)
        }.sorted()
        return 10 * process * (rounds[5] + rounds[6]) / 2
      }
    }
  }

  /// What the detector did on many seeded series.
  struct Figures: CustomStringConvertible {
    var series = 0
    var falsePoints = 0
    var detected = 0
    var commitErrors: [Int] = []

    var description: String {
      let errors = commitErrors.sorted()
      let exact = errors.filter { $0 == 0 }.count
      let near = errors.filter { $0 <= 2 }.count
      return
        "false change points per 100 flat series \(Double(falsePoints) * 100 / Double(series)); "
        + "5 % step detected in \(detected) of \(series); commit error: exact in \(exact), within 2 commits in "
        + "\(near), median \(errors.isEmpty ? 0 : errors[errors.count / 2]), max \(errors.last ?? 0)"
    }
  }

  static func measure(spread: Double, before: Int, after: Int, count: Int, seed: UInt64) -> Figures {
    var random = SeededGenerator(state: seed)
    let noise = Series(spread: spread)
    let detector = ChangePointDetector()
    var figures = Figures(series: count)
    for _ in 0..<count {
      figures.falsePoints += detector.changePoints(in: noise.values(before + after, &random)).count
      let points = detector.changePoints(in: noise.values(before + after, stepAt: before, by: 1.05, &random))
      if let point = points.min(by: { abs($0.index - before) < abs($1.index - before) }), point.change > 0 {
        figures.detected += 1
        figures.commitErrors.append(abs(point.index - before))
      }
    }
    return figures
  }

  /// The figures docs/comparing.md quotes (`swift test --filter ChangePointTests` prints them):
  /// 1000 flat series of 30 runs and 1000 with a 5 % step after 20 runs, 10 runs after it, at
  /// 2 % noise between processes; then the same at 1 % and 3 %, 300 series each.
  @Test func falseChangePointsDetectionAndCommitError() {
    let headline = Self.measure(spread: 0.02, before: 20, after: 10, count: 1000, seed: 34)
    print("change points, noise 2 %, 20 runs + 10 after a 5 % step: \(headline)")
    #expect(headline.falsePoints <= 10)  // ≤ 1 per 100 flat series
    #expect(headline.detected >= 900)  // ≥ 90 %
    let errors = headline.commitErrors.sorted()
    #expect(errors[errors.count / 2] == 0 && errors.filter { $0 <= 2 }.count * 10 >= errors.count * 8)
    for spread in [0.01, 0.03] {
      let figures = Self.measure(spread: spread, before: 20, after: 10, count: 300, seed: 35)
      print("change points, noise \(Int(spread * 100)) %, 20 runs + 10 after a 5 % step: \(figures)")
    }
  }

  /// A step the size of the old history test, and a flat series: found at its commit, and none.
  @Test func aStepInAHistory() throws {
    let values = [1.0, 1.02, 0.99, 1.01, 1.0, 0.98, 1.3, 1.31, 1.29, 1.3, 1.32, 1.28]
    let points = ChangePointDetector().changePoints(in: values)
    let point = try #require(points.first)
    #expect(points.count == 1 && point.index == 6 && abs(point.estimate.ratio - 1.3) < 0.02)
    #expect(point.estimate.low > 1.2 && point.estimate.high < 1.4 && point.pValue < 0.0005)
    #expect(point.before == 0..<6 && point.after == 6..<12 && abs(point.medianChange - 0.3) < 0.02)
    #expect(
      ChangePointDetector().changePoints(in: [1.0, 1.02, 0.99, 1.01, 1.0, 1.02, 1, 0.99, 1.01, 1, 1.02, 1]).isEmpty)
    // Fewer than 6 runs after the step: not yet a change point.
    #expect(ChangePointDetector().changePoints(in: Array(values.dropLast())).isEmpty)
    // A step without noise is certain.
    #expect(
      ChangePointDetector().changePoints(in: [Double](repeating: 1, count: 7) + [2, 2, 2, 2, 2, 2]).map(\.index) == [7])
    // A series with a value ≤ 0 has none.
    #expect(ChangePointDetector().changePoints(in: values.map { $0 - 1 }).isEmpty)
  }

  /// Two steps in one long series: both found, each at its commit (the second, 5 % at 1 %
  /// noise, may be placed one run early when that run happens to be slow).
  @Test func twoSteps() {
    var random = SeededGenerator(state: 7)
    let noise = Series(spread: 0.01)
    let values =
      noise.values(60, &random) + noise.values(60, &random).map { $0 * 1.1 }
      + noise.values(60, &random).map { $0 * 1.155 }
    let points = ChangePointDetector().changePoints(in: values)
    #expect(points.count == 2 && points[0].index == 60 && abs(points[1].index - 120) <= 1, "\(points.map(\.index))")
    #expect(points.count == 2 && abs(points[0].change - 0.1) < 0.01 && abs(points[1].change - 0.05) < 0.01)
  }
}
