/// A gnuplot data file under construction: whitespace-separated numbers, `#` comments, and
/// blank lines that separate scans (one) and data blocks for `index` (two).
///
/// Numbers are written with `%.17g` (``CSVWriter/appendNumber(_:to:)``), so they are the
/// CSV's numbers exactly; `nan`, `inf` and `-inf` are read by gnuplot as undefined points.
/// Only numbers are data: text such as a series name goes into the script, quoted.
///
/// A grid (``grid(rows:columns:values:)``) is kept as its numbers and formatted only when the
/// file's ``bytes`` are asked for, as they are when it is written: a heatmap of a million
/// points costs 8 bytes a point until then, not the 50 of its text.
package struct GnuplotData: Sendable, Equatable {
  /// A part of the file: text, or a grid still to be formatted.
  private enum Part: Sendable, Equatable {
    case text([UInt8])
    case grid(rows: [Double], columns: [Double], values: [Double])
  }

  /// The file name, as ``Gnuplot/fileName(_:)`` makes them.
  package let name: String
  /// The parts before the text being written.
  private var parts: [Part] = []
  /// The text being written.
  private var tail: [UInt8] = []
  /// The number of data blocks started so far (the `index` of the next block).
  package private(set) var blockCount = 0

  /// The file's bytes so far.
  package var bytes: [UInt8] {
    var bytes: [UInt8] = []
    for part in parts {
      switch part {
      case .text(let text): bytes += text
      case .grid(let rows, let columns, let values):
        for (r, row) in rows.enumerated() {
          for (c, column) in columns.enumerated() {
            Self.appendRow([row, column, values[r * columns.count + c]], to: &bytes)
          }
          bytes.append(UInt8(ascii: "\n"))
        }
      }
    }
    return bytes + tail
  }

  /// Starts a data file.
  ///
  /// - Parameters:
  ///   - name: A plain file name such as `run-throughput.dat` (a programming error otherwise).
  ///   - columns: The column names, written as the first comment line.
  package init(name: String, columns: [String]) {
    precondition(Gnuplot.isFileName(name), "'\(name)' is not a plain file name")
    self.name = name
    comment(columns.joined(separator: " "))
  }

  /// Whether the two files hold the same bytes (their text is made only when the parts differ).
  ///
  /// - Parameter other: Another file.
  /// - Returns: `true` when their bytes are equal.
  package func hasSameBytes(as other: GnuplotData) -> Bool { self == other || bytes == other.bytes }

  /// Appends a comment line; line breaks in `text` become spaces.
  ///
  /// - Parameter text: Any text.
  package mutating func comment(_ text: String) {
    tail += Array("# ".utf8)
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace && scalar != " " {
        tail.append(UInt8(ascii: " "))
      } else {
        tail += Array(String(scalar).utf8)
      }
    }
    tail.append(UInt8(ascii: "\n"))
  }

  /// Appends a row of numbers.
  ///
  /// - Parameter values: The row's values, one per column.
  package mutating func row(_ values: [Double]) {
    Self.appendRow(values, to: &tail)
  }

  private static func appendRow(_ values: [Double], to bytes: inout [UInt8]) {
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: " ")) }
      CSVWriter.appendNumber(value, to: &bytes)
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Ends a scan of a grid (one blank line), as `splot` and `with image` expect between rows.
  package mutating func endScan() {
    tail.append(UInt8(ascii: "\n"))
  }

  /// Appends a grid: for each of `rows` in order, a line `row column value` for each of
  /// `columns`, then a blank line (``endScan()``). Its numbers are formatted when the file is
  /// written.
  ///
  /// - Parameters:
  ///   - rows: The first coordinate of each scan.
  ///   - columns: The second coordinate, the same in every scan.
  ///   - values: `rows.count × columns.count` values, row by row (a programming error otherwise).
  package mutating func grid(rows: [Double], columns: [Double], values: [Double]) {
    precondition(values.count == rows.count * columns.count, "a grid needs a value for each point")
    if !tail.isEmpty { parts.append(.text(tail)) }
    tail = []
    parts.append(.grid(rows: rows, columns: columns, values: values))
  }

  /// Starts the next data block (two blank lines before it), named by a comment, and returns
  /// its `index` for the script.
  ///
  /// - Parameter title: What the block holds, written as a comment.
  /// - Returns: The block's index, counted from 0.
  package mutating func startBlock(_ title: String) -> Int {
    if blockCount > 0 { tail += Array("\n\n".utf8) }
    blockCount += 1
    comment(title)
    return blockCount - 1
  }
}
