import BenchmarkKit

/// A results file of `motion-bench run`, read by column name (extra columns are ignored and
/// missing optional ones read as empty, so files of the previous schema load).
package struct RunResults: Sendable {
  /// The columns a results file must have.
  package static let requiredColumns = ["phase", "solver", "metric", "value"]

  /// The run's identity (of its first row).
  package let identity: RunIdentity
  /// The rows, in file order.
  package let rows: ResultRows
  /// Where each pooled file's rows (processes) begin in ``rows``: the first file's at 0, each
  /// other's rounds after them.
  private let fileStarts: [Int]
  /// The file(s) read, for messages.
  package let source: String

  /// How many runs the file held (several when runs' files were concatenated).
  package let runCount: Int
  /// The notes of the pooled files that held several runs (``severalRunsNote``).
  package private(set) var severalRunsNotes: [String] = []

  /// Reads a results file as a stream, keeping the rows of its newest run only: a file of
  /// concatenated runs costs the memory of one run and one pass.
  ///
  /// A run is a stretch of rows with the same metadata (``RunMetadata/Column``); the newest
  /// has the latest timestamp, the last in the file among equals. Its rows are kept compacted
  /// (``ResultRows``), each row that is not a timing round counted with what a comparison keeps
  /// of it, within ``InputLimit/maximumKeptBytes``.
  ///
  /// - Parameter path: The CSV file.
  /// - Throws: ``ResultsFileError`` naming the file and the cause: unreadable, malformed, no
  ///   rows, a run whose rows resume after another run's, or a run past the memory kept.
  package init(contentsOfFile path: String) throws(ResultsFileError) {
    let reader = try ResultsFileError.reader(path, columns: Self.requiredColumns, kind: "a results file")
    let reading = ResultRow.Reading(columns: reader.columns, path: path)
    let metadata = RunMetadata.Column.allCases.map { reader.columns.firstIndex(of: $0.rawValue) }
    let timestamp = RunMetadata.Column.allCases.firstIndex(of: .timestamp) ?? 0
    var newest: (key: [String], rows: ResultRows, bytes: Int)?
    var current: (key: [String], rows: ResultRows)?
    var kept = KeptMemory()
    var seen: Set<[String]> = []
    func finishRun() {
      guard let run = current else { return }
      if newest.map({ $0.key[timestamp] <= run.key[timestamp] }) ?? true { newest = (run.key, run.rows, kept.bytes) }
    }
    try ResultsFileError.reading(path) {
      while let record = try reader.next() {
        // The fields are compared in place: a new array per row only when the run changes.
        var sameRun = current != nil
        var column = 0
        while sameRun, column < metadata.count {
          sameRun = (metadata[column].map { record.fields[$0] } ?? "") == current?.key[column]
          column += 1
        }
        if !sameRun {
          let key = metadata.map { $0.map { record.fields[$0] } ?? "" }
          finishRun()
          current = nil
          guard seen.insert(key).inserted else {
            throw ResultsFileError(
              path: path,
              reason: "line \(record.line): rows of the run of \(key[timestamp]) resume after another run's; "
                + "a results file keeps each run's rows together")
          }
          current = (key, ResultRows())
          // The newest run so far stays; the run read now has the rest of the memory.
          kept = KeptMemory(limit: InputLimit.maximumKeptBytes - (newest?.bytes ?? 0))
        }
        let row = try reading.row(record.fields, line: record.line)
        let isNew = current?.rows.append(row) ?? false
        try kept.add(Self.keptBytes(row, isNewDescription: isNew), line: record.line)
      }
    }
    finishRun()
    guard let newest, !newest.rows.isEmpty else { throw ResultsFileError(path: path, reason: "has no rows") }
    rows = newest.rows
    fileStarts = [0]
    identity = RunIdentity { name in
      RunMetadata.Column(rawValue: name).flatMap { RunMetadata.Column.allCases.firstIndex(of: $0) }
        .map { newest.key[$0] } ?? ""
    }
    runCount = seen.count
    source = path
    severalRunsNotes = severalRunsNote.map { [$0] } ?? []
  }

  /// The memory a row of a run keeps: a round its compacted row; any other row also what a
  /// comparison keeps of a figure (a group and an entry, with their text), about 0.5 KB.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - isNewDescription: Whether its description was new to the run's ``ResultRows``.
  /// - Returns: Bytes.
  package static func keptBytes(_ row: ResultRow, isNewDescription: Bool) -> Int {
    ResultRows.rowBytes + (row.round == nil ? 512 : 0) + (isNewDescription ? ResultRows.descriptionBytes : 0)
  }

  /// Which of the pooled files (processes) a row came from, counted from 0.
  ///
  /// - Parameter position: The row's position in ``rows``.
  /// - Returns: The file's index.
  package func file(ofRow position: Int) -> Int { (fileStarts.lastIndex { $0 <= position } ?? 0) }

  /// A note for standard error when the file held several runs, naming the one kept.
  package var severalRunsNote: String? {
    guard runCount > 1 else { return nil }
    return
      "'\(source)' holds \(runCount) runs; this is the newest, \(identity.timestamp) (commit \(identity.gitCommit))"
  }

  /// Pools several results files of one side of a comparison: the first file's rows, plus
  /// the timing rounds of the others. Their identity is the first's, with the fingerprint
  /// emptied unless all files share it (so timings of mixed machines are not judged).
  ///
  /// - Parameter files: At least one results file.
  package init(pooling files: [RunResults]) {
    var identity = files[0].identity
    if files.contains(where: { $0.identity.fingerprint != identity.fingerprint }) { identity.fingerprint = "" }
    self.identity = identity
    var rows = files[0].rows
    var fileStarts = [0]
    for file in files.dropFirst() {
      fileStarts.append(rows.count)
      for row in file.rows where row.round != nil { rows.append(row) }
    }
    self.rows = rows
    self.fileStarts = fileStarts
    source = files.map(\.source).joined(separator: ",")
    runCount = 1
    severalRunsNotes = files.compactMap(\.severalRunsNote)
  }
}
