import BenchmarkKit
import Glibc

/// A results file of `motion-bench run`, read by column name (extra columns are ignored and
/// missing optional ones read as empty, so files of the previous schema load).
struct RunResults: Sendable {
  /// One row of the file.
  struct Row: Sendable, Equatable {
    var phase = "", solver = "", tolerance = "", channel = "", metric = "", unit = ""
    var round: Int?
    var value = 0.0
    /// The scene the row was measured on: seed, selectors, seconds, hz (as written).
    var scene = ""
    /// The worker threads of the measurement (as written).
    var threads = ""
    /// Which of the pooled files (processes) the row came from, from 0.
    var process = 0

    /// What identifies an observation across files: phase, solver, tolerance, channel, metric.
    var key: String { [phase, solver, tolerance, channel, metric].joined(separator: "\u{1F}") }
  }

  /// The columns a results file must have.
  static let requiredColumns = ["phase", "solver", "metric", "value"]

  /// The run's identity (of its first row).
  let identity: RunIdentity
  /// The rows, in file order.
  let rows: [Row]
  /// The file(s) read, for messages.
  let source: String

  /// Reads a results file.
  ///
  /// - Parameter path: The CSV file.
  /// - Throws: ``ResultsFileError`` naming the file and the cause.
  init(contentsOfFile path: String) throws(ResultsFileError) {
    let table = try ResultsFileError.table(path, columns: Self.requiredColumns, kind: "a results file")
    guard !table.rows.isEmpty else { throw ResultsFileError(path: path, reason: "has no rows") }
    let index = Dictionary(table.columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var rows: [Row] = []
    rows.reserveCapacity(table.rows.count)
    for (number, fields) in table.rows.enumerated() {
      func field(_ name: String) -> String { index[name].map { fields[$0] } ?? "" }
      let line = "line \(table.line(ofRow: number))"
      guard let value = Double(field("value")) else {
        throw ResultsFileError(path: path, reason: "\(line): value '\(field("value"))' is not a number")
      }
      let roundText = field("round")
      let round = Int(roundText)
      guard roundText.isEmpty || round.map({ $0 >= 1 }) == true else {
        throw ResultsFileError(path: path, reason: "\(line): round '\(roundText)' is not a positive integer")
      }
      rows.append(
        Row(
          phase: field("phase"), solver: field("solver"), tolerance: field("tolerance"), channel: field("channel"),
          metric: field("metric"), unit: field("unit"), round: round, value: value,
          scene: [field("seed"), field("selectors"), field("seconds"), field("hz")].joined(separator: ","),
          threads: field("threads")))
    }
    let first = table.rows[0]
    identity = RunIdentity { name in index[name].map { first[$0] } ?? "" }
    self.rows = rows
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
    let others = files.enumerated().dropFirst().flatMap { index, file in
      file.rows.filter { $0.round != nil }.map { row in
        var row = row
        row.process = index
        return row
      }
    }
    rows = files[0].rows + others
    source = files.map(\.source).joined(separator: ",")
  }
}

/// A results file that cannot be used: unreadable, malformed, or not written by `run`.
struct ResultsFileError: Error, Equatable, CustomStringConvertible {
  /// The file.
  let path: String
  /// What is wrong with it.
  let reason: String

  var description: String { "'\(path)': \(reason)" }

  /// Reads `path` as a CSV table that has `columns`, or explains why not.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - columns: The columns it must have.
  ///   - kind: What the file should be, for the message (e.g. `a results file`).
  /// - Returns: The table.
  static func table(_ path: String, columns: [String], kind: String) throws(ResultsFileError) -> CSVTable {
    let table: CSVTable
    do {
      table = try CSVTable(contentsOfFile: path)
    } catch .cannotOpen(_, let code) {
      throw ResultsFileError(path: path, reason: "cannot read it: \(String(cString: strerror(code)))")
    } catch {
      throw ResultsFileError(path: path, reason: error.description)
    }
    if let missing = columns.first(where: { !table.columns.contains($0) }) {
      throw ResultsFileError(path: path, reason: "not \(kind) of motion-bench run (no column '\(missing)')")
    }
    return table
  }
}
