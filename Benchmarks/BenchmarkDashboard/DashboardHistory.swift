import BenchmarkKit
import BenchmarkResults
import Glibc

/// The histories a dashboard draws, read and grouped: per machine fingerprint (or CPU family,
/// ``DashboardGrouping``) its runs in commit order and its series. Machines are never mixed.
package struct DashboardHistory: Sendable {
  /// One machine: its runs and every figure's series over them.
  package struct Machine: Sendable {
    /// The page's key: the fingerprint, or the CPU family's (``DashboardGrouping/key(of:)``).
    let fingerprint: String
    /// How the runs were grouped.
    let grouping: DashboardGrouping
    /// The runs in commit order (timestamp order; file order for equal timestamps).
    package let runs: [RunIdentity]
    /// The series, by kind, then solver, then metric.
    package let series: [DashboardSeries]

    /// The machine in a few words (its newest run's; ``DashboardGrouping/description(of:)``).
    var description: String { grouping.description(of: runs) }
  }

  /// The machines, by fingerprint.
  package let machines: [Machine]

  /// Reads history files, each as a stream into one compacted store (``HistoryRows``).
  ///
  /// - Parameters:
  ///   - paths: The files, each written by `run` (``History/columns``).
  ///   - grouping: What a machine page holds: one fingerprint (the default) or one CPU family.
  ///   - detector: The change-point detector of timing series.
  /// - Throws: ``DashboardError``: `.missing` for a file that does not exist or cannot be
  ///   opened; `.data` for a malformed file, one whose columns are not the history's, a
  ///   figure twice in one run, or no run at all.
  package init(
    paths: [String], grouping: DashboardGrouping = .fingerprint, detector: ChangePointDetector = ChangePointDetector()
  ) throws(DashboardError) {
    var rows = HistoryRows()
    for path in paths { try Self.read(path, into: &rows) }
    guard !rows.isEmpty else {
      throw DashboardError(
        cause: .data, message: "\(Self.list(paths)) \(paths.count == 1 ? "has" : "have") no runs (only a header)")
    }
    try self.init(rows: rows, grouping: grouping, detector: detector)
  }

  /// Groups rows (of any files) into machines.
  ///
  /// - Throws: ``DashboardError`` `.data` when a run has a figure twice.
  init(
    rows: HistoryRows, grouping: DashboardGrouping = .fingerprint,
    detector: ChangePointDetector = ChangePointDetector()
  ) throws(DashboardError) {
    var byMachine: [String: [Int]] = [:]
    for position in rows.indices {
      byMachine[grouping.key(of: rows.identity(ofRow: position)), default: []].append(position)
    }
    machines = try byMachine.keys.sorted().map { (fingerprint) throws(DashboardError) in
      try Self.machine(
        fingerprint, grouping: grouping, rows: rows, positions: byMachine[fingerprint] ?? [], detector: detector)
    }
  }

  /// One machine's runs and series, from the positions of its rows in `rows`: the rows are
  /// read where they are, and only each figure's points are made.
  private static func machine(
    _ fingerprint: String, grouping: DashboardGrouping, rows: HistoryRows, positions: [Int],
    detector: ChangePointDetector
  ) throws(DashboardError) -> Machine {
    var numbering = RunNumbering()
    // Per figure (by its number in `rows`): its first row, and each run's row.
    var figures: [UInt32: (first: Int, runs: [(run: Int, position: Int)])] = [:]
    var seen: Set<UInt64> = []
    for position in positions {
      let identity = rows.identity(ofRow: position)
      let run = numbering.number(of: identity)
      let figure = rows.keyNumber(ofRow: position)
      guard seen.insert(UInt64(run) << 32 | UInt64(figure)).inserted else {
        let key = rows.key(ofRow: position)
        throw DashboardError(
          cause: .data,
          message:
            "run \(identity.timestamp) at commit \(identity.gitCommit) has \(key.solverLabel) "
            + "\(key.metric) twice (is a history given twice?)")
      }
      figures[figure, default: (position, [])].runs.append((run, position))
    }
    // Commit order: by timestamp, file order for equal ones (a stable sort of the positions).
    let identities = numbering.identities
    let order = identities.indices.sorted { (identities[$0].timestamp, $0) < (identities[$1].timestamp, $1) }
    let runs = order.map { identities[$0] }
    var place = Array(repeating: 0, count: order.count)
    for (position, run) in order.enumerated() { place[run] = position }
    let keyed = figures.values.map { (key: rows.key(ofRow: $0.first), figure: $0) }
    let series = keyed.sorted { Self.precedes($0.key, $1.key) }.map { key, figure in
      let points = figure.runs.map { run, position in
        let row = rows[position]
        return DashboardSeries.Point(run: place[run], value: row.value, low: row.low, high: row.high)
      }.sorted { $0.run < $1.run }
      return DashboardSeries(
        key: key, unit: rows[figure.first].unit.description, points: points, detector: detector)
    }
    return Machine(fingerprint: fingerprint, grouping: grouping, runs: runs, series: series)
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

  /// Reads one history into `rows`, refusing any other columns.
  private static func read(_ path: String, into rows: inout HistoryRows) throws(DashboardError) {
    let reader: CSVFileReader
    do {
      reader = try CSVFileReader(path: path)
    } catch .cannotOpen(_, let code) {
      throw DashboardError(
        cause: .missing, message: "cannot read history '\(path)': \(POSIX.message(for: code))")
    } catch {
      throw DashboardError(cause: .data, message: "history '\(path)': \(error.description)")
    }
    let expected = Set(History.columns)
    let unknown = reader.columns.filter { !expected.contains($0) }
    let missing = History.columns.filter { !reader.columns.contains($0) && !History.addedColumns.contains($0) }
    guard unknown.isEmpty, missing.isEmpty else {
      let parts =
        (unknown.isEmpty ? [] : ["unknown column\(unknown.count == 1 ? "" : "s") \(list(unknown))"])
        + (missing.isEmpty ? [] : ["no column\(missing.count == 1 ? "" : "s") \(list(missing))"])
      throw DashboardError(
        cause: .data,
        message: "'\(path)' is not a history of motion-bench run: \(parts.joined(separator: ", ")) "
          + "(a history has exactly the columns of results/history.csv, docs/csv.md)")
    }
    let wasFinite = rows.firstNonFinite == nil
    do {
      try rows.read(reader, path: path)
    } catch {
      throw DashboardError(cause: .data, message: error.description)
    }
    if wasFinite, let (line, column, value) = rows.firstNonFinite {
      throw DashboardError(
        cause: .data,
        message: "history '\(path)' line \(line): \(column) '\(value)' is not a finite number")
    }
  }

  /// Names quoted and joined: `'a', 'b'`.
  private static func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}
