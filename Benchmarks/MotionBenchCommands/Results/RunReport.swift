import BenchmarkKit

/// The rows of a run, written as long-format CSV with the run's metadata in every row.
struct RunReport {
  /// The columns of a results file.
  static let columns = RunMetadata.csvColumns + ResultRow.columns

  /// The run's identity, written in every row.
  let identity: RunIdentity
  var rows: [ResultRow] = []

  /// The report of a run being made.
  init(metadata: RunMetadata) { identity = RunIdentity(metadata) }

  /// The report of a run read back (its identity as the file wrote it).
  init(identity: RunIdentity) { self.identity = identity }

  mutating func add(_ row: ResultRow) { rows.append(row) }

  /// Writes the CSV atomically (temporary file, then rename).
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - followingLink: Whether a symbolic link at `path` may be written through (the user named it).
  ///   - exclusive: The file must be new (a run's own results file).
  /// - Throws: ``AtomicFileError``.
  func write(to path: String, followingLink: Bool = true, exclusive: Bool = false) throws {
    let output = try AtomicFile(path: path, followingLink: followingLink, exclusive: exclusive)
    var writer = CSVWriter(columns: Self.columns, output: output)
    let fixed = identity.csvValues
    for row in rows {
      for value in fixed { writer.append(value) }
      row.append(to: &writer)
      try writer.endRow()
    }
    try writer.finish()
  }

  /// The first value of a metric matching the filters.
  func value(
    _ metric: Metric, phase: Phase, solver: ResultSolver? = nil, channel: ResultChannel? = nil, threads: Int? = nil
  )
    -> Double?
  {
    rows.first {
      $0.measures(metric) && $0.phase == phase && (solver == nil || $0.solver == solver)
        && (channel == nil || $0.channel == channel) && (threads == nil || $0.scene.threads == threads)
    }?.value
  }

  /// The median of a metric's timing rounds for a solver, or nil without rounds.
  func medianOfRounds(_ metric: Metric, phase: Phase, solver: ResultSolver) -> Double? {
    let rounds = rows.filter { $0.phase == phase && $0.solver == solver && $0.measures(metric) }
    return (try? Statistics(rounds.map(\.value)))?.median
  }
}
