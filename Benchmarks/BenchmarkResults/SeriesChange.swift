import BenchmarkKit

/// Where a figure's series over a machine's runs changed level: the one analysis of a history's
/// series that `compare --history` (the newest step beyond its threshold) and `dashboard` (every
/// step, marked on its chart) both make.
///
/// A timing series changes where ``ChangePointDetector`` finds a change point, with its
/// estimate's interval and p-value; a deterministic one (errors, work, instruction counts)
/// wherever its rule (``Metric/deterministicRule``) judges a run against the one before it.
package struct SeriesChange: Sendable, Equatable {
  /// The position in the series of the first run after the change.
  package var point: Int
  /// The later level over the earlier one, and its 95 % interval (equal to it for a
  /// deterministic figure).
  package var ratio: Double
  package var low: Double
  package var high: Double
  /// The t test's p-value; nil for a deterministic figure.
  package var pValue: Double?
  /// `regression` or `improvement`, after the metric's polarity.
  package var verdict: Verdict

  /// The changes of a series, earliest first.
  ///
  /// - Parameters:
  ///   - values: The figure's value per run, in run order.
  ///   - metric: The figure's metric (nil for a name this version does not know: no changes
  ///     unless `timing`).
  ///   - timing: Whether the values are medians of timed rounds.
  ///   - detector: How a timing series' change points are found.
  /// - Returns: Every change, earliest first.
  package static func changes(
    in values: [Double], metric: Metric?, timing: Bool, detector: ChangePointDetector = ChangePointDetector()
  ) -> [SeriesChange] {
    let higherIsBetter = metric?.definition.polarity == .higherIsBetter
    func verdict(_ ratio: Double) -> Verdict { (ratio > 1) != higherIsBetter ? .regression : .improvement }
    if timing {
      return detector.changePoints(in: values).map { point in
        SeriesChange(
          point: point.index, ratio: point.estimate.ratio, low: point.estimate.low, high: point.estimate.high,
          pValue: point.pValue, verdict: verdict(point.estimate.ratio))
      }
    }
    guard let rule = metric?.deterministicRule else { return [] }
    return values.indices.dropFirst().compactMap { index in
      let judged = rule.verdict(base: values[index - 1], head: values[index])
      guard judged != .unchanged else { return nil }
      let ratio = values[index] / values[index - 1]
      return SeriesChange(point: index, ratio: ratio, low: ratio, high: ratio, pValue: nil, verdict: judged)
    }
  }

  /// Whether the change's interval lies wholly beyond `threshold` either way (a deterministic
  /// change always does: its rule judged it).
  package func isBeyond(_ threshold: Double) -> Bool {
    pValue == nil || low > 1 + threshold || high < 1 - threshold
  }
}
