import BenchmarkKit

extension ResultRow {
  /// The row's columns after the run's metadata, in the order they are written.
  package static let columns = [
    "seed", "phase", "solver", "tolerance", "selectors", "seconds", "hz", "threads", "channel", "round", "metric",
    "value", "unit",
  ]

  /// Appends the row's fields (``columns``) to a CSV record.
  package func append(to writer: inout CSVWriter) {
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

  /// Reads rows of a results file by column name, one record at a time, with one copy of
  /// each repeated text (``StringInterner``). A row whose fields are the previous row's but for
  /// its round and value (a timing round after another) reads only those two.
  package final class Reading {
    private let index: [String: Int]
    private let path: String
    private var interner = StringInterner()
    /// The columns of the round and the value, which change from one round to the next.
    private let changing: Set<Int>
    private var previous: (fields: [String], row: ResultRow)?

    /// - Parameters:
    ///   - columns: The file's header.
    ///   - path: The file, for messages.
    package init(columns: [String], path: String) {
      let index = Dictionary(columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      self.index = index
      changing = Set(["round", "value"].compactMap { index[$0] })
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
    package func row(_ fields: [String], line number: Int) throws(ResultsFileError) -> ResultRow {
      if let previous, Self.equal(fields, previous.fields, except: changing) {
        var row = previous.row
        (row.round, row.value) = try roundAndValue(fields, line: number)
        return row
      }
      let row = try parse(fields, line: number)
      previous = (fields, row)
      return row
    }

    /// Whether two records have equal fields but for some columns (a plain loop: this runs for
    /// every row of a run's millions of rounds).
    package static func equal(_ a: [String], _ b: [String], except skipped: Set<Int>) -> Bool {
      guard a.count == b.count else { return false }
      var index = 0
      while index < a.count {
        if a[index] != b[index], !skipped.contains(index) { return false }
        index += 1
      }
      return true
    }

    /// A row's round and value.
    private func roundAndValue(_ fields: [String], line number: Int) throws(ResultsFileError) -> (Int?, Double) {
      func field(_ name: String) -> String { index[name].map { fields[$0] } ?? "" }
      guard let value = CSVTable.number(field("value")) else {
        throw ResultsFileError(
          path: path, reason: "line \(number): value '\(field("value"))' is not a decimal number (or inf, -inf, nan)")
      }
      let round = field("round")
      guard !round.isEmpty else { return (nil, value) }
      guard let parsed = Int(round), parsed >= 1 else {
        throw ResultsFileError(path: path, reason: "line \(number): round '\(round)' is not a positive integer")
      }
      return (parsed, value)
    }

    /// A row from all its fields.
    private func parse(_ fields: [String], line number: Int) throws(ResultsFileError) -> ResultRow {
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
      let (round, value) = try roundAndValue(fields, line: number)
      guard let phase = Phase(rawValue: field("phase")) else {
        throw ResultsFileError(
          path: path,
          reason:
            "\(line): phase '\(field("phase"))' is not one of \(Phase.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
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
