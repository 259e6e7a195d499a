import TestSupport
import Testing

@testable import BenchmarkKit

@Suite(.tags(.integration)) struct CSVAppendTests {
  struct Interrupted: Error {}

  @Test func createsThenAppends() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/history.csv"
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
    try withTemporaryDirectory { directory in
      let path = directory + "/history.csv"
      try writeFixture("b,a,old\n1,x,kept\n", to: path)
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
    try withTemporaryDirectory { directory in
      let path = directory + "/history.csv"
      let old = "a,b\nx,1\n\ny,2\n"
      try writeFixture(old, to: path)
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
    try withTemporaryDirectory { directory in
      let path = directory + "/history.csv"
      let old = "a,b\nx,1\ny,2\n"
      try writeFixture(old, to: path)
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

  @Test func aMalformedFileIsNotOverwritten() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/history.csv"
      try writeFixture("a,b\n\"open\n", to: path)
      #expect(throws: CSVReadError.self) {
        try CSVWriter.append(to: path, columns: ["a", "b"]) { _ in }
      }
      #expect(try fileText(path) == "a,b\n\"open\n")
    }
  }

  /// A file whose header names a column twice (a user's two `note` columns, or a `b` beside the
  /// writer's own) would have one column's values copied into both: it is refused, unchanged.
  @Test(arguments: ["a,b,note,note\nx,1,n1,n2\n", "a,b,b\nx,1,mine\n"])
  func aFileThatNamesAColumnTwiceIsNotOverwritten(_ old: String) throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/history.csv"
      try writeFixture(old, to: path)
      let name = old.hasPrefix("a,b,note") ? "note" : "b"
      #expect(throws: CSVReadError.duplicateColumn(name)) {
        try CSVWriter.append(to: path, columns: ["a", "b"]) { _ in }
      }
      #expect(try fileText(path) == old)
    }
  }

  /// A file cut inside its last row is refused, not carried over with the cut row.
  @Test func aFileWithoutItsFinalLineBreakIsNotOverwritten() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/history.csv"
      try writeFixture("a,b\nx,1\ny,bo", to: path)
      #expect(throws: CSVReadError.truncated(line: 3)) {
        try CSVWriter.append(to: path, columns: ["a", "b"]) { _ in }
      }
      #expect(try fileText(path) == "a,b\nx,1\ny,bo")
    }
  }
}
