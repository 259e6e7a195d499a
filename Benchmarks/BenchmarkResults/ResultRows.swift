import BenchmarkKit

/// The rows of a run, kept compactly: each distinct description of a row (phase, solver,
/// tolerance, scene, channel, metric and unit) once, and per row the number of its
/// description, its round and its value (20 bytes a row, where a ``ResultRow`` takes over 200).
/// A run's thousands of timing rounds share a few descriptions.
///
/// A ``ResultRow`` is made on access, sharing the stored description's text.
package struct ResultRows: RandomAccessCollection, Sendable {
  /// A row without its round and value.
  private struct Description: Hashable, Sendable {
    package var phase: Phase
    package var solver: ResultSolver
    package var tolerance: Double?
    package var scene: ResultRow.Scene
    package var channel: ResultChannel
    package var metric: ResultMetric
    package var unit: MetricUnit

    package init(_ row: ResultRow) {
      (phase, solver, tolerance, scene, channel, metric, unit) = (
        row.phase, row.solver, row.tolerance, row.scene, row.channel, row.metric, row.unit
      )
    }

    package func row(round: Int?, value: Double) -> ResultRow {
      ResultRow(
        phase: phase, solver: solver, tolerance: tolerance, scene: scene, channel: channel, round: round,
        metric: metric, value: value, unit: unit)
    }
  }

  private var descriptions = InternedValues<Description>()
  private var descriptionNumbers: [UInt32] = []
  /// The rounds, ``noRound`` for a row without one.
  private var rounds: [Int] = []
  private var values: [Double] = []

  /// The round of a row that has none (rounds count from 1).
  private static let noRound = Int.min

  /// The bytes a row takes, and those a new description takes once.
  package static let rowBytes = 4 + 8 + 8
  package static let descriptionBytes = 512

  /// No rows.
  package init() {}

  /// Rows made in memory.
  ///
  /// - Parameter rows: The rows, in order.
  package init(_ rows: some Sequence<ResultRow>) {
    append(contentsOf: rows)
  }

  /// Reads every row of a results file (all its runs, concatenated or not) as a stream, for
  /// its pictures.
  ///
  /// - Parameters:
  ///   - reader: The file, past its header.
  ///   - path: The file, for messages.
  /// - Returns: The rows, and the identity of the first (its metadata columns).
  /// - Throws: ``ResultsFileError`` naming the line of a malformed field, the reader's errors,
  ///   or a file past ``InputLimit/maximumKeptBytes``.
  package static func read(_ reader: CSVFileReader, path: String) throws(ResultsFileError) -> (
    rows: ResultRows, identity: RunIdentity
  ) {
    let reading = ResultRow.Reading(columns: reader.columns, path: path)
    let index = Dictionary(reader.columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var rows = ResultRows()
    var identity = RunIdentity.unknown
    var kept = KeptMemory()
    try ResultsFileError.reading(path) {
      while let record = try reader.next() {
        if rows.isEmpty { identity = RunIdentity { name in index[name].map { record.fields[$0] } ?? "" } }
        let isNew = rows.append(try reading.row(record.fields, line: record.line))
        try kept.add(rowBytes + (isNew ? descriptionBytes : 0), line: record.line)
      }
    }
    return (rows, identity)
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { values.count }

  package subscript(position: Int) -> ResultRow {
    let round = rounds[position]
    return descriptions[descriptionNumbers[position]].row(
      round: round == Self.noRound ? nil : round, value: values[position])
  }

  /// Appends a row.
  ///
  /// - Parameter row: The row.
  /// - Returns: Whether its description was new (stored once, ``descriptionBytes``).
  @discardableResult
  package mutating func append(_ row: ResultRow) -> Bool {
    let description = Description(row)
    // A round after another shares the last row's description: no lookup.
    let (number, isNew): (UInt32, Bool)
    if let last = descriptionNumbers.last, descriptions[last] == description {
      (number, isNew) = (last, false)
    } else {
      (number, isNew) = descriptions.number(of: description)
    }
    descriptionNumbers.append(number)
    rounds.append(row.round ?? Self.noRound)
    values.append(row.value)
    return isNew
  }

  /// Appends rows.
  ///
  /// - Parameter rows: The rows, in order.
  package mutating func append(contentsOf rows: some Sequence<ResultRow>) {
    for row in rows { append(row) }
  }

  /// A row's round, without making the row.
  package func round(at position: Int) -> Int? { rounds[position] == Self.noRound ? nil : rounds[position] }

  /// A row's value, without making the row.
  package func value(at position: Int) -> Double { values[position] }

  /// The number of a row's description: rows with equal numbers differ only in round and value.
  package func descriptionNumber(at position: Int) -> UInt32 { descriptionNumbers[position] }

  /// The first row whose description (the row without its round and value) satisfies
  /// `predicate`: the predicate is asked once per description, and the rows are searched by
  /// number, so a run of millions of rounds is searched without making its rows.
  ///
  /// - Parameter predicate: A test that reads neither `round` nor `value`.
  /// - Returns: The row, or nil.
  package func firstRow(describedBy predicate: (ResultRow) -> Bool) -> ResultRow? {
    positions(describedBy: predicate, first: true).first.map { self[$0] }
  }

  /// The rows whose description satisfies `predicate` (see ``firstRow(describedBy:)``).
  ///
  /// - Parameter predicate: A test that reads neither `round` nor `value`.
  /// - Returns: The rows, in order.
  package func rows(describedBy predicate: (ResultRow) -> Bool) -> [ResultRow] {
    positions(describedBy: predicate).map { self[$0] }
  }

  /// The positions of the rows whose description satisfies `predicate`.
  ///
  /// - Parameters:
  ///   - predicate: A test that reads neither `round` nor `value`.
  ///   - first: Whether only the first position is wanted.
  /// - Returns: The positions, ascending.
  package func positions(describedBy predicate: (ResultRow) -> Bool, first: Bool = false) -> [Int] {
    let matches = descriptions.values.map { predicate($0.row(round: nil, value: .nan)) }
    guard matches.contains(true) else { return [] }
    if first { return descriptionNumbers.firstIndex { matches[Int($0)] }.map { [$0] } ?? [] }
    return descriptionNumbers.indices.filter { matches[Int(descriptionNumbers[$0])] }
  }
}
