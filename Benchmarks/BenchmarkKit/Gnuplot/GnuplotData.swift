/// A gnuplot data file under construction: whitespace-separated numbers, `#` comments, and
/// blank lines that separate scans (one) and data blocks for `index` (two).
///
/// Numbers are written with `%.17g` (``CSVWriter/appendNumber(_:to:)``), so they are the
/// CSV's numbers exactly; `nan`, `inf` and `-inf` are read by gnuplot as undefined points.
/// Only numbers are data: text such as a series name goes into the script, quoted.
public struct GnuplotData: Sendable {
  /// The file name, as ``Gnuplot/fileName(_:)`` makes them.
  public let name: String
  /// The file's bytes so far.
  public private(set) var bytes: [UInt8] = []
  /// The number of data blocks started so far (the `index` of the next block).
  public private(set) var blockCount = 0

  /// Starts a data file.
  ///
  /// - Parameters:
  ///   - name: A plain file name such as `run-throughput.dat` (a programming error otherwise).
  ///   - columns: The column names, written as the first comment line.
  public init(name: String, columns: [String]) {
    precondition(Gnuplot.isFileName(name), "'\(name)' is not a plain file name")
    self.name = name
    comment(columns.joined(separator: " "))
  }

  /// Appends a comment line; line breaks in `text` become spaces.
  ///
  /// - Parameter text: Any text.
  public mutating func comment(_ text: String) {
    bytes += Array("# ".utf8)
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace && scalar != " " {
        bytes.append(UInt8(ascii: " "))
      } else {
        bytes += Array(String(scalar).utf8)
      }
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Appends a row of numbers.
  ///
  /// - Parameter values: The row's values, one per column.
  public mutating func row(_ values: [Double]) {
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: " ")) }
      CSVWriter.appendNumber(value, to: &bytes)
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Ends a scan of a grid (one blank line), as `splot` and `with image` expect between rows.
  public mutating func endScan() {
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Starts the next data block (two blank lines before it), named by a comment, and returns
  /// its `index` for the script.
  ///
  /// - Parameter title: What the block holds, written as a comment.
  /// - Returns: The block's index, counted from 0.
  public mutating func startBlock(_ title: String) -> Int {
    if blockCount > 0 { bytes += Array("\n\n".utf8) }
    blockCount += 1
    comment(title)
    return blockCount - 1
  }
}
