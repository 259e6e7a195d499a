import BenchmarkKit
import Glibc

/// The histories a dashboard draws, read and grouped: per machine fingerprint its runs in
/// commit order and its series. Machines are never mixed.
struct DashboardHistory: Sendable {
  /// One machine: its runs and every figure's series over them.
  struct Machine: Sendable {
    let fingerprint: String
    /// The runs in commit order (timestamp order; file order for equal timestamps).
    let runs: [RunIdentity]
    /// The series, by kind, then solver, then metric.
    let series: [DashboardSeries]

    /// The machine in a few words (its newest run's).
    var description: String { runs.last?.machineDescription ?? "" }
  }

  /// The machines, by fingerprint.
  let machines: [Machine]

  /// Reads history files.
  ///
  /// - Parameter paths: The files, each written by `run` (``History/columns``).
  /// - Throws: ``DashboardError``: `.missing` for a file that does not exist or cannot be
  ///   opened; `.data` for a malformed file, one whose columns are not the history's, a
  ///   figure twice in one run, or no run at all.
  init(paths: [String], detector: ChangePointDetector = ChangePointDetector()) throws(DashboardError) {
    var rows: [History.Row] = []
    for path in paths { rows += try Self.read(path) }
    guard !rows.isEmpty else {
      throw DashboardError(
        cause: .data, message: "\(Self.list(paths)) \(paths.count == 1 ? "has" : "have") no runs (only a header)")
    }
    try self.init(rows: rows, detector: detector)
  }

  /// Groups rows (of any files) into machines.
  ///
  /// - Throws: ``DashboardError`` `.data` when a run has a figure twice.
  init(rows: [History.Row], detector: ChangePointDetector = ChangePointDetector()) throws(DashboardError) {
    var byMachine: [String: [History.Row]] = [:]
    for row in rows { byMachine[row.identity.fingerprint, default: []].append(row) }
    machines = try byMachine.keys.sorted().map { (fingerprint) throws(DashboardError) in
      try Self.machine(fingerprint, rows: byMachine[fingerprint] ?? [], detector: detector)
    }
  }

  private static func machine(
    _ fingerprint: String, rows: [History.Row], detector: ChangePointDetector
  ) throws(DashboardError) -> Machine {
    var runIndex: [[String]: Int] = [:]
    var identities: [RunIdentity] = []
    var figures: [[FigureKey: History.Row]] = []
    for row in rows {
      let index =
        runIndex[row.run]
        ?? {
          runIndex[row.run] = identities.count
          identities.append(row.identity)
          figures.append([:])
          return identities.count - 1
        }()
      guard figures[index][row.key] == nil else {
        throw DashboardError(
          cause: .data,
          message:
            "run \(row.identity.timestamp) at commit \(row.identity.gitCommit) has \(row.key.solverLabel) "
            + "\(row.key.metric) twice (is a history given twice?)")
      }
      figures[index][row.key] = row
    }
    // Commit order: by timestamp, file order for equal ones (a stable sort of the positions).
    let order = identities.indices.sorted { (identities[$0].timestamp, $0) < (identities[$1].timestamp, $1) }
    let runs = order.map { identities[$0] }
    var keys: [FigureKey: String] = [:]  // key → unit
    for run in figures { for (key, row) in run where keys[key] == nil { keys[key] = row.unit.description } }
    let series = keys.keys.sorted(by: Self.precedes).map { key in
      let points = order.enumerated().compactMap { position, run -> DashboardSeries.Point? in
        figures[run][key].map { DashboardSeries.Point(run: position, value: $0.value, low: $0.low, high: $0.high) }
      }
      return DashboardSeries(key: key, unit: keys[key] ?? "", points: points, detector: detector)
    }
    return Machine(fingerprint: fingerprint, runs: runs, series: series)
  }

  /// The order of charts: kind, solver, metric, channel, tolerance, scene.
  private static func precedes(_ a: FigureKey, _ b: FigureKey) -> Bool {
    let kinds = DashboardSeries.Kind.allCases
    let rank = (kinds.firstIndex(of: .init(a)) ?? 0, kinds.firstIndex(of: .init(b)) ?? 0)
    if rank.0 != rank.1 { return rank.0 < rank.1 }
    return (
      a.solver.description, a.metric.description, a.channel.description, a.toleranceText, a.scene, a.phase.rawValue
    )
      < (b.solver.description, b.metric.description, b.channel.description, b.toleranceText, b.scene, b.phase.rawValue)
  }

  /// Reads one history, refusing any other columns.
  private static func read(_ path: String) throws(DashboardError) -> [History.Row] {
    let table: CSVTable
    do {
      table = try CSVTable(contentsOfFile: path)
    } catch .cannotOpen(_, let code) {
      throw DashboardError(
        cause: .missing, message: "cannot read history '\(path)': \(POSIX.message(for: code))")
    } catch {
      throw DashboardError(cause: .data, message: "history '\(path)': \(error.description)")
    }
    let expected = Set(History.columns)
    let unknown = table.columns.filter { !expected.contains($0) }
    let missing = History.columns.filter { !table.columns.contains($0) && !History.addedColumns.contains($0) }
    guard unknown.isEmpty, missing.isEmpty else {
      let parts =
        (unknown.isEmpty ? [] : ["unknown column\(unknown.count == 1 ? "" : "s") \(list(unknown))"])
        + (missing.isEmpty ? [] : ["no column\(missing.count == 1 ? "" : "s") \(list(missing))"])
      throw DashboardError(
        cause: .data,
        message: "'\(path)' is not a history of motion-bench run: \(parts.joined(separator: ", ")) "
          + "(a history has exactly the columns of results/history.csv, docs/csv.md)")
    }
    let rows: [History.Row]
    do {
      rows = try History.rows(in: table, path: path)
    } catch {
      throw DashboardError(cause: .data, message: error.description)
    }
    for (index, row) in rows.enumerated() {
      for (column, number) in [("value", row.value), ("low", row.low), ("high", row.high)] {
        guard let number, !number.isFinite else { continue }
        throw DashboardError(
          cause: .data,
          message: "history '\(path)' line \(table.line(ofRow: index)): \(column) '\(number)' is not a finite number")
      }
    }
    return rows
  }

  /// Names quoted and joined: `'a', 'b'`.
  private static func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}
