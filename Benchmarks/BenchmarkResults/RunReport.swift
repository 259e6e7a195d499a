import BenchmarkKit

/// The rows of a run, written as long-format CSV with the run's metadata in every row.
package struct RunReport {
  /// The columns of a results file.
  package static let columns = RunMetadata.csvColumns + ResultRow.columns

  /// The run's identity, written in every row.
  package private(set) var identity: RunIdentity
  /// The rows, compacted (``ResultRows``).
  package var rows = ResultRows()

  /// The report of a run being made.
  package init(metadata: RunMetadata) { identity = RunIdentity(metadata) }

  /// The report of a run read back (its identity as the file wrote it).
  package init(identity: RunIdentity) { self.identity = identity }

  package mutating func add(_ row: ResultRow) { rows.append(row) }

  /// Writes the CSV atomically (temporary file, then rename).
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - followingLink: Whether a symbolic link at `path` may be written through (the user named it).
  ///   - exclusive: The file must be new (a run's own results file).
  /// - Throws: ``AtomicFileError``.
  package func write(to path: String, followingLink: Bool = true, exclusive: Bool = false) throws {
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

  /// Writes the CSV as a new file named after the run id, `name(runID)`; when a file of that
  /// name exists (another run's), draws another run id and tries again, so that a run never
  /// loses its rows to a name clash. The file is created exclusively (never replaced).
  ///
  /// - Parameters:
  ///   - name: The file's path for a run id.
  ///   - newRunID: Draws another run id (``RunMetadata/newRunID()``).
  /// - Returns: The path written; ``identity`` then has the run id written.
  /// - Throws: ``AtomicFileError``, `.exists` after ``nameAttempts`` clashes.
  package mutating func writeNew(named name: (String) -> String, newRunID: () -> String = RunMetadata.newRunID) throws
    -> String
  {
    var attempts = 1
    while true {
      let path = name(identity.runID)
      do {
        try write(to: path, followingLink: false, exclusive: true)
        return path
      } catch AtomicFileError.exists(_) where attempts < Self.nameAttempts {
        identity.runID = newRunID()
        attempts += 1
      }
    }
  }

  /// How many run ids ``writeNew(named:newRunID:)`` tries.
  package static let nameAttempts = 100

  /// The first value of a metric matching the filters.
  package func value(
    _ metric: Metric, phase: Phase, solver: ResultSolver? = nil, channel: ResultChannel? = nil, threads: Int? = nil
  )
    -> Double?
  {
    rows.firstRow(describedBy: {
      $0.measures(metric) && $0.phase == phase && (solver == nil || $0.solver == solver)
        && (channel == nil || $0.channel == channel) && (threads == nil || $0.scene.threads == threads)
    })?.value
  }

  /// The median of a metric's timing rounds for a solver, or nil without rounds.
  package func medianOfRounds(_ metric: Metric, phase: Phase, solver: ResultSolver) -> Double? {
    let rounds = rows.positions(describedBy: { $0.phase == phase && $0.solver == solver && $0.measures(metric) })
    return (try? Statistics(rounds.map(rows.value(at:))))?.median
  }
}
