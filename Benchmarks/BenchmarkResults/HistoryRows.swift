import BenchmarkKit

/// A history's rows, kept compactly: each run's identity and each figure's key once, and per
/// row the numbers of its run, figure, unit and verdict beside its values (49 bytes a row,
/// where a ``History/Row`` takes over 200 and a row of text about 300). Read as a stream, so a
/// history costs its rows compacted, within ``InputLimit/maximumKeptBytes``.
///
/// A ``History/Row`` is made on access, sharing the stored identity and key.
///
/// Rows written before runs had a run id are told apart as they were appended: a run is a
/// stretch of rows of one timestamp and commit in which no figure repeats, so two runs of one
/// commit and second are two runs (the second and later get the run id `legacy-2`, …).
package struct HistoryRows: RandomAccessCollection, Sendable {
  /// Where a history's columns are in its header.
  package struct Header: Sendable {
    fileprivate let index: [String: Int]

    /// The positions of a header's columns (the first of a repeated name).
    ///
    /// - Parameter columns: The header.
    package init(_ columns: [String]) {
      index = Dictionary(columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }

  private var identities: [RunIdentity] = []
  /// The legacy run being read (rows without a run id): its timestamp and commit, its figures,
  /// and how many runs of that timestamp and commit came before it.
  private var legacy = (run: [String](), figures: Set<FigureKey>(), repeats: 0)
  private var keys = InternedValues<FigureKey>()
  private var units = InternedValues<MetricUnit>()
  private var verdicts = InternedValues<String>()
  private var runNumbers: [UInt32] = []
  private var keyNumbers: [UInt32] = []
  private var unitNumbers: [UInt32] = []
  private var verdictNumbers: [UInt32] = []
  private var values: [Double] = []
  private var lows: [Double] = []
  private var highs: [Double] = []
  private var counts: [Int] = []
  /// Per row, which of low (bit 0), high (bit 1) and n (bit 2) it has.
  private var presence: [UInt8] = []
  /// The bytes kept, against ``InputLimit/maximumKeptBytes`` while reading.
  private var kept: KeptMemory
  /// The line, column and number of the first row read whose value, low or high is not finite.
  package private(set) var firstNonFinite: (line: Int, column: String, value: Double)?

  /// The bytes one row takes in the columns above.
  private static let rowBytes = 4 * 4 + 4 * 8 + 1

  /// No rows.
  package init() { kept = KeptMemory() }

  /// Rows made in memory (a run's new figures).
  ///
  /// - Parameter rows: The rows, in order.
  package init(_ rows: some Sequence<History.Row>) {
    self.init()
    for row in rows { append(row) }
  }

  /// Reads a history as a stream.
  ///
  /// - Parameters:
  ///   - reader: The file, past its header.
  ///   - path: The file, for messages.
  /// - Throws: ``ResultsFileError`` naming the line of an unknown phase or a malformed number,
  ///   or the reader's error (a malformed CSV, a file past the limits).
  package init(reading reader: CSVFileReader, path: String) throws(ResultsFileError) {
    self.init()
    try read(reader, path: path)
  }

  /// Appends the rows of another history file, read as a stream; the rows of all files count
  /// against one ``InputLimit/maximumKeptBytes``.
  ///
  /// - Parameters:
  ///   - reader: The file, past its header.
  ///   - path: The file, for messages.
  /// - Throws: As ``init(reading:path:)``.
  package mutating func read(_ reader: CSVFileReader, path: String) throws(ResultsFileError) {
    let header = Header(reader.columns)
    try ResultsFileError.reading(path) {
      while let record = try reader.next() { try append(record, header: header, path: path) }
    }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { values.count }

  package subscript(position: Int) -> History.Row {
    let present = presence[position]
    return History.Row(
      identity: identities[Int(runNumbers[position])], key: keys[keyNumbers[position]], value: values[position],
      low: present & 1 != 0 ? lows[position] : nil, high: present & 2 != 0 ? highs[position] : nil,
      n: present & 4 != 0 ? counts[position] : nil, unit: units[unitNumbers[position]],
      verdict: verdicts[verdictNumbers[position]])
  }

  /// A row's run identity, without making the row.
  package func identity(ofRow position: Int) -> RunIdentity { identities[Int(runNumbers[position])] }

  /// A row's figure, without making the row.
  package func key(ofRow position: Int) -> FigureKey { keys[keyNumbers[position]] }

  /// A row's figure as a number, the same for every row of that figure.
  package func keyNumber(ofRow position: Int) -> UInt32 { keyNumbers[position] }

  /// Appends a row.
  ///
  /// - Parameter row: The row.
  package mutating func append(_ row: History.Row) {
    if identities.last != row.identity { identities.append(row.identity) }
    store(
      run: UInt32(identities.count - 1), key: row.key, value: row.value, low: row.low, high: row.high, n: row.n,
      unit: row.unit, verdict: row.verdict)
  }

  /// Appends a row of a history file from its fields.
  ///
  /// - Parameters:
  ///   - record: The row as read.
  ///   - header: The file's columns.
  ///   - path: The file, for messages.
  /// - Throws: ``ResultsFileError`` naming the line of an unknown phase, a malformed number or
  ///   a history past ``InputLimit/maximumKeptBytes``.
  package mutating func append(_ record: CSVFileReader.Record, header: Header, path: String) throws(ResultsFileError) {
    let fields = record.fields
    func field(_ name: String) -> String { header.index[name].map { fields[$0] } ?? "" }
    let line = "line \(record.line)"
    func optional(_ name: String) throws(ResultsFileError) -> Double? {
      let text = field(name)
      guard !text.isEmpty else { return nil }
      guard let value = CSVTable.number(text) else {
        throw ResultsFileError(path: path, reason: "\(line): \(name) '\(text)' is not a number")
      }
      return value
    }
    guard let value = try optional("value") else {
      throw ResultsFileError(path: path, reason: "\(line): value is empty")
    }
    guard let phase = Phase(rawValue: field("phase")) else {
      throw ResultsFileError(path: path, reason: "\(line): phase '\(field("phase"))' is not a phase of run")
    }
    let key = FigureKey(
      phase: phase, solver: ResultSolver(csv: field("solver")), tolerance: try optional("tolerance"),
      channel: ResultChannel(csv: field("channel")), metric: ResultMetric(csv: field("metric")),
      scene: field("scene"))
    var identity = RunIdentity(field: field)
    if identity.runID.isEmpty {
      if legacy.run != [identity.timestamp, identity.gitCommit] {
        legacy = ([identity.timestamp, identity.gitCommit], [], 0)
      } else if legacy.figures.contains(key) {
        legacy = (legacy.run, [], legacy.repeats + 1)
      }
      legacy.figures.insert(key)
      if legacy.repeats > 0 { identity.runID = "legacy-\(legacy.repeats + 1)" }
    }
    var newBytes = Self.rowBytes
    if identities.last != identity {
      identities.append(identity)
      let values = identity.csvValues
      newBytes += 64 * values.count + values.reduce(0) { $0 + $1.utf8.count }
    }
    let low = try optional("low")
    let high = try optional("high")
    if firstNonFinite == nil {
      for (column, number) in [("value", value), ("low", low), ("high", high)] {
        guard let number, !number.isFinite else { continue }
        firstNonFinite = (record.line, column, number)
        break
      }
    }
    let n = try optional("n").map { Int(exactly: $0) ?? 0 }
    let stored = store(
      run: UInt32(identities.count - 1), key: key, value: value, low: low, high: high, n: n,
      unit: MetricUnit(csv: field("unit")), verdict: field("verdict"))
    if stored { newBytes += 256 }
    do { try kept.add(newBytes, line: record.line) } catch {
      throw ResultsFileError(path: path, reason: error.description)
    }
  }

  /// Stores a row's columns.
  ///
  /// - Returns: Whether its key, unit or verdict was new (stored once, for all rows).
  @discardableResult
  private mutating func store(
    run: UInt32, key: FigureKey, value: Double, low: Double?, high: Double?, n: Int?, unit: MetricUnit,
    verdict: String
  ) -> Bool {
    let (keyNumber, newKey) = keys.number(of: key)
    let (unitNumber, newUnit) = units.number(of: unit)
    let (verdictNumber, newVerdict) = verdicts.number(of: verdict)
    runNumbers.append(run)
    keyNumbers.append(keyNumber)
    unitNumbers.append(unitNumber)
    verdictNumbers.append(verdictNumber)
    values.append(value)
    lows.append(low ?? 0)
    highs.append(high ?? 0)
    counts.append(n ?? 0)
    presence.append((low == nil ? 0 : 1) | (high == nil ? 0 : 2) | (n == nil ? 0 : 4))
    return newKey || newUnit || newVerdict
  }
}
