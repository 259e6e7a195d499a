import BenchmarkKit
import Glibc

/// One observation of a run: a row of the long-format results CSV.
struct ResultRow: Sendable {
  var phase: String
  var solver: String
  var tolerance: Double?
  var selectors: Int
  var seconds: Double
  var hz: Double
  var threads: Int
  /// A channel family (`dot.scale`), `all`, or empty.
  var channel = ""
  /// The timing round (1…N) of a raw round's row; `nil` for every other row.
  var round: Int?
  var metric: String
  var value: Double
  var unit: String
}

/// The rows of a run, written as long-format CSV with the run's metadata in every row.
struct RunReport {
  static let columns =
    RunMetadata.csvColumns + [
      "seed", "phase", "solver", "tolerance", "selectors", "seconds", "hz", "threads", "channel", "round", "metric",
      "value", "unit",
    ]

  let metadata: RunMetadata
  let seed: UInt64
  var rows: [ResultRow] = []

  mutating func add(_ row: ResultRow) { rows.append(row) }

  /// Writes the CSV atomically (temporary file, then rename).
  func write(to path: String) throws {
    var writer = CSVWriter(columns: Self.columns, output: try AtomicFile(path: path))
    let fixed = metadata.csvValues
    for row in rows {
      for value in fixed { writer.append(value) }
      writer.append(Int(seed))
      writer.append(row.phase)
      writer.append(row.solver)
      if let tolerance = row.tolerance { writer.append(tolerance) } else { writer.append("") }
      writer.append(row.selectors)
      writer.append(row.seconds)
      writer.append(row.hz)
      writer.append(row.threads)
      writer.append(row.channel)
      if let round = row.round { writer.append(round) } else { writer.append("") }
      writer.append(row.metric)
      writer.append(row.value)
      writer.append(row.unit)
      try writer.endRow()
    }
    try writer.finish()
  }

  /// The first value of a metric matching the filters.
  func value(_ metric: String, phase: String, solver: String? = nil, channel: String? = nil, threads: Int? = nil)
    -> Double?
  {
    rows.first {
      $0.metric == metric && $0.phase == phase && (solver == nil || $0.solver == solver)
        && (channel == nil || $0.channel == channel) && (threads == nil || $0.threads == threads)
    }?.value
  }
}

/// A fixed-width text table for the summary on stdout: the first `leftAligned` columns (names)
/// flush left, the others (numbers) flush right.
struct TextTable {
  let headers: [String]
  let leftAligned: Int
  var rows: [[String]] = []

  init(_ headers: String..., leftAligned: Int = 1) {
    self.headers = headers
    self.leftAligned = leftAligned
  }

  mutating func add(_ cells: String...) { rows.append(cells) }

  var rendered: String {
    let widths = headers.indices.map { c in ([headers[c]] + rows.map { $0[c] }).map(\.count).max() ?? 0 }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).enumerated().map { c, pair in
        let (cell, width) = pair
        let pad = String(repeating: " ", count: width - cell.count)
        return c < leftAligned ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(headers), rule] + rows.map(line)).joined(separator: "\n") + "\n"
  }
}

/// Numbers for people: three significant digits, or an engineering exponent when tiny/huge.
func formatted(_ value: Double, digits: Int = 3) -> String {
  guard value.isFinite else { return value.isNaN ? "n/a" : (value > 0 ? "inf" : "-inf") }
  if value == 0 { return "0" }
  let magnitude = abs(value)
  var buffer = [CChar](repeating: 0, count: 32)
  let format = magnitude >= 1e-3 && magnitude < 1e6 ? "%.\(digits)g" : "%.\(max(1, digits - 1))e"
  _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Progress for long phases, on stderr.
func progress(_ message: String) {
  printError("[motion-bench] \(message)")
}
