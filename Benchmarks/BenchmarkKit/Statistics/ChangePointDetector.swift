import Glibc

/// Finds the change points of a series of runs in commit order: E-Divisive means (Matteson
/// and James 2014) with a Student's t test in place of the permutation test, over windows of
/// ``window`` runs, as Apache Otava does, then filtered as Chromium's dashboard filters its
/// alerts (``minimumSegment`` runs a side, a median change of at least ``minimumChange``).
///
/// The values are timing medians, one per process, so the test works in logs. Each window is
/// split recursively: the split that maximises the energy statistic is kept when the t test
/// of its two sides has `p < maximumPValue`. The t test's noise is the ``NoiseModel`` spread
/// between processes, pooled around each side's mean (``NoiseModel/init(groups:)``), so the
/// step itself is not noise. Windows overlap by half;
/// their change points are merged and then re-tested against their neighbours, the weakest
/// removed first, until every one left passes.
package struct ChangePointDetector: Sendable, Equatable {
  /// The runs per window: 50.
  package var window = 50
  /// The fewest runs on each side of a change point: 6.
  package var minimumSegment = 6
  /// The smallest change of the median that counts: 1 %.
  package var minimumChange = 0.01
  /// The largest p-value of the t test that keeps a change point: 0.0003 (0.001 gave 1.5 false
  /// change points per 100 flat series of 30 runs at 2 % noise; 0.0003 gives 0.2).
  package var maximumPValue = 0.0003

  /// The detector with its defaults.
  package init() {}

  /// The change points of a series, in order.
  ///
  /// - Parameter values: The runs' values in commit order (positive and finite; a series
  ///   with any other value has no change points).
  /// - Returns: Every kept change point, earliest first.
  package func changePoints(in values: [Double]) -> [ChangePoint] {
    guard values.count >= 2 * minimumSegment, values.allSatisfy({ $0 > 0 && $0.isFinite }) else { return [] }
    let logs = values.map { log($0) }
    var candidates = Set<Int>()
    let stride = max(1, window / 2)
    var start = 0
    while true {
      let end = min(logs.count, start + window)
      split(logs, start..<end, into: &candidates)
      if end == logs.count { break }
      start += stride
    }
    return pruned(candidates.sorted(), logs)
  }

  /// Splits a segment recursively at its best energy split while the split passes the tests.
  private func split(_ logs: [Double], _ segment: Range<Int>, into found: inout Set<Int>) {
    var pending = [segment]
    while let part = pending.popLast() {
      guard let index = Self.bestSplit(logs, part, minimumSegment: minimumSegment),
        test(logs, before: part.lowerBound..<index, after: index..<part.upperBound) != nil
      else { continue }
      found.insert(index)
      pending += [part.lowerBound..<index, index..<part.upperBound]
    }
  }

  /// Re-tests each candidate between its neighbours (each side at most a window long) and
  /// removes the weakest failing one until all pass.
  private func pruned(_ candidates: [Int], _ logs: [Double]) -> [ChangePoint] {
    var kept = candidates
    while true {
      var points: [ChangePoint] = []
      var weakest: (position: Int, pValue: Double)?
      for (position, index) in kept.enumerated() {
        let low = max(position > 0 ? kept[position - 1] : 0, index - window)
        let high = min(position + 1 < kept.count ? kept[position + 1] : logs.count, index + window)
        if let point = test(logs, before: low..<index, after: index..<high) {
          points.append(point)
        } else {
          let p = Self.pValue(logs, before: low..<index, after: index..<high) ?? 1
          if p >= (weakest?.pValue ?? -1) { weakest = (position, p) }
        }
      }
      guard let weakest else { return points }
      kept.remove(at: weakest.position)
    }
  }

  /// The change between two adjacent segments when it passes every test, else `nil`.
  private func test(_ logs: [Double], before: Range<Int>, after: Range<Int>) -> ChangePoint? {
    guard before.count >= minimumSegment, after.count >= minimumSegment,
      let (d, error, degrees) = Self.difference(logs, before: before, after: after)
    else { return nil }
    let p = Self.tail(d, error, degrees)
    let medianChange = exp(Self.median(logs[after]) - Self.median(logs[before])) - 1
    guard p < maximumPValue, abs(medianChange) >= minimumChange else { return nil }
    let half = StudentT.criticalValue(confidence: 0.95, degreesOfFreedom: degrees) * error
    return ChangePoint(
      index: after.lowerBound, before: before, after: after,
      estimate: RatioEstimate(logDifference: d, halfWidth: half), medianChange: medianChange, pValue: p)
  }

  /// The t test's p-value between two segments, or `nil` when they are too short to test.
  private static func pValue(_ logs: [Double], before: Range<Int>, after: Range<Int>) -> Double? {
    guard let (d, error, degrees) = difference(logs, before: before, after: after) else { return nil }
    return tail(d, error, degrees)
  }

  /// The two-sided p-value of `d` in standard errors; a difference without noise is certain.
  private static func tail(_ d: Double, _ error: Double, _ degrees: Double) -> Double {
    guard error > 0 else { return d == 0 ? 1 : 0 }
    return StudentT.twoSidedTail(d / error, degreesOfFreedom: degrees)
  }

  /// The later segment's mean log minus the earlier one's, its standard error and degrees of
  /// freedom. The noise is the ``NoiseModel`` spread between processes, pooled around each
  /// segment's own mean (``NoiseModel/init(groups:)``), so that the step between them does not
  /// count as noise.
  private static func difference(
    _ logs: [Double], before: Range<Int>, after: Range<Int>
  ) -> (d: Double, error: Double, degrees: Double)? {
    guard before.count >= NoiseModel.minimumHistory, after.count >= NoiseModel.minimumHistory,
      let noise = NoiseModel(groups: [Array(logs[before]), Array(logs[after])]),
      let degrees = noise.degreesOfFreedom.map(Double.init), noise.spread.isFinite
    else { return nil }
    let spread = noise.spread
    let d = mean(logs[after]) - mean(logs[before])
    return (d, spread * (1 / Double(before.count) + 1 / Double(after.count)).squareRoot(), degrees)
  }

  private static func mean(_ part: ArraySlice<Double>) -> Double { part.reduce(0, +) / Double(part.count) }

  private static func median(_ part: ArraySlice<Double>) -> Double {
    let sorted = part.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
