import BenchmarkKit
import Glibc

/// `results/history.csv`: the headline figures of every run that wrote `results/`, one row
/// per figure, appended atomically and judged against the earlier runs of the same machine.
package enum History {
  /// One headline figure of one run.
  package struct Row: Sendable, Equatable {
    package var identity: RunIdentity
    /// The figure, with its scene.
    package var key: FigureKey
    /// For timing the median over rounds, else the figure itself.
    package var value = 0.0
    /// For timing the 10th percentile of the rounds.
    package var low: Double?
    /// For timing the 90th percentile of the rounds.
    package var high: Double?
    /// For timing the number of rounds.
    package var n: Int?
    package var unit = MetricUnit.none
    /// `regression`, `improvement` or empty: what the history said of it when it was appended.
    package var verdict = ""

    /// What identifies the run the figure belongs to: its timestamp, commit and run id.
    package var run: [String] { identity.run }

    /// A row of its columns.
    package init(
      identity: RunIdentity, key: FigureKey, value: Double = 0, low: Double? = nil, high: Double? = nil,
      n: Int? = nil, unit: MetricUnit = .none, verdict: String = ""
    ) {
      self.identity = identity
      self.key = key
      self.value = value
      self.low = low
      self.high = high
      self.n = n
      self.unit = unit
      self.verdict = verdict
    }
  }

  /// The columns of the history file. `scene` goes beyond the shared schema: without it a
  /// quick run would be judged against full runs.
  package static let columns =
    RunMetadata.csvColumns + [
      "phase", "solver", "channel", "tolerance", "metric", "value", "low", "high", "n", "unit", "verdict", "scene",
    ]

  /// Columns of ``columns`` that a history written before them lacks (read as empty).
  package static let addedColumns = [RunMetadata.Column.runID.rawValue]

  /// Where `run` keeps the history.
  package static let defaultPath = "results/history.csv"

  /// How many earlier runs of the same machine a run is judged against.
  package static let depth = 10

  /// A row's scene as the history writes it, e.g. `seed=1 selectors=5000 seconds=10 hz=120 threads=2`.
  package static func sceneText(_ scene: ResultRow.Scene) -> String {
    func text<T>(_ value: T?, _ format: (T) -> String) -> String { value.map(format) ?? "" }
    return "seed=\(text(scene.seed, String.init)) selectors=\(text(scene.selectors, String.init)) "
      + "seconds=\(text(scene.seconds, CSVWriter.text)) hz=\(text(scene.hz, CSVWriter.text)) "
      + "threads=\(text(scene.threads, String.init))"
  }

  /// The headline figures of a run: per timed solver the median, p10, p90 and number of its
  /// rounds (wall-clock and CPU time per sample); every solver's overall accuracy (max error,
  /// visible-error samples, steps and evaluations per sample); each curve solver's max error;
  /// cachegrind's costs per sample (instructions, cache misses, estimated cycles).
  package static func rows(of report: RunReport) -> [Row] {
    let identity = report.identity
    func base(_ row: ResultRow) -> Row {
      var key = row.key
      key.scene = sceneText(row.scene)
      return Row(identity: identity, key: key, value: row.value, unit: row.unit)
    }
    var rows: [Row] = []
    var rounds: [FigureKey: (row: Row, values: [Double])] = [:]
    var order: [FigureKey] = []
    for row in report.rows {
      if row.round != nil {
        let figure = base(row)
        if rounds[figure.key] == nil { order.append(figure.key) }
        rounds[figure.key, default: (figure, [])].values.append(row.value)
      } else if isHeadline(row) {
        rows.append(base(row))
      }
    }
    let timing: [Row] = order.compactMap { key in
      guard let (row, values) = rounds[key], let statistics = try? Statistics(values) else { return nil }
      var figure = row
      (figure.value, figure.low, figure.high, figure.n) = (
        statistics.median, statistics.p10, statistics.p90, values.count
      )
      return figure
    }
    return timing + rows
  }

  /// Whether a row (not a round) is a headline figure: its metric declares it one in its phase
  /// (``Metric/headlinePhases``), over every channel for the accuracy phase.
  private static func isHeadline(_ row: ResultRow) -> Bool {
    guard let metric = row.known, metric.headlinePhases.contains(row.phase) else { return false }
    return row.phase != .accuracy || row.channel == .all
  }

  /// Reads a history file as a stream, its rows compacted (``HistoryRows``).
  ///
  /// - Parameter path: The CSV file.
  /// - Throws: ``ResultsFileError`` when it cannot be read, is malformed, lacks a column or
  ///   holds more rows than ``InputLimit/maximumKeptBytes`` keeps.
  package static func read(_ path: String) throws(ResultsFileError) -> HistoryRows {
    try HistoryRows(
      reading: ResultsFileError.reader(path, columns: requiredColumns, kind: "a history file"), path: path)
  }

  /// The columns a history file must have.
  package static let requiredColumns = [
    "timestamp", "git_commit", "fingerprint", "phase", "solver", "metric", "value", "n", "verdict",
  ]

  /// Whether a file is a history: the history `run` keeps, or any file whose header has a
  /// `verdict` column and no `round` (a results file has rounds, never verdicts). Reads only
  /// the header.
  ///
  /// - Parameter path: A file.
  /// - Returns: `true` for a history.
  package static func isHistory(_ path: String) -> Bool {
    var mine = stat()
    var other = stat()
    if stat(path, &mine) == 0, stat(defaultPath, &other) == 0, mine.st_dev == other.st_dev, mine.st_ino == other.st_ino
    {
      return true
    }
    guard let header = CSVTable.header(ofFile: path) else { return false }
    return header.contains("verdict") && !header.contains("round")
  }

  /// Appends a run's figures to a history file atomically and under the history's lock, each
  /// with its verdict against the earlier runs of the same machine as read under that lock;
  /// creates the file when missing. Columns the file has beyond ``columns`` are kept.
  ///
  /// - Parameters:
  ///   - newRows: The run's figures, from ``rows(of:)``.
  ///   - path: The history file (never written through a symbolic link).
  ///   - policy: How the verdicts judge (its gate does not matter here).
  /// - Returns: The comparison behind the verdicts.
  /// - Throws: ``ResultsFileError`` for an unreadable history, ``AtomicFileError`` when it
  ///   cannot be written; the old file is then left as it was.
  @discardableResult
  package static func append(_ newRows: [Row], to path: String, policy: ResultComparison.Policy) throws
    -> ResultComparison
  {
    var comparison: ResultComparison?
    var earlier = HistoryRows()
    var header = HistoryRows.Header([])
    try CSVWriter.append(
      to: path, columns: columns,
      existingHeader: { existing in
        if let missing = requiredColumns.first(where: { !existing.contains($0) }) {
          throw ResultsFileError(path: path, reason: "not a history file of motion-bench run (no column '\(missing)')")
        }
        header = HistoryRows.Header(existing)
      },
      existingRow: { record in try earlier.append(record, header: header, path: path) },
      then: { writer in
        for row in newRows { earlier.append(row) }
        let judged = ResultComparison(history: earlier, source: path, policy: policy)
        comparison = judged
        var verdicts: [FigureKey: Verdict] = [:]
        for entry in judged.entries {
          if let verdict = entry.verdict, verdict != .unchanged { verdicts[entry.key] = verdict }
        }
        for var row in newRows {
          row.verdict = verdicts[row.key]?.rawValue ?? ""
          for field in row.identity.csvValues { writer.append(field) }
          writer.append(row.key.phase.rawValue)
          writer.append(row.key.solver.name)
          writer.append(row.key.channel.text)
          writer.append(row.key.toleranceText)
          writer.append(row.key.metric.text)
          writer.append(row.value)
          for value in [row.low, row.high] { if let value { writer.append(value) } else { writer.append("") } }
          if let n = row.n { writer.append(n) } else { writer.append("") }
          writer.append(row.unit.text)
          writer.append(row.verdict)
          writer.append(row.key.scene)
          try writer.endRow()
        }
      })
    return comparison ?? ResultComparison(history: HistoryRows(newRows), source: path, policy: policy)
  }
}
