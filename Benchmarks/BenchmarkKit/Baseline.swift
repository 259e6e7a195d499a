/// Whether a smaller or a larger value of a metric is the better one.
public enum MetricDirection: String, Sendable {
  /// Time, memory, error: smaller is better.
  case lowerIsBetter = "lower"
  /// Throughput, accuracy digits: larger is better.
  case higherIsBetter = "higher"
}

/// A named measurement to compare against a baseline.
public struct Metric: Sendable, Equatable {
  /// The metric's name, matching the baseline's `metric` column.
  public var name: String
  /// The measured value.
  public var value: Double
  /// Which direction counts as an improvement.
  public var direction: MetricDirection
  /// The relative change tolerated before a change counts, e.g. `0.10` for 10 %.
  public var threshold: Double

  /// Creates a metric.
  ///
  /// - Parameters:
  ///   - name: The metric's name.
  ///   - value: The measured value.
  ///   - direction: Which direction counts as an improvement.
  ///   - threshold: The tolerated relative change; must be finite and not negative.
  public init(name: String, value: Double, direction: MetricDirection, threshold: Double) {
    precondition(threshold >= 0 && threshold.isFinite, "threshold must be a finite, non-negative fraction")
    self.name = name
    self.value = value
    self.direction = direction
    self.threshold = threshold
  }
}

/// Reference values of named metrics, stored as a CSV file with columns
/// `metric,value` (plus ``RunMetadata`` columns, which reading ignores).
public struct Baseline: Sendable, Equatable {
  /// The baseline's name, as shown in comparison reports (e.g. `main`).
  public let name: String
  /// The reference value of each metric.
  public let values: [String: Double]

  /// Creates a baseline from values.
  ///
  /// - Parameters:
  ///   - name: The baseline's name.
  ///   - values: The reference value of each metric.
  public init(name: String, values: [String: Double]) {
    self.name = name
    self.values = values
  }

  /// Reads a baseline CSV file; if a metric appears twice the last row wins.
  ///
  /// - Parameters:
  ///   - name: The baseline's name.
  ///   - path: The CSV file, with at least the columns `metric` and `value`.
  /// - Throws: ``CSVReadError`` if the file cannot be read, lacks a column or
  ///   holds a malformed number.
  public init(name: String, contentsOfFile path: String) throws(CSVReadError) {
    let table = try CSVTable(contentsOfFile: path)
    let pairs = zip(try table.strings("metric"), try table.doubles("value"))
    self.init(name: name, values: Dictionary(pairs, uniquingKeysWith: { _, last in last }))
  }

  /// Writes the baseline atomically as CSV, rows sorted by metric name.
  ///
  /// - Parameters:
  ///   - path: The destination file.
  ///   - metadata: The run the values come from, written into every row.
  /// - Throws: ``AtomicFileError`` if the file cannot be written.
  public func write(to path: String, metadata: RunMetadata) throws(AtomicFileError) {
    var csv = CSVWriter(columns: ["metric", "value"] + RunMetadata.csvColumns, output: try AtomicFile(path: path))
    for (metric, value) in values.sorted(by: { $0.key < $1.key }) {
      csv.append(metric)
      csv.append(value)
      for field in metadata.csvValues { csv.append(field) }
      try csv.endRow()
    }
    try csv.finish()
  }

  /// Compares metrics against this baseline.
  ///
  /// The relative change is `(value - baseline) / |baseline|`. A metric
  /// regresses when the change is worse than its threshold in its direction
  /// (above `+threshold` for lower-is-better, below `-threshold` for
  /// higher-is-better), improves when it is better by more than the threshold,
  /// and is otherwise unchanged; a change of exactly the threshold is
  /// unchanged. A NaN value or baseline counts as a regression; a baseline of 0
  /// gives an infinite change unless the value is 0 as well.
  ///
  /// - Parameter metrics: The current measurements.
  /// - Returns: One entry per metric, in the given order.
  public func compare(_ metrics: [Metric]) -> BaselineComparison {
    let entries = metrics.map { metric in
      guard let reference = values[metric.name] else {
        return BaselineComparison.Entry(metric: metric, baselineValue: nil, relativeChange: nil, verdict: .notInBaseline)
      }
      let change = metric.value == reference ? 0 : (metric.value - reference) / abs(reference)
      let betterward = metric.direction == .lowerIsBetter ? -change : change
      let verdict: BaselineComparison.Verdict =
        if betterward.isNaN || betterward < -metric.threshold {
          .regressed
        } else if betterward > metric.threshold {
          .improved
        } else {
          .unchanged
        }
      return BaselineComparison.Entry(metric: metric, baselineValue: reference, relativeChange: change, verdict: verdict)
    }
    return BaselineComparison(baselineName: name, entries: entries)
  }
}

/// The outcome of ``Baseline/compare(_:)``.
public struct BaselineComparison: Sendable, Equatable {
  /// How a metric fared against the baseline.
  public enum Verdict: String, Sendable {
    /// Better than the baseline by more than the threshold.
    case improved
    /// Worse than the baseline by more than the threshold, or NaN.
    case regressed
    /// Within the threshold of the baseline.
    case unchanged
    /// The baseline has no value for this metric.
    case notInBaseline = "not in baseline"
  }

  /// One metric's comparison.
  public struct Entry: Sendable, Equatable {
    /// The current measurement.
    public let metric: Metric
    /// The baseline's value, or `nil` if it has none.
    public let baselineValue: Double?
    /// `(value - baseline) / |baseline|`, or `nil` without a baseline value.
    public let relativeChange: Double?
    /// The classification of the change.
    public let verdict: Verdict
  }

  /// The name of the baseline compared against.
  public let baselineName: String
  /// One entry per compared metric, in the order given.
  public let entries: [Entry]

  /// The entries that regressed.
  public var regressions: [Entry] { entries.filter { $0.verdict == .regressed } }

  /// The entries that improved.
  public var improvements: [Entry] { entries.filter { $0.verdict == .improved } }

  /// ``ExitCode/regression`` if any metric regressed, else ``ExitCode/success``
  /// (improvements and metrics missing from the baseline do not fail a run).
  public var exitCode: ExitCode { regressions.isEmpty ? .success : .regression }
}
