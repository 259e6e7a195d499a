import BenchmarkKit
import Glibc

/// `results/history.csv`: the headline figures of every run that wrote `results/`, one row
/// per figure, appended atomically and judged against the earlier runs of the same machine.
enum History {
  /// One headline figure of one run.
  struct Row: Sendable, Equatable {
    var identity: RunIdentity
    /// The figure, with its scene.
    var key: FigureKey
    /// For timing the median over rounds, else the figure itself.
    var value = 0.0
    /// For timing the 10th percentile of the rounds.
    var low: Double?
    /// For timing the 90th percentile of the rounds.
    var high: Double?
    /// For timing the number of rounds.
    var n: Int?
    var unit = MetricUnit.none
    /// `regression`, `improvement` or empty: what the history said of it when it was appended.
    var verdict = ""

    /// What identifies the run the figure belongs to: its timestamp, commit and run id.
    var run: [String] { [identity.timestamp, identity.gitCommit, identity.runID] }
  }

  /// The columns of the history file. `scene` goes beyond the shared schema: without it a
  /// quick run would be judged against full runs.
  static let columns =
    RunMetadata.csvColumns + [
      "phase", "solver", "channel", "tolerance", "metric", "value", "low", "high", "n", "unit", "verdict", "scene",
    ]

  /// Columns of ``columns`` that a history written before them lacks (read as empty).
  static let addedColumns = [RunMetadata.Column.runID.rawValue]

  /// Where `run` keeps the history.
  static let defaultPath = "results/history.csv"

  /// How many earlier runs of the same machine a run is judged against.
  static let depth = 10

  /// A row's scene as the history writes it, e.g. `seed=1 selectors=5000 seconds=10 hz=120 threads=2`.
  static func sceneText(_ scene: ResultRow.Scene) -> String {
    func text<T>(_ value: T?, _ format: (T) -> String) -> String { value.map(format) ?? "" }
    return "seed=\(text(scene.seed, String.init)) selectors=\(text(scene.selectors, String.init)) "
      + "seconds=\(text(scene.seconds, CSVWriter.text)) hz=\(text(scene.hz, CSVWriter.text)) "
      + "threads=\(text(scene.threads, String.init))"
  }

  /// The headline figures of a run: per timed solver the median, p10, p90 and number of its
  /// rounds (wall-clock and CPU time per sample); every solver's overall accuracy (max error,
  /// visible-error samples, steps and evaluations per sample); each curve solver's max error;
  /// cachegrind's costs per sample (instructions, cache misses, estimated cycles).
  static func rows(of report: RunReport) -> [Row] {
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

  /// Whether a row (not a round) is a deterministic headline figure.
  private static func isHeadline(_ row: ResultRow) -> Bool {
    switch row.phase {
    case .accuracy: row.channel == .all && row.known?.deterministicRule != nil
    case .curves: row.measures(.maxError)
    case .instructions: row.known?.deterministicRule != nil
    default: false
    }
  }

  /// Reads a history file.
  ///
  /// - Parameter path: The CSV file.
  /// - Throws: ``ResultsFileError`` when it cannot be read, is malformed or lacks a column.
  static func read(_ path: String) throws(ResultsFileError) -> [Row] {
    try rows(in: ResultsFileError.table(path, columns: requiredColumns, kind: "a history file"), path: path)
  }

  /// The columns a history file must have.
  static let requiredColumns = [
    "timestamp", "git_commit", "fingerprint", "phase", "solver", "metric", "value", "n", "verdict",
  ]

  /// Whether a file is a history: the history `run` keeps, or any file whose header has a
  /// `verdict` column and no `round` (a results file has rounds, never verdicts). Reads only
  /// the header.
  ///
  /// - Parameter path: A file.
  /// - Returns: `true` for a history.
  static func isHistory(_ path: String) -> Bool {
    var mine = stat()
    var other = stat()
    if stat(path, &mine) == 0, stat(defaultPath, &other) == 0, mine.st_dev == other.st_dev, mine.st_ino == other.st_ino
    {
      return true
    }
    guard let header = CSVTable.header(ofFile: path) else { return false }
    return header.contains("verdict") && !header.contains("round")
  }

  /// The rows of a history table, by column name (missing optional columns read as empty).
  ///
  /// Rows written before runs had a run id are told apart as they were appended: a run is a
  /// stretch of rows of one timestamp and commit in which no figure repeats, so two runs of one
  /// commit and second are two runs (the second and later get the run id `legacy-2`, …).
  ///
  /// - Parameters:
  ///   - table: The table.
  ///   - path: The file, for messages.
  /// - Returns: The rows, in file order.
  /// - Throws: ``ResultsFileError`` naming the line of an unknown phase or a malformed number.
  static func rows(in table: CSVTable, path: String) throws(ResultsFileError) -> [Row] {
    let index = Dictionary(table.columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var rows: [Row] = []
    var legacy = (run: [String](), figures: Set<FigureKey>(), repeats: 0)
    for (number, fields) in table.rows.enumerated() {
      func field(_ name: String) -> String { index[name].map { fields[$0] } ?? "" }
      let line = "line \(table.line(ofRow: number))"
      func optional(_ name: String) throws(ResultsFileError) -> Double? {
        let text = field(name)
        guard !text.isEmpty else { return nil }
        guard let value = CSVTable.number(text) else {
          throw ResultsFileError(path: path, reason: "\(line): \(name) '\(text)' is not a number")
        }
        return value
      }
      guard let value = try optional("value") else {
        throw ResultsFileError(path: path, reason: "\(line): value is empty")
      }
      guard let phase = Phase(rawValue: field("phase")) else {
        throw ResultsFileError(path: path, reason: "\(line): phase '\(field("phase"))' is not a phase of run")
      }
      let key = FigureKey(
        phase: phase, solver: ResultSolver(csv: field("solver")), tolerance: try optional("tolerance"),
        channel: ResultChannel(csv: field("channel")), metric: ResultMetric(csv: field("metric")),
        scene: field("scene"))
      var identity = RunIdentity(field: field)
      if identity.runID.isEmpty {
        if legacy.run != [identity.timestamp, identity.gitCommit] {
          legacy = ([identity.timestamp, identity.gitCommit], [], 0)
        } else if legacy.figures.contains(key) {
          legacy = (legacy.run, [], legacy.repeats + 1)
        }
        legacy.figures.insert(key)
        if legacy.repeats > 0 { identity.runID = "legacy-\(legacy.repeats + 1)" }
      }
      rows.append(
        Row(
          identity: identity, key: key, value: value, low: try optional("low"),
          high: try optional("high"), n: try optional("n").map { Int(exactly: $0) ?? 0 },
          unit: MetricUnit(csv: field("unit")),
          verdict: field("verdict")))
    }
    return rows
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
  static func append(_ newRows: [Row], to path: String, policy: ResultComparison.Policy) throws -> ResultComparison {
    var comparison: ResultComparison?
    try CSVWriter.append(to: path, columns: columns) { existing, writer in
      var earlier: [Row] = []
      if let existing {
        try ResultsFileError.check(existing, path, columns: requiredColumns, kind: "a history file")
        earlier = try rows(in: existing, path: path)
      }
      let judged = ResultComparison(history: earlier + newRows, source: path, policy: policy)
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
    }
    return comparison ?? ResultComparison(history: newRows, source: path, policy: policy)
  }
}
