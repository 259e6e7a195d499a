import BenchmarkKit
import MotionCurves
import SpringTuning

extension TuneCommand {
  /// The weights `--weights` accepts.
  static let weightRange = 1e-6...1e6

  /// One `METRIC=WEIGHT` item of `--weights`; as an item of the list, its message reads `--weights must
  /// be a comma-separated list, each METRIC=WEIGHT with METRIC one of overshoot, … and WEIGHT a number
  /// from 1e-6 to 1e6 (got 'settle=0')`.
  static let weightItem = ValueParser<(metric: TuningMetric, weight: Double)> { text, name throws(ValidationError) in
    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, let metric = TuningMetric(rawValue: parts[0]),
      let weight = DecimalNumber.parse(parts[1]), weightRange.contains(weight)
    else {
      throw .invalidValue(
        name: name,
        expected: "METRIC=WEIGHT with METRIC one of \(list(TuningMetric.allCases.map(\.rawValue))) and WEIGHT a number "
          + "from \(MotionLimits.format(weightRange.lowerBound)) to \(MotionLimits.format(weightRange.upperBound))",
        got: text)
    }
    return (metric, weight)
  }

  static let weights = Option(
    "weights", valueName: "LIST",
    help: "Weights for a least-squares compromise, e.g. 'overshoot=2,settle=0.5' (default 1 each; "
      + "residuals are in % of a time, percentage points of overshoot, and excursions).", .list(of: weightItem))

  /// `--weights overshoot=2,settle=0.5` by metric; a later item wins.
  static func weights(_ parsed: ParsedArguments) throws(UsageError) -> [TuningMetric: Double] {
    var weights: [TuningMetric: Double] = [:]
    for item in try parsed[Self.weights] ?? [] { weights[item.metric] = item.weight }
    return weights
  }
}
