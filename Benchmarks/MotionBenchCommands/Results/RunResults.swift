import BenchmarkKit

/// A results file of `motion-bench run`, read by column name (extra columns are ignored and
/// missing optional ones read as empty, so files of the previous schema load).
struct RunResults: Sendable {
  /// The columns a results file must have.
  static let requiredColumns = ["phase", "solver", "metric", "value"]

  /// The run's identity (of its first row).
  let identity: RunIdentity
  /// The rows, in file order.
  let rows: [ResultRow]
  /// The file(s) read, for messages.
  let source: String

  /// Reads a results file.
  ///
  /// - Parameter path: The CSV file.
  /// - Throws: ``ResultsFileError`` naming the file and the cause.
  init(contentsOfFile path: String) throws(ResultsFileError) {
    let table = try ResultsFileError.table(path, columns: Self.requiredColumns, kind: "a results file")
    guard !table.rows.isEmpty else { throw ResultsFileError(path: path, reason: "has no rows") }
    rows = try ResultRow.rows(in: table, path: path)
    let first = table.rows[0]
    identity = RunIdentity { name in table.columns.firstIndex(of: name).map { first[$0] } ?? "" }
    source = path
  }

  /// Pools several results files of one side of a comparison: the first file's rows, plus
  /// the timing rounds of the others. Their identity is the first's, with the fingerprint
  /// emptied unless all files share it (so timings of mixed machines are not judged).
  ///
  /// - Parameter files: At least one results file.
  init(pooling files: [RunResults]) {
    var identity = files[0].identity
    if files.contains(where: { $0.identity.fingerprint != identity.fingerprint }) { identity.fingerprint = "" }
    self.identity = identity
    rows = files[0].rows + files.dropFirst().flatMap { $0.rows.filter { $0.round != nil } }
    source = files.map(\.source).joined(separator: ",")
  }
}
