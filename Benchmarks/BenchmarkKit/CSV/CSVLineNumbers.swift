/// The line each data row of a CSV file starts on, stored as the rows where the count jumps
/// (after a blank line or a field with line breaks): a few bytes for a file of millions of
/// rows, where an array of lines would take 8 bytes a row.
public struct CSVLineNumbers: RandomAccessCollection, Sendable, Equatable {
  /// Rows from which lines count on by one: (first row, its line), in row order.
  private var jumps: [(row: Int, line: Int)] = []
  public private(set) var endIndex = 0
  public var startIndex: Int { 0 }

  public init() {}

  /// Records the next row's line.
  ///
  /// - Parameter line: The line the row starts on, after the previous row's.
  public mutating func append(_ line: Int) {
    if let last = jumps.last, last.line + (endIndex - last.row) == line {
      endIndex += 1
      return
    }
    jumps.append((endIndex, line))
    endIndex += 1
  }

  /// The line of a row, from 0.
  public subscript(row: Int) -> Int {
    precondition(row >= 0 && row < endIndex, "row \(row) out of 0..<\(endIndex)")
    var low = 0
    var high = jumps.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if jumps[middle].row <= row { low = middle } else { high = middle - 1 }
    }
    return jumps[low].line + (row - jumps[low].row)
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.endIndex == b.endIndex && a.jumps.elementsEqual(b.jumps) { $0.row == $1.row && $0.line == $1.line }
  }
}
