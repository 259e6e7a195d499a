import BenchmarkKit

extension ResultRow {
  /// The row's columns after the run's metadata, in the order they are written.
  static let columns = [
    "seed", "phase", "solver", "tolerance", "selectors", "seconds", "hz", "threads", "channel", "round", "metric",
    "value", "unit",
  ]

  /// Appends the row's fields (``columns``) to a CSV record.
  func append(to writer: inout CSVWriter) {
    func optional<T>(_ value: T?, _ append: (inout CSVWriter, T) -> Void) {
      if let value { append(&writer, value) } else { writer.append("") }
    }
    optional(scene.seed) { $0.append(String($1)) }
    writer.append(phase.rawValue)
    writer.append(solver.name)
    optional(tolerance) { $0.append($1) }
    optional(scene.selectors) { $0.append($1) }
    optional(scene.seconds) { $0.append($1) }
    optional(scene.hz) { $0.append($1) }
    optional(scene.threads) { $0.append($1) }
    writer.append(channel.text)
    optional(round) { $0.append($1) }
    writer.append(metric.text)
    writer.append(value)
    writer.append(unit.text)
  }

  /// The rows of a results table, by column name: extra columns are ignored and missing
  /// optional ones read as empty, so files of earlier schemas load.
  ///
  /// - Parameters:
  ///   - table: The table; it must have `phase`, `solver`, `metric` and `value`.
  ///   - path: The file, for messages.
  /// - Returns: The rows, in file order.
  /// - Throws: ``ResultsFileError`` naming the line of an unknown phase or a malformed number.
  static func rows(in table: CSVTable, path: String) throws(ResultsFileError) -> [ResultRow] {
    let index = Dictionary(table.columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var rows: [ResultRow] = []
    rows.reserveCapacity(table.rows.count)
    for (number, fields) in table.rows.enumerated() {
      func field(_ name: String) -> String { index[name].map { fields[$0] } ?? "" }
      let line = "line \(table.line(ofRow: number))"
      func optional<T>(_ name: String, _ what: String, _ parse: (String) -> T?) throws(ResultsFileError) -> T? {
        let text = field(name)
        guard !text.isEmpty else { return nil }
        guard let value = parse(text) else {
          throw ResultsFileError(path: path, reason: "\(line): \(name) '\(text)' is not \(what)")
        }
        return value
      }
      guard let value = Double(field("value")) else {
        throw ResultsFileError(path: path, reason: "\(line): value '\(field("value"))' is not a number")
      }
      guard let phase = Phase(rawValue: field("phase")) else {
        throw ResultsFileError(
          path: path,
          reason:
            "\(line): phase '\(field("phase"))' is not one of \(Phase.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      let round = try optional("round", "a positive integer") { Int($0).flatMap { $0 >= 1 ? $0 : nil } }
      let scene = Scene(
        seed: try optional("seed", "an integer ≥ 0") { UInt64($0) },
        selectors: try optional("selectors", "an integer") { Int($0) },
        seconds: try optional("seconds", "a number") { Double($0) },
        hz: try optional("hz", "a number") { Double($0) },
        threads: try optional("threads", "an integer") { Int($0) })
      rows.append(
        ResultRow(
          phase: phase, solver: ResultSolver(csv: field("solver")),
          tolerance: try optional("tolerance", "a finite number") { Double($0).flatMap { $0.isFinite ? $0 : nil } },
          scene: scene, channel: ResultChannel(csv: field("channel")), round: round,
          metric: ResultMetric(csv: field("metric")), value: value, unit: MetricUnit(csv: field("unit"))))
    }
    return rows
  }
}
