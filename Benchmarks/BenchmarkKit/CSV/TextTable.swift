/// A fixed-width text table for the summary on stdout: the first `leftAligned` columns (names)
/// flush left, the others (numbers) flush right.
package struct TextTable {
  package let headers: [String]
  package let leftAligned: Int
  package var rows: [[String]] = []

  package init(_ headers: String..., leftAligned: Int = 1) {
    self.init(headers: headers, leftAligned: leftAligned)
  }

  package init(headers: [String], leftAligned: Int = 1) {
    self.headers = headers
    self.leftAligned = leftAligned
  }

  package mutating func add(_ cells: String...) { rows.append(cells) }

  package var rendered: String {
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
