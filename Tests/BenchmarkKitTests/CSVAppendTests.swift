import TestSupport
import Testing

@testable import BenchmarkKit

@Suite(.tags(.integration)) struct CSVAppendTests {
  struct Interrupted: Error {}

  /// Runs `body` with the path of `history.csv` in a fresh folder, the file holding `old` when
  /// given, and the folder.
  func withHistory(_ old: String? = nil, _ body: (_ path: String, _ directory: String) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/history.csv"
      if let old { try writeFixture(old, to: path) }
      try body(path, directory)
    }
  }

  @Test func createsThenAppends() throws {
    try withHistory { path, directory in
      try CSVWriter.append(to: path, columns: ["a", "b"]) { writer in
        writer.append("x")
        writer.append(1.5)
        try writer.endRow()
      }
      try CSVWriter.append(to: path, columns: ["a", "b"]) { writer in
        writer.append("y, z")
        writer.append(2)
        try writer.endRow()
      }
      #expect(try fileText(path) == "a,b\nx,1.5\n\"y, z\",2\n")
      #expect(try directoryEntries(directory) == [".history.csv.lock", "history.csv"])
    }
  }

  /// Rows are copied by column name; a column the writer does not know (a user's note) is kept
  /// after the known ones, empty in the new rows.
  @Test func carriesOldRowsOverByColumnNameKeepingUnknownColumns() throws {
    try withHistory("b,a,old\n1,x,kept\n") { path, _ in
      try CSVWriter.append(to: path, columns: ["a", "b", "c"]) { writer in
        for field in ["y", "2", "3"] { writer.append(field) }
        try writer.endRow()
      }
      #expect(try fileText(path) == "a,b,c,old\nx,1,,kept\ny,2,3,\n")
    }
  }

  /// The existing rows reach the caller as they are copied, with their lines, after the header;
  /// a header the caller refuses leaves the file as it was.
  @Test func handsOverTheExistingRowsAsItCopiesThem() throws {
    try withHistory("a,b\nx,1\n\ny,2\n") { path, _ in
      var header: [String] = []
      var seen: [String] = []
      try CSVWriter.append(
        to: path, columns: ["a", "b"], existingHeader: { header = $0 },
        existingRow: { seen.append("\($0.line):\($0.fields.joined(separator: "/"))") }
      ) { writer in
        #expect(seen == ["2:x/1", "4:y/2"])
        writer.append("z")
        writer.append(3)
        try writer.endRow()
      }
      #expect(header == ["a", "b"])
      #expect(try fileText(path) == "a,b\nx,1\ny,2\nz,3\n")
      #expect(throws: Interrupted.self) {
        try CSVWriter.append(to: path, columns: ["a", "b"], existingHeader: { _ in throw Interrupted() }) { _ in }
      }
      #expect(try fileText(path) == "a,b\nx,1\ny,2\nz,3\n")
    }
  }

  /// An append that fails halfway (after writing a row of its own) leaves the old file
  /// byte for byte, and no temporary file.
  @Test func anInterruptedAppendLeavesTheOldFileWhole() throws {
    let old = "a,b\nx,1\ny,2\n"
    try withHistory(old) { path, directory throws in
      #expect(throws: Interrupted.self) {
        try CSVWriter.append(to: path, columns: ["a", "b"]) { writer in
          writer.append("z")
          writer.append(3)
          try writer.endRow()
          throw Interrupted()
        }
      }
      #expect(try fileText(path) == old)
      #expect(try directoryEntries(directory) == [".history.csv.lock", "history.csv"])
    }
  }

  /// Files whose rows cannot be carried over are refused, unchanged: a quoted field never
  /// closed; a header that names a column twice (a user's two `note` columns, or a `b` beside the
  /// writer's own), whose one column's values would be copied into both; a file cut inside its
  /// last row, which would be carried over with the cut row.
  @Test(
    arguments: [
      ("a,b\n\"open\n", CSVReadError.unterminatedQuote(line: 2)),
      ("a,b,note,note\nx,1,n1,n2\n", .duplicateColumn("note")), ("a,b,b\nx,1,mine\n", .duplicateColumn("b")),
      ("a,b\nx,1\ny,bo", .truncated(line: 3)),
    ])
  func aFileItCannotCarryOverIsNotOverwritten(_ old: String, _ error: CSVReadError) throws {
    try withHistory(old) { path, _ throws in
      #expect(throws: error) {
        try CSVWriter.append(to: path, columns: ["a", "b"]) { _ in }
      }
      #expect(try fileText(path) == old)
    }
  }
}
