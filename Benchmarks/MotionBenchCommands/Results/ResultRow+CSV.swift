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
    let reading = Reading(columns: table.columns, path: path)
    var rows: [ResultRow] = []
    rows.reserveCapacity(table.rows.count)
    for (number, fields) in table.rows.enumerated() {
      rows.append(try reading.row(fields, line: table.line(ofRow: number)))
    }
    return rows
  }

  /// Reads rows of a results file by column name, one record at a time, with one copy of
  /// each repeated text (``StringInterner``).
  final class Reading {
    private let index: [String: Int]
    private let path: String
    private var interner = StringInterner()

    /// - Parameters:
    ///   - columns: The file's header.
    ///   - path: The file, for messages.
    init(columns: [String], path: String) {
      index = Dictionary(columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      self.path = path
    }

    /// One row from its fields.
    ///
    /// - Parameters:
    ///   - fields: The record's fields, as many as the header's columns.
    ///   - line: Its line, for messages.
    /// - Returns: The row.
    /// - Throws: ``ResultsFileError`` naming the line of an unknown phase or of a field that
    ///   is not a decimal number (``CSVTable/number(_:)``: `0x10` and `1e999` are refused).
    func row(_ fields: [String], line number: Int) throws(ResultsFileError) -> ResultRow {
      func field(_ name: String) -> String { index[name].map { fields[$0] } ?? "" }
      let line = "line \(number)"
      func optional<T>(_ name: String, _ what: String, _ parse: (String) -> T?) throws(ResultsFileError) -> T? {
        let text = field(name)
        guard !text.isEmpty else { return nil }
        guard let value = parse(text) else {
          throw ResultsFileError(path: path, reason: "\(line): \(name) '\(text)' is not \(what)")
        }
        return value
      }
      func finite(_ text: String) -> Double? { DecimalNumber.parse(text) }
      guard let value = CSVTable.number(field("value")) else {
        throw ResultsFileError(
          path: path, reason: "\(line): value '\(field("value"))' is not a decimal number (or inf, -inf, nan)")
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
        seconds: try optional("seconds", "a finite decimal number", finite),
        hz: try optional("hz", "a finite decimal number", finite),
        threads: try optional("threads", "an integer") { Int($0) })
      return ResultRow(
        phase: phase, solver: ResultSolver(csv: interner(field("solver"))),
        tolerance: try optional("tolerance", "a finite decimal number", finite),
        scene: scene, channel: ResultChannel(csv: interner(field("channel"))), round: round,
        metric: ResultMetric(csv: interner(field("metric"))), value: value,
        unit: MetricUnit(csv: interner(field("unit"))))
    }
  }
}
