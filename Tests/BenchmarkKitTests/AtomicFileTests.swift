import Glibc
import TestSupport
import Testing

@testable import BenchmarkKit

@Suite(.tags(.integration)) struct AtomicFileTests {
  @Test func commitRenamesTheTemporaryFileIntoPlace() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/result.csv"
      let file = try AtomicFile(path: path)
      let temporary = try #require(file.temporaryPath)
      #expect(temporary.hasPrefix("\(directory)/.result.csv.") && temporary.hasSuffix(".tmp"))
      try file.write(Array("a,b\n".utf8))
      #expect(try directoryEntries(directory) == [String(temporary.dropFirst(directory.count + 1))])
      try file.write(Array("1,2\n".utf8))
      try file.commit()
      #expect(try directoryEntries(directory) == ["result.csv"])
      #expect(try fileText(path) == "a,b\n1,2\n")
    }
  }

  @Test func commitReplacesAnExistingFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/result.csv"
      try writeFixture("old contents\n", to: path)
      let file = try AtomicFile(path: path)
      try file.write(Array("new\n".utf8))
      #expect(try fileText(path) == "old contents\n")
      try file.commit()
      #expect(try fileText(path) == "new\n")
    }
  }

  @Test func discardRemovesTheTemporaryFile() throws {
    try withTemporaryDirectory { directory in
      let file = try AtomicFile(path: directory + "/result.csv")
      try file.write(Array("partial".utf8))
      file.discard()
      #expect(try directoryEntries(directory) == [])
    }
  }

  @Test func droppingWithoutCommitRemovesTheTemporaryFile() throws {
    try withTemporaryDirectory { (directory: String) throws in
      func failHalfway() throws {
        let file = try AtomicFile(path: directory + "/result.csv")
        try file.write(Array("partial".utf8))
        throw InjectedFailure()
      }
      #expect(throws: InjectedFailure()) { try failHalfway() }
      #expect(try directoryEntries(directory) == [])
    }
  }

  @Test func invalidDestinationsFailUpFrontNamingThePath() throws {
    try withTemporaryDirectory { directory in
      try writeFixture("", to: directory + "/file.txt")
      let cases: [(String, AtomicFileError)] = [
        (
          directory + "/missing/out.csv",
          .directoryNotFound(path: directory + "/missing/out.csv", directory: directory + "/missing")
        ),
        (
          directory + "/file.txt/out.csv",
          .notADirectory(path: directory + "/file.txt/out.csv", directory: directory + "/file.txt")
        ),
        (directory, .notARegularFile(path: directory, kind: "a folder")),
        (directory + "/", .notAFile(path: directory + "/")),
        ("", .notAFile(path: "")),
      ]
      for (path, expected) in cases {
        #expect(throws: expected) { try AtomicFile.checkWritable(path) }
        #expect(throws: expected) { try AtomicFile(path: path) }
      }
      #expect(try directoryEntries(directory) == ["file.txt"])
    }
  }

  @Test(.enabled(if: geteuid() != 0, "root may write to any directory"))
  func readOnlyDirectoryIsRejected() throws {
    try withTemporaryDirectory { directory in
      let readOnly = directory + "/locked"
      #expect(mkdir(readOnly, 0o555) == 0)
      defer { chmod(readOnly, 0o755) }
      #expect(throws: AtomicFileError.directoryNotWritable(path: readOnly + "/out.csv", directory: readOnly)) {
        try AtomicFile.checkWritable(readOnly + "/out.csv")
      }
    }
  }

  @Test func relativePathsUseTheCurrentDirectory() throws {
    try AtomicFile.checkWritable("result.csv")
    #expect(throws: AtomicFileError.directoryNotFound(path: "no-such-dir/x.csv", directory: "no-such-dir")) {
      try AtomicFile.checkWritable("no-such-dir/x.csv")
    }
  }

  @Test func dashAndNilSelectStandardOutput() throws {
    #expect(AtomicFile.isStandardOutput(nil))
    #expect(AtomicFile.isStandardOutput("-"))
    #expect(!AtomicFile.isStandardOutput("./-"))
    try AtomicFile.checkWritable("-")
    let output = try AtomicFile(path: "-")
    #expect(output.path == nil)
    #expect(output.temporaryPath == nil)
    try output.commit()
  }

  @Test func errorMessagesNameThePath() {
    #expect(
      AtomicFileError.directoryNotFound(path: "results/run.csv", directory: "results").description
        == "cannot write 'results/run.csv': directory 'results' does not exist")
    #expect(
      AtomicFileError.systemError(path: "results/x.csv", operation: "write", errno: ENOSPC).description
        == "cannot write 'results/x.csv': No space left on device")
    #expect(
      AtomicFileError.systemError(path: "-", operation: "write", errno: ENOSPC).description
        == "cannot write standard output: No space left on device")
  }
}
